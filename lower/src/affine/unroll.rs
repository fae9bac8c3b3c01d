//! `affine-loop-unroll` (LoopUnroll.cpp, and `loopUnrollByFactor`, `loopUnrollFull`,
//! `loopUnrollUpToFactor` of LoopUtils.cpp): innermost loops (or, with `unroll-full` and
//! `unroll-full-threshold`, every loop with a small constant trip count) unrolled; a trip count
//! the factor does not divide gets a cleanup loop after the unrolled one.

use super::utils::{
    build_apply, constant_trip_count, for_parts, fully_compose, promote_if_single_iteration,
    set_for_bound, set_for_step, trip_count_map, Ip, ValueMap,
};
use super::{post_order, post_order_fors};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::canon::{canonicalize_map_and_operands, simplify_map};
use irbridge::dialect::affine::{ApplyOp, ForOp};
use irbridge::dialect::func::FuncOp;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{Attribute, BlockId, Context, OpId, ValueId};
use irbridge::pass::PassOptions;
use irbridge::transforms::clone::{clone_op, Mapping};

/// The pass's options (Passes.td's `AffineLoopUnroll`).
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub factor: u64,
    pub up_to_factor: bool,
    pub full: bool,
    pub num_reps: u32,
    /// `unroll-full-threshold`, when given (upstream reads it only then).
    pub full_threshold: Option<u64>,
    pub cleanup: bool,
}

impl Options {
    pub fn from(o: &PassOptions) -> Self {
        Options {
            factor: u64::from(o.uint("unroll-factor", 4)),
            up_to_factor: o.bool("unroll-up-to-factor", false),
            full: o.bool("unroll-full", false),
            num_reps: o.uint("unroll-num-reps", 1),
            full_threshold: o
                .get("unroll-full-threshold")
                .map(|_| u64::from(o.uint("unroll-full-threshold", 1))),
            cleanup: o.bool("cleanup-unroll", false),
        }
    }
}

/// The pass on one function.
pub fn run(ctx: &mut Context, func: OpId, o: Options) -> Result<(), Diagnostic> {
    let external = FuncOp::is(ctx, func)
        && ctx.ops[func]
            .regions
            .first()
            .is_none_or(|&r| ctx.entry_block(r).is_none());
    if external {
        return Ok(());
    }
    if o.full {
        if let Some(threshold) = o.full_threshold {
            let small: Vec<OpId> = post_order_fors(ctx, func)
                .into_iter()
                .filter(|&f| constant_trip_count(ctx, f).is_some_and(|t| t <= threshold))
                .collect();
            for f in small {
                if !ctx.ops[f].erased {
                    unroll_full(ctx, f);
                }
            }
            return Ok(());
        }
    }
    for _ in 0..o.num_reps {
        let loops = innermost_loops(ctx, func);
        if loops.is_empty() {
            break;
        }
        let mut unrolled = false;
        for f in loops {
            if ctx.ops[f].erased {
                continue;
            }
            unrolled |= if o.full {
                unroll_full(ctx, f)
            } else if o.up_to_factor {
                unroll_up_to_factor(ctx, f, o.factor)
            } else {
                unroll_by_factor(ctx, f, o.factor, o.cleanup)
            };
        }
        if !unrolled {
            break;
        }
    }
    Ok(())
}

/// `gatherInnermostLoops`: loops with no `affine.for` nested anywhere in them, in post-order.
pub fn innermost_loops(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut out = vec![];
    post_order(
        ctx,
        root,
        &mut |o| {
            if !ForOp::is(ctx, o) {
                return false;
            }
            let mut nested = false;
            ctx.walk(o, |x| nested |= x != o && ForOp::is(ctx, x));
            !nested
        },
        &mut out,
    );
    out
}

/// `loopUnrollFull`.
pub fn unroll_full(ctx: &mut Context, op: OpId) -> bool {
    match constant_trip_count(ctx, op) {
        Some(0) => true,
        Some(1) => promote_if_single_iteration(ctx, op),
        Some(n) => unroll_by_factor(ctx, op, n, false),
        None => false,
    }
}

/// `loopUnrollUpToFactor`.
pub fn unroll_up_to_factor(ctx: &mut Context, op: OpId, factor: u64) -> bool {
    match constant_trip_count(ctx, op) {
        Some(n) if n < factor => unroll_by_factor(ctx, op, n, false),
        _ => unroll_by_factor(ctx, op, factor, false),
    }
}

/// `getLargestDivisorOfTripCount`.
pub fn largest_divisor_of_trip_count(ctx: &Context, op: OpId) -> u64 {
    let Some(tc) = trip_count_map(ctx, op) else {
        return 1;
    };
    let mut out: Option<u64> = None;
    for r in &tc.map.results {
        let d = match r {
            AffineExpr::Const(0) => u64::MAX,
            AffineExpr::Const(c) => *c as u64,
            e => e.largest_known_divisor() as u64,
        };
        out = Some(out.map_or(d, |g| gcd(g, d)));
    }
    out.unwrap_or(1)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `loopUnrollByFactor` (no annotation callback).
pub fn unroll_by_factor(ctx: &mut Context, op: OpId, factor: u64, cleanup: bool) -> bool {
    if factor == 0 {
        return false;
    }
    let trip = constant_trip_count(ctx, op);
    if factor == 1 {
        return trip != Some(1) || promote_if_single_iteration(ctx, op);
    }
    let Some(p) = for_parts(ctx, op) else {
        return false;
    };
    if ctx.blocks[p.body].first == ctx.blocks[p.body].last {
        return true;
    }
    if trip.is_some_and(|t| t < factor) {
        return cleanup && unroll_full(ctx, op);
    }
    if !largest_divisor_of_trip_count(ctx, op).is_multiple_of(factor) {
        if p.lb.map.results.len() != 1 || p.ub.map.results.len() != 1 {
            return false;
        }
        if cleanup {
            return unroll_full(ctx, op);
        }
        if !generate_cleanup_loop(ctx, op, factor) {
            return false;
        }
    }
    let step = p.step;
    set_for_step(ctx, op, step.wrapping_mul(factor as i64));
    let loc = ctx.ops[op].loc;
    generate_unrolled_loop(ctx, p.body, p.iv, factor, &mut |ctx, i, iv, ip| {
        let map = AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![AffineExpr::Dim(0) + AffineExpr::Const((i as i64).wrapping_mul(step))],
        };
        build_apply(ctx, ip, loc, map, &[iv])
    });
    promote_if_single_iteration(ctx, op);
    true
}

/// The value copy `i` of a body uses for the induction variable, created at the insertion point.
pub type IvRemap<'a> = dyn FnMut(&mut Context, u64, ValueId, Ip) -> ValueId + 'a;

/// `generateUnrolledLoop`: `factor - 1` copies of the body's ops appended before its
/// terminator, each with the induction variable remapped and the iteration arguments taken from
/// the previous copy's yielded values; the terminator then yields the last copy's.
pub fn generate_unrolled_loop(
    ctx: &mut Context,
    body: BlockId,
    iv: ValueId,
    factor: u64,
    remap: &mut IvRemap<'_>,
) {
    let Some(term) = ctx.blocks[body].last else {
        return;
    };
    let originals: Vec<OpId> = ctx
        .block_ops(body)
        .into_iter()
        .filter(|&o| o != term)
        .collect();
    let iter_args: Vec<ValueId> = ctx.blocks[body].args.iter().skip(1).copied().collect();
    let yielded: Vec<ValueId> = ctx.ops[term].operands.to_vec();
    let mut last = yielded.clone();
    for i in 1..factor {
        let mut m = Mapping::default();
        for (a, v) in iter_args.iter().zip(&last) {
            m.values.insert(*a, *v);
        }
        if !ctx.values[iv].uses.is_empty() {
            let v = remap(ctx, i, iv, Ip::Before(term));
            m.values.insert(iv, v);
        }
        for &o in &originals {
            let c = clone_op(ctx, o, &mut m);
            ctx.insert_op_before(term, c);
        }
        for (k, y) in yielded.iter().enumerate() {
            let inside = ctx
                .defining_op(*y)
                .is_some_and(|d| ctx.ops[d].parent == Some(body));
            if inside {
                if let Some(l) = last.get_mut(k) {
                    *l = m.value(*y);
                }
            }
        }
    }
    ctx.set_operands(term, last);
}

/// `getCleanupLoopLowerBound`: where the unrolled loop stops and the cleanup loop starts,
/// `lb + (tc - tc mod factor) * step` per trip count result, composed through the
/// `affine.apply` ops it builds (erased again when unused); `None` without a trip count map.
fn cleanup_lower_bound(ctx: &mut Context, op: OpId, factor: u64) -> Option<ValueMap> {
    let tc = trip_count_map(ctx, op)?;
    let p = for_parts(ctx, op)?;
    let loc: Attribute = ctx.ops[op].loc;
    let lb = build_apply(ctx, Ip::Before(op), loc, p.lb.map.clone(), &p.lb.operands);
    let f = AffineExpr::Const(factor as i64);
    let step = AffineExpr::Const(p.step);
    let mut bumps = vec![];
    for e in &tc.map.results {
        let bump = (e.clone() - e.clone().modulo(f.clone())) * step.clone();
        let map = AffineMap {
            num_dims: tc.map.num_dims,
            num_symbols: tc.map.num_symbols,
            results: vec![bump],
        };
        bumps.push(build_apply(ctx, Ip::Before(op), loc, map, &tc.operands));
    }
    let n = tc.map.results.len() as u32;
    let mut map = AffineMap {
        num_dims: 1 + n,
        num_symbols: 0,
        results: (0..n)
            .map(|i| AffineExpr::Dim(0) + AffineExpr::Dim(i + 1))
            .collect(),
    };
    let mut operands = vec![lb];
    operands.extend(&bumps);
    fully_compose(ctx, &mut map, &mut operands);
    simplify_map(&mut map);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    for v in bumps.into_iter().chain([lb]) {
        if ctx.values[v].uses.is_empty() {
            if let Some(d) = ctx.defining_op(v).filter(|d| ApplyOp::is(ctx, *d)) {
                ctx.erase_op(d);
            }
        }
    }
    Some(ValueMap::new(map, operands))
}

/// `generateCleanupLoopForUnroll`: a copy of the loop after it runs the remaining iterations
/// (promoted when it runs once), carrying the unrolled loop's results; the unrolled loop stops
/// where it starts.
pub fn generate_cleanup_loop(ctx: &mut Context, op: OpId, factor: u64) -> bool {
    let mut m = Mapping::default();
    let cleanup = clone_op(ctx, op, &mut m);
    ctx.insert_op_after(op, cleanup);
    let results = ctx.ops[op].results.to_vec();
    let cleanup_results = ctx.ops[cleanup].results.to_vec();
    let inits_start = irbridge::dialect::affine::syntax::for_operand_groups(ctx, cleanup)[..2]
        .iter()
        .map(|g| g.len())
        .sum::<usize>();
    for (i, (r, cr)) in results.iter().zip(&cleanup_results).enumerate() {
        ctx.replace_all_uses(*r, *cr);
        // `replaceUsesOfWith` on the cleanup loop's own operands, reading the init as it is now.
        let Some(&from) = ctx.ops[cleanup].operands.get(inits_start + i) else {
            continue;
        };
        let operands = ctx.ops[cleanup].operands.to_vec();
        for (k, v) in operands.iter().enumerate() {
            if *v == from {
                ctx.set_operand(cleanup, k, *r);
            }
        }
    }
    let Some(bound) = cleanup_lower_bound(ctx, op, factor) else {
        return false;
    };
    set_for_bound(ctx, cleanup, true, &bound);
    promote_if_single_iteration(ctx, cleanup);
    set_for_bound(ctx, op, false, &bound);
    true
}
