//! What ODS and `LLVMDialect.cpp` give the structural `llvm` ops (functions, globals, comdats, branches,
//! calls): property storage classes and attribute constraints with upstream's summaries, operand-group
//! type checks, the `linkage` / `visibility` / `unnamed_addr` / `cconv` keywords, comdat references, and
//! successor lists written `^bb(%a : i32)`. Messages are upstream's, word for word.
//!
//! Verification order follows upstream: property conversion ("invalid properties ..."), counts, required
//! attributes, attribute constraints, operand and result types, then the op's interfaces and verifier.

use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods::symbol_name_text;
use crate::dialect::llvm::attrs as la;
use crate::dialect::llvm::attrs::enums::KwEnum;
use crate::dialect::llvm::types as lt;
use crate::dialect::{self, enums, traits};
use crate::ir::{AttrKind, Attribute, BlockId, Context, OpId, OpState, Type, ValueId};
use crate::parse::lexer::TokenKind as T;
use crate::parse::ops::UnresolvedOperand;
use crate::parse::Parser;
use crate::print::{attr_to_string, type_to_string, Printer};
use crate::verify::op_err;

pub(crate) use super::core_ods::{enum_value, has_prop, prop};
pub(crate) use crate::dialect::syntax::{
    custom_err, custom_err_at_name, parse_attr_of_kind, set_prop,
};

// ---- property storage and attribute constraints --------------------------------------------------------------

/// The storage class of a property (what the generic form's `<{...}>` value must convert to) and the
/// constraint ODS checks on it afterwards.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Con {
    /// `StrAttr`.
    Str,
    /// `UnitAttr`.
    Unit,
    /// `BoolAttr`.
    Bool,
    /// `I64Attr`.
    I64,
    /// `ConfinedAttr<I32Attr, [IntNonNegative]>`.
    I32NonNeg,
    /// `TypeAttr` (any type).
    AnyType,
    /// `TypeAttrOf<LLVM_FunctionType>`.
    LlvmFuncType,
    /// `SymbolRefAttr`.
    SymbolRef,
    /// `FlatSymbolRefAttr`.
    FlatSymbol,
    /// `ArrayAttr`.
    Array,
    /// `DictArrayAttr`.
    DictArray,
    /// `StrArrayAttr`.
    StrArray,
    /// `FlatSymbolRefArrayAttr`.
    FlatSymbolArray,
    /// `I32ArrayAttr`.
    I32Array,
    /// `DenseI32ArrayAttr`.
    DenseI32,
    /// `AnyIntElementsAttr`.
    IntElements,
    /// `AnyAttr`.
    Any,
    /// An enum attribute class (`#llvm.linkage<...>`), by `EnumDef` name.
    Enum(&'static str),
    /// An `I64EnumAttr` stored as `N : i64`.
    KwEnum(&'static KwEnum),
    /// One structured `llvm` attribute class, by mnemonic (`loop_annotation`, `memory_effects`).
    LlvmAttr(&'static str),
    /// An array of structured `llvm` attributes with this mnemonic (`tbaa_tag`).
    LlvmAttrArray(&'static str),
}

/// One inherent attribute (property) of an op: name, storage/constraint, ODS summary, required.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Prop {
    pub name: &'static str,
    pub con: Con,
    pub desc: &'static str,
    pub required: bool,
}

pub(crate) const fn opt(name: &'static str, con: Con, desc: &'static str) -> Prop {
    Prop {
        name,
        con,
        desc,
        required: false,
    }
}

pub(crate) const fn req(name: &'static str, con: Con, desc: &'static str) -> Prop {
    Prop {
        name,
        con,
        desc,
        required: true,
    }
}

pub(crate) const STR: &str = "string attribute";
pub(crate) const UNIT: &str = "unit attribute";
pub(crate) const I64: &str = "64-bit signless integer attribute";
pub(crate) const CCONV: Prop = opt(
    "CConv",
    Con::Enum("llvm.cconv"),
    "LLVM Calling Convention specification",
);
pub(crate) const FLAT_SYMBOL: &str = "flat symbol reference attribute";
pub(crate) const DENSE_I32: &str = "i32 dense array attribute";
pub(crate) const FUNC_TYPE: &str = "type attribute of LLVM function type";

fn is_int_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. }
        if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(width))
}

fn is_flat_symbol(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

/// True for an `llvm` enum attribute of the `EnumDef` named `name` (`llvm.linkage`).
pub(crate) fn is_enum(ctx: &Context, a: Attribute, name: &str) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Enum { def, .. } if enums::lookup(name) == Some(*def))
}

/// The value of an `N : i64` keyword-enum attribute if it is one of the cases.
pub(crate) fn kw_value(ctx: &Context, a: Attribute, e: &KwEnum) -> Option<u64> {
    use num_traits::ToPrimitive;
    if !is_int_of(ctx, a, 64) {
        return None;
    }
    let v = ctx.as_int_attr(a)?.to_u64()?;
    e.keyword(v).map(|_| v)
}

impl Con {
    /// The property converts to its storage class.
    fn converts(self, ctx: &Context, a: Attribute) -> bool {
        let k = ctx.attr_kind(a);
        match self {
            Con::Str => matches!(k, AttrKind::String { .. }),
            Con::Unit => matches!(k, AttrKind::Unit),
            Con::Bool => is_int_of(ctx, a, 1),
            Con::I64 | Con::I32NonNeg => matches!(k, AttrKind::Integer { .. }),
            Con::AnyType | Con::LlvmFuncType => matches!(k, AttrKind::Type(_)),
            Con::SymbolRef => matches!(k, AttrKind::SymbolRef { .. }),
            Con::FlatSymbol => is_flat_symbol(ctx, a),
            Con::Array
            | Con::DictArray
            | Con::StrArray
            | Con::FlatSymbolArray
            | Con::I32Array
            | Con::LlvmAttrArray(_) => matches!(k, AttrKind::Array(_)),
            Con::DenseI32 => {
                matches!(k, AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(32))
            }
            Con::IntElements => crate::dialect::cf::dense::int_values(ctx, a).is_some(),
            Con::Any => true,
            Con::Enum(name) => is_enum(ctx, a, name),
            Con::KwEnum(e) => kw_value(ctx, a, e).is_some(),
            Con::LlvmAttr(m) => la::is(ctx, a, m),
        }
    }

    /// The ODS constraint, checked after conversion.
    fn accepts(self, ctx: &Context, a: Attribute) -> bool {
        let elems = || ctx.as_array(a).unwrap_or(&[]);
        match self {
            Con::I64 => is_int_of(ctx, a, 64),
            Con::I32NonNeg => {
                is_int_of(ctx, a, 32)
                    && ctx
                        .as_int_attr(a)
                        .is_some_and(|v| v.sign() != num_bigint::Sign::Minus)
            }
            Con::LlvmFuncType => ctx
                .as_type_attr(a)
                .is_some_and(|t| lt::func_info(ctx, t).is_some()),
            Con::DictArray => elems()
                .iter()
                .all(|e| matches!(ctx.attr_kind(*e), AttrKind::Dictionary(_))),
            Con::StrArray => elems().iter().all(|e| ctx.as_str_attr(*e).is_some()),
            Con::FlatSymbolArray => elems().iter().all(|e| is_flat_symbol(ctx, *e)),
            Con::I32Array => elems().iter().all(|e| is_int_of(ctx, *e, 32)),
            Con::LlvmAttrArray(m) => elems().iter().all(|e| la::is(ctx, *e, m)),
            _ => true,
        }
    }
}

/// True if `a` is the value the core gave property `name` by default (`OpDef::default_props`); upstream's
/// "invalid properties" errors show only what the input wrote.
fn is_materialized_default(ctx: &Context, op: OpId, name: &str, a: Attribute) -> bool {
    let Some(def) = dialect::op_def(ctx, op) else {
        return false;
    };
    if !def.default_props.iter().any(|(n, _)| *n == name) {
        return false;
    }
    match name {
        "linkage" => enum_value(ctx, a, "llvm.linkage") == Some(10),
        "CConv" => enum_value(ctx, a, "llvm.cconv") == Some(0),
        "TailCallKind" => enum_value(ctx, a, "llvm.tailcallkind") == Some(0),
        "fastmathFlags" => enum_value(ctx, a, "llvm.fastmath") == Some(0),
        "visibility_" => is_int_of(ctx, a, 64) && ctx.as_i64(a) == Some(0),
        "addr_space" => is_int_of(ctx, a, 32) && ctx.as_i64(a) == Some(0),
        _ => false,
    }
}

/// An "invalid properties" error, showing the properties as written (without materialized defaults).
pub(crate) fn props_err(ctx: &Context, op: OpId, why: &str) -> Diagnostic {
    let shown = crate::verify::props_text_where(ctx, op, |k, v| {
        !is_materialized_default(ctx, op, ctx.str(k), v)
    });
    crate::verify::invalid_properties_shown(ctx, op, &shown, why)
}

/// The conversion of the generic form's properties to the op's storage (`setPropertiesFromAttr`).
pub(crate) fn check_props(ctx: &Context, op: OpId, props: &[Prop]) -> DResult<()> {
    for p in props {
        if let Some(a) = prop(ctx, op, p.name) {
            if !p.con.converts(ctx, a) {
                let why = format!(
                    "Invalid attribute `{}` in property conversion: {}",
                    p.name,
                    attr_to_string(ctx, a)
                );
                return Err(props_err(ctx, op, &why));
            }
        }
    }
    Ok(())
}

/// Ops without properties refuse a generic form's `<{...}>`.
pub(crate) fn check_no_props(ctx: &Context, op: OpId) -> DResult<()> {
    if ctx.ops[op].props.is_empty() {
        return Ok(());
    }
    Err(props_err(
        ctx,
        op,
        "this operation does not support properties",
    ))
}

/// `requires attribute 'x'` for missing required properties, then each property's constraint, in
/// declaration order (the first part of ODS's `verifyInvariantsImpl`).
pub(crate) fn check_attrs(ctx: &Context, op: OpId, props: &[Prop]) -> DResult<()> {
    // ODS checks required attributes sorted by name.
    let mut required: Vec<&Prop> = props.iter().filter(|p| p.required).collect();
    required.sort_by_key(|p| p.name);
    if let Some(p) = required.iter().find(|p| prop(ctx, op, p.name).is_none()) {
        return Err(op_err(ctx, op, format!("requires attribute '{}'", p.name)));
    }
    for p in props {
        if let Some(a) = prop(ctx, op, p.name) {
            if !p.con.accepts(ctx, a) {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        p.name, p.desc
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ---- operand and result groups -------------------------------------------------------------------------------

/// `LLVM_Type` / `Variadic<LLVM_Type>` / `Variadic<AnyType>` / `AnySignlessInteger` / `I1` checks on a
/// group of values; `index` runs on across groups as in ODS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum VTy {
    Llvm,
    VariadicLlvm,
    VariadicAny,
    SignlessInt,
    I1,
}

impl VTy {
    fn desc(self) -> &'static str {
        match self {
            VTy::Llvm => "LLVM dialect-compatible type",
            VTy::VariadicLlvm => "variadic of LLVM dialect-compatible type",
            VTy::VariadicAny => "variadic of any type",
            VTy::SignlessInt => "signless integer",
            VTy::I1 => "1-bit signless integer",
        }
    }

    fn accepts(self, ctx: &Context, t: Type) -> bool {
        match self {
            VTy::Llvm | VTy::VariadicLlvm => lt::is_compatible_type(ctx, t),
            VTy::VariadicAny => true,
            VTy::SignlessInt => ctx.is_signless_int(t),
            VTy::I1 => ctx.is_signless_int(t) && ctx.int_width(t) == Some(1),
        }
    }
}

/// Checks the values of one group; `what` is "operand" or "result".
pub(crate) fn check_group(
    ctx: &Context,
    op: OpId,
    what: &str,
    index: &mut usize,
    values: &[ValueId],
    c: VTy,
) -> DResult<()> {
    for &v in values {
        let t = ctx.value_type(v);
        if !c.accepts(ctx, t) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "{what} #{index} must be {}, but got '{}'",
                    c.desc(),
                    type_to_string(ctx, t)
                ),
            ));
        }
        *index += 1;
    }
    Ok(())
}

/// An `Optional<...>` group: at most one value.
pub(crate) fn check_optional_group(
    ctx: &Context,
    op: OpId,
    what: &str,
    index: &mut usize,
    values: &[ValueId],
) -> DResult<()> {
    if values.len() > 1 {
        return Err(op_err(
            ctx,
            op,
            format!(
                "{what} group starting at #{index} requires 0 or 1 element, but found {}",
                values.len()
            ),
        ));
    }
    check_group(ctx, op, what, index, values, VTy::Llvm)
}

/// `expected N operands, but found M` style count messages of the `ZeroRegions` ... traits.
pub(crate) fn check_zero_regions(ctx: &Context, op: OpId) -> DResult<()> {
    if !ctx.ops[op].regions.is_empty() {
        return Err(op_err(ctx, op, "requires zero regions"));
    }
    Ok(())
}

pub(crate) fn check_zero_results(ctx: &Context, op: OpId) -> DResult<()> {
    if !ctx.ops[op].results.is_empty() {
        return Err(op_err(ctx, op, "requires zero results"));
    }
    Ok(())
}

pub(crate) fn check_zero_successors(ctx: &Context, op: OpId) -> DResult<()> {
    let n = ctx.ops[op].successors.len();
    if n != 0 {
        return Err(op_err(
            ctx,
            op,
            format!("requires 0 successors but found {n}"),
        ));
    }
    Ok(())
}

pub(crate) fn check_zero_operands(ctx: &Context, op: OpId) -> DResult<()> {
    if !ctx.ops[op].operands.is_empty() {
        return Err(op_err(ctx, op, "requires zero operands"));
    }
    Ok(())
}

/// `ZeroRegions, ZeroResults, ZeroSuccessors, ZeroOperands`.
pub(crate) fn check_nothing(ctx: &Context, op: OpId) -> DResult<()> {
    check_zero_regions(ctx, op)?;
    check_zero_results(ctx, op)?;
    check_zero_successors(ctx, op)?;
    check_zero_operands(ctx, op)
}

/// `OneRegion, ZeroResults, ZeroSuccessors, ZeroOperands` (`llvm.func`, `llvm.mlir.global`,
/// `llvm.comdat`).
pub(crate) fn check_one_region_only(ctx: &Context, op: OpId) -> DResult<()> {
    if ctx.ops[op].regions.len() != 1 {
        return Err(op_err(ctx, op, "requires one region"));
    }
    check_zero_results(ctx, op)?;
    check_zero_successors(ctx, op)?;
    check_zero_operands(ctx, op)
}

// ---- custom syntax -------------------------------------------------------------------------------------------

/// `resolveOperands` with its count check (`N operands present, but expected M` at `loc`).
pub(crate) fn resolve_list(
    p: &mut Parser,
    st: &OpState,
    ops: &[UnresolvedOperand],
    tys: &[Type],
    loc: u32,
) -> DResult<Vec<ValueId>> {
    if ops.len() != tys.len() {
        return Err(custom_err(
            p,
            st,
            loc,
            format!("{} operands present, but expected {}", ops.len(), tys.len()),
        ));
    }
    ops.iter()
        .zip(tys)
        .map(|(u, t)| p.resolve_operand(u, *t))
        .collect()
}

/// A successor as an ODS assembly format writes it: `^bb` (`(` operands `:` types `)`)?. The operands
/// are resolved later (after the attribute dictionary), as the generated parser does.
pub(crate) struct Dest {
    pub block: BlockId,
    pub ops: Vec<UnresolvedOperand>,
    pub types: Vec<Type>,
    /// Where the operand list starts (for the count error).
    pub loc: u32,
}

pub(crate) fn parse_dest(p: &mut Parser) -> DResult<Dest> {
    let block = p.parse_successor()?;
    let mut d = Dest {
        block,
        ops: vec![],
        types: vec![],
        loc: p.tok_start(),
    };
    if p.consume_if(T::LParen) {
        d.loc = p.tok_start();
        d.ops = p.parse_operand_list()?;
        p.expect_wt(T::Colon, "expected ':'")?;
        d.types = p.parse_type_list_no_parens()?;
        p.expect_wt(T::RParen, "expected ')'")?;
    }
    Ok(d)
}

impl Dest {
    pub(crate) fn resolve(&self, p: &mut Parser, st: &OpState) -> DResult<Vec<ValueId>> {
        resolve_list(p, st, &self.ops, &self.types, self.loc)
    }
}

/// `parseInteger` into an `int64_t`: an optional `-` and a decimal or hex literal. Positive literals up to
/// 2^64-1 are accepted (and wrap). Upstream reads the digits into an APInt of 4 bits per digit (one more
/// when its top bit is set) and negates it there, so a negative literal fits only if that width is at
/// most 64.
pub(crate) fn parse_i64_literal(p: &mut Parser, st: &OpState) -> DResult<i64> {
    let off = p.tok_start();
    let neg = p.consume_if(T::Minus);
    if !p.at(T::Integer) {
        return Err(custom_err(p, st, off, "expected integer value"));
    }
    let text = p.spelling();
    let hex = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"));
    let mag = match hex {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    };
    let body = hex.unwrap_or(text);
    let digits = body.trim_start_matches('0').len() as u32;
    let value = match mag {
        Some(m) if !neg => u64::try_from(m).ok().map(|v| v as i64),
        Some(m) => {
            let mut width = 4 * digits;
            if width > 0 && width <= 128 && (m >> (width - 1)) & 1 == 1 {
                width += 1;
            }
            (width <= 64).then(|| (m as u64).wrapping_neg() as i64)
        }
        None => None,
    };
    let Some(v) = value else {
        return Err(custom_err(p, st, off, "integer value too large"));
    };
    p.bump();
    Ok(v)
}

/// MLIR's `parseOptionalLLVMKeyword`: the first case of `cases` (keyword, value) written next, if any.
pub(crate) fn parse_optional_keyword_of(
    p: &mut Parser,
    cases: &[(&'static str, u64)],
) -> Option<u64> {
    if !p.at(T::BareIdent) {
        return None;
    }
    let s = p.spelling();
    let v = cases
        .iter()
        .find(|(k, _)| !k.is_empty() && *k == s)
        .map(|c| c.1)?;
    p.bump();
    Some(v)
}

/// The cases of an enum attribute definition (`llvm.linkage`).
pub(crate) fn enum_cases(name: &str) -> &'static [(&'static str, u64)] {
    enums::lookup(name).map(|d| d.0.cases).unwrap_or(&[])
}

/// An enum attribute of the `EnumDef` named `name` with value `v`.
pub(crate) fn enum_attr(ctx: &mut Context, name: &str, v: u64) -> Option<Attribute> {
    let def = enums::lookup(name)?;
    Some(ctx.attr(AttrKind::Enum { def, value: v }))
}

/// The keyword of an enum attribute's value (empty if it is none of the cases).
pub(crate) fn enum_keyword(name: &str, v: u64) -> &'static str {
    enum_cases(name)
        .iter()
        .find(|c| c.1 == v)
        .map(|c| c.0)
        .unwrap_or("")
}

/// `keyword ` for the enum property `prop` (of the `EnumDef` named `enum_name`) unless it holds
/// `default` (absent counts as `default`): the optional leading keywords of `llvm.func` / `llvm.call`.
pub(crate) fn print_enum_prefix(
    pr: &mut Printer,
    op: OpId,
    prop_name: &str,
    enum_name: &str,
    default: u64,
) {
    let ctx = pr.ctx;
    let v = prop(ctx, op, prop_name)
        .and_then(|a| enum_value(ctx, a, enum_name))
        .unwrap_or(default);
    if v != default {
        pr.w(enum_keyword(enum_name, v));
        pr.w(" ");
    }
}

/// A keyword enum stored as `N : i64`, written as a keyword or a string, as the hand-written parsers of
/// `llvm.inline_asm` and `llvm.comdat_selector` read it: its value, or upstream's errors for a word that
/// is not one of the cases of `e` (unlike the ODS parser [`super::core_ods::parse_kw_enum`], an unknown
/// string is an `invalid ... specification`).
pub(crate) fn parse_enum_word(
    p: &mut Parser,
    st: &OpState,
    e: &KwEnum,
    attr_name: &str,
) -> DResult<u64> {
    let off = p.tok_start();
    let word = if p.at(T::BareIdent) && e.value(p.spelling()).is_some() {
        let w = p.spelling().to_string();
        p.bump();
        w
    } else if p.at(T::String) {
        let w = String::from_utf8_lossy(&p.string_value()).to_string();
        p.bump();
        w
    } else {
        let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
        return Err(custom_err(
            p,
            st,
            off,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                cases.join(", ")
            ),
        ));
    };
    e.value(&word).ok_or_else(|| {
        custom_err(
            p,
            st,
            off,
            format!("invalid {attr_name} attribute specification: \"{word}\""),
        )
    })
}

/// `@name` of the op's `sym_name` property (`printSymbolName`; `@""` if it has none).
pub(crate) fn print_sym_name(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let name = prop(ctx, op, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"");
    pr.w(&crate::dialect::builtin::ods::symbol_name_text(name));
}

/// An `N : i64` attribute.
pub(crate) fn i64_attr(ctx: &mut Context, v: u64) -> Attribute {
    let t = ctx.i64();
    ctx.int_attr(t, v)
}

/// `@name` of a flat symbol reference (`printSymbolName`), or the attribute as is.
pub(crate) fn symbol_ref_name(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    }
}

pub(crate) fn print_symbol_name(pr: &mut Printer, name: &str) {
    pr.w(&symbol_name_text(name.as_bytes()));
}

// ---- shared verifier rules ---------------------------------------------------------------------------------

/// `satisfiesLLVMModule`: a symbol table isolated from above (`builtin.module`).
pub(crate) fn satisfies_llvm_module(ctx: &Context, op: OpId) -> bool {
    dialect::op_def(ctx, op)
        .is_some_and(|d| d.has(traits::SYMBOL_TABLE) && d.has(traits::ISOLATED_FROM_ABOVE))
        || ctx.op_name(op) == "builtin.module"
}

/// `verifyComdat`: the `comdat` reference names an `llvm.comdat_selector`.
pub(crate) fn verify_comdat(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(a) = prop(ctx, op, "comdat") else {
        return Ok(());
    };
    let found = crate::verify::lookup_symbol(ctx, op, a);
    if found.is_none_or(|s| ctx.op_name(s) != "llvm.comdat_selector") {
        return Err(Diagnostic::at(
            ctx,
            ctx.ops[op].loc,
            "expected comdat symbol",
        ));
    }
    Ok(())
}

/// The `llvm.func` the flat symbol reference `sym` names in the nearest symbol table around `op`.
pub(crate) fn lookup_llvm_func(ctx: &Context, op: OpId, sym: Attribute) -> Option<OpId> {
    crate::verify::lookup_symbol(ctx, op, sym).filter(|f| ctx.op_name(*f) == "llvm.func")
}

/// The LLVM function type of an `llvm.func` (its `function_type` property), if well formed.
pub(crate) fn func_type_of(ctx: &Context, func: OpId) -> Option<Type> {
    prop(ctx, func, "function_type")
        .and_then(|a| ctx.as_type_attr(a))
        .filter(|t| lt::func_info(ctx, *t).is_some())
}

/// True if `t` is `!llvm.void`.
pub(crate) fn is_void(ctx: &Context, t: Type) -> bool {
    lt::is_void(ctx, t)
}
