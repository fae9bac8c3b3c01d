//! The folders of the `scf` ops (MLIR 19's SCF.cpp): only `scf.if` has one.

use super::IfOp;
use crate::dialect::arith::XOrIOp;
use crate::ir::{Attribute, Context, OpId};
use crate::ods::FoldResult;
use crate::transforms::consts::is_one_int;
use crate::transforms::matchers::{constant, def};

/// `IfOp::fold`: `scf.if (xor %c, true)` with an `else` becomes `scf.if %c` with the two regions'
/// blocks swapped (in place).
pub fn fold_if(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let if_op = IfOp(op);
    let (Some(then_block), Some(else_block)) = (if_op.then_block(ctx), if_op.else_block(ctx))
    else {
        return FoldResult::None;
    };
    let Some(xor) = def::<XOrIOp>(ctx, if_op.condition(ctx)) else {
        return FoldResult::None;
    };
    if !is_one_int(ctx, constant(ctx, xor.rhs(ctx))) {
        return FoldResult::None;
    }
    let lhs = xor.lhs(ctx);
    ctx.set_operand(op, 0, lhs);
    let (then_region, else_region) = (ctx.ops[op].regions[0], ctx.ops[op].regions[1]);
    ctx.detach_block(then_block);
    ctx.detach_block(else_block);
    ctx.append_block(then_region, else_block);
    ctx.append_block(else_region, then_block);
    FoldResult::InPlace
}
