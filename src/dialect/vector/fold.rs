//! Folders of the vector dialect (MLIR 19's VectorOps.cpp `fold` methods) that the greedy driver of
//! `convert-vector-to-llvm`'s first phase relies on, and the dialect's constant materializer
//! (`VectorDialect::materializeConstant`: an `arith.constant`).

use crate::ir::{Attribute, Context, OpId};
use crate::ods::{FoldResult, FoldValue};
use crate::transforms::consts::{float_attr_value, int_attr_value, splat, splat_value, Scalar};

/// The value of an `IntegerAttr` or `FloatAttr`.
fn scalar(ctx: &Context, a: Attribute) -> Option<Scalar> {
    int_attr_value(ctx, a)
        .map(Scalar::Int)
        .or_else(|| float_attr_value(ctx, a).map(|(k, bits)| Scalar::Float(k, bits)))
}

/// `BroadcastOp::fold`: a broadcast to the source's own type is the source; a constant scalar or
/// splat source gives a splat of the result type.
pub fn broadcast(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(source) == result_ty {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    let Some(a) = operands.first().copied().flatten() else {
        return FoldResult::None;
    };
    match scalar(ctx, a).or_else(|| splat_value(ctx, a)) {
        Some(s) => FoldResult::Values(vec![FoldValue::Attr(splat(ctx, result_ty, s))]),
        None => FoldResult::None,
    }
}

/// `SplatOp::fold`: a constant scalar input gives a splat of the result type.
pub fn splat_op(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let Some(s) = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| scalar(ctx, a))
    else {
        return FoldResult::None;
    };
    let result_ty = ctx.value_type(ctx.result(op, 0));
    FoldResult::Values(vec![FoldValue::Attr(splat(ctx, result_ty, s))])
}
