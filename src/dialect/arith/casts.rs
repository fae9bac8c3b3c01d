//! Casts: each cast's `areCastCompatible` rule (the `CastOpInterface` check) and
//! `SameInputOutputTensorDims`.

use crate::diag::DResult;
use crate::diag::Diagnostic;
use crate::ir::{Context, OpId, Type, TypeKind};
use crate::verify::op_err;

/// Upstream's `areCastCompatible` for each cast, on element types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Compat {
    /// Integers, destination wider.
    IntWider,
    /// Integers, destination narrower.
    IntNarrower,
    FloatWider,
    FloatNarrower,
    IntToFloat,
    FloatToInt,
    /// One side index, the other a signless integer.
    Index,
    /// Integers or floats of the same bit width.
    SameWidth,
}

fn compatible(ctx: &Context, rule: Compat, from: Type, to: Type) -> bool {
    // `areValidCastInputsAndOutputs`: ranked tensors on both sides need the same encoding.
    if let (
        TypeKind::RankedTensor { encoding: e1, .. },
        TypeKind::RankedTensor { encoding: e2, .. },
    ) = (ctx.kind(from), ctx.kind(to))
    {
        if e1 != e2 {
            return false;
        }
    }
    let (a, b) = (ctx.element_type(from), ctx.element_type(to));
    let int_w = |t: Type| match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let float_w = |t: Type| {
        if ctx.is_float(t) {
            int_or_float_width(ctx, t)
        } else {
            None
        }
    };
    match rule {
        Compat::IntWider => matches!((int_w(a), int_w(b)), (Some(x), Some(y)) if y > x),
        Compat::IntNarrower => matches!((int_w(a), int_w(b)), (Some(x), Some(y)) if y < x),
        Compat::FloatWider => matches!((float_w(a), float_w(b)), (Some(x), Some(y)) if y > x),
        Compat::FloatNarrower => matches!((float_w(a), float_w(b)), (Some(x), Some(y)) if y < x),
        Compat::IntToFloat => int_w(a).is_some() && ctx.is_float(b),
        Compat::FloatToInt => ctx.is_float(a) && int_w(b).is_some(),
        Compat::Index => {
            (ctx.is_index(a) && ctx.is_signless_int(b))
                || (ctx.is_signless_int(a) && ctx.is_index(b))
        }
        Compat::SameWidth => {
            let w = |t: Type| {
                if ctx.is_index(t) {
                    None
                } else {
                    int_or_float_width(ctx, t)
                }
            };
            matches!((w(a), w(b)), (Some(x), Some(y)) if x == y)
        }
    }
}

/// `SameInputOutputTensorDims`: tensors on either side have identical shapes (non-tensors count as `[]`;
/// upstream reads garbage for unranked tensors, which in practice never matches).
fn same_dims(ctx: &Context, a: Type, b: Type) -> bool {
    let dims = |t: Type| match ctx.kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(vec![]),
    };
    match (dims(a), dims(b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// `SameInputOutputTensorDims` of a cast.
pub(crate) fn same_tensor_dims(ctx: &Context, op: OpId) -> bool {
    let d = &ctx.ops[op];
    match (d.operands.first(), d.results.first()) {
        (Some(&i), Some(&o)) => same_dims(ctx, ctx.value_type(i), ctx.value_type(o)),
        _ => true,
    }
}

/// The `CastOpInterface` check: "operand type 'A' and result type 'B' are cast incompatible".
pub(crate) fn verify_compatible(ctx: &Context, op: OpId, rule: Compat) -> DResult<()> {
    let (from, to) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    if !compatible(ctx, rule, from, to) {
        return Err(cast_incompatible(ctx, op, from, to));
    }
    Ok(())
}

/// `operand type 'A' and result type 'B' are cast incompatible` (`CastOpInterface`).
pub(crate) fn cast_incompatible(ctx: &Context, op: OpId, from: Type, to: Type) -> Diagnostic {
    op_err(
        ctx,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            crate::print::type_to_string(ctx, from),
            crate::print::type_to_string(ctx, to)
        ),
    )
}

/// Bit width of an integer or float element as MLIR's `getIntOrFloatBitWidth` reports it (`tf32` is 32).
pub(crate) fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    use crate::ir::float::FloatKind;
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(FloatKind::TF32) => Some(32),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}
