//! `vector`'s canonicalization patterns (MLIR 19's VectorOps.cpp). Only `from_elements`'s so far;
//! the other ops' patterns are still to come (issue 19).

use super::ops::SplatOp;
use crate::ir::OpId;
use crate::transforms::{Pattern, Rewriter};

/// `rewriteFromElementsAsSplat`: `vector.from_elements %a, %a, %a` is `vector.splat %a`.
fn from_elements_as_splat(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let elements = &ctx.ops[op].operands;
    let Some(&first) = elements.first() else {
        return false;
    };
    if elements.iter().any(|e| *e != first) {
        return false;
    }
    let (loc, ty) = (ctx.ops[op].loc, ctx.value_type(ctx.result(op, 0)));
    let splat = SplatOp::build(rw, loc, ty, first).0;
    let value = rw.ctx.result(splat, 0);
    rw.replace_op(op, &[value]);
    true
}

pub static FROM_ELEMENTS: &[Pattern] = &[Pattern::new(
    "rewriteFromElementsAsSplat",
    from_elements_as_splat,
)];
