//! `cf.br` and `cf.cond_br`: the `BranchOpInterface` rule (successor operands match the target's
//! arguments), checked after the records' own.

use super::successors::verify_successor_operands;
use crate::diag::DResult;
use crate::ir::{Context, OpId};

pub fn verify_br(ctx: &Context, op: OpId) -> DResult<()> {
    verify_successor_operands(ctx, op, 0, &ctx.ops[op].operands)
}

pub fn verify_cond_br(ctx: &Context, op: OpId) -> DResult<()> {
    let def = super::CondBranchOp::def();
    verify_successor_operands(ctx, op, 0, crate::ods::operand_group(ctx, op, def, 1))?;
    verify_successor_operands(ctx, op, 1, crate::ods::operand_group(ctx, op, def, 2))
}
