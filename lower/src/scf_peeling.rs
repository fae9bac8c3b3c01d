//! `scf-for-loop-peeling` (LoopSpecialization.cpp's `ForLoopPeelingPattern` under the greedy
//! driver, options `peel-front` and `skip-partial`): an `scf.for` whose step may not divide its
//! range is split into a loop over the evenly divisible part and a loop for the last, partial
//! iteration; with `peel-front` the first iteration is split off instead. Peeled loops are
//! labelled so that the driver does not peel them again, and the labels are dropped at the end.
//!
//! Peeling at the end then simplifies the `affine.min`/`affine.max` ops of both loops against the
//! peeling invariant (`rewritePeeledMinMaxOp`, with the constraint system of `presburger.rs`).

use crate::presburger::{simplify_constrained_min_max, BoundType, Constraints};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{ApplyOp, MaxOp, MinOp};
use irbridge::dialect::scf::syntax::constant_int_value;
use irbridge::dialect::scf::ForOp;
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Context, OpId, ValueId};
use irbridge::ods::typed::{build_state, Group};
use irbridge::transforms::clone::{clone_op, Mapping};
use irbridge::transforms::{
    apply_patterns_and_fold_greedily, GreedyConfig, Pattern, PatternSet, Rewriter,
};

/// The label of a loop already peeled (the main loop and its partial iteration).
const PEELED: &str = "__peeled_loop__";
/// The label of the loop holding the partial (or, with `peel-front`, the first) iteration.
const PARTIAL: &str = "__partial_iteration__";

static PEEL_FRONT: Pattern = Pattern::new("ForLoopPeelingPattern", |rw, op| {
    peel_pattern(rw, op, true, false)
});
static PEEL_SKIP_PARTIAL: Pattern = Pattern::new("ForLoopPeelingPattern", |rw, op| {
    peel_pattern(rw, op, false, true)
});
static PEEL_ALL: Pattern = Pattern::new("ForLoopPeelingPattern", |rw, op| {
    peel_pattern(rw, op, false, false)
});

/// `scf-for-loop-peeling{peel-front skip-partial}` on `root`.
pub fn peeling_pass(
    ctx: &mut Context,
    root: OpId,
    peel_front: bool,
    skip_partial: bool,
) -> Result<(), Diagnostic> {
    let pattern = match (peel_front, skip_partial) {
        (true, _) => &PEEL_FRONT,
        (false, true) => &PEEL_SKIP_PARTIAL,
        (false, false) => &PEEL_ALL,
    };
    let mut set = PatternSet::default();
    set.add(ForOp::def(), pattern);
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
    let mut ops = vec![];
    ctx.walk(root, |o| ops.push(o));
    for o in ops {
        ctx.remove_attr(o, PEELED);
        ctx.remove_attr(o, PARTIAL);
    }
    Ok(())
}

fn has_label(ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.get_attr(op, name).is_some()
}

/// `ForLoopPeelingPattern::matchAndRewrite`.
fn peel_pattern(rw: &mut Rewriter<'_>, op: OpId, peel_front: bool, skip_partial: bool) -> bool {
    if has_label(rw.ctx, op, PEELED) || rw.ctx.ops[op].operands.len() < 3 {
        return false;
    }
    let partial = if peel_front {
        peel_first_iteration(rw, op)
    } else {
        if skip_partial {
            let mut p = rw.ctx.parent_op(op);
            while let Some(o) = p {
                if ForOp::is(rw.ctx, o) && has_label(rw.ctx, o, PARTIAL) {
                    return false;
                }
                p = rw.ctx.parent_op(o);
            }
        }
        peel_last_iteration(rw, op)
    };
    let Some(partial) = partial else {
        return false;
    };
    let unit = rw.ctx.unit_attr();
    rw.modify(partial, |ctx| {
        ctx.set_attr(partial, PEELED, unit);
        ctx.set_attr(partial, PARTIAL, unit);
    });
    rw.modify(op, |ctx| ctx.set_attr(op, PEELED, unit));
    true
}

fn sym(i: u32) -> AffineExpr {
    AffineExpr::Symbol(i)
}

fn bin(op: AffineBinOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::Bin(op, Box::new(a), Box::new(b))
}

/// `a - b` as upstream's expression builder writes it: `a + b * -1`.
fn sub(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    bin(
        AffineBinOp::Add,
        a,
        bin(AffineBinOp::Mul, b, AffineExpr::Const(-1)),
    )
}

/// `createOrFold<AffineApplyOp>(map, operands)` before `before`.
fn apply_or_fold(
    rw: &mut Rewriter<'_>,
    before: OpId,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    let loc = rw.ctx.ops[before].loc;
    let index = rw.ctx.index();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let st = build_state(
        rw.ctx,
        ApplyOp::def(),
        loc,
        &[Group::One(index)],
        &[Group::Many(operands)],
        &[("map", Some(a))],
    );
    rw.set_insertion_point_before(before);
    rw.create_or_fold(st)[0]
}

/// `OpBuilder::clone` at the insertion point: the copy and every op nested in it reported.
fn clone_reported(rw: &mut Rewriter<'_>, op: OpId, m: &mut Mapping) -> OpId {
    let new = clone_op(rw.ctx, op, m);
    rw.insert_op(new);
    let mut nested = vec![];
    rw.ctx.walk(new, |o| nested.push(o));
    for o in nested.into_iter().skip(1) {
        rw.notify_inserted(o);
    }
    new
}

/// `peelForLoopFirstIteration`: a copy of the loop running up to `lb + step` goes before it, and
/// the loop starts at `lb + step` from the copy's results. Declines a loop known to run at most
/// once (upstream's test divides in `float`).
fn peel_first_iteration(rw: &mut Rewriter<'_>, op: OpId) -> Option<OpId> {
    let operands = rw.ctx.ops[op].operands.to_vec();
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let ints = (
        constant_int_value(rw.ctx, lb),
        constant_int_value(rw.ctx, ub),
        constant_int_value(rw.ctx, step),
    );
    if let (Some(l), Some(u), Some(s)) = ints {
        if ((u.wrapping_sub(l)) as f32 / s as f32).ceil() <= 1.0 {
            return None;
        }
    }
    let map = AffineMap {
        num_dims: 0,
        num_symbols: 2,
        results: vec![bin(AffineBinOp::Add, sym(0), sym(1))],
    };
    let split = apply_or_fold(rw, op, map, &[lb, step]);
    let mut m = Mapping::default();
    m.values.insert(ub, split);
    rw.set_insertion_point_before(op);
    let first = clone_reported(rw, op, &mut m);
    let results = rw.ctx.ops[first].results.to_vec();
    rw.modify(op, |ctx| {
        for (i, r) in results.iter().enumerate() {
            ctx.set_operand(op, 3 + i, *r);
        }
        ctx.set_operand(op, 0, split);
    });
    Some(first)
}

/// `peelForLoop`: the loop's upper bound becomes `ub - (ub - lb) mod step` and a copy after it
/// runs from there to the old upper bound, from the loop's results, and takes over their uses.
/// Declines a step of at most 1 and a range the step is known to divide (constants, or the
/// composed `(ub - lb) mod step` folding to 0).
fn peel_last_iteration(rw: &mut Rewriter<'_>, op: OpId) -> Option<OpId> {
    let operands = rw.ctx.ops[op].operands.to_vec();
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let (l, u, s) = (
        constant_int_value(rw.ctx, lb),
        constant_int_value(rw.ctx, ub),
        constant_int_value(rw.ctx, step),
    );
    if s.is_some_and(|s| s <= 1) {
        return None;
    }
    if let (Some(l), Some(u), Some(s)) = (l, u, s) {
        if u.wrapping_sub(l).checked_rem(s) == Some(0) {
            return None;
        }
    }
    let range = sub(sym(1), sym(0));
    let mut map = AffineMap {
        num_dims: 0,
        num_symbols: 3,
        results: vec![bin(AffineBinOp::Mod, range.clone(), sym(2))],
    };
    let mut composed = vec![lb, ub, step];
    irbridge::dialect::affine::canon::compose_map_and_operands(rw.ctx, &mut map, &mut composed);
    if map.results.first() == Some(&AffineExpr::Const(0)) {
        return None;
    }
    let split_map = AffineMap {
        num_dims: 0,
        num_symbols: 3,
        results: vec![sub(sym(1), bin(AffineBinOp::Mod, range, sym(2)))],
    };
    let split = apply_or_fold(rw, op, split_map, &[lb, ub, step]);
    let mut m = Mapping::default();
    let ip = irbridge::transforms::InsertPoint::after(rw.ctx, op)?;
    rw.set_insertion_point(Some(ip));
    let partial = clone_reported(rw, op, &mut m);
    rw.modify(partial, |ctx| ctx.set_operand(partial, 0, split));
    let results = rw.ctx.ops[op].results.to_vec();
    let new_results = rw.ctx.ops[partial].results.to_vec();
    for (r, n) in results.iter().zip(&new_results) {
        rw.replace_all_uses_with(*r, *n);
    }
    rw.modify(partial, |ctx| {
        for (i, r) in results.iter().enumerate() {
            ctx.set_operand(partial, 3 + i, *r);
        }
    });
    rw.modify(op, |ctx| ctx.set_operand(op, 1, split));
    rewrite_after_peeling(rw, op, partial, ub, step);
    Some(partial)
}

/// `rewriteAffineOpAfterPeeling`: the `affine.min`/`affine.max` ops of the main loop, then of the
/// partial iteration, simplified against the peeling invariant.
fn rewrite_after_peeling(
    rw: &mut Rewriter<'_>,
    main: OpId,
    partial: OpId,
    previous_ub: ValueId,
    step: ValueId,
) {
    for (lp, inside) in [(main, true), (partial, false)] {
        let Some(iv) = induction_var(rw.ctx, lp) else {
            continue;
        };
        let mut ops = vec![];
        post_order(rw.ctx, lp, &mut ops);
        for o in ops {
            if MinOp::is(rw.ctx, o) || MaxOp::is(rw.ctx, o) {
                rewrite_peeled_min_max(rw, o, iv, previous_ub, step, inside);
            }
        }
    }
}

fn induction_var(ctx: &Context, op: OpId) -> Option<ValueId> {
    let r = *ctx.ops[op].regions.first()?;
    let b = ctx.regions[r].first?;
    ctx.blocks[b].args.first().copied()
}

/// The ops nested in `op` and `op`, innermost first (upstream's post-order `walk`).
fn post_order(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                post_order(ctx, o, out);
            }
        }
    }
    out.push(op);
}

/// `scf::rewritePeeledMinMaxOp`: `op` replaced by an `affine.apply` of its bound when the
/// constraints `ub - iv >= step` (in the main loop) or `ub - iv < step` (in the partial
/// iteration) prove one of its results is always the extreme.
fn rewrite_peeled_min_max(
    rw: &mut Rewriter<'_>,
    op: OpId,
    iv: ValueId,
    ub: ValueId,
    step: ValueId,
    inside: bool,
) {
    let mut cst = Constraints::default();
    cst.append_dim(Some(iv));
    cst.append_sym(Some(ub));
    cst.append_sym(Some(step));
    if let Some(c) = constant_int_value(rw.ctx, ub) {
        cst.add_const_bound(BoundType::Eq, 1, c.into());
    }
    if let Some(c) = constant_int_value(rw.ctx, step) {
        cst.add_const_bound(BoundType::Eq, 2, c.into());
    }
    cst.add_inequality(if inside {
        vec![-1, 1, -1, 0]
    } else {
        vec![1, -1, 1, -1]
    });
    let is_min = MinOp::is(rw.ctx, op);
    let Some(map) = irbridge::dialect::affine::map_of(rw.ctx, op).cloned() else {
        return;
    };
    let operands = rw.ctx.ops[op].operands.to_vec();
    let Some((map, operands)) = simplify_constrained_min_max(rw.ctx, is_min, &map, &operands, cst)
    else {
        return;
    };
    let loc = rw.ctx.ops[op].loc;
    let index = rw.ctx.index();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    let st = build_state(
        rw.ctx,
        ApplyOp::def(),
        loc,
        &[Group::One(index)],
        &[Group::Many(&operands)],
        &[("map", Some(a))],
    );
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
}
