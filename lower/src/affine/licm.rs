//! `affine-loop-invariant-code-motion` (AffineLoopInvariantCodeMotion.cpp): ops of an
//! `affine.for` body that use neither its induction variable, its iteration arguments nor a
//! value the loop computes are moved before the loop, innermost loops first. Affine loads and
//! stores move too when no other access in the loop writes their memref (and no DMA uses it);
//! `affine.if`/`affine.for`/`affine.parallel` move when everything inside them does.

use super::{affine_for_ivs, post_order_fors};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{
    DmaStartOp, DmaWaitOp, ForOp, IfOp, LoadOp, ParallelOp, PrefetchOp, StoreOp, VectorLoadOp,
    VectorStoreOp, YieldOp,
};
use irbridge::ir::{Context, OpId, RegionId, ValueId};
use irbridge::ods::traits;
use irbridge::transforms::effects::is_memory_effect_free;
use rustc_hash::FxHashSet;

/// The pass on one function: every `affine.for`, in post-order.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    for f in post_order_fors(ctx, root) {
        hoist_from(ctx, f);
    }
    Ok(())
}

fn is_read(ctx: &Context, op: OpId) -> bool {
    LoadOp::is(ctx, op) || VectorLoadOp::is(ctx, op)
}

fn is_write(ctx: &Context, op: OpId) -> bool {
    StoreOp::is(ctx, op) || VectorStoreOp::is(ctx, op)
}

/// What the analysis of one loop carries: the loop, its induction variable and iteration
/// arguments, the ops whose results the loop uses and those found invariant.
struct Loop {
    op: OpId,
    iv: ValueId,
    iter_args: Vec<ValueId>,
    with_users: FxHashSet<OpId>,
    to_hoist: FxHashSet<OpId>,
}

/// `runOnAffineForOp`: the invariant ops of the body, moved before the loop in body order.
fn hoist_from(ctx: &mut Context, for_op: OpId) {
    let Some(body) = ctx.ops[for_op]
        .regions
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return;
    };
    let args = ctx.blocks[body].args.clone();
    let Some((&iv, iter_args)) = args.split_first() else {
        return;
    };
    let mut l = Loop {
        op: for_op,
        iv,
        iter_args: iter_args.to_vec(),
        with_users: FxHashSet::default(),
        to_hoist: FxHashSet::default(),
    };
    let mut to_move = vec![];
    for op in ctx.block_ops(body) {
        if ctx.ops[op]
            .results
            .iter()
            .any(|&r| !ctx.values[r].uses.is_empty())
        {
            l.with_users.insert(op);
        }
        if !YieldOp::is(ctx, op) && is_invariant(ctx, op, &mut l) {
            to_move.push(op);
        }
    }
    for op in to_move {
        ctx.detach_op(op);
        ctx.insert_op_before(for_op, op);
    }
}

/// `areAllOpsInTheBlockListInvariant`.
fn region_invariant(ctx: &Context, r: RegionId, l: &mut Loop) -> bool {
    for b in ctx.region_blocks(r) {
        for op in ctx.block_ops(b) {
            if !is_invariant(ctx, op, l) {
                return false;
            }
        }
    }
    true
}

/// `isOpLoopInvariant`.
fn is_invariant(ctx: &Context, op: OpId, l: &mut Loop) -> bool {
    let regions = ctx.ops[op].regions.clone();
    if IfOp::is(ctx, op) || ForOp::is(ctx, op) || ParallelOp::is(ctx, op) {
        for r in regions {
            if !region_invariant(ctx, r, l) {
                return false;
            }
        }
    } else if !is_memory_effect_free(ctx, op)
        && !is_read(ctx, op)
        && !is_write(ctx, op)
        && !PrefetchOp::is(ctx, op)
    {
        return false;
    } else if !ctx.ops[op]
        .def
        .is_some_and(|d| d.has(traits::CONSTANT_LIKE))
    {
        l.with_users.insert(op);
        if is_read(ctx, op) || is_write(ctx, op) {
            let memref = ctx.ops[op].operands[usize::from(is_write(ctx, op))];
            for u in ctx.values[memref].uses.iter() {
                let user = u.op;
                if DmaStartOp::is(ctx, user) || DmaWaitOp::is(ctx, user) {
                    return false;
                }
                let conflicts = is_write(ctx, user) || (is_read(ctx, user) && is_write(ctx, op));
                if conflicts && user != op && affine_for_ivs(ctx, user).contains(&l.op) {
                    return false;
                }
            }
        }
        if ctx.ops[op].operands.is_empty() && !YieldOp::is(ctx, op) {
            return false;
        }
    }
    for &v in &ctx.ops[op].operands {
        if v == l.iv || l.iter_args.contains(&v) {
            return false;
        }
        if let Some(src) = ctx.defining_op(v) {
            if l.with_users.contains(&src) && !l.to_hoist.contains(&src) {
                return false;
            }
        }
    }
    l.to_hoist.insert(op);
    true
}
