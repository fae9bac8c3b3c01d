//! Converting arith's flag attributes to the llvm dialect's, and building the attribute lists of the
//! new op the way upstream's `AttrConvert*` helpers do.

use irbridge::dialect::enums;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Sym};

/// How the source op's attributes reach the llvm op (upstream's `AttrConvert*` classes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlagConversion {
    /// Every attribute, inherent ones included, is copied as a discardable attribute.
    PassThrough,
    /// `fastmath` becomes the llvm op's `fastmathFlags`; the others are copied.
    FastMath,
    /// `overflowFlags` becomes the llvm op's `overflowFlags`; the others are copied.
    Overflow,
}

/// Bits of `#arith.fastmath` and the `#llvm.fastmath` bit each one becomes, by keyword.
const FASTMATH_BITS: &[&str] = &["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];

/// The value of an enum attribute `a` of the enum named `name`.
fn enum_value(ctx: &Context, a: Attribute, name: &str) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } if def.name == name => Some(*value),
        _ => None,
    }
}

/// Re-encodes a bit enum value keyword by keyword (the two dialects number the bits differently).
fn convert_bits(value: u64, from: &str, to: &str, keywords: &[&str]) -> u64 {
    let from = enums::lookup(from).expect("registered enum").0;
    let to = enums::lookup(to).expect("registered enum").0;
    let mask = |d: &enums::EnumDef, kw: &str| {
        d.cases
            .iter()
            .find(|(k, _)| *k == kw)
            .map(|(_, v)| *v)
            .unwrap_or(0)
    };
    keywords
        .iter()
        .filter(|kw| value & mask(from, kw) != 0)
        .fold(0, |acc, kw| acc | mask(to, kw))
}

fn enum_attr(ctx: &mut Context, name: &str, value: u64) -> Attribute {
    let def = enums::lookup(name).expect("registered enum");
    ctx.attr(AttrKind::Enum { def, value })
}

/// `#llvm.fastmath<...>` for an `#arith.fastmath<...>` attribute (`none` if absent).
pub fn llvm_fastmath(ctx: &mut Context, arith: Option<Attribute>) -> Attribute {
    let v = arith
        .and_then(|a| enum_value(ctx, a, "arith.fastmath"))
        .unwrap_or(0);
    let bits = convert_bits(v, "arith.fastmath", "llvm.fastmath", FASTMATH_BITS);
    enum_attr(ctx, "llvm.fastmath", bits)
}

/// `#llvm.overflow<...>` for an `#arith.overflow<...>` attribute (`none` if absent).
pub fn llvm_overflow(ctx: &mut Context, arith: Option<Attribute>) -> Attribute {
    let v = arith
        .and_then(|a| enum_value(ctx, a, "arith.overflow"))
        .unwrap_or(0);
    let bits = convert_bits(v, "arith.overflow", "llvm.overflow", &["nsw", "nuw"]);
    enum_attr(ctx, "llvm.overflow", bits)
}

/// The fastmath flags of `op` converted to llvm's.
pub fn op_fastmath(ctx: &mut Context, op: OpId) -> Attribute {
    let a = ctx.get_attr(op, "fastmath");
    llvm_fastmath(ctx, a)
}

/// Properties and discardable attributes for the llvm op replacing `op`.
pub type AttrLists = (Vec<(Sym, Attribute)>, Vec<(Sym, Attribute)>);

/// The (properties, discardable attributes) the llvm op replacing `op` gets under `conv`.
pub fn converted_attrs(ctx: &mut Context, op: OpId, conv: FlagConversion) -> AttrLists {
    let (flag, target) = match conv {
        FlagConversion::PassThrough => ("", ""),
        FlagConversion::FastMath => ("fastmath", "fastmathFlags"),
        FlagConversion::Overflow => ("overflowFlags", "overflowFlags"),
    };
    let data = &ctx.ops[op];
    let mut attrs: Vec<(Sym, Attribute)> = data
        .props
        .iter()
        .chain(data.attrs.iter())
        .copied()
        .collect();
    let mut props = vec![];
    if let Some(i) = attrs.iter().position(|(k, _)| ctx.str(*k) == flag) {
        let (_, a) = attrs.remove(i);
        let converted = match conv {
            FlagConversion::FastMath => llvm_fastmath(ctx, Some(a)),
            _ => llvm_overflow(ctx, Some(a)),
        };
        props.push((ctx.sym(target), converted));
    }
    ctx.sort_named(&mut attrs);
    (props, attrs)
}

/// The discardable attributes of `op` (inherent ones left out).
pub fn discardable_attrs(ctx: &Context, op: OpId) -> Vec<(Sym, Attribute)> {
    ctx.ops[op].attrs.iter().copied().collect()
}
