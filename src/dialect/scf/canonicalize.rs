//! The canonicalization patterns of `scf.if`, `scf.execute_region` and `scf.index_switch` (MLIR
//! 19's SCF.cpp), each listed on its op's record in upstream's `add` order, and the helpers the
//! loop patterns (`loops.rs`) share. The edits are made in upstream's order, since the greedy
//! driver's worklist, and so the resulting text, follows them.

use super::{ExecuteRegionOp, IfOp, IndexSwitchOp, YieldOp};
use crate::dialect::arith::{AndIOp, ConstantOp, SelectOp, XOrIOp};
use crate::dialect::cf::BranchOp;
use crate::ir::{AttrKind, ValueId};
use crate::ir::{Attribute, BlockId, Context, OpId, OpState, RegionId, Type, TypeKind, ValueDef};
use crate::ods::typed::{build_state, Group};
use crate::transforms::consts::is_one_int;
use crate::transforms::matchers::{constant, def};
use crate::transforms::rewriter::InsertPoint;
use crate::transforms::{Pattern, Rewriter};

// ---- helpers ---------------------------------------------------------------------------------------------

/// `m_Constant(BoolAttr)`: the value of an `i1` integer constant.
pub(super) fn bool_constant(ctx: &Context, v: ValueId) -> Option<bool> {
    let a = constant(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
            if matches!(ctx.kind(*ty), TypeKind::Integer { width: 1, .. })
                && ctx.is_signless_int(*ty) =>
        {
            Some(crate::transforms::consts::int_attr_value(ctx, a)?.is_one())
        }
        _ => None,
    }
}

/// The region holding `op`.
fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.blocks[ctx.ops[op].parent?].parent
}

/// `Value::getParentRegion`.
pub(super) fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    match ctx.values[v].def {
        ValueDef::OpResult { op, .. } => op_region(ctx, op),
        ValueDef::BlockArg { block, .. } => ctx.blocks[block].parent,
    }
}

/// `Region::isAncestor(other)`: `other` is `region` or nested in it.
pub(super) fn region_is_ancestor(ctx: &Context, region: RegionId, other: Option<RegionId>) -> bool {
    let mut cur = other;
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = ctx.regions[r].parent.and_then(|p| op_region(ctx, p));
    }
    false
}

/// The terminator of the entry block of region `i` of `op`.
fn region_terminator(ctx: &Context, op: OpId, i: usize) -> Option<OpId> {
    let r = *ctx.ops[op].regions.get(i)?;
    ctx.blocks[ctx.regions[r].first?].last
}

/// A new op of `state` with `n` empty regions, created at the insertion point.
pub(super) fn create_with_regions(rw: &mut Rewriter<'_>, mut st: OpState, n: usize) -> OpId {
    st.regions = (0..n).map(|_| rw.ctx.new_region()).collect();
    rw.create(st)
}

/// `IfOp::build(resultTypes, cond)`: an `scf.if` with empty regions. Also what the patterns that
/// build with `withElseRegion=false` and erase the `then` block at once get: the driver never saw
/// that block's implicit `scf.yield` (made before the op existed), so its erasure changes nothing.
fn create_if(rw: &mut Rewriter<'_>, loc: Attribute, types: &[Type], cond: ValueId) -> IfOp {
    let st = build_state(
        rw.ctx,
        IfOp::def(),
        loc,
        &[Group::Many(types)],
        &[Group::One(cond)],
        &[],
    );
    IfOp(create_with_regions(rw, st, 2))
}

/// Moves the blocks of `src` to the end of `dst`, unreported (`Region::takeBody`).
fn take_body(ctx: &mut Context, dst: RegionId, src: RegionId) {
    while let Some(b) = ctx.regions[src].first {
        ctx.detach_block(b);
        ctx.append_block(dst, b);
    }
}

/// `replaceOpWithRegion`: the ops of `block` go before `op`, whose results become the operands of
/// the block's terminator, which is then erased.
pub(super) fn replace_op_with_region(
    rw: &mut Rewriter<'_>,
    op: OpId,
    block: BlockId,
    args: &[ValueId],
) {
    let Some(term) = rw.ctx.blocks[block].last else {
        return;
    };
    let results = rw.ctx.ops[term].operands.to_vec();
    if let Some(ip) = InsertPoint::before(rw.ctx, op) {
        rw.inline_block_before(block, ip, args);
    }
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// Replaces `op` with `with`, where `None` marks results without uses.
fn replace_op_partially(rw: &mut Rewriter<'_>, op: OpId, with: &[Option<ValueId>]) {
    let results = rw.ctx.ops[op].results.to_vec();
    let vals: Vec<ValueId> = with
        .iter()
        .zip(&results)
        .map(|(w, r)| w.unwrap_or(*r))
        .collect();
    rw.replace_op(op, &vals);
}

fn build_yield(rw: &mut Rewriter<'_>, loc: Attribute, values: &[ValueId]) -> OpId {
    YieldOp::build(rw, loc, values).id()
}

fn i1_constant(rw: &mut Rewriter<'_>, loc: Attribute, value: bool) -> ValueId {
    let i1 = rw.ctx.i1();
    let a = rw.ctx.int_attr(i1, value as i64);
    let c = ConstantOp::build(rw, loc, i1, a).id();
    rw.ctx.ops[c].results[0]
}

fn select(rw: &mut Rewriter<'_>, loc: Attribute, cond: ValueId, t: ValueId, f: ValueId) -> ValueId {
    let ty = rw.ctx.value_type(t);
    let s = SelectOp::build(rw, loc, ty, cond, t, f).id();
    rw.ctx.ops[s].results[0]
}

/// `m_Op<arith::XOrIOp>(x, m_One())`: the `x` that `v` negates.
fn negated(ctx: &Context, v: ValueId) -> Option<ValueId> {
    let x = def::<XOrIOp>(ctx, v)?;
    is_one_int(ctx, constant(ctx, x.rhs(ctx))).then(|| x.lhs(ctx))
}

// ---- scf.if ----------------------------------------------------------------------------------------------

/// `CombineIfs`: an `scf.if` right after another on the same condition (or its negation) joins it.
fn combine_ifs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let next_if = IfOp(op);
    let Some(prev) = rw.ctx.ops[op].prev else {
        return false;
    };
    let Some(prev_if) = IfOp::cast(rw.ctx, prev) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let (next_cond, prev_cond) = (next_if.condition(ctx), prev_if.condition(ctx));
    let mut next_then = None;
    let mut next_else = None;
    if next_cond == prev_cond {
        next_then = next_if.then_block(ctx);
        next_else = next_if.else_block(ctx);
    }
    if negated(ctx, next_cond) == Some(prev_cond) || negated(ctx, prev_cond) == Some(next_cond) {
        next_else = next_if.then_block(ctx);
        if next_if.else_block(ctx).is_some() {
            next_then = next_if.else_block(ctx);
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    // Uses of the first op's results inside the second become the values its branches yield
    // (only when it has an `else`, as upstream's `zip` over both yields).
    let prev_then_yielded = region_terminator(ctx, prev, 0)
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default();
    let prev_else_yielded = region_terminator(ctx, prev, 1)
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default();
    let region_of = |b: Option<BlockId>| b.and_then(|b| ctx.blocks[b].parent);
    let (then_region, else_region) = (region_of(next_then), region_of(next_else));
    let prev_results = ctx.ops[prev].results.to_vec();
    for ((r, t), e) in prev_results
        .iter()
        .zip(&prev_then_yielded)
        .zip(&prev_else_yielded)
    {
        let uses: Vec<_> = rw.ctx.values[*r].uses.iter().rev().copied().collect();
        for u in uses {
            let owner = op_region(rw.ctx, u.op);
            let to = if then_region.is_some_and(|tr| region_is_ancestor(rw.ctx, tr, owner)) {
                *t
            } else if else_region.is_some_and(|er| region_is_ancestor(rw.ctx, er, owner)) {
                *e
            } else {
                continue;
            };
            rw.ctx.set_operand(u.op, u.index as usize, to);
            rw.modified(u.op);
        }
    }

    let mut types = rw.ctx.result_types(prev);
    types.extend(rw.ctx.result_types(op));
    let loc = rw.ctx.ops[op].loc;
    let combined = create_if(rw, loc, &types, prev_cond);
    let (c_then, c_else) = (
        rw.ctx.ops[combined.0].regions[0],
        rw.ctx.ops[combined.0].regions[1],
    );
    let prev_then_region = rw.ctx.ops[prev].regions[0];
    rw.inline_region_before(prev_then_region, c_then, None);

    if let Some(nt) = next_then {
        merge_branch(rw, nt, c_then);
    }
    let prev_else_region = rw.ctx.ops[prev].regions[1];
    rw.inline_region_before(prev_else_region, c_else, None);
    if let Some(ne) = next_else {
        if rw.ctx.regions[c_else].first.is_none() {
            if let Some(r) = rw.ctx.blocks[ne].parent {
                rw.inline_region_before(r, c_else, None);
            }
        } else {
            merge_branch(rw, ne, c_else);
        }
    }
    let results = rw.ctx.ops[combined.0].results.to_vec();
    let n_prev = rw.ctx.ops[prev].results.len();
    rw.replace_op(prev, &results[..n_prev]);
    rw.replace_op(op, &results[n_prev..]);
    true
}

/// Appends the ops of `block` to the block of `region`, whose terminator then yields the values
/// of both terminators (at the location of `block`'s).
fn merge_branch(rw: &mut Rewriter<'_>, block: BlockId, region: RegionId) {
    let Some(dest) = rw.ctx.regions[region].first else {
        return;
    };
    let (Some(first_yield), Some(second_yield)) =
        (rw.ctx.blocks[dest].last, rw.ctx.blocks[block].last)
    else {
        return;
    };
    rw.merge_blocks(block, dest, &[]);
    rw.set_insertion_point_to_end(dest);
    let mut values = rw.ctx.ops[first_yield].operands.to_vec();
    values.extend(rw.ctx.ops[second_yield].operands.iter().copied());
    let loc = rw.ctx.ops[second_yield].loc;
    build_yield(rw, loc, &values);
    rw.erase_op(first_yield);
    rw.erase_op(second_yield);
}

/// `CombineNestedIfs`: an `scf.if` whose `then` holds only another `scf.if` (and neither `else`
/// does anything but yield) becomes one `scf.if` on `arith.andi` of both conditions.
fn combine_nested_ifs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let outer = IfOp(op);
    let ctx = &*rw.ctx;
    let Some(then_block) = outer.then_block(ctx) else {
        return false;
    };
    let ops = ctx.block_ops(then_block);
    if ops.len() != 2 {
        return false;
    }
    let single = |b: Option<BlockId>| b.is_none_or(|b| ctx.blocks[b].first == ctx.blocks[b].last);
    if !single(outer.else_block(ctx)) {
        return false;
    }
    let Some(nested) = IfOp::cast(ctx, ops[0]) else {
        return false;
    };
    if !single(nested.else_block(ctx)) {
        return false;
    }
    let mut then_yield = ctx.ops[ops[1]].operands.to_vec();
    let else_yield = region_terminator(ctx, op, 1)
        .filter(|_| outer.else_block(ctx).is_some())
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default();
    let nested_then_yield = region_terminator(ctx, nested.0, 0)
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default();
    let nested_else_yield = region_terminator(ctx, nested.0, 1)
        .filter(|_| nested.else_block(ctx).is_some())
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default();
    let outer_then_region = ctx.ops[op].regions[0];
    let mut upgrade = vec![];
    for (i, v) in then_yield.clone().into_iter().enumerate() {
        if let ValueDef::OpResult { op: d, index } = ctx.values[v].def {
            if d == nested.0 {
                let index = index as usize;
                if nested_else_yield.get(index) != else_yield.get(i) {
                    return false;
                }
                let Some(&t) = nested_then_yield.get(index) else {
                    return false;
                };
                then_yield[i] = t;
                continue;
            }
        }
        if value_region(ctx, v) == Some(outer_then_region) {
            return false;
        }
        upgrade.push(i);
    }
    let Some(nested_then) = nested.then_block(ctx) else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let (outer_cond, nested_cond) = (outer.condition(ctx), nested.condition(ctx));
    let types = ctx.result_types(op);
    let i1 = ctx.value_type(outer_cond);
    let cond = AndIOp::build(rw, loc, i1, outer_cond, nested_cond).id();
    let cond = rw.ctx.ops[cond].results[0];
    let new_if = create_if(rw, loc, &types, cond);
    let new_then_region = rw.ctx.ops[new_if.0].regions[0];
    let new_block = rw.create_block(new_then_region, None, &[]);
    let mut results: Vec<ValueId> = rw.ctx.ops[new_if.0].results.to_vec();
    rw.set_insertion_point_before(new_if.0);
    for &i in &upgrade {
        results[i] = select(rw, loc, outer_cond, then_yield[i], else_yield[i]);
    }
    rw.merge_blocks(nested_then, new_block, &[]);
    rw.set_insertion_point_to_end(new_block);
    if let Some(old_yield) = rw.ctx.blocks[new_block].last {
        let yloc = rw.ctx.ops[old_yield].loc;
        let y = build_yield(rw, yloc, &then_yield);
        let ys = rw.ctx.ops[y].results.to_vec();
        rw.replace_op(old_yield, &ys);
    }
    if !else_yield.is_empty() {
        let new_else_region = rw.ctx.ops[new_if.0].regions[1];
        let b = rw.create_block(new_else_region, None, &[]);
        rw.set_insertion_point_to_end(b);
        build_yield(rw, loc, &else_yield);
    }
    rw.replace_op(op, &results);
    true
}

/// `ConditionPropagation`: inside `then` the condition is `true`, inside `else` it is `false`.
fn condition_propagation(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let if_op = IfOp(op);
    let cond = if_op.condition(rw.ctx);
    if constant(rw.ctx, cond).is_some() {
        return false;
    }
    let (then_region, else_region) = (rw.ctx.ops[op].regions[0], rw.ctx.ops[op].regions[1]);
    let loc = rw.ctx.ops[op].loc;
    let mut changed = false;
    let (mut k_true, mut k_false) = (None, None);
    let uses: Vec<_> = rw.ctx.values[cond].uses.iter().rev().copied().collect();
    for u in uses {
        let owner = op_region(rw.ctx, u.op);
        let to = if region_is_ancestor(rw.ctx, then_region, owner) {
            *k_true.get_or_insert_with(|| i1_constant(rw, loc, true))
        } else if region_is_ancestor(rw.ctx, else_region, owner) {
            *k_false.get_or_insert_with(|| i1_constant(rw, loc, false))
        } else {
            continue;
        };
        changed = true;
        rw.ctx.set_operand(u.op, u.index as usize, to);
        rw.modified(u.op);
    }
    changed
}

/// `ConvertTrivialIfToSelect`: results whose yielded values are both defined outside become
/// `arith.select`s (or the value itself when both branches yield it).
fn convert_trivial_if_to_select(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let n = ctx.ops[op].results.len();
    if n == 0 {
        return false;
    }
    let (Some(then_term), Some(else_term)) =
        (region_terminator(ctx, op, 0), region_terminator(ctx, op, 1))
    else {
        return false;
    };
    let then_args = ctx.ops[then_term].operands.to_vec();
    let else_args = ctx.ops[else_term].operands.to_vec();
    let (then_region, else_region) = (ctx.ops[op].regions[0], ctx.ops[op].regions[1]);
    let inside = |t: ValueId, f: ValueId| {
        value_region(ctx, t) == Some(then_region) || value_region(ctx, f) == Some(else_region)
    };
    let non_hoistable: Vec<Type> = then_args
        .iter()
        .zip(&else_args)
        .filter(|(t, f)| inside(**t, **f))
        .map(|(t, _)| ctx.value_type(*t))
        .collect();
    if non_hoistable.len() == n {
        return false;
    }
    let cond = IfOp(op).condition(ctx);
    let loc = ctx.ops[op].loc;
    let replacement = create_if(rw, loc, &non_hoistable, cond);
    let (r_then, r_else) = (
        rw.ctx.ops[replacement.0].regions[0],
        rw.ctx.ops[replacement.0].regions[1],
    );
    take_body(rw.ctx, r_then, then_region);
    take_body(rw.ctx, r_else, else_region);
    let mut results = vec![];
    let (mut true_yields, mut false_yields) = (vec![], vec![]);
    let replacement_results = rw.ctx.ops[replacement.0].results.to_vec();
    rw.set_insertion_point_before(replacement.0);
    for (t, f) in then_args.into_iter().zip(else_args) {
        if value_region(rw.ctx, t) == Some(r_then) || value_region(rw.ctx, f) == Some(r_else) {
            results.push(replacement_results[true_yields.len()]);
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            results.push(select(rw, loc, cond, t, f));
        }
    }
    for (term, values) in [(then_term, true_yields), (else_term, false_yields)] {
        let Some(block) = rw.ctx.ops[term].parent else {
            continue;
        };
        rw.set_insertion_point_to_end(block);
        let yloc = rw.ctx.ops[term].loc;
        let y = build_yield(rw, yloc, &values);
        let ys = rw.ctx.ops[y].results.to_vec();
        rw.replace_op(term, &ys);
    }
    rw.replace_op(op, &results);
    true
}

/// `RemoveEmptyElseBranch`: an `else` that only yields (and no results) is dropped.
fn remove_empty_else_branch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if !ctx.ops[op].results.is_empty() {
        return false;
    }
    let Some(else_block) = IfOp(op).else_block(ctx) else {
        return false;
    };
    if ctx.blocks[else_block].first.is_none()
        || ctx.blocks[else_block].first != ctx.blocks[else_block].last
    {
        return false;
    }
    // `cloneWithoutRegions`.
    let d = &ctx.ops[op];
    let mut st = OpState::new(d.name, d.loc);
    st.def = d.def;
    st.operands = d.operands.to_vec();
    st.props = d.props.to_vec();
    st.attrs = d.attrs.to_vec();
    let new = create_with_regions(rw, st, 2);
    let (src, dst) = (rw.ctx.ops[op].regions[0], rw.ctx.ops[new].regions[0]);
    rw.inline_region_before(src, dst, None);
    rw.erase_op(op);
    true
}

/// `RemoveStaticCondition`: a constant condition keeps only the branch it takes.
fn remove_static_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let if_op = IfOp(op);
    let Some(c) = bool_constant(rw.ctx, if_op.condition(rw.ctx)) else {
        return false;
    };
    let block = if c {
        if_op.then_block(rw.ctx)
    } else {
        if_op.else_block(rw.ctx)
    };
    match block {
        Some(b) => replace_op_with_region(rw, op, b, &[]),
        None => rw.erase_op(op),
    }
    true
}

/// `RemoveUnusedResults`: results without uses are dropped from the op and its yields.
fn remove_unused_results(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let used: Vec<usize> = (0..ctx.ops[op].results.len())
        .filter(|i| !ctx.values[ctx.ops[op].results[*i]].uses.is_empty())
        .collect();
    if used.len() == ctx.ops[op].results.len() {
        return false;
    }
    let types: Vec<Type> = used
        .iter()
        .map(|i| ctx.value_type(ctx.ops[op].results[*i]))
        .collect();
    let (Some(then_block), Some(else_block)) = (IfOp(op).then_block(ctx), IfOp(op).else_block(ctx))
    else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let cond = IfOp(op).condition(ctx);
    let new_if = create_if(rw, loc, &types, cond);
    let (nt, ne) = (
        rw.ctx.ops[new_if.0].regions[0],
        rw.ctx.ops[new_if.0].regions[1],
    );
    let new_then = rw.create_block(nt, None, &[]);
    let new_else = rw.create_block(ne, None, &[]);
    for (src, dst) in [(then_block, new_then), (else_block, new_else)] {
        rw.merge_blocks(src, dst, &[]);
        let Some(y) = rw.ctx.blocks[dst].last else {
            continue;
        };
        let ops: Vec<ValueId> = used.iter().map(|i| rw.ctx.ops[y].operands[*i]).collect();
        rw.modify(y, |ctx| ctx.set_operands(y, ops));
    }
    let new_results = rw.ctx.ops[new_if.0].results.to_vec();
    let mut with = vec![None; rw.ctx.ops[op].results.len()];
    for (k, i) in used.iter().enumerate() {
        with[*i] = Some(new_results[k]);
    }
    replace_op_partially(rw, op, &with);
    true
}

/// `ReplaceIfYieldWithConditionOrValue`: a result both branches yield the same value for is that
/// value; one yielding `true`/`false` is the condition, `false`/`true` its negation. The uses are
/// replaced without telling the driver, as upstream's `replaceAllUsesWith` on the value.
fn replace_if_yield_with_condition_or_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if ctx.ops[op].results.is_empty() {
        return false;
    }
    let (Some(then_term), Some(else_term)) =
        (region_terminator(ctx, op, 0), region_terminator(ctx, op, 1))
    else {
        return false;
    };
    let then_args = ctx.ops[then_term].operands.to_vec();
    let else_args = ctx.ops[else_term].operands.to_vec();
    let results = ctx.ops[op].results.to_vec();
    let cond = IfOp(op).condition(ctx);
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for ((t, f), r) in then_args.into_iter().zip(else_args).zip(results) {
        let used = !rw.ctx.values[r].uses.is_empty();
        if t == f {
            if used {
                rw.ctx.replace_all_uses(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (bool_constant(rw.ctx, t), bool_constant(rw.ctx, f)) else {
            continue;
        };
        if !tv && fv && used {
            let Some(def_op) = rw.ctx.defining_op(t) else {
                continue;
            };
            let dialect = crate::transforms::fold::dialect_of(rw.ctx, def_op).to_string();
            let i1 = rw.ctx.i1();
            let one = rw.ctx.int_attr(i1, 1);
            let Some(st) = crate::transforms::fold::materialize(rw.ctx, &dialect, one, i1, loc)
            else {
                continue;
            };
            let c = rw.create(st);
            let c = rw.ctx.ops[c].results[0];
            let x = XOrIOp::build(rw, loc, i1, cond, c).id();
            let x = rw.ctx.ops[x].results[0];
            rw.ctx.replace_all_uses(r, x);
            changed = true;
        }
        if tv && !fv && used {
            rw.ctx.replace_all_uses(r, cond);
            changed = true;
        }
    }
    changed
}

/// `scf.if`'s patterns, in upstream's order.
pub static IF: &[Pattern] = &[
    Pattern::new("CombineIfs", combine_ifs),
    Pattern::new("CombineNestedIfs", combine_nested_ifs),
    Pattern::new("ConditionPropagation", condition_propagation),
    Pattern::new("ConvertTrivialIfToSelect", convert_trivial_if_to_select),
    Pattern::new("RemoveEmptyElseBranch", remove_empty_else_branch),
    Pattern::new("RemoveStaticCondition", remove_static_condition),
    Pattern::new("RemoveUnusedResults", remove_unused_results),
    Pattern::new(
        "ReplaceIfYieldWithConditionOrValue",
        replace_if_yield_with_condition_or_value,
    ),
];

// ---- scf.execute_region ----------------------------------------------------------------------------------

/// `SingleBlockExecuteInliner`: a one-block region is inlined in place of the op.
fn single_block_execute_inliner(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let r = rw.ctx.ops[op].regions[0];
    let Some(b) = rw.ctx.regions[r].first else {
        return false;
    };
    if rw.ctx.regions[r].last != Some(b) {
        return false;
    }
    replace_op_with_region(rw, op, b, &[]);
    true
}

/// `MultiBlockExecuteInliner`: in a function (or another `scf.execute_region`), the region's
/// blocks are spliced into the parent's, its `scf.yield`s becoming branches to the rest of the
/// block, whose arguments replace the results.
fn multi_block_execute_inliner(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(parent) = rw.ctx.parent_op(op) else {
        return false;
    };
    let parent_ok = ExecuteRegionOp::is(rw.ctx, parent) || is_function(rw.ctx, parent);
    if !parent_ok {
        return false;
    }
    let Some(prev_block) = rw.ctx.ops[op].parent else {
        return false;
    };
    let region = rw.ctx.ops[op].regions[0];
    let Some(entry) = rw.ctx.regions[region].first else {
        return false;
    };
    let post_block = rw.split_block(prev_block, Some(op));
    rw.set_insertion_point_to_end(prev_block);
    let loc = rw.ctx.ops[op].loc;
    BranchOp::build(rw, loc, &[], entry);
    for b in rw.ctx.region_blocks(region) {
        let Some(term) = rw.ctx.blocks[b].last else {
            continue;
        };
        if !YieldOp::is(rw.ctx, term) {
            continue;
        }
        rw.set_insertion_point_before(term);
        let (yloc, values) = (rw.ctx.ops[term].loc, rw.ctx.ops[term].operands.to_vec());
        BranchOp::build(rw, yloc, &values, post_block);
        rw.erase_op(term);
    }
    let parent_region = rw.ctx.blocks[prev_block].parent;
    if let Some(pr) = parent_region {
        rw.inline_region_before(region, pr, Some(post_block));
    }
    let results = rw.ctx.ops[op].results.to_vec();
    let args: Vec<ValueId> = results
        .iter()
        .map(|r| {
            let ty = rw.ctx.value_type(*r);
            rw.ctx.add_block_arg(post_block, ty, Some(loc))
        })
        .collect();
    rw.replace_op(op, &args);
    true
}

/// `isa<FunctionOpInterface>`: the ops implementing it here are `func.func` and `llvm.func`.
fn is_function(ctx: &Context, op: OpId) -> bool {
    crate::dialect::func::FuncOp::is(ctx, op)
        || crate::dialect::llvm::ops::func::LLVMFuncOp::is(ctx, op)
}

/// `scf.execute_region`'s patterns, in upstream's order.
pub static EXECUTE_REGION: &[Pattern] = &[
    Pattern::new("SingleBlockExecuteInliner", single_block_execute_inliner),
    Pattern::new("MultiBlockExecuteInliner", multi_block_execute_inliner),
];

// ---- scf.index_switch ------------------------------------------------------------------------------------

/// `FoldConstantCase`: a constant switch value keeps only the region it selects.
fn fold_constant_case(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let sw = IndexSwitchOp(op);
    let Some(a) = constant(rw.ctx, sw.arg(rw.ctx)) else {
        return false;
    };
    let Some(value) = crate::transforms::consts::int_or_splat(rw.ctx, a) else {
        return false;
    };
    let value = value.s() as i64;
    let cases = sw.case_values(rw.ctx);
    // Region 0 is the default, the cases follow.
    let index = cases.iter().position(|c| *c == value).map_or(0, |i| i + 1);
    let Some(&r) = rw.ctx.ops[op].regions.get(index) else {
        return false;
    };
    let Some(source) = rw.ctx.regions[r].first else {
        return false;
    };
    let Some(term) = rw.ctx.blocks[source].last else {
        return false;
    };
    let results = rw.ctx.ops[term].operands.to_vec();
    if let Some(ip) = InsertPoint::before(rw.ctx, op) {
        rw.inline_block_before(source, ip, &[]);
    }
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

/// `scf.index_switch`'s patterns.
pub static INDEX_SWITCH: &[Pattern] = &[Pattern::new("FoldConstantCase", fold_constant_case)];
