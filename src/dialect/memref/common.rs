//! Small helpers shared by the memref ops: diagnostics in MLIR's wording, memref type queries, and
//! bits of custom syntax several hand-written forms use.

use crate::diag::{DResult, Diagnostic};
use crate::ir::{Attribute, Context, OpId, OpState, Type, TypeKind, DYNAMIC};
use crate::ods::asm::{AsmParser, Delimiter, UnresolvedOperand};

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
    Diagnostic::at(ctx, ctx.ops[op].loc, msg)
}

/// MLIR's `op->emitOpError(msg)`.
pub(crate) fn op_err(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    crate::verify::op_err(ctx, op, msg)
}

/// `parser.emitError(parser.getNameLoc(), msg)` in a custom parser: `custom op 'x' msg` at the
/// op name (the location of the op being parsed).
pub(crate) fn err_at_name(p: &dyn AsmParser, st: &OpState, msg: impl AsRef<str>) -> Diagnostic {
    let ctx = p.ctx_ref();
    Diagnostic::at(
        ctx,
        st.loc,
        format!("custom op '{}' {}", ctx.str(st.name), msg.as_ref()),
    )
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

/// The element type of a ranked memref.
pub fn elem_of(ctx: &Context, t: Type) -> Option<Type> {
    memref_parts(ctx, t).map(|m| m.elem)
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

// ---- custom syntax -------------------------------------------------------------------------------------------

/// `parseOperandList(.., Delimiter::Square)`: `[%a, %b]`, "expected '[' in operand list".
pub(crate) fn parse_square_operand_list(p: &mut dyn AsmParser) -> DResult<Vec<UnresolvedOperand>> {
    let mut v = vec![];
    p.parse_comma_separated_list(
        Delimiter::Square,
        " in operand list",
        &mut |p: &mut dyn AsmParser| {
            v.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    Ok(v)
}

/// `resolveOperands(list, type)`: every operand of `us` with type `ty`.
pub(crate) fn resolve_all(
    p: &mut dyn AsmParser,
    us: &[UnresolvedOperand],
    ty: Type,
) -> DResult<Vec<crate::ir::ValueId>> {
    us.iter().map(|u| p.resolve_operand(u, ty)).collect()
}

/// A type of the C++ class `MemRefType` (`parseType(MemRefType &)`): "invalid kind of type
/// specified" at the type otherwise.
pub(crate) fn parse_memref_type(p: &mut dyn AsmParser) -> DResult<Type> {
    let off = p.offset();
    let t = p.parse_type()?;
    if !is_memref(p.ctx_ref(), t) {
        return Err(p.error_at(off, "invalid kind of type specified".into()));
    }
    Ok(t)
}

/// `parseColonType(MemRefType &)`: the kind error is reported at the colon.
pub(crate) fn parse_colon_memref_type(p: &mut dyn AsmParser) -> DResult<Type> {
    let off = p.offset();
    p.parse_punct(crate::ods::asm::Punct::Colon)?;
    let t = p.parse_type()?;
    if !is_memref(p.ctx_ref(), t) {
        return Err(p.error_at(off, "invalid kind of type specified".into()));
    }
    Ok(t)
}
