//! `scf.for`'s `ConditionallySpeculatable` (SCF.cpp): a loop may be hoisted (run where the
//! program would not have run it) only when it surely terminates, which upstream knows only for
//! a constant step of 1; its body decides the rest.

use crate::ir::{Context, OpId};
use crate::ods::Speculation;
use crate::transforms::consts::int_or_splat;
use crate::transforms::matchers::constant;

/// `ForOp::getSpeculatability`.
pub fn for_op(ctx: &Context, op: OpId) -> Speculation {
    let step = ctx.ops[op]
        .operands
        .get(2)
        .and_then(|s| constant(ctx, *s))
        .and_then(|a| int_or_splat(ctx, a));
    match step {
        Some(s) if s.s() == 1 => Speculation::RecursivelySpeculatable,
        _ => Speculation::NotSpeculatable,
    }
}
