//! `affine-loop-normalize` (AffineLoopNormalize.cpp, `normalizeAffineFor` and
//! `normalizeAffineParallel` of Utils.cpp): loops rewritten to start at 0 with step 1, the old
//! induction variable recomputed by an `affine.apply` at the start of the body; with
//! `promote-single-iter`, a loop running once is replaced by its body.

use super::post_order;
use super::utils::{
    block_start, build_apply, compose_maps, constant_map, difference, for_parts,
    promote_if_single_iteration, set_for_bound, set_for_step, single_constant, ValueMap,
};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{map_named, ForOp, ParallelOp};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Context, OpId, ValueId};

/// The pass on one function: `affine.parallel` and `affine.for` ops in post-order.
pub fn run(ctx: &mut Context, root: OpId, promote_single_iter: bool) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    post_order(
        ctx,
        root,
        &mut |o| ForOp::is(ctx, o) || ParallelOp::is(ctx, o),
        &mut ops,
    );
    for op in ops {
        if ctx.ops[op].erased {
            continue;
        }
        if ParallelOp::is(ctx, op) {
            normalize_parallel(ctx, op);
        } else {
            normalize_for(ctx, op, promote_single_iter);
        }
    }
    Ok(())
}

/// Replaces the uses of `iv` except in `except` by `new`.
fn replace_uses_except(ctx: &mut Context, iv: ValueId, new: ValueId, except: OpId) {
    let uses: Vec<(OpId, usize)> = ctx.values[iv]
        .uses
        .iter()
        .filter(|u| u.op != except)
        .map(|u| (u.op, u.index as usize))
        .collect();
    for (op, i) in uses {
        ctx.set_operand(op, i, new);
    }
}

/// `normalizeAffineFor`.
pub fn normalize_for(ctx: &mut Context, op: OpId, promote_single_iter: bool) -> bool {
    if promote_single_iter && promote_if_single_iteration(ctx, op) {
        return true;
    }
    let Some(p) = for_parts(ctx, op) else {
        return false;
    };
    if single_constant(&p.lb.map) == Some(0) && p.step == 1 {
        return true;
    }
    if p.lb.map.results.len() != 1 {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let step = p.step;
    let padded = AffineMap {
        num_dims: p.lb.map.num_dims,
        num_symbols: p.lb.map.num_symbols,
        results: vec![p.lb.map.results[0].clone(); p.ub.map.results.len()],
    };
    let mut new_ub = difference(ctx, &p.ub, &ValueMap::new(padded, p.lb.operands.clone()));
    new_ub.canonicalize(ctx);
    let n = new_ub.map.results.len() as u32;
    let scale_down = AffineMap {
        num_dims: n,
        num_symbols: 0,
        results: (0..n)
            .map(|i| AffineExpr::Dim(i).ceil_div(AffineExpr::Const(step)))
            .collect(),
    };
    let ub_map = compose_maps(&scale_down, &new_ub.map);
    set_for_bound(ctx, op, false, &ValueMap::new(ub_map, new_ub.operands));
    set_for_bound(ctx, op, true, &ValueMap::new(constant_map(0), vec![]));
    set_for_step(ctx, op, 1);
    let scale_iv = ValueMap::new(
        AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![-AffineExpr::Dim(0) * AffineExpr::Const(step)],
        },
        vec![p.iv],
    );
    let mut new_iv = difference(ctx, &p.lb, &scale_iv);
    new_iv.canonicalize(ctx);
    let ip = block_start(ctx, p.body);
    let v = build_apply(ctx, ip, loc, new_iv.map, &new_iv.operands);
    if let Some(apply) = ctx.defining_op(v) {
        replace_uses_except(ctx, p.iv, v, apply);
    }
    true
}

fn steps_of(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    let a = irbridge::ods::prop(ctx, op, "steps")?;
    ctx.as_array(a)?.iter().map(|e| ctx.as_i64(*e)).collect()
}

/// `normalizeAffineParallel`.
pub fn normalize_parallel(ctx: &mut Context, op: OpId) {
    let (Some(lbm), Some(ubm), Some(steps)) = (
        map_named(ctx, op, "lowerBoundsMap").cloned(),
        map_named(ctx, op, "upperBoundsMap").cloned(),
        steps_of(ctx, op),
    ) else {
        return;
    };
    let Some(body) = ctx.ops[op]
        .regions
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return;
    };
    let ivs = ctx.blocks[body].args.clone();
    let dims = ivs.len();
    // `hasMinMaxBounds`: not normalized.
    if lbm.results.len() != dims || ubm.results.len() != dims || steps.len() != dims {
        return;
    }
    let normalized = steps
        .iter()
        .zip(&lbm.results)
        .all(|(s, e)| *s == 1 && *e == AffineExpr::Const(0));
    if normalized {
        return;
    }
    let operands = ctx.ops[op].operands.to_vec();
    let n_lb = ((lbm.num_dims + lbm.num_symbols) as usize).min(operands.len());
    let (lb_ops, ub_ops) = operands.split_at(n_lb);
    let ranges = difference(
        ctx,
        &ValueMap::new(ubm, ub_ops.to_vec()),
        &ValueMap::new(lbm.clone(), lb_ops.to_vec()),
    );
    let loc = ctx.ops[op].loc;
    let ip = block_start(ctx, body);
    let mut ub_exprs = vec![];
    let nd = lbm.num_dims as usize;
    for (i, &step) in steps.iter().enumerate() {
        ub_exprs.push(
            ranges.map.results[i]
                .clone()
                .ceil_div(AffineExpr::Const(step)),
        );
        let e = lbm.results[i].clone() + AffineExpr::Dim(nd as u32) * AffineExpr::Const(step);
        let map = AffineMap {
            num_dims: lbm.num_dims + 1,
            num_symbols: lbm.num_symbols,
            results: vec![e],
        };
        let mut apply_operands = lb_ops[..nd.min(lb_ops.len())].to_vec();
        apply_operands.push(ivs[i]);
        apply_operands.extend_from_slice(&lb_ops[nd.min(lb_ops.len())..]);
        let v = build_apply(ctx, ip, loc, map, &apply_operands);
        if let Some(apply) = ctx.defining_op(v) {
            replace_uses_except(ctx, ivs[i], v, apply);
        }
    }
    let i64t = ctx.i64();
    let ones: Vec<_> = (0..dims).map(|_| ctx.int_attr(i64t, 1)).collect();
    let steps_attr = ctx.array_attr(ones);
    ctx.set_prop(op, "steps", steps_attr);
    let lb_map = AffineMap {
        num_dims: 0,
        num_symbols: 0,
        results: vec![AffineExpr::Const(0); dims],
    };
    let ub_map = AffineMap {
        num_dims: ranges.map.num_dims,
        num_symbols: ranges.map.num_symbols,
        results: ub_exprs,
    };
    ctx.set_operands(op, ranges.operands);
    let a = ctx.attr(AttrKind::AffineMap(lb_map));
    ctx.set_prop(op, "lowerBoundsMap", a);
    let a = ctx.attr(AttrKind::AffineMap(ub_map));
    ctx.set_prop(op, "upperBoundsMap", a);
}
