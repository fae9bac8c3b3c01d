//! `affine-loop-unroll-jam` (LoopUnrollAndJam.cpp, `loopUnrollJamByFactor` of LoopUtils.cpp):
//! the first op of a function's entry block, when it is an `affine.for`, is unrolled by
//! `unroll-jam-factor` and its copies jammed into the inner loops: each maximal run of ops
//! without an `affine.for` (a sub-block) is followed by its copies. Loops with iteration
//! arguments get a set per copy; the loop's own reductions are combined after it.

use super::post_order_fors;
use super::unroll::{generate_cleanup_loop, largest_divisor_of_trip_count};
use super::utils::{
    at, build_apply, constant_trip_count, for_parts, promote_if_single_iteration,
    replace_with_additional_yields, set_for_step, Ip,
};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::syntax::for_operand_groups;
use irbridge::dialect::affine::{ForOp, YieldOp};
use irbridge::dialect::arith;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{BlockId, Context, OpId, ValueId};
use irbridge::ods::typed::{build_state, Group};
use irbridge::ods::{OpBuilder, OpDef, Presence};
use irbridge::transforms::clone::{clone_op, Mapping};
use irbridge::transforms::effects::{is_memory_effect_free, is_terminator};

/// The pass on one function.
pub fn run(ctx: &mut Context, func: OpId, factor: u64) -> Result<(), Diagnostic> {
    let Some(entry) = ctx.ops[func]
        .regions
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return Ok(());
    };
    if let Some(first) = ctx.blocks[entry].first.filter(|f| ForOp::is(ctx, *f)) {
        unroll_jam_by_factor(ctx, first, factor);
    }
    Ok(())
}

/// `areInnerBoundsInvariant`: every bound operand of every loop in `op` is defined outside it.
fn inner_bounds_invariant(ctx: &Context, op: OpId) -> bool {
    let mut loops = vec![];
    ctx.walk(op, |o| {
        if ForOp::is(ctx, o) {
            loops.push(o);
        }
    });
    loops.iter().all(|&l| {
        let [lb, ub, _] = for_operand_groups(ctx, l);
        lb.iter().chain(ub).all(|v| {
            let defined_in = ctx.value_block(*v).and_then(|b| ctx.block_parent_op(b));
            !defined_in.is_some_and(|p| ctx.is_ancestor(op, p))
        })
    })
}

/// `JamBlockGatherer`: the maximal runs of non-`affine.for` ops (terminators left out) of the
/// blocks in `op`, entering the loops between them.
fn gather_sub_blocks(ctx: &Context, op: OpId, out: &mut Vec<Vec<OpId>>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            gather_block(ctx, b, out);
        }
    }
}

fn gather_block(ctx: &Context, b: BlockId, out: &mut Vec<Vec<OpId>>) {
    let mut ops = ctx.block_ops(b);
    ops.pop();
    let mut run = vec![];
    for o in ops {
        if ForOp::is(ctx, o) {
            if !run.is_empty() {
                out.push(std::mem::take(&mut run));
            }
            gather_sub_blocks(ctx, o, out);
        } else {
            run.push(o);
        }
    }
    if !run.is_empty() {
        out.push(run);
    }
}

/// The combiners `getSupportedReduction` accepts; the reduction is the same op.
fn reduction_def(ctx: &Context, op: OpId) -> Option<&'static OpDef> {
    let defs: [&'static OpDef; 12] = [
        arith::AddFOp::def(),
        arith::MulFOp::def(),
        arith::AddIOp::def(),
        arith::AndIOp::def(),
        arith::OrIOp::def(),
        arith::MulIOp::def(),
        arith::MinimumFOp::def(),
        arith::MaximumFOp::def(),
        arith::MinSIOp::def(),
        arith::MaxSIOp::def(),
        arith::MinUIOp::def(),
        arith::MaxUIOp::def(),
    ];
    let d = ctx.ops[op].def?;
    defs.into_iter().find(|x| std::ptr::eq(*x, d))
}

/// `getSupportedReductions` (through `matchReduction`): iteration argument `pos` has one user,
/// a binary combiner free of memory effects directly in the loop whose only user is the yield,
/// at the same position; its other operand is not an iteration argument.
pub(crate) fn supported_reductions(ctx: &Context, op: OpId) -> Vec<(usize, &'static OpDef)> {
    let Some(p) = for_parts(ctx, op) else {
        return vec![];
    };
    let iter_args: Vec<ValueId> = ctx.blocks[p.body].args.iter().skip(1).copied().collect();
    let mut out = vec![];
    for (pos, &arg) in iter_args.iter().enumerate() {
        let uses = &ctx.values[arg].uses;
        if uses.len() != 1 {
            continue;
        }
        let combiner = uses[0].op;
        let operands = &ctx.ops[combiner].operands;
        if operands.len() != 2 {
            continue;
        }
        let reduced = if operands[0] == arg {
            operands[1]
        } else {
            operands[0]
        };
        if iter_args.contains(&reduced) {
            continue;
        }
        // The chain of single-use combiners up to the terminator; only one is supported.
        let mut chain = vec![];
        let mut cur = combiner;
        let mut ok = true;
        while ctx.ops[cur].def.is_some() && !is_terminator(ctx, cur) {
            let results = &ctx.ops[cur].results;
            if !is_memory_effect_free(ctx, cur)
                || results.len() != 1
                || ctx.values[results[0]].uses.len() != 1
                || ctx.parent_op(cur) != Some(op)
            {
                ok = false;
                break;
            }
            chain.push(cur);
            cur = ctx.values[results[0]].uses[0].op;
        }
        if !ok || chain.len() != 1 {
            continue;
        }
        if ctx.ops[cur].operands.get(pos) != Some(&ctx.result(chain[0], 0)) {
            continue;
        }
        if let Some(d) = reduction_def(ctx, chain[0]) {
            out.push((pos, d));
        }
    }
    out
}

/// `loopUnrollJamByFactor`.
pub fn unroll_jam_by_factor(ctx: &mut Context, mut op: OpId, factor: u64) -> bool {
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
        return false;
    }
    if !inner_bounds_invariant(ctx, op) {
        return false;
    }
    let mut sub_blocks = vec![];
    gather_sub_blocks(ctx, op, &mut sub_blocks);
    let with_iter_args: Vec<OpId> = post_order_fors(ctx, op)
        .into_iter()
        .filter(|&l| !for_operand_groups(ctx, l)[2].is_empty())
        .collect();
    let reductions = if p.inits.is_empty() {
        vec![]
    } else {
        supported_reductions(ctx, op)
    };
    if !largest_divisor_of_trip_count(ctx, op).is_multiple_of(factor) {
        if p.lb.map.results.len() != 1 || p.ub.map.results.len() != 1 {
            return false;
        }
        if !generate_cleanup_loop(ctx, op, factor) {
            return false;
        }
    }
    let copies = (factor - 1) as usize;
    let mut maps: Vec<Mapping> = (0..copies).map(|_| Mapping::default()).collect();
    let mut new_loops = vec![];
    for old in with_iter_args {
        let Some(q) = for_parts(ctx, old) else {
            continue;
        };
        let yields = ctx.blocks[q.body]
            .last
            .map(|t| ctx.ops[t].operands.to_vec())
            .unwrap_or_default();
        let mut dup_inits = vec![];
        let mut dup_yields = vec![];
        for _ in 0..copies {
            dup_inits.extend_from_slice(&q.inits);
            dup_yields.extend_from_slice(&yields);
        }
        let Some(new) = replace_with_additional_yields(ctx, old, &dup_inits, &dup_yields) else {
            continue;
        };
        new_loops.push(new);
        if old == op {
            op = new;
        }
        let Some(nq) = for_parts(ctx, new) else {
            continue;
        };
        let new_args: Vec<ValueId> = ctx.blocks[nq.body].args.iter().skip(1).copied().collect();
        let new_results = ctx.ops[new].results.to_vec();
        let n = q.inits.len();
        for i in (1..=copies).rev() {
            for j in 0..n {
                maps[i - 1].values.insert(new_args[j], new_args[i * n + j]);
                maps[i - 1]
                    .values
                    .insert(new_results[j], new_results[i * n + j]);
            }
        }
    }
    let Some(p) = for_parts(ctx, op) else {
        return false;
    };
    let step = p.step;
    set_for_step(ctx, op, step.wrapping_mul(factor as i64));
    let loc = ctx.ops[op].loc;
    for i in (1..=copies).rev() {
        for sb in &sub_blocks {
            let Some(&last) = sb.last() else {
                continue;
            };
            let ip = match ctx.ops[last].next {
                Some(n) => Ip::Before(n),
                None => match ctx.ops[last].parent {
                    Some(b) => Ip::End(b),
                    None => continue,
                },
            };
            if !ctx.values[p.iv].uses.is_empty() {
                let map = AffineMap {
                    num_dims: 1,
                    num_symbols: 0,
                    results: vec![
                        AffineExpr::Dim(0) + AffineExpr::Const((i as i64).wrapping_mul(step)),
                    ],
                };
                let v = build_apply(ctx, ip, loc, map, &[p.iv]);
                maps[i - 1].values.insert(p.iv, v);
            }
            for &o in sb {
                let c = clone_op(ctx, o, &mut maps[i - 1]);
                match ip {
                    Ip::Before(n) => ctx.insert_op_before(n, c),
                    Ip::End(b) => ctx.append_op(b, c),
                }
            }
        }
        for &l in &new_loops {
            fix_copy_operands(ctx, l, i, factor as usize, &maps[i - 1]);
        }
    }
    if !ctx.ops[op].results.is_empty() {
        combine_reductions(ctx, op, &reductions, factor as usize);
    }
    promote_if_single_iteration(ctx, op);
    true
}

/// Copy `i`'s inits and yielded values of a loop given more iteration arguments: the originals
/// mapped through copy `i`'s values.
fn fix_copy_operands(ctx: &mut Context, l: OpId, i: usize, factor: usize, m: &Mapping) {
    let [lb, ub, inits] = for_operand_groups(ctx, l).map(<[ValueId]>::len);
    let n = inits / factor;
    let control = lb + ub;
    let Some(body) = ctx.ops[l].regions.first().and_then(|&r| ctx.entry_block(r)) else {
        return;
    };
    let Some(y) = ctx.blocks[body].last.filter(|t| YieldOp::is(ctx, *t)) else {
        return;
    };
    for j in 0..n {
        let v = m.value(ctx.ops[l].operands[control + j]);
        ctx.set_operand(l, control + i * n + j, v);
        let w = m.value(ctx.ops[y].operands[j]);
        ctx.set_operand(y, i * n + j, w);
    }
}

/// The reductions of the loop's results: copy `k`'s result combined into the first one's, from
/// the last copy down, after the loop; other uses take the combined value.
fn combine_reductions(
    ctx: &mut Context,
    op: OpId,
    reductions: &[(usize, &'static OpDef)],
    factor: usize,
) {
    let n = ctx.ops[op].results.len() / factor;
    let loc = ctx.ops[op].loc;
    let ip = match ctx.ops[op].next {
        Some(x) => Ip::Before(x),
        None => match ctx.ops[op].parent {
            Some(b) => Ip::End(b),
            None => return,
        },
    };
    for &(pos, def) in reductions {
        let first = ctx.result(op, pos);
        let mut lhs = first;
        let mut created = vec![];
        for i in (1..factor).rev() {
            let rhs = ctx.result(op, i * n + pos);
            let ty = ctx.value_type(lhs);
            let defaults: Vec<(&'static str, Option<irbridge::ir::Attribute>)> = def
                .attrs
                .iter()
                .filter(|a| matches!(a.presence, Presence::Default(_)))
                .map(|a| (a.name, None))
                .collect();
            let st = build_state(
                ctx,
                def,
                loc,
                &[Group::One(ty)],
                &[Group::One(lhs), Group::One(rhs)],
                &defaults,
            );
            let c = at(ctx, ip).insert(st);
            created.push(c);
            lhs = ctx.result(c, 0);
        }
        let uses: Vec<(OpId, usize)> = ctx.values[first]
            .uses
            .iter()
            .filter(|u| !created.contains(&u.op))
            .map(|u| (u.op, u.index as usize))
            .collect();
        for (u, k) in uses {
            ctx.set_operand(u, k, lhs);
        }
    }
}
