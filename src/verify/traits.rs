//! Checks of the shared op traits (`SameTypeOperands`, `SameOperandsAndResultType`,
//! `SameOperandsAndResultShape`, `Elementwise`), with upstream's messages.

use super::op_err;
use crate::diag::DResult;
use crate::ir::{Attribute, Context, OpId, Type, TypeKind};

/// The `SameTypeOperands` trait.
pub fn check_same_type_operands(ctx: &Context, op: OpId) -> DResult<()> {
    let tys = ctx.operand_types(op);
    if tys.iter().any(|t| *t != tys[0]) {
        return Err(op_err(
            ctx,
            op,
            "requires all operands to have the same type",
        ));
    }
    Ok(())
}

/// Vectors and tensors: the types an `Elementwise` op maps over.
pub fn is_mappable(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// MLIR's `ShapedType`: vectors, tensors and memrefs, ranked or not.
pub fn is_shaped(ctx: &Context, t: Type) -> bool {
    ctx.kind(t).is_shaped()
}

/// Which kind of type (MLIR's TypeID) `t` is, for "same base type" checks.
fn base_kind(ctx: &Context, t: Type) -> std::mem::Discriminant<TypeKind> {
    std::mem::discriminant(ctx.kind(t))
}

fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s))
}

/// `verifyCompatibleDims`: every static size equal.
fn compatible_dims(dims: &[i64]) -> bool {
    let mut stat = dims.iter().filter(|d| **d != crate::ir::DYNAMIC);
    match stat.next() {
        Some(first) => stat.all(|d| d == first),
        None => true,
    }
}

/// `verifyCompatibleShape(Type, Type)`: both or neither shaped; unranked matches anything; ranks and
/// static sizes agree.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (is_shaped(ctx, a), is_shaped(ctx, b)) {
        (false, false) => true,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => {
                x.len() == y.len() && x.iter().zip(y).all(|(p, q)| compatible_dims(&[*p, *q]))
            }
            _ => true,
        },
        _ => false,
    }
}

/// `verifyCompatibleShapes(TypeRange)`: all shaped or none; no mix of scalable and fixed vectors; ranked
/// shapes share a rank and compatible sizes.
pub fn compatible_shapes(ctx: &Context, tys: &[Type]) -> bool {
    let shaped = tys.iter().filter(|t| is_shaped(ctx, **t)).count();
    if shaped == 0 {
        return true;
    }
    if shaped != tys.len() {
        return false;
    }
    let scalable = tys.iter().filter(|t| is_scalable_vector(ctx, **t)).count();
    if scalable != 0 && scalable != tys.len() {
        return false;
    }
    let shapes: Vec<&[i64]> = tys.iter().filter_map(|t| ctx.shape(*t)).collect();
    let Some(first) = shapes.first() else {
        return true;
    };
    if shapes.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| compatible_dims(&shapes.iter().map(|s| s[i]).collect::<Vec<_>>()))
}

/// The `Elementwise` trait (`verifyElementwise`).
pub fn check_elementwise(ctx: &Context, op: OpId) -> DResult<()> {
    let results: Vec<Type> = ctx
        .result_types(op)
        .into_iter()
        .filter(|t| is_mappable(ctx, *t))
        .collect();
    let operands: Vec<Type> = ctx
        .operand_types(op)
        .into_iter()
        .filter(|t| is_mappable(ctx, *t))
        .collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if results.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != ctx.ops[op].results.len() {
        return Err(op_err(
            ctx,
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let all: Vec<Type> = operands.into_iter().chain(results).collect();
    let base = base_kind(ctx, all[0]);
    if !all.iter().all(|t| base_kind(ctx, *t) == base) || !compatible_shapes(ctx, &all) {
        return Err(op_err(
            ctx,
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

fn encoding(ctx: &Context, t: Type) -> Option<Option<Attribute>> {
    match ctx.kind(t) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    }
}

/// The `SameOperandsAndResultType` trait: same element type, compatible shapes, same tensor encoding.
pub fn check_same_operands_and_result_type(ctx: &Context, op: OpId) -> DResult<()> {
    let results = ctx.result_types(op);
    let Some(&ty) = results.first() else {
        return Ok(());
    };
    if ctx.ops[op].operands.is_empty() {
        return Ok(());
    }
    let elem = ctx.element_type(ty);
    let enc = encoding(ctx, ty).flatten();
    for t in results[1..].iter().copied().chain(ctx.operand_types(op)) {
        if ctx.element_type(t) != elem || !compatible_shape(ctx, t, ty) {
            return Err(op_err(
                ctx,
                op,
                "requires the same type for all operands and results",
            ));
        }
        if enc.is_some() && encoding(ctx, t).flatten() != enc {
            return Err(op_err(
                ctx,
                op,
                "requires the same encoding for all operands and results",
            ));
        }
    }
    Ok(())
}

/// The `SameOperandsAndResultShape` trait.
pub fn check_same_operands_and_result_shape(ctx: &Context, op: OpId) -> DResult<()> {
    let mut tys = ctx.operand_types(op);
    tys.extend(ctx.result_types(op));
    if !compatible_shapes(ctx, &tys) {
        return Err(op_err(
            ctx,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    Ok(())
}

/// `verifyAtLeastNOperands(op, 1)`, which the `SameOperands*` traits run first.
fn check_some_operand(ctx: &Context, op: OpId) -> DResult<()> {
    if ctx.ops[op].operands.is_empty() {
        return Err(op_err(ctx, op, "expected 1 or more operands, but found 0"));
    }
    Ok(())
}

/// The `SameOperandsShape` trait.
pub fn check_same_operands_shape(ctx: &Context, op: OpId) -> DResult<()> {
    check_some_operand(ctx, op)?;
    if !compatible_shapes(ctx, &ctx.operand_types(op)) {
        return Err(op_err(ctx, op, "requires the same shape for all operands"));
    }
    Ok(())
}

/// The `SameOperandsElementType` trait.
pub fn check_same_operands_element_type(ctx: &Context, op: OpId) -> DResult<()> {
    check_some_operand(ctx, op)?;
    let tys = ctx.operand_types(op);
    let elem = ctx.element_type(tys[0]);
    if tys[1..].iter().any(|t| ctx.element_type(*t) != elem) {
        return Err(op_err(
            ctx,
            op,
            "requires the same element type for all operands",
        ));
    }
    Ok(())
}

/// The `SameOperandsAndResultElementType` trait.
pub fn check_same_operands_and_result_element_type(ctx: &Context, op: OpId) -> DResult<()> {
    check_some_operand(ctx, op)?;
    let results = ctx.result_types(op);
    let Some(&first) = results.first() else {
        return Err(op_err(ctx, op, "expected 1 or more results, but found 0"));
    };
    let elem = ctx.element_type(first);
    let all = results[1..].iter().copied().chain(ctx.operand_types(op));
    if all.into_iter().any(|t| ctx.element_type(t) != elem) {
        return Err(op_err(
            ctx,
            op,
            "requires the same element type for all operands and results",
        ));
    }
    Ok(())
}
