//! `affine-loop-coalescing` (LoopCoalescing.cpp, `coalescePerfectlyNestedAffineLoops` and
//! `coalesceLoops` of LoopUtils.cpp, `coalescePerfectlyNestedSCFForLoops` and `coalesceLoops` of
//! SCF's Utils.cpp): in a perfect nest of `affine.for` or `scf.for` loops, each band whose bounds
//! are defined above its first loop becomes one loop over the product of the trip counts, the
//! original induction variables recovered by divisions and remainders. Visited in pre-order, so
//! what a coalescing leaves in the loop is visited after it.

use super::utils::{at, block_start, build_apply, for_parts, set_for_bound, Ip, ValueMap};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{ForOp as AffineFor, MinOp};
use irbridge::dialect::arith::{AddIOp, CeilDivSIOp, ConstantOp, DivSIOp, MulIOp, RemSIOp, SubIOp};
use irbridge::dialect::scf::ForOp as ScfFor;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, Type, ValueId};
use irbridge::ods::{FoldResult, FoldValue, OpBuilder};
use irbridge::transforms::fold::constant_value;

/// The pass on one function: a pre-order walk that sees the IR as each step leaves it.
pub fn run(ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
    walk(ctx, func);
    Ok(())
}

fn walk(ctx: &mut Context, op: OpId) {
    if ScfFor::is(ctx, op) {
        coalesce_scf_nest(ctx, op);
    } else if AffineFor::is(ctx, op) {
        coalesce_affine_nest(ctx, op);
    }
    if ctx.ops[op].erased {
        return;
    }
    for r in ctx.ops[op].regions.clone() {
        for b in ctx.region_blocks(r) {
            let mut cur = ctx.blocks[b].first;
            while let Some(o) = cur {
                let next = ctx.ops[o].next;
                walk(ctx, o);
                cur = next;
            }
        }
    }
}

fn body(ctx: &Context, op: OpId) -> Option<BlockId> {
    ctx.entry_block(*ctx.ops[op].regions.first()?)
}

/// `getPerfectlyNestedLoops`: `root`, then while a loop's body is one loop of the same kind and
/// its terminator, that loop.
fn perfect_nest(ctx: &Context, root: OpId, is: fn(&Context, OpId) -> bool) -> Vec<OpId> {
    let mut out = vec![root];
    let mut cur = root;
    while let Some(b) = body(ctx, cur) {
        let ops = ctx.block_ops(b);
        if ops.len() != 2 || !is(ctx, ops[0]) {
            break;
        }
        cur = ops[0];
        out.push(cur);
    }
    out
}

/// The region `v` is defined in.
fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    ctx.blocks[ctx.value_block(v)?].parent
}

/// `Region::isProperAncestor(other)`.
fn region_is_proper_ancestor(ctx: &Context, anc: RegionId, mut other: RegionId) -> bool {
    loop {
        let Some(parent_op) = ctx.regions[other].parent else {
            return false;
        };
        let Some(r) = ctx.ops[parent_op].parent.and_then(|b| ctx.blocks[b].parent) else {
            return false;
        };
        if r == anc {
            return true;
        }
        other = r;
    }
}

/// `areValuesDefinedAbove(values, loop's region)`.
fn defined_above(ctx: &Context, values: &[ValueId], loop_op: OpId) -> bool {
    let Some(&limit) = ctx.ops[loop_op].regions.first() else {
        return false;
    };
    values
        .iter()
        .all(|v| value_region(ctx, *v).is_some_and(|r| region_is_proper_ancestor(ctx, r, limit)))
}

/// For each loop, the outermost loop above which its operands are defined (itself if none).
fn defined_above_positions(
    ctx: &Context,
    loops: &[OpId],
    operands: impl Fn(&Context, OpId) -> Vec<ValueId>,
) -> Vec<usize> {
    (0..loops.len())
        .map(|i| {
            let vals = operands(ctx, loops[i]);
            (0..i)
                .find(|&j| defined_above(ctx, &vals, loops[j]))
                .unwrap_or(i)
        })
        .collect()
}

/// The band search both kinds share: bottom-up, the first `start` whose band `[start, end)` has
/// every loop's operands defined above `start` (and, for `scf.for`, a chain of iteration
/// arguments from `start`) is coalesced; then the loops above it are searched.
fn coalesce_bands(
    ctx: &mut Context,
    loops: &[OpId],
    above: &[usize],
    chain_start: &[usize],
    coalesce: &mut dyn FnMut(&mut Context, &[OpId]) -> bool,
) -> bool {
    let mut result = false;
    let mut end = loops.len();
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max_pos = above[start..end].iter().copied().max().unwrap_or(0);
            if max_pos > start || chain_start[end - 1] > start {
                start += 1;
                continue;
            }
            result |= coalesce(ctx, &loops[start..end]);
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
    result
}

// ---- affine.for ---------------------------------------------------------------------------------

/// `coalescePerfectlyNestedAffineLoops`.
fn coalesce_affine_nest(ctx: &mut Context, op: OpId) -> bool {
    let loops = perfect_nest(ctx, op, AffineFor::is);
    if loops.len() <= 1 {
        return true;
    }
    let above = defined_above_positions(ctx, &loops, |ctx, l| ctx.ops[l].operands.to_vec());
    let chain = vec![0; loops.len()];
    coalesce_bands(ctx, &loops, &above, &chain, &mut coalesce_affine)
}

/// `affine.min` (several results) or `affine.apply` of a bound at `ip`.
fn bound_value(ctx: &mut Context, ip: Ip, loc: Attribute, vm: &ValueMap) -> ValueId {
    if vm.map.results.len() == 1 {
        return build_apply(ctx, ip, loc, vm.map.clone(), &vm.operands);
    }
    let index = ctx.index();
    let a = ctx.attr(AttrKind::AffineMap(vm.map.clone()));
    let m = MinOp::build(&mut at(ctx, ip), loc, index, &vm.operands, a).id();
    ctx.result(m, 0)
}

/// `(d0)[s0] -> (d0 <op> s0)`.
fn dim_sym_map(f: fn(AffineExpr, AffineExpr) -> AffineExpr) -> AffineMap {
    AffineMap {
        num_dims: 1,
        num_symbols: 1,
        results: vec![f(AffineExpr::Dim(0), AffineExpr::Symbol(0))],
    }
}

/// Replaces the uses of `from` inside `region` by `to`.
fn replace_uses_in_region(ctx: &mut Context, from: ValueId, to: ValueId, region: RegionId) {
    let uses: Vec<(OpId, usize)> = ctx.values[from]
        .uses
        .iter()
        .map(|u| (u.op, u.index as usize))
        .collect();
    for (u, k) in uses {
        let inside = ctx.ops[u]
            .parent
            .and_then(|b| ctx.blocks[b].parent)
            .is_some_and(|r| r == region || region_is_proper_ancestor(ctx, region, r));
        if inside {
            ctx.set_operand(u, k, to);
        }
    }
}

/// `coalesceLoops` of affine loops, each from 0 with step 1.
fn coalesce_affine(ctx: &mut Context, loops: &[OpId]) -> bool {
    if loops.len() < 2 {
        return true;
    }
    let mut parts = vec![];
    for &l in loops {
        let Some(p) = for_parts(ctx, l) else {
            return false;
        };
        if p.step != 1 || super::utils::single_constant(&p.lb.map) != Some(0) {
            return false;
        }
        parts.push(p);
    }
    let outermost = loops[0];
    let innermost = loops[loops.len() - 1];
    let loc = ctx.ops[outermost].loc;
    let ip = Ip::Before(outermost);
    let mut prev = bound_value(ctx, ip, loc, &parts[0].ub);
    let mut ub_syms = vec![prev];
    for p in &parts[1..] {
        let ub = bound_value(ctx, ip, loc, &p.ub);
        ub_syms.push(ub);
        prev = build_apply(ctx, ip, loc, dim_sym_map(|d, s| d * s), &[prev, ub]);
    }
    let ub_map = AffineMap {
        num_dims: 0,
        num_symbols: 1,
        results: vec![AffineExpr::Symbol(0)],
    };
    set_for_bound(ctx, outermost, false, &ValueMap::new(ub_map, vec![prev]));
    let outer_body = parts[0].body;
    let ip = block_start(ctx, outer_body);
    let Some(&inner_region) = ctx.ops[innermost].regions.first() else {
        return false;
    };
    let mut previous = parts[0].iv;
    let n = loops.len();
    for idx in (1..=n).rev() {
        if idx != n {
            previous = build_apply(
                ctx,
                ip,
                loc,
                dim_sym_map(|d, s| d.floor_div(s)),
                &[previous, ub_syms[idx]],
            );
        }
        let iv = if idx == 1 {
            previous
        } else {
            build_apply(
                ctx,
                ip,
                loc,
                dim_sym_map(|d, s| d.modulo(s)),
                &[previous, ub_syms[idx - 1]],
            )
        };
        replace_uses_in_region(ctx, parts[idx - 1].iv, iv, inner_region);
    }
    let second = loops[1];
    let inner_body = parts[n - 1].body;
    if let Some(t) = ctx.blocks[inner_body].last {
        ctx.erase_op(t);
    }
    for o in ctx.block_ops(inner_body) {
        ctx.detach_op(o);
        ctx.insert_op_before(second, o);
    }
    ctx.erase_op(second);
    true
}

// ---- scf.for ------------------------------------------------------------------------------------

fn scf_bounds(ctx: &Context, op: OpId) -> Option<(ValueId, ValueId, ValueId)> {
    let o = &ctx.ops[op].operands;
    Some((*o.first()?, *o.get(1)?, *o.get(2)?))
}

fn iter_args(ctx: &Context, op: OpId) -> Vec<ValueId> {
    body(ctx, op)
        .map(|b| ctx.blocks[b].args.iter().skip(1).copied().collect())
        .unwrap_or_default()
}

/// `coalescePerfectlyNestedSCFForLoops`.
fn coalesce_scf_nest(ctx: &mut Context, op: OpId) -> bool {
    let loops = perfect_nest(ctx, op, ScfFor::is);
    let above = defined_above_positions(ctx, &loops, |ctx, l| {
        scf_bounds(ctx, l).map_or(vec![], |(a, b, c)| vec![a, b, c])
    });
    // Where each loop's chain of iteration arguments (the outer loop's passed as the inner
    // loop's inits, the inner loop's results yielded by the outer loop) starts.
    let mut chain = vec![0; loops.len()];
    for i in 1..loops.len() {
        chain[i] = i;
        let (outer, inner) = (loops[i - 1], loops[i]);
        let outer_args = iter_args(ctx, outer);
        let inner_inits = ctx.ops[inner].operands.get(3..).unwrap_or(&[]).to_vec();
        if outer_args.len() != iter_args(ctx, inner).len() || outer_args != inner_inits {
            continue;
        }
        let yielded = body(ctx, outer)
            .and_then(|b| ctx.blocks[b].last)
            .map(|t| ctx.ops[t].operands.to_vec())
            .unwrap_or_default();
        if yielded != ctx.ops[inner].results.to_vec() {
            continue;
        }
        chain[i] = chain[i - 1];
    }
    coalesce_bands(ctx, &loops, &above, &chain, &mut coalesce_scf)
}

/// The integer a constant-like op gives `v`.
fn const_int(ctx: &Context, v: ValueId) -> Option<i64> {
    let a = constant_value(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { .. } => ctx.as_i64(a),
        _ => None,
    }
}

/// `arith.constant v : ty` at `ip`.
fn int_constant(ctx: &mut Context, ip: Ip, loc: Attribute, ty: Type, v: i64) -> ValueId {
    let a = ctx.int_attr(ty, v);
    let c = ConstantOp::build(&mut at(ctx, ip), loc, ty, a).id();
    ctx.result(c, 0)
}

/// `OpBuilder::createOrFold`: `op` (just created at `ip`) folded when its folder gives values; a
/// constant result is materialized at `ip` and `op` erased.
fn fold_created(ctx: &mut Context, ip: Ip, op: OpId) -> ValueId {
    let result = ctx.result(op, 0);
    let FoldResult::Values(values) = irbridge::transforms::fold(ctx, op) else {
        return result;
    };
    let Some(first) = values.first().copied() else {
        return result;
    };
    let v = match first {
        FoldValue::Value(v) => v,
        FoldValue::Attr(a) => {
            let ty = ctx.value_type(result);
            let loc = ctx.ops[op].loc;
            let dialect = irbridge::rewrite::fold::dialect_of(ctx, op).to_string();
            let Some(st) = irbridge::rewrite::fold::materialize(ctx, &dialect, a, ty, loc) else {
                return result;
            };
            let c = at(ctx, ip).insert(st);
            ctx.result(c, 0)
        }
    };
    ctx.erase_op(op);
    v
}

/// `emitNormalizedLoopBounds` and the loop's new bounds: `0 to ceildiv(ub - lb, step) step 1`
/// (folded), the constants created before `ip`.
fn normalize_scf_bounds(ctx: &mut Context, l: OpId, ip: Ip) -> Option<()> {
    let (lb, ub, step) = scf_bounds(ctx, l)?;
    let loc = ctx.ops[l].loc;
    let zero_based = const_int(ctx, lb) == Some(0);
    let step_one = const_int(ctx, step) == Some(1);
    if zero_based && step_one {
        return Some(());
    }
    let ty = ctx.value_type(lb);
    let mut size = ub;
    if !zero_based {
        let d = SubIOp::build(&mut at(ctx, ip), loc, ty, ub, lb, None).id();
        size = fold_created(ctx, ip, d);
    }
    if !step_one {
        let d = CeilDivSIOp::build(&mut at(ctx, ip), loc, ty, size, step).id();
        size = fold_created(ctx, ip, d);
    }
    let zero = int_constant(ctx, ip, loc, ty, 0);
    ctx.set_operand(l, 0, zero);
    ctx.set_operand(l, 1, size);
    let one = int_constant(ctx, ip, loc, ty, 1);
    ctx.set_operand(l, 2, one);
    Some(())
}

/// Replaces the uses of `from` by `to`, except in `keep`.
fn replace_uses_except(ctx: &mut Context, from: ValueId, to: ValueId, keep: &[OpId]) {
    let uses: Vec<(OpId, usize)> = ctx.values[from]
        .uses
        .iter()
        .filter(|u| !keep.contains(&u.op))
        .map(|u| (u.op, u.index as usize))
        .collect();
    for (u, k) in uses {
        ctx.set_operand(u, k, to);
    }
}

/// `denormalizeInductionVariable`: `iv * step + lb` at `ip` (each part only when needed), which
/// the induction variable's other uses take.
fn denormalize_iv(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    iv: ValueId,
    lb: ValueId,
    step: ValueId,
) {
    let ty = ctx.value_type(iv);
    let mut keep = vec![];
    let mut v = iv;
    if const_int(ctx, step) != Some(1) {
        let m = MulIOp::build(&mut at(ctx, ip), loc, ty, iv, step, None).id();
        keep.push(m);
        v = ctx.result(m, 0);
    }
    if const_int(ctx, lb) != Some(0) {
        let a = AddIOp::build(&mut at(ctx, ip), loc, ty, v, lb, None).id();
        keep.push(a);
        v = ctx.result(a, 0);
    }
    replace_uses_except(ctx, iv, v, &keep);
}

/// `getProductOfIntsOrIndexes`: the product of the values that are not the constant 1 (a new
/// constant 1 when none is left).
fn product(ctx: &mut Context, ip: Ip, loc: Attribute, values: &[ValueId]) -> Option<ValueId> {
    let mut out: Option<ValueId> = None;
    for &v in values {
        if const_int(ctx, v) == Some(1) {
            continue;
        }
        out = Some(match out {
            Some(p) => {
                let ty = ctx.value_type(p);
                let m = MulIOp::build(&mut at(ctx, ip), loc, ty, p, v, None).id();
                ctx.result(m, 0)
            }
            None => v,
        });
    }
    match out {
        Some(p) => Some(p),
        None => {
            let ty = ctx.value_type(*values.first()?);
            Some(int_constant(ctx, ip, loc, ty, 1))
        }
    }
}

/// `delinearizeInductionVariable`: each loop's index from the linear one, innermost first,
/// dividing by the trip counts of the loops inside it and taking the remainder by its own;
/// trip counts of 1 give the constant 0. Also the ops that must keep using the linear index.
fn delinearize(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    linear: ValueId,
    ubs: &[ValueId],
) -> (Vec<ValueId>, Vec<OpId>) {
    let n = ubs.len();
    let mut ivs = vec![linear; n];
    let mut keep = vec![];
    let one: Vec<bool> = ubs.iter().map(|u| const_int(ctx, *u) == Some(1)).collect();
    let mut leading = 0;
    for (i, &u) in ubs.iter().enumerate() {
        if !one[i] {
            break;
        }
        let ty = ctx.value_type(u);
        ivs[i] = int_constant(ctx, ip, loc, ty, 0);
        leading += 1;
    }
    let mut previous = linear;
    for i in leading..n {
        let idx = n - (i - leading) - 1;
        if i != leading && !one[idx + 1] {
            let ty = ctx.value_type(previous);
            let d = DivSIOp::build(&mut at(ctx, ip), loc, ty, previous, ubs[idx + 1]).id();
            keep.push(d);
            previous = ctx.result(d, 0);
        }
        let mut iv = previous;
        if i != n - 1 {
            let ty = ctx.value_type(ubs[idx]);
            if !one[idx] {
                let r = RemSIOp::build(&mut at(ctx, ip), loc, ty, previous, ubs[idx]).id();
                keep.push(r);
                iv = ctx.result(r, 0);
            } else {
                iv = int_constant(ctx, ip, loc, ty, 0);
            }
        }
        ivs[idx] = iv;
    }
    (ivs, keep)
}

/// `coalesceLoops` of `scf.for` loops.
fn coalesce_scf(ctx: &mut Context, loops: &[OpId]) -> bool {
    if loops.len() < 2 {
        return false;
    }
    let outermost = loops[0];
    let innermost = loops[loops.len() - 1];
    let Some(inner_body) = body(ctx, innermost) else {
        return false;
    };
    for &l in loops {
        let Some((lb, _, step)) = scf_bounds(ctx, l) else {
            return false;
        };
        if normalize_scf_bounds(ctx, l, Ip::Before(outermost)).is_none() {
            return false;
        }
        let Some(iv) = body(ctx, l).and_then(|b| ctx.blocks[b].args.first().copied()) else {
            return false;
        };
        let loc = ctx.ops[l].loc;
        let ip = block_start(ctx, inner_body);
        denormalize_iv(ctx, ip, loc, iv, lb, step);
    }
    let loc = ctx.ops[outermost].loc;
    let ubs: Vec<ValueId> = loops
        .iter()
        .filter_map(|&l| ctx.ops[l].operands.get(1).copied())
        .collect();
    let Some(ub) = product(ctx, Ip::Before(outermost), loc, &ubs) else {
        return false;
    };
    ctx.set_operand(outermost, 1, ub);
    let Some(outer_iv) = body(ctx, outermost).and_then(|b| ctx.blocks[b].args.first().copied())
    else {
        return false;
    };
    let ip = block_start(ctx, inner_body);
    let (ivs, keep) = delinearize(ctx, ip, loc, outer_iv, &ubs);
    replace_uses_except(ctx, outer_iv, ivs[0], &keep);
    for i in (1..loops.len()).rev() {
        let (outer, inner) = (loops[i - 1], loops[i]);
        let Some(ib) = body(ctx, inner) else {
            return false;
        };
        let yielded = match ctx.blocks[ib].last {
            Some(t) => {
                let y = ctx.ops[t].operands.to_vec();
                ctx.erase_op(t);
                y
            }
            None => vec![],
        };
        let mut args = vec![ivs[i]];
        args.extend(iter_args(ctx, outer));
        for (a, v) in ctx.blocks[ib].args.clone().iter().zip(&args) {
            ctx.replace_all_uses(*a, *v);
        }
        for o in ctx.block_ops(ib) {
            ctx.detach_op(o);
            ctx.insert_op_before(inner, o);
        }
        let results = ctx.ops[inner].results.to_vec();
        for (r, y) in results.iter().zip(&yielded) {
            ctx.replace_all_uses(*r, *y);
        }
        ctx.erase_op(inner);
    }
    true
}
