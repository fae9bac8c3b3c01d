//! Pieces of custom syntax the hand-written `llvm` parsers and printers share (the ops upstream
//! parses in C++), on the [`AsmParser`]/[`AsmPrinter`] interface.

use crate::diag::{DResult, Diagnostic};
use crate::ir::enums::EnumDef;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct, UnresolvedOperand};

/// `parser.emitError(parser.getNameLoc(), msg)`: "custom op '<name>' msg" at the op name.
pub(crate) fn err_at_name(p: &dyn AsmParser, st: &OpState, msg: impl AsRef<str>) -> Diagnostic {
    let ctx = p.ctx_ref();
    Diagnostic::at(
        ctx,
        st.loc,
        format!("custom op '{}' {}", ctx.str(st.name), msg.as_ref()),
    )
}

pub(crate) use crate::dialect::syntax::{parse_symbol_name, set_prop};

/// A unit property set from a keyword (`volatile`, `inbounds`).
pub(crate) fn unit_prop_if(p: &mut dyn AsmParser, st: &mut OpState, keyword: &str, name: &str) {
    if p.parse_optional_keyword(keyword) {
        let u = p.ctx().unit_attr();
        set_prop(p, st, name, u);
    }
}

/// `parser.parseKeyword(kw)`: "custom op '...' expected 'kw'" at the current token.
pub(crate) fn expect_keyword(p: &mut dyn AsmParser, kw: &str) -> DResult<()> {
    if p.parse_optional_keyword(kw) {
        Ok(())
    } else {
        Err(p.error_here(format!("expected '{kw}'")))
    }
}

/// An attribute that `is_kind` accepts (ODS's typed attribute parsers): `invalid kind of attribute
/// specified` at its start otherwise. With `none_typed` it is parsed with the `none` type as the
/// expected type, as `parseCustomAttributeWithFallback` does for untyped attributes.
pub(crate) fn parse_attr_of_kind(
    p: &mut dyn AsmParser,
    none_typed: bool,
    is_kind: impl Fn(&Context, Attribute) -> bool,
) -> DResult<Attribute> {
    let off = p.offset();
    let ty = none_typed.then(|| p.ctx().none_type());
    let a = p.parse_attribute(ty)?;
    if !is_kind(p.ctx_ref(), a) {
        return Err(p.error_at(off, "invalid kind of attribute specified".into()));
    }
    Ok(a)
}

/// The type of result 0, if there is one (custom printers must not panic on odd generic input).
pub(crate) fn result_type(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.ops[op].results.first().map(|v| ctx.value_type(*v))
}

/// The type of operand `i`, if there is one.
pub(crate) fn operand_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ops[op].operands.get(i).map(|v| ctx.value_type(*v))
}

/// Prints a type if present.
pub(crate) fn print_opt_type(p: &mut dyn AsmPrinter, t: Option<Type>) {
    match t {
        Some(t) => p.print_type(t),
        None => p.write("<<NULL TYPE>>"),
    }
}

/// The operands of `op`, copied (the printer cannot hold the context across writes).
pub(crate) fn operands(p: &dyn AsmPrinter, op: OpId) -> Vec<ValueId> {
    p.ctx().ops[op].operands.to_vec()
}

/// MLIR's `parseOptionalLLVMKeyword`: the first case of `def` written next, if any.
pub(crate) fn parse_optional_keyword_of(p: &mut dyn AsmParser, def: &EnumDef) -> Option<u64> {
    let kw = p.peek_keyword()?;
    let v = def
        .cases
        .iter()
        .find(|(k, _)| !k.is_empty() && *k == kw)
        .map(|c| c.1)?;
    p.parse_optional_any_keyword();
    Some(v)
}

/// `parseInteger` into an `int64_t`: an optional `-` and a decimal or hex literal. Positive literals up to
/// 2^64-1 are accepted (and wrap). Upstream reads the digits into an APInt of 4 bits per digit (one more
/// when its top bit is set) and negates it there, so a negative literal fits only if that width is at
/// most 64.
pub(crate) fn parse_i64_literal(p: &mut dyn AsmParser) -> DResult<i64> {
    let off = p.offset();
    if !p.at_integer() {
        return Err(p.error_at(off, "expected integer value".into()));
    }
    let Some((neg, text)) = p.parse_optional_integer_spelling()? else {
        return Err(p.error_at(off, "expected integer value".into()));
    };
    let hex = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"));
    let mag = match hex {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    };
    let body = hex.unwrap_or(&text);
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
    value.ok_or_else(|| p.error_at(off, "integer value too large".into()))
}

/// `@name` of a flat symbol reference.
pub(crate) fn symbol_ref_name(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    }
}

/// Upstream's hand-written parsers add attributes to the op's attribute list and then append the
/// attribute dictionary: a name given both ways is refused (the alphabetically first one, at the op name).
pub(crate) fn check_duplicate_attrs(p: &dyn AsmParser, st: &OpState) -> DResult<()> {
    let ctx = p.ctx_ref();
    let mut dups: Vec<&str> = st
        .attrs
        .iter()
        .filter(|(k, _)| st.props.iter().any(|(pk, _)| pk == k))
        .map(|(k, _)| ctx.str(*k))
        .collect();
    dups.sort_unstable();
    match dups.first() {
        Some(name) => Err(err_at_name(
            p,
            st,
            format!("attribute '{name}' occurs more than once in the attribute list"),
        )),
        None => Ok(()),
    }
}

/// The keyword of an enum property of `op` unless it holds `default` (absent counts as `default`),
/// followed by a space: the optional leading keywords of `llvm.func` / `llvm.call`.
pub(crate) fn print_enum_prefix(
    p: &mut dyn AsmPrinter,
    op: OpId,
    prop: &str,
    def: &EnumDef,
    default: u64,
) {
    let ctx = p.ctx();
    let v = crate::ods::prop(ctx, op, prop)
        .and_then(|a| crate::ods::enums::enum_value(ctx, a, def))
        .unwrap_or(default);
    if v != default {
        let kw = def.keyword(v).unwrap_or("");
        p.write(kw);
        p.write(" ");
    }
}

/// The keyword of an integer-stored enum property and a space (nothing for the empty default keyword).
pub(crate) fn print_int_enum_prefix(p: &mut dyn AsmPrinter, op: OpId, prop: &str, def: &EnumDef) {
    let ctx = p.ctx();
    let kw = crate::ods::prop(ctx, op, prop)
        .and_then(|a| super::constraints::int_enum_value(ctx, a, def))
        .and_then(|v| def.keyword(v))
        .unwrap_or("");
    if !kw.is_empty() {
        p.write(kw);
        p.write(" ");
    }
}

/// `(` `)` delimited operand list.
pub(crate) fn parse_paren_operand_list(p: &mut dyn AsmParser) -> DResult<Vec<UnresolvedOperand>> {
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(vec![]);
    }
    let v = p.parse_operand_list()?;
    p.parse_punct(Punct::RParen)?;
    Ok(v)
}
