//! Small helpers shared by the memref ops: diagnostics in MLIR's wording, memref type queries,
//! and bits of custom syntax (`[%i, %j]`, `: type`) that several ops use.

use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::ir::{Attribute, Context, OpId, OpState, Type, TypeKind, DYNAMIC};
use crate::parse::lexer::TokenKind as T;
use crate::parse::ops::UnresolvedOperand;
use crate::parse::Parser;

pub(crate) use crate::dialect::syntax::{
    custom_err, custom_err_at_name, parse_symbol_name as parse_sym_name,
};

// ---- diagnostics ---------------------------------------------------------------------------------------------

/// `'type'` as MLIR streams a type into a diagnostic (quoted).
pub(crate) fn qty(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::print::type_to_string(ctx, t))
}

/// An attribute as MLIR streams it into a diagnostic (not quoted).
pub(crate) fn attr_str(ctx: &Context, a: Attribute) -> String {
    crate::print::attr_to_string(ctx, a)
}

/// MLIR's `op->emitError(msg)`: the message at the op's location without the `'name' op` prefix.
pub(crate) fn plain_err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(diag_loc(ctx, ctx.ops[op].loc), msg)
}

/// MLIR's `op->emitOpError(msg)`.
pub(crate) fn op_err(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    crate::verify::op_err(ctx, op, msg)
}

// ---- memref types ------------------------------------------------------------------------------------------

/// The parts of a ranked memref type.
#[derive(Clone, Debug)]
pub struct MemRefParts {
    pub shape: Vec<i64>,
    pub elem: Type,
    pub layout: Option<Attribute>,
    pub memory_space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape: shape.clone(),
            elem: *elem,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { .. })
}

pub fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::UnrankedMemRef { .. })
}

/// Memory space of a ranked or unranked memref (`None` = default space).
pub fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// Rank of a ranked memref, 0 for anything else.
pub fn rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map(|s| s.len()).unwrap_or(0)
}

/// The tensor type with the shape and element type of a memref (`getTensorTypeFromMemRefType`).
pub fn tensor_type_for_memref(ctx: &mut Context, t: Type) -> Type {
    match ctx.kind(t).clone() {
        TypeKind::MemRef { shape, elem, .. } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        }),
        TypeKind::UnrankedMemRef { elem, .. } => ctx.ty(TypeKind::UnrankedTensor { elem }),
        _ => ctx.none_type(),
    }
}

// ---- custom syntax -------------------------------------------------------------------------------------------

/// The optional attribute dictionary of a custom form. Like upstream's generated parsers
/// (`verifyInherentAttrs`), inherent attributes written there are checked against their constraints right
/// away, with the error at the dictionary.
pub(crate) fn parse_attr_dict(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let off = p.tok_start();
    let before = st.attrs.len();
    p.parse_optional_attr_dict_into(st)?;
    let name = p.ctx.str(st.name).to_string();
    let Some(spec) = super::ods_of(&name) else {
        return Ok(());
    };
    for (k, v) in &st.attrs[before..] {
        let key = p.ctx.str(*k);
        if let Some(a) = spec.attrs.iter().find(|a| a.name == key) {
            if !a.c.accepts(p.ctx, *v) {
                let msg = format!(
                    "'{name}' op attribute '{}' failed to satisfy constraint: {}",
                    a.name,
                    a.c.summary()
                );
                return Err(custom_err(p, st, off, msg));
            }
        }
    }
    Ok(())
}

/// `parseOperand`: an SSA use, else "expected SSA operand" reported after the previous token.
pub(crate) fn parse_operand(p: &mut Parser) -> DResult<UnresolvedOperand> {
    if !p.at(T::PercentIdent) {
        return Err(p.err_wrong_token("expected SSA operand"));
    }
    p.parse_operand()
}

/// `parseOperandList` without delimiters: zero or more comma-separated operands.
pub(crate) fn parse_operand_list(p: &mut Parser) -> DResult<Vec<UnresolvedOperand>> {
    let mut v = vec![];
    if !p.at(T::PercentIdent) {
        return Ok(v);
    }
    v.push(parse_operand(p)?);
    while p.consume_if(T::Comma) {
        v.push(parse_operand(p)?);
    }
    Ok(v)
}

/// An assembly-format operand list between literals: `open` (`%a` (`,` `%b`)*)? `close`, with the
/// literals' "expected '('" / "expected ')'" messages.
fn parse_literal_delimited_operands(
    p: &mut Parser,
    open: T,
    close: T,
) -> DResult<Vec<UnresolvedOperand>> {
    p.expect_wt(
        open,
        &format!("expected '{}'", crate::parse::tok_text(open)),
    )?;
    let v = parse_operand_list(p)?;
    p.expect_wt(
        close,
        &format!("expected '{}'", crate::parse::tok_text(close)),
    )?;
    Ok(v)
}

/// `[%a, %b]` (possibly empty) as an assembly format writes it (`[` $indices `]`).
pub(crate) fn parse_square_operands(p: &mut Parser) -> DResult<Vec<UnresolvedOperand>> {
    parse_literal_delimited_operands(p, T::LSquare, T::RSquare)
}

/// `(%a, %b)` (possibly empty) as an assembly format writes it.
pub(crate) fn parse_paren_operands(p: &mut Parser) -> DResult<Vec<UnresolvedOperand>> {
    parse_literal_delimited_operands(p, T::LParen, T::RParen)
}

/// `[%a, %b]` as C++ parsers read it (`parseOperandList(.., Delimiter::Square)`): "expected '[' in operand
/// list".
pub(crate) fn parse_square_operand_list(p: &mut Parser) -> DResult<Vec<UnresolvedOperand>> {
    let mut v = vec![];
    p.parse_delimited_list(T::LSquare, " in operand list", |p| {
        v.push(parse_operand(p)?);
        Ok(())
    })?;
    Ok(v)
}

/// `resolveOperands` with a count check reported the way a custom parser reports it.
pub(crate) fn resolve_list(
    p: &mut Parser,
    st: &OpState,
    us: &[UnresolvedOperand],
    tys: &[Type],
) -> DResult<Vec<crate::ir::ValueId>> {
    if us.len() != tys.len() {
        let off = us.first().map(|u| u.off).unwrap_or(p.tok_start());
        return Err(custom_err(
            p,
            st,
            off,
            format!("{} operands present, but expected {}", us.len(), tys.len()),
        ));
    }
    p.resolve_operands(us, tys)
}

/// `parseKeyword(kw)`: "custom op 'x' expected 'kw'" at the current token.
pub(crate) fn expect_kw(p: &mut Parser, st: &OpState, kw: &str) -> DResult<()> {
    if p.consume_keyword(kw) {
        return Ok(());
    }
    Err(custom_err(p, st, p.tok_start(), format!("expected '{kw}'")))
}

/// `parseKeyword(&str)`: any bare keyword, else "custom op 'x' expected valid keyword".
pub(crate) fn parse_kw(p: &mut Parser, st: &OpState) -> DResult<String> {
    match p.parse_optional_keyword() {
        Some(k) => Ok(k),
        None => Err(custom_err(p, st, p.tok_start(), "expected valid keyword")),
    }
}

/// `: type`.
pub(crate) fn parse_colon_type(p: &mut Parser) -> DResult<Type> {
    p.expect_wt(T::Colon, "expected ':'")?;
    p.parse_type()
}

/// `: t1, t2, ...` (at least one type).
pub(crate) fn parse_colon_type_list(p: &mut Parser) -> DResult<Vec<Type>> {
    p.expect_wt(T::Colon, "expected ':'")?;
    p.parse_comma_list(|p| p.parse_type())
}

/// What a custom parser requires of a type it parses (the C++ type of the ODS constraint).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TypeKindReq {
    /// `MemRefType`.
    MemRef,
    /// `BaseMemRefType`: ranked or unranked memref.
    BaseMemRef,
    Any,
}

fn type_kind_ok(ctx: &Context, t: Type, req: TypeKindReq) -> bool {
    match req {
        TypeKindReq::MemRef => is_memref(ctx, t),
        TypeKindReq::BaseMemRef => is_memref(ctx, t) || is_unranked_memref(ctx, t),
        TypeKindReq::Any => true,
    }
}

/// Parses a type and checks its kind like `parseType(MemRefType &)`: "custom op 'x' invalid kind of type
/// specified" at the type.
pub(crate) fn parse_type_of(p: &mut Parser, st: &OpState, req: TypeKindReq) -> DResult<Type> {
    let off = p.tok_start();
    let t = p.parse_type()?;
    if !type_kind_ok(p.ctx, t, req) {
        return Err(custom_err(p, st, off, "invalid kind of type specified"));
    }
    Ok(t)
}

/// `: type` with a kind check reported at the colon, as C++ parsers calling `parseColonType(MemRefType &)`
/// do (the generated assembly-format parsers report at the type instead: [`parse_colon_type_of`]).
pub(crate) fn parse_colon_type_of_at_colon(
    p: &mut Parser,
    st: &OpState,
    req: TypeKindReq,
) -> DResult<Type> {
    let off = p.tok_start();
    p.expect_wt(T::Colon, "expected ':'")?;
    let t = parse_type_of(p, st, TypeKindReq::Any)?;
    if !type_kind_ok(p.ctx, t, req) {
        return Err(custom_err(p, st, off, "invalid kind of type specified"));
    }
    Ok(t)
}

/// `: type` with a kind check.
pub(crate) fn parse_colon_type_of(p: &mut Parser, st: &OpState, req: TypeKindReq) -> DResult<Type> {
    p.expect_wt(T::Colon, "expected ':'")?;
    parse_type_of(p, st, req)
}

/// An integer literal with an optional leading `-` (MLIR's `parseInteger<int64_t>`); `None` when the current
/// token is not an integer.
pub(crate) fn parse_optional_i64(p: &mut Parser) -> DResult<Option<i64>> {
    let start = p.tok_start();
    let neg = p.at(T::Minus);
    if neg {
        p.bump();
        if !p.at(T::Integer) {
            return Err(p.err_here("expected integer value"));
        }
    } else if !p.at(T::Integer) {
        return Ok(None);
    }
    let text = p.spelling();
    let parsed = if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).ok().map(i128::from)
    } else {
        text.parse::<i128>().ok()
    };
    let Some(mut v) = parsed else {
        return Err(p.err_at(start, "integer value too large"));
    };
    if neg {
        v = -v;
    }
    let v = i64::try_from(v).map_err(|_| p.err_at(start, "integer value too large"))?;
    p.bump();
    Ok(Some(v))
}

/// Prints the type of `op`'s first result (nothing for malformed IR without one: printers never panic).
pub(crate) fn print_result_type(pr: &mut crate::print::Printer, op: OpId) {
    if let Some(r) = pr.ctx.ops[op].results.first() {
        pr.print_type(pr.ctx.value_type(*r));
    }
}

/// `{attrs} : type($source) to type($result)` (without the `elided` attributes): how the view-like
/// ops' custom forms end.
pub(crate) fn print_attrs_source_to_result(
    pr: &mut crate::print::Printer,
    op: OpId,
    elided: &[&str],
) {
    pr.print_op_attr_dict(op, elided);
    pr.w(" : ");
    if let Some(v) = pr.ctx.ops[op].operands.first() {
        pr.print_type(pr.ctx.value_type(*v));
    }
    pr.w(" to ");
    print_result_type(pr, op);
}

/// A dimension or stride as MLIR writes it: the number, or `?` for a dynamic one.
pub(crate) fn dim_text(d: i64) -> String {
    if d == DYNAMIC {
        "?".to_string()
    } else {
        d.to_string()
    }
}

/// `op`'s source (operand 0) and result types, each with its parts, if both are ranked memrefs (the
/// ODS checks report anything else).
pub(crate) fn source_and_result_parts(
    ctx: &Context,
    op: OpId,
) -> Option<((Type, MemRefParts), (Type, MemRefParts))> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let res = ctx.value_type(ctx.result(op, 0));
    Some((
        (src, memref_parts(ctx, src)?),
        (res, memref_parts(ctx, res)?),
    ))
}

/// The result-names hook for ops whose single result MLIR names `name`.
pub(crate) fn name_result(out: &mut Vec<(usize, String)>, name: &str) {
    out.push((0, name.to_string()));
}
