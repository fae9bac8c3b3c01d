//! The affine extension of the transform dialect (MLIR 19's AffineTransformOps.td) that
//! irbridge's interpreter runs: `transform.affine.simplify_bounded_affine_ops`.

use super::types::HANDLE;
use crate::diag::DResult;
use crate::ir::{Context, OpId};
use crate::ods::constraint::DENSE_I64_ARRAY_ATTR;

crate::ops! {
    /// `transform.affine.simplify_bounded_affine_ops %t with [%v : !transform.any_op] within [0]
    /// and [31] : !transform.any_op`: the `affine.min`/`affine.max` targets simplified knowing
    /// each bounded value lies in its range.
    pub struct SimplifyBoundedAffineOpsOp = "transform.affine.simplify_bounded_affine_ops" {
        operands: [target: HANDLE, bounded_values: HANDLE [variadic]],
        attrs: [
            lower_bounds "lower_bounds": DENSE_I64_ARRAY_ATTR,
            upper_bounds "upper_bounds": DENSE_I64_ARRAY_ATTR,
        ],
        format: "$target `with` `[` ($bounded_values^ `:` type($bounded_values))? `]` `within` $lower_bounds `and` $upper_bounds attr-dict `:` type($target)",
        def: {
            verify: Some(verify_simplify_bounded),
        },
    }
}

/// A bound per bounded value, on each side.
fn verify_simplify_bounded(ctx: &Context, op: OpId) -> DResult<()> {
    let values = ctx.ops[op].operands.len().saturating_sub(1);
    for (name, side) in [("lower_bounds", "lower"), ("upper_bounds", "upper")] {
        let found = ctx
            .get_attr(op, name)
            .and_then(|a| ctx.as_dense_i64_array(a))
            .map_or(0, |v| v.len());
        if found != values {
            return Err(crate::verify::op_err(
                ctx,
                op,
                format!("incorrect number of {side} bounds, expected {values} but found {found}"),
            ));
        }
    }
    Ok(())
}
