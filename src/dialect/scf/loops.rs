//! The canonicalization patterns of the `scf` loops (MLIR 19's SCF.cpp): `scf.for`'s iteration
//! arguments and trivial trip counts, `scf.while`'s loop-invariant, duplicated and unused values,
//! `scf.parallel`'s single-iteration dimensions and nests. Each list is on its op's record in
//! upstream's `add` order.

use super::canonicalize::{region_is_ancestor, replace_op_with_region, value_region};
use super::{ConditionOp, ForOp, ParallelOp, ReduceOp, WhileOp, YieldOp};
use crate::dialect::arith::{AddIOp, CmpIOp, ConstantOp};
use crate::ir::apint::ApInt;
use crate::ir::{Attribute, BlockId, Context, OpId, RegionId, Type, ValueDef, ValueId};
use crate::ods::typed::{build_state, Group};
use crate::transforms::clone::{clone_op, clone_region_into, Mapping};
use crate::transforms::consts::int_or_splat;
use crate::transforms::matchers::{constant, def};
use crate::transforms::rewriter::InsertPoint;
use crate::transforms::{Pattern, Rewriter};

// ---- helpers ---------------------------------------------------------------------------------------------

/// The location of a value: its op's, or the block argument's own.
pub(super) fn value_loc(ctx: &mut Context, v: ValueId) -> Attribute {
    match ctx.values[v].def {
        ValueDef::OpResult { op, .. } => ctx.ops[op].loc,
        ValueDef::BlockArg { .. } => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// `m_ConstantInt`.
fn const_int(ctx: &Context, v: ValueId) -> Option<ApInt> {
    int_or_splat(ctx, constant(ctx, v)?)
}

/// A detached `scf.yield` appended to `block` (what `ensureTerminator` adds while the op is being
/// built, before the driver can see it).
fn append_implicit_yield(ctx: &mut Context, block: BlockId, loc: Attribute) {
    let st = build_state(ctx, YieldOp::def(), loc, &[], &[Group::Many(&[])], &[]);
    let y = ctx.create_op(st);
    ctx.append_op(block, y);
}

/// `ForOp::build(lb, ub, step, iterArgs)` with `attrs` set: the body block has the induction
/// variable (at the loop's location) and one argument per iteration value (at its location), and
/// an `scf.yield` when there are none.
fn create_for(rw: &mut Rewriter<'_>, like: OpId, iter_args: &[ValueId]) -> (OpId, BlockId) {
    let f = ForOp(like);
    let ctx = &mut *rw.ctx;
    let (lb, ub, step) = (f.lower_bound(ctx), f.upper_bound(ctx), f.step(ctx));
    let loc = ctx.ops[like].loc;
    let types: Vec<_> = iter_args.iter().map(|v| ctx.value_type(*v)).collect();
    let mut st = build_state(
        ctx,
        ForOp::def(),
        loc,
        &[Group::Many(&types)],
        &[
            Group::One(lb),
            Group::One(ub),
            Group::One(step),
            Group::Many(iter_args),
        ],
        &[],
    );
    st.attrs = ctx.ops[like].attrs.to_vec();
    let region = ctx.new_region();
    let block = ctx.new_block();
    ctx.append_block(region, block);
    let iv_ty = ctx.value_type(lb);
    ctx.add_block_arg(block, iv_ty, Some(loc));
    for (v, t) in iter_args.iter().zip(types) {
        let l = value_loc(ctx, *v);
        ctx.add_block_arg(block, t, Some(l));
    }
    if iter_args.is_empty() {
        append_implicit_yield(ctx, block, loc);
    }
    st.regions = vec![region];
    (rw.create(st), block)
}

// ---- scf.for ---------------------------------------------------------------------------------------------

/// `ForOpIterArgsFolder`: an iteration argument the body yields back unchanged, or that is unused
/// while its init is yielded or its result unused, is its init value throughout.
fn for_iter_args_folder(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let f = ForOp(op);
    let ctx = &*rw.ctx;
    let inits = f.init_args(ctx).to_vec();
    let iter_args = f.region_iter_args(ctx);
    let results = ctx.ops[op].results.to_vec();
    let yielded = f.yielded_values(ctx);
    if iter_args.len() != inits.len() || yielded.len() != inits.len() {
        return false;
    }
    let mut keep = vec![];
    let mut transfer: Vec<Option<ValueId>> = vec![None];
    let (mut new_inits, mut new_results) = (vec![], vec![]);
    let mut any = false;
    for i in 0..inits.len() {
        let unused = ctx.values[iter_args[i]].uses.is_empty();
        let forwarded = iter_args[i] == yielded[i]
            || (unused && (inits[i] == yielded[i] || ctx.values[results[i]].uses.is_empty()));
        keep.push(!forwarded);
        any |= forwarded;
        if forwarded {
            transfer.push(Some(inits[i]));
            new_results.push(Some(inits[i]));
        } else {
            new_inits.push(inits[i]);
            transfer.push(None);
            new_results.push(None);
        }
    }
    if !any {
        return false;
    }
    let Some(old_block) = f.body(rw.ctx) else {
        return false;
    };
    let (new_for, new_block) = create_for(rw, op, &new_inits);
    let new_args = rw.ctx.blocks[new_block].args.clone();
    let new_for_results = rw.ctx.ops[new_for].results.to_vec();
    let mut k = 0;
    let transfer: Vec<ValueId> = std::iter::once(new_args[0])
        .chain(
            transfer[1..]
                .iter()
                .zip(new_results.iter_mut())
                .map(|(t, r)| match t {
                    Some(v) => *v,
                    None => {
                        *r = Some(new_for_results[k]);
                        k += 1;
                        new_args[k]
                    }
                }),
        )
        .collect();
    let replacements: Vec<ValueId> = new_results.iter().flatten().copied().collect();
    if new_inits.is_empty() {
        let Some(new_yield) = rw.ctx.blocks[new_block].last else {
            return false;
        };
        if let Some(ip) = InsertPoint::before(rw.ctx, new_yield) {
            rw.inline_block_before(old_block, ip, &transfer);
        }
        if let Some(old_yield) = rw.ctx.ops[new_yield].prev {
            rw.erase_op(old_yield);
        }
        rw.replace_op(op, &replacements);
        return true;
    }
    rw.merge_blocks(old_block, new_block, &transfer);
    let Some(merged) = rw.ctx.blocks[new_block].last else {
        return false;
    };
    let filtered: Vec<ValueId> = rw.ctx.ops[merged]
        .operands
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(v, _)| *v)
        .collect();
    rw.set_insertion_point_before(merged);
    let yloc = rw.ctx.ops[merged].loc;
    YieldOp::build(rw, yloc, &filtered);
    rw.erase_op(merged);
    rw.replace_op(op, &replacements);
    true
}

/// `computeConstDiff`: `ub - lb` when both are constants (wrapping at their width) or `ub` is
/// `lb + c` or `c + lb`.
fn const_diff(ctx: &Context, lb: ValueId, ub: ValueId) -> Option<i64> {
    if let (Some(l), Some(u)) = (const_int(ctx, lb), const_int(ctx, ub)) {
        return Some(u.sub(l).s() as i64);
    }
    let add = def::<AddIOp>(ctx, ub)?;
    let (x, y) = (add.lhs(ctx), add.rhs(ctx));
    if x == lb {
        if let Some(c) = const_int(ctx, y) {
            return Some(c.s() as i64);
        }
    }
    if y == lb {
        if let Some(c) = const_int(ctx, x) {
            return Some(c.s() as i64);
        }
    }
    None
}

/// `SimplifyTrivialLoops`: a loop that never runs is its inits, one that runs once is its body,
/// and an empty one that runs yielding values from outside is those values.
fn simplify_trivial_loops(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let f = ForOp(op);
    let ctx = &*rw.ctx;
    let (lb, ub) = (f.lower_bound(ctx), f.upper_bound(ctx));
    let inits = f.init_args(ctx).to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(diff) = const_diff(ctx, lb, ub) else {
        return false;
    };
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(step) = const_int(ctx, f.step(ctx)) else {
        return false;
    };
    let Some(body) = f.body(ctx) else {
        return false;
    };
    if step.s() >= diff as i128 {
        let mut args = vec![lb];
        args.extend(inits);
        replace_op_with_region(rw, op, body, &args);
        return true;
    }
    if ctx.blocks[body].first != ctx.blocks[body].last {
        return false;
    }
    let yielded = f.yielded_values(ctx);
    let region = ctx.ops[op].regions[0];
    if yielded
        .iter()
        .any(|v| region_is_ancestor(ctx, region, value_region(ctx, *v)))
    {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// `scf.for`'s patterns, in upstream's order (without `ForOpTensorCastFolder`: no `tensor`
/// dialect).
pub static FOR: &[Pattern] = &[
    Pattern::new("ForOpIterArgsFolder", for_iter_args_folder),
    Pattern::new("SimplifyTrivialLoops", simplify_trivial_loops),
];

// ---- scf.while -------------------------------------------------------------------------------------------

/// The parts of a verified `scf.while` the patterns read.
struct WhileParts {
    before: BlockId,
    after: BlockId,
    condition: OpId,
    yield_op: OpId,
}

fn while_parts(ctx: &Context, op: OpId) -> Option<WhileParts> {
    let w = WhileOp(op);
    let (before, after) = (w.before_block(ctx)?, w.after_block(ctx)?);
    let condition = ctx.blocks[before].last?;
    let yield_op = ctx.blocks[after].last?;
    (ConditionOp::is(ctx, condition) && YieldOp::is(ctx, yield_op)).then_some(WhileParts {
        before,
        after,
        condition,
        yield_op,
    })
}

/// The values `scf.condition` forwards (after its condition).
fn forwarded(ctx: &Context, condition: OpId) -> Vec<ValueId> {
    ctx.ops[condition].operands[1..].to_vec()
}

/// `WhileOp::build(resultTypes, operands)`: an `scf.while` with empty regions.
fn create_while_bare(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    types: &[Type],
    inits: &[ValueId],
) -> OpId {
    let st = build_state(
        rw.ctx,
        WhileOp::def(),
        loc,
        &[Group::Many(types)],
        &[Group::Many(inits)],
        &[],
    );
    super::canonicalize::create_with_regions(rw, st, 2)
}

/// `WhileOp::build(resultTypes, operands, nullptr, nullptr)`: `before` takes one argument per
/// operand (at its location), `after` one per result (at the op's location); both without ops.
fn create_while(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    types: &[Type],
    inits: &[ValueId],
) -> (OpId, BlockId, BlockId) {
    let ctx = &mut *rw.ctx;
    let mut st = build_state(
        ctx,
        WhileOp::def(),
        loc,
        &[Group::Many(types)],
        &[Group::Many(inits)],
        &[],
    );
    let (rb, ra) = (ctx.new_region(), ctx.new_region());
    let (before, after) = (ctx.new_block(), ctx.new_block());
    ctx.append_block(rb, before);
    ctx.append_block(ra, after);
    for v in inits {
        let (t, l) = (ctx.value_type(*v), value_loc(ctx, *v));
        ctx.add_block_arg(before, t, Some(l));
    }
    for t in types {
        ctx.add_block_arg(after, *t, Some(loc));
    }
    st.regions = vec![rb, ra];
    (rw.create(st), before, after)
}

/// `replaceOpWithNewOp<ConditionOp>(condition, cond, args)` (made before the old one).
fn replace_condition(rw: &mut Rewriter<'_>, condition: OpId, args: &[ValueId]) {
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(condition);
    let (loc, cond) = (rw.ctx.ops[condition].loc, rw.ctx.ops[condition].operands[0]);
    ConditionOp::build(rw, loc, cond, args);
    rw.replace_op(condition, &[]);
    rw.set_insertion_point(saved);
}

/// `replaceOpWithNewOp<YieldOp>(yield, values)` (made before the old one).
fn replace_yield(rw: &mut Rewriter<'_>, yield_op: OpId, values: &[ValueId]) {
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(yield_op);
    let loc = rw.ctx.ops[yield_op].loc;
    YieldOp::build(rw, loc, values);
    rw.replace_op(yield_op, &[]);
    rw.set_insertion_point(saved);
}

/// The index of `v` among the arguments of `block`, if it is one.
fn arg_of(ctx: &Context, v: ValueId, block: BlockId) -> Option<usize> {
    match ctx.values[v].def {
        ValueDef::BlockArg { block: b, index } if b == block => Some(index as usize),
        _ => None,
    }
}

/// Region `i` of `op`.
fn region(ctx: &Context, op: OpId, i: usize) -> RegionId {
    ctx.ops[op].regions[i]
}

/// `RemoveLoopInvariantArgsFromBeforeBlock`: a `before` argument whose next value is its init
/// (yielded directly, or through `after` from itself or its init) is its init throughout.
fn remove_loop_invariant_args_from_before_block(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = while_parts(ctx, op) else {
        return false;
    };
    let inits = ctx.ops[op].operands.to_vec();
    let before_args = ctx.blocks[p.before].args.clone();
    let cond_args = forwarded(ctx, p.condition);
    let yielded = ctx.ops[p.yield_op].operands.to_vec();
    let invariant = |i: usize| {
        let (init, y) = (inits[i], yielded[i]);
        y == init
            || arg_of(ctx, y, p.after).is_some_and(|k| {
                cond_args
                    .get(k)
                    .is_some_and(|c| *c == before_args[i] || *c == init)
            })
    };
    let n = inits.len().min(yielded.len()).min(before_args.len());
    let mask: Vec<bool> = (0..n).map(invariant).collect();
    if !mask.contains(&true) {
        return false;
    }
    let (mut new_inits, mut new_yielded, mut locs) = (vec![], vec![], vec![]);
    for i in (0..n).filter(|i| !mask[*i]) {
        new_inits.push(inits[i]);
        new_yielded.push(yielded[i]);
        locs.push(ctx.values[before_args[i]].loc);
    }
    let types = ctx.result_types(op);
    let loc = ctx.ops[op].loc;
    replace_yield(rw, p.yield_op, &new_yielded);
    let new_while = create_while_bare(rw, loc, &types, &new_inits);
    let arg_types: Vec<(Type, Option<Attribute>)> = new_yielded
        .iter()
        .zip(locs)
        .map(|(v, l)| (rw.ctx.value_type(*v), l))
        .collect();
    let new_before = rw.create_block(region(rw.ctx, new_while, 0), None, &arg_types);
    let new_args = rw.ctx.blocks[new_before].args.clone();
    let mut j = 0;
    let mapping: Vec<ValueId> = (0..before_args.len())
        .map(|i| {
            if mask.get(i) == Some(&true) {
                inits[i]
            } else {
                j += 1;
                new_args[j - 1]
            }
        })
        .collect();
    rw.merge_blocks(p.before, new_before, &mapping);
    let (old_after, new_after) = (region(rw.ctx, op, 1), region(rw.ctx, new_while, 1));
    rw.inline_region_before(old_after, new_after, None);
    let results = rw.ctx.ops[new_while].results.to_vec();
    rw.replace_op(op, &results);
    true
}

/// `RemoveLoopInvariantValueYielded`: a value `scf.condition` forwards from outside `before` is
/// that value in `after` and as the result.
fn remove_loop_invariant_value_yielded(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = while_parts(ctx, op) else {
        return false;
    };
    let cond_args = forwarded(ctx, p.condition);
    let outside = |v: ValueId| ctx.value_block(v) != Some(p.before);
    if !cond_args.iter().any(|v| outside(*v)) {
        return false;
    }
    let after_args = ctx.blocks[p.after].args.clone();
    let mut new_args = vec![];
    let mut arg_types = vec![];
    for (i, v) in cond_args.iter().enumerate() {
        if !outside(*v) {
            new_args.push(*v);
            arg_types.push((ctx.value_type(*v), ctx.values[after_args[i]].loc));
        }
    }
    let types: Vec<Type> = arg_types.iter().map(|(t, _)| *t).collect();
    let inits = ctx.ops[op].operands.to_vec();
    let loc = ctx.ops[op].loc;
    let outside_mask: Vec<bool> = cond_args.iter().map(|v| outside(*v)).collect();
    replace_condition(rw, p.condition, &new_args);
    let new_while = create_while_bare(rw, loc, &types, &inits);
    let new_after = rw.create_block(region(rw.ctx, new_while, 1), None, &arg_types);
    let new_after_args = rw.ctx.blocks[new_after].args.clone();
    let new_results_all = rw.ctx.ops[new_while].results.to_vec();
    let (mut args_map, mut results) = (vec![], vec![]);
    let mut j = 0;
    for (i, v) in cond_args.iter().enumerate() {
        if outside_mask[i] {
            args_map.push(*v);
            results.push(*v);
        } else {
            args_map.push(new_after_args[j]);
            results.push(new_results_all[j]);
            j += 1;
        }
    }
    rw.merge_blocks(p.after, new_after, &args_map);
    let (old_before, nb) = (region(rw.ctx, op, 0), region(rw.ctx, new_while, 0));
    rw.inline_region_before(old_before, nb, None);
    rw.replace_op(op, &results);
    true
}

/// `WhileConditionTruth`: in `after`, an argument that is the forwarded condition is `true`.
fn while_condition_truth(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = while_parts(rw.ctx, op) else {
        return false;
    };
    let cond = rw.ctx.ops[p.condition].operands[0];
    let cond_args = forwarded(rw.ctx, p.condition);
    let after_args = rw.ctx.blocks[p.after].args.clone();
    let loc = rw.ctx.ops[op].loc;
    let mut k_true = None;
    let mut replaced = false;
    for (a, b) in cond_args.into_iter().zip(after_args) {
        if a != cond || rw.ctx.values[b].uses.is_empty() {
            continue;
        }
        let t = match k_true {
            Some(t) => t,
            None => {
                let ty = rw.ctx.value_type(cond);
                let i1 = rw.ctx.i1();
                let one = rw.ctx.int_attr(i1, 1);
                let c = ConstantOp::build(rw, loc, ty, one).id();
                *k_true.insert(rw.ctx.ops[c].results[0])
            }
        };
        rw.replace_all_uses_with(b, t);
        replaced = true;
    }
    replaced
}

/// `WhileCmpCond`: in `after`, an `arith.cmpi` of a forwarded operand of the condition's
/// `arith.cmpi` with its other operand is `true` (same predicate) or `false` (inverse).
fn while_cmp_cond(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = while_parts(rw.ctx, op) else {
        return false;
    };
    let cond = rw.ctx.ops[p.condition].operands[0];
    let Some(cmp) = def::<CmpIOp>(rw.ctx, cond) else {
        return false;
    };
    let cmp_ops = [cmp.lhs(rw.ctx), cmp.rhs(rw.ctx)];
    let Some(pred) = crate::dialect::arith::fold::predicate(rw.ctx, cmp.0) else {
        return false;
    };
    let inverse = crate::dialect::arith::canonicalize::invert_predicate(pred);
    let pairs: Vec<_> = forwarded(rw.ctx, p.condition)
        .into_iter()
        .zip(rw.ctx.blocks[p.after].args.clone())
        .collect();
    let mut changed = false;
    for (a, b) in pairs {
        for idx in 0..2 {
            if a != cmp_ops[idx] {
                continue;
            }
            let uses: Vec<_> = rw.ctx.values[b].uses.iter().rev().copied().collect();
            for u in uses {
                if rw.ctx.ops[u.op].erased {
                    continue;
                }
                let Some(cmp2) = CmpIOp::cast(rw.ctx, u.op) else {
                    continue;
                };
                let other = [cmp2.lhs(rw.ctx), cmp2.rhs(rw.ctx)][1 - idx];
                if other != cmp_ops[1 - idx] {
                    continue;
                }
                let p2 = crate::dialect::arith::fold::predicate(rw.ctx, cmp2.0);
                let same = if p2 == Some(pred) {
                    true
                } else if p2 == Some(inverse) {
                    false
                } else {
                    continue;
                };
                let loc = rw.ctx.ops[cmp2.0].loc;
                let i1 = rw.ctx.i1();
                let a = rw.ctx.int_attr(i1, same as i64);
                let c = ConstantOp::build(rw, loc, i1, a).id();
                let r = rw.ctx.ops[c].results.to_vec();
                rw.replace_op(cmp2.0, &r);
                changed = true;
            }
        }
    }
    changed
}

/// `WhileUnusedResult`: a forwarded value unused both as result and in `after` is dropped.
fn while_unused_result(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = while_parts(ctx, op) else {
        return false;
    };
    let results = ctx.ops[op].results.to_vec();
    let after_args = ctx.blocks[p.after].args.clone();
    let cond_args = forwarded(ctx, p.condition);
    let mut kept = vec![];
    for (i, ((r, a), _)) in results.iter().zip(&after_args).zip(&cond_args).enumerate() {
        if !(ctx.values[*r].uses.is_empty() && ctx.values[*a].uses.is_empty()) {
            kept.push(i);
        }
    }
    if kept.len() == results.len().min(after_args.len()).min(cond_args.len()) {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let types: Vec<Type> = kept.iter().map(|i| ctx.value_type(results[*i])).collect();
    let new_cond_args: Vec<ValueId> = kept.iter().map(|i| cond_args[*i]).collect();
    let inits = ctx.ops[op].operands.to_vec();
    replace_condition(rw, p.condition, &new_cond_args);
    let new_while = create_while_bare(rw, loc, &types, &inits);
    let arg_types: Vec<(Type, Option<Attribute>)> = types.iter().map(|t| (*t, Some(loc))).collect();
    let new_after = rw.create_block(region(rw.ctx, new_while, 1), None, &arg_types);
    let new_args = rw.ctx.blocks[new_after].args.clone();
    let new_results = rw.ctx.ops[new_while].results.to_vec();
    let mut result_map: Vec<ValueId> = results.clone();
    let mut arg_map: Vec<ValueId> = after_args.clone();
    for (k, i) in kept.iter().enumerate() {
        result_map[*i] = new_results[k];
        arg_map[*i] = new_args[k];
    }
    let (old_before, nb) = (region(rw.ctx, op, 0), region(rw.ctx, new_while, 0));
    rw.inline_region_before(old_before, nb, None);
    rw.merge_blocks(p.after, new_after, &arg_map);
    rw.replace_op(op, &result_map);
    true
}

/// `WhileRemoveDuplicatedResults`: a value `scf.condition` forwards twice is forwarded once.
fn while_remove_duplicated_results(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = while_parts(ctx, op) else {
        return false;
    };
    let cond_args = forwarded(ctx, p.condition);
    let mut unique: Vec<ValueId> = vec![];
    let mut pos = vec![];
    for v in &cond_args {
        match unique.iter().position(|u| u == v) {
            Some(k) => pos.push(k),
            None => {
                pos.push(unique.len());
                unique.push(*v);
            }
        }
    }
    if unique.len() == cond_args.len() {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let types: Vec<Type> = unique.iter().map(|v| ctx.value_type(*v)).collect();
    let inits = ctx.ops[op].operands.to_vec();
    let (new_while, new_before, new_after) = create_while(rw, loc, &types, &inits);
    let new_after_args = rw.ctx.blocks[new_after].args.clone();
    let new_results = rw.ctx.ops[new_while].results.to_vec();
    let after_map: Vec<ValueId> = pos.iter().map(|k| new_after_args[*k]).collect();
    let result_map: Vec<ValueId> = pos.iter().map(|k| new_results[*k]).collect();
    replace_condition(rw, p.condition, &unique);
    let before_args = rw.ctx.blocks[new_before].args.clone();
    rw.merge_blocks(p.before, new_before, &before_args);
    rw.merge_blocks(p.after, new_after, &after_map);
    rw.replace_op(op, &result_map);
    true
}

/// `WhileRemoveUnusedArgs`: a `before` argument without uses is dropped with its init and the
/// value yielded for it.
fn while_remove_unused_args(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = while_parts(ctx, op) else {
        return false;
    };
    let before_args = ctx.blocks[p.before].args.clone();
    if !before_args.iter().any(|a| ctx.values[*a].uses.is_empty()) {
        return false;
    }
    let yielded = ctx.ops[p.yield_op].operands.to_vec();
    let inits = ctx.ops[op].operands.to_vec();
    let (mut new_yields, mut new_inits, mut erase) = (vec![], vec![], vec![]);
    for ((a, y), i) in before_args.iter().zip(&yielded).zip(&inits) {
        if ctx.values[*a].uses.is_empty() {
            erase.push(true);
        } else {
            erase.push(false);
            new_yields.push(*y);
            new_inits.push(*i);
        }
    }
    for (k, e) in erase.iter().enumerate().rev() {
        if *e {
            rw.ctx.erase_block_arg(p.before, k);
        }
    }
    let loc = rw.ctx.ops[op].loc;
    let types = rw.ctx.result_types(op);
    let (new_while, new_before, new_after) = create_while(rw, loc, &types, &new_inits);
    replace_yield(rw, p.yield_op, &new_yields);
    let nb_args = rw.ctx.blocks[new_before].args.clone();
    let na_args = rw.ctx.blocks[new_after].args.clone();
    rw.merge_blocks(p.before, new_before, &nb_args);
    rw.merge_blocks(p.after, new_after, &na_args);
    let results = rw.ctx.ops[new_while].results.to_vec();
    rw.replace_op(op, &results);
    true
}

/// `WhileOpAlignBeforeArgs`: when `scf.condition` forwards the `before` arguments in another
/// order, it forwards them in their own order (`after` and the results permuted to match).
fn while_align_before_args(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = while_parts(ctx, op) else {
        return false;
    };
    let before_args = ctx.blocks[p.before].args.clone();
    let term_args = forwarded(ctx, p.condition);
    if before_args == term_args || before_args.len() != term_args.len() {
        return false;
    }
    if (0..term_args.len()).any(|i| term_args[..i].contains(&term_args[i])) {
        return false;
    }
    // mapping[j] = i: term argument j is before argument i.
    let mut mapping = vec![0; before_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(j) = term_args.iter().position(|t| t == a) else {
            return false;
        };
        mapping[j] = i;
    }
    let results = ctx.ops[op].results.to_vec();
    let mut types = vec![ctx.value_type(before_args[0]); before_args.len()];
    for (i, j) in mapping.iter().enumerate() {
        types[*j] = ctx.value_type(results[i]);
    }
    let inits = ctx.ops[op].operands.to_vec();
    let loc = ctx.ops[op].loc;
    replace_condition(rw, p.condition, &before_args);
    let (new_loop, new_before, new_after) = create_while(rw, loc, &types, &inits);
    let new_loop_results = rw.ctx.ops[new_loop].results.to_vec();
    let new_after_args = rw.ctx.blocks[new_after].args.clone();
    let mut new_results = vec![];
    let mut after_map = vec![];
    for j in &mapping {
        new_results.push(new_loop_results[*j]);
        after_map.push(new_after_args[*j]);
    }
    let nb_args = rw.ctx.blocks[new_before].args.clone();
    let ip = InsertPoint::start(rw.ctx, new_before);
    rw.inline_block_before(p.before, ip, &nb_args);
    let ip = InsertPoint::start(rw.ctx, new_after);
    rw.inline_block_before(p.after, ip, &after_map);
    rw.replace_op(op, &new_results);
    true
}

/// `scf.while`'s patterns, in upstream's order.
pub static WHILE: &[Pattern] = &[
    Pattern::new(
        "RemoveLoopInvariantArgsFromBeforeBlock",
        remove_loop_invariant_args_from_before_block,
    ),
    Pattern::new(
        "RemoveLoopInvariantValueYielded",
        remove_loop_invariant_value_yielded,
    ),
    Pattern::new("WhileConditionTruth", while_condition_truth),
    Pattern::new("WhileCmpCond", while_cmp_cond),
    Pattern::new("WhileUnusedResult", while_unused_result),
    Pattern::new(
        "WhileRemoveDuplicatedResults",
        while_remove_duplicated_results,
    ),
    Pattern::new("WhileRemoveUnusedArgs", while_remove_unused_args),
    Pattern::new("WhileOpAlignBeforeArgs", while_align_before_args),
];

// ---- scf.parallel ----------------------------------------------------------------------------------------

/// `constantTripCount`: `ceil((ub - lb) / step)` for constant bounds, 0 when `lb` is `ub`.
fn constant_trip_count(ctx: &Context, lb: ValueId, ub: ValueId, step: ValueId) -> Option<i64> {
    if lb == ub {
        return Some(0);
    }
    let l = const_int(ctx, lb)?.s() as i64;
    let u = const_int(ctx, ub)?.s() as i64;
    let s = const_int(ctx, step)?.s() as i64;
    let n = u.wrapping_sub(l);
    if s == 0 {
        return None;
    }
    // `llvm::divideCeilSigned`.
    if n == 0 {
        return Some(0);
    }
    let bias = if s >= 0 { 1 } else { -1 };
    Some(if (n >= 0) == (s >= 0) {
        (n - bias) / s + 1
    } else {
        n / s
    })
}

/// `OpBuilder::clone`: a copy of `op` at the insertion point, reported with every op nested in
/// it (pre-order).
fn clone_reported(rw: &mut Rewriter<'_>, op: OpId, m: &mut Mapping) {
    let new = clone_op(rw.ctx, op, m);
    rw.insert_op(new);
    report_nested(rw, new);
}

/// Reports the ops nested in `op` as inserted, in pre-order.
fn report_nested(rw: &mut Rewriter<'_>, op: OpId) {
    let mut nested = vec![];
    rw.ctx.walk(op, |o| nested.push(o));
    for o in nested.into_iter().skip(1) {
        rw.notify_inserted(o);
    }
}

/// `ParallelOp::build(lbs, ubs, steps, initVals)` without a body builder: a body block of index
/// arguments (at the op's location) and, without reductions, an `scf.reduce`.
fn create_parallel(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    bounds: [&[ValueId]; 3],
    inits: &[ValueId],
    body: impl FnOnce(&mut Context, BlockId),
) -> OpId {
    let ctx = &mut *rw.ctx;
    let types: Vec<Type> = inits.iter().map(|v| ctx.value_type(*v)).collect();
    let mut st = build_state(
        ctx,
        ParallelOp::def(),
        loc,
        &[Group::Many(&types)],
        &[
            Group::Many(bounds[0]),
            Group::Many(bounds[1]),
            Group::Many(bounds[2]),
            Group::Many(inits),
        ],
        &[],
    );
    let region = ctx.new_region();
    let block = ctx.new_block();
    ctx.append_block(region, block);
    let index = ctx.index();
    for _ in bounds[2] {
        ctx.add_block_arg(block, index, Some(loc));
    }
    body(ctx, block);
    if inits.is_empty() {
        let r = build_state(ctx, ReduceOp::def(), loc, &[], &[Group::Many(&[])], &[]);
        let r = ctx.create_op(r);
        ctx.append_op(block, r);
    }
    st.regions = vec![region];
    rw.create(st)
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`: a dimension with no iteration removes the loop,
/// one with a single iteration is dropped (its induction variable is the lower bound); with
/// none left the body and reductions are copied in place of the loop.
fn parallel_single_or_zero_iteration_dims(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = ParallelOp(op);
    let ctx = &*rw.ctx;
    let loc = ctx.ops[op].loc;
    let (lbs, ubs, steps) = (
        p.lower_bound(ctx).to_vec(),
        p.upper_bound(ctx).to_vec(),
        p.step(ctx).to_vec(),
    );
    let inits = p.init_vals(ctx).to_vec();
    let ivs = p.induction_vars(ctx);
    let mut m = Mapping::default();
    let (mut new_lbs, mut new_ubs, mut new_steps) = (vec![], vec![], vec![]);
    for (((lb, ub), step), iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
        match constant_trip_count(ctx, *lb, *ub, *step) {
            Some(0) => {
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => {
                m.values.insert(*iv, *lb);
                continue;
            }
            _ => {}
        }
        new_lbs.push(*lb);
        new_ubs.push(*ub);
        new_steps.push(*step);
    }
    if new_lbs.len() == lbs.len() {
        return false;
    }
    let Some(body) = p.body(ctx) else {
        return false;
    };
    if new_lbs.is_empty() {
        let ops = ctx.block_ops(body);
        let Some((&reduce, body_ops)) = ops.split_last() else {
            return false;
        };
        for o in body_ops {
            clone_reported(rw, *o, &mut m);
        }
        let reduce_operands = rw.ctx.ops[reduce].operands.to_vec();
        let mut results = vec![];
        for (i, r) in rw.ctx.ops[reduce].regions.clone().into_iter().enumerate() {
            let Some(block) = rw.ctx.regions[r].first else {
                return false;
            };
            let args = rw.ctx.blocks[block].args.clone();
            let (Some(&init), Some(&operand), [a0, a1]) = (
                inits.get(results.len()),
                reduce_operands.get(i),
                args.as_slice(),
            ) else {
                return false;
            };
            m.values.insert(*a0, init);
            let mapped = m.value(operand);
            m.values.insert(*a1, mapped);
            let ops = rw.ctx.block_ops(block);
            let Some((&ret, reduce_ops)) = ops.split_last() else {
                return false;
            };
            for o in reduce_ops {
                clone_reported(rw, *o, &mut m);
            }
            let Some(&value) = rw.ctx.ops[ret].operands.first() else {
                return false;
            };
            results.push(m.value(value));
        }
        rw.replace_op(op, &results);
        return true;
    }
    let new = create_parallel(rw, loc, [&new_lbs, &new_ubs, &new_steps], &inits, |_, _| {});
    let new_region = rw.ctx.ops[new].regions[0];
    if let Some(b) = rw.ctx.regions[new_region].first {
        rw.erase_block(b);
    }
    // `cloneRegionBefore`: the copied blocks and their ops are reported.
    let old_region = rw.ctx.ops[op].regions[0];
    let blocks = clone_region_into(rw.ctx, old_region, new_region, None, &mut m);
    for b in blocks {
        for o in rw.ctx.block_ops(b) {
            rw.notify_inserted(o);
            report_nested(rw, o);
        }
    }
    let results = rw.ctx.ops[new].results.to_vec();
    rw.replace_op(op, &results);
    true
}

/// `MergeNestedParallelLoops`: a loop whose body is only another loop with bounds independent of
/// it, neither reducing, becomes one loop over both sets of dimensions.
fn merge_nested_parallel_loops(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let outer = ParallelOp(op);
    let ctx = &*rw.ctx;
    let Some(outer_body) = outer.body(ctx) else {
        return false;
    };
    let ops = ctx.block_ops(outer_body);
    if ops.len() != 2 {
        return false;
    }
    let Some(inner) = ParallelOp::cast(ctx, ops[0]) else {
        return false;
    };
    let outer_args = ctx.blocks[outer_body].args.clone();
    let bounds_of = |p: ParallelOp| -> Vec<ValueId> {
        let mut v = p.lower_bound(ctx).to_vec();
        v.extend_from_slice(p.upper_bound(ctx));
        v.extend_from_slice(p.step(ctx));
        v
    };
    let inner_bounds = bounds_of(inner);
    if outer_args.iter().any(|a| inner_bounds.contains(a)) {
        return false;
    }
    if !outer.init_vals(ctx).is_empty() || !inner.init_vals(ctx).is_empty() {
        return false;
    }
    let Some(inner_body) = inner.body(ctx) else {
        return false;
    };
    let cat = |a: &[ValueId], b: &[ValueId]| [a, b].concat();
    let lbs = cat(outer.lower_bound(ctx), inner.lower_bound(ctx));
    let ubs = cat(outer.upper_bound(ctx), inner.upper_bound(ctx));
    let steps = cat(outer.step(ctx), inner.step(ctx));
    let inner_args = ctx.blocks[inner_body].args.clone();
    let loc = ctx.ops[op].loc;
    let new = create_parallel(rw, loc, [&lbs, &ubs, &steps], &[], |ctx, block| {
        let args = ctx.blocks[block].args.clone();
        let mut m = Mapping::default();
        for (a, v) in outer_args.iter().chain(&inner_args).zip(args) {
            m.values.insert(*a, v);
        }
        let ops = ctx.block_ops(inner_body);
        for o in ops.iter().take(ops.len().saturating_sub(1)) {
            let c = clone_op(ctx, *o, &mut m);
            ctx.append_op(block, c);
        }
    });
    let results = rw.ctx.ops[new].results.to_vec();
    rw.replace_op(op, &results);
    true
}

/// `scf.parallel`'s patterns, in upstream's order.
pub static PARALLEL: &[Pattern] = &[
    Pattern::new(
        "ParallelOpSingleOrZeroIterationDimsFolder",
        parallel_single_or_zero_iteration_dims,
    ),
    Pattern::new("MergeNestedParallelLoops", merge_nested_parallel_loops),
];
