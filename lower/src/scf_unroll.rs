//! Loop utilities the transform interpreter's `transform.loop.*` ops run (upstream 19's SCF
//! `Utils.cpp` and the parts of Affine `LoopUtils.cpp` those ops reach): coalescing a perfectly
//! nested band of `scf.for` loops into one, unrolling an `scf.for` by a factor with an epilogue
//! loop, and the conditions under which unroll-and-jam, affine coalescing and affine unrolling
//! decline a loop.

use irbridge::dialect::affine::ForOp as AffineForOp;
use irbridge::dialect::affine::{ApplyOp as AffineApplyOp, MinOp as AffineMinOp};
use irbridge::dialect::arith::{
    AddIOp, CeilDivSIOp, ConstantOp, DivSIOp, DivUIOp, MulIOp, RemSIOp, SubIOp,
};
use irbridge::dialect::scf::syntax::constant_int_value;
use irbridge::dialect::scf::ForOp;
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, Type, ValueId};
use irbridge::transforms::clone::{clone_op, Mapping};
use irbridge::transforms::rewriter::NoListener;
use irbridge::transforms::{InsertPoint, Rewriter};

/// The body block of a loop.
fn body(ctx: &Context, op: OpId) -> Option<BlockId> {
    ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
}

/// Whether `v` is defined outside `op` (MLIR's `areValuesDefinedAbove` for `op`'s regions).
fn defined_outside(ctx: &Context, v: ValueId, op: OpId) -> bool {
    let mut block = ctx.value_block(v);
    while let Some(b) = block {
        let Some(p) = ctx.block_parent_op(b) else {
            return true;
        };
        if p == op {
            return false;
        }
        block = ctx.ops[p].parent;
    }
    true
}

/// `getPerfectlyNestedLoops`: `root` and each loop that is the only op (besides the
/// terminator) of the previous one's body.
fn perfectly_nested(ctx: &Context, root: OpId, is_loop: fn(&Context, OpId) -> bool) -> Vec<OpId> {
    let mut loops = vec![root];
    let mut cur = root;
    while let Some(b) = body(ctx, cur) {
        let ops = ctx.block_ops(b);
        if ops.len() != 2 || !is_loop(ctx, ops[0]) {
            break;
        }
        cur = ops[0];
        loops.push(cur);
    }
    loops
}

/// The band search of `coalescePerfectlyNested*Loops`: from the innermost loop outwards, the
/// outermost start whose band has all bounds defined above its first loop (and, for scf, whose
/// iter_args chain through); `coalesce` is run on each band found. True if one coalesced.
fn coalesce_bands(
    loops: &[OpId],
    defined_above: &[usize],
    chain_start: &[usize],
    mut coalesce: impl FnMut(&[OpId]) -> bool,
) -> bool {
    let mut result = false;
    let mut end = loops.len();
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max = defined_above[start..end].iter().copied().max().unwrap_or(0);
            if max > start || chain_start[end - 1] > start {
                start += 1;
                continue;
            }
            if coalesce(&loops[start..end]) {
                result = true;
            }
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
    result
}

/// For each loop of the nest, the outermost loop above which its `operands` are all defined.
fn operands_defined_above(
    ctx: &Context,
    loops: &[OpId],
    operands: impl Fn(OpId) -> Vec<ValueId>,
) -> Vec<usize> {
    (0..loops.len())
        .map(|i| {
            let ops = operands(loops[i]);
            (0..i)
                .find(|&j| ops.iter().all(|v| defined_outside(ctx, *v, loops[j])))
                .unwrap_or(i)
        })
        .collect()
}

/// `coalescePerfectlyNestedSCFForLoops`.
pub fn coalesce_perfectly_nested_scf(ctx: &mut Context, op: OpId) -> bool {
    let loops = perfectly_nested(ctx, op, ForOp::is);
    let above = operands_defined_above(ctx, &loops, |l| ctx.ops[l].operands[..3].to_vec());
    let mut chain = vec![0; loops.len()];
    for i in 1..loops.len() {
        chain[i] = i;
        let (outer, inner) = (loops[i - 1], loops[i]);
        let outer_iters = iter_args(ctx, outer);
        let inner_inits = ctx.ops[inner].operands[3..].to_vec();
        if outer_iters != inner_inits {
            continue;
        }
        let yields = body(ctx, outer)
            .and_then(|b| ctx.terminator(b))
            .map(|t| ctx.ops[t].operands.to_vec())
            .unwrap_or_default();
        if yields != ctx.ops[inner].results.to_vec() {
            continue;
        }
        chain[i] = chain[i - 1];
    }
    coalesce_bands(&loops, &above, &chain, |band| coalesce_scf(ctx, band))
}

fn iter_args(ctx: &Context, op: OpId) -> Vec<ValueId> {
    body(ctx, op)
        .map(|b| ctx.blocks[b].args[1..].to_vec())
        .unwrap_or_default()
}

fn iv(ctx: &Context, op: OpId) -> Option<ValueId> {
    body(ctx, op).and_then(|b| ctx.blocks[b].args.first().copied())
}

/// `arith.constant <v> : ty` at the insertion point.
fn constant(rw: &mut Rewriter<'_>, loc: Attribute, ty: Type, v: i64) -> ValueId {
    let a = rw.ctx.int_attr(ty, v);
    let c = ConstantOp::build(rw, loc, ty, a).id();
    rw.ctx.result(c, 0)
}

fn result(rw: &Rewriter<'_>, op: OpId) -> ValueId {
    rw.ctx.result(op, 0)
}

/// `coalesceLoops` on a band of `scf.for` loops: each normalized to run from 0 by 1 (the
/// original induction variables rebuilt at the start of the innermost body), the outermost loop
/// running over the product of the trip counts, and the inner loops inlined into it with their
/// induction variables delinearized from its own.
fn coalesce_scf(ctx: &mut Context, loops: &[OpId]) -> bool {
    if loops.len() < 2 {
        return false;
    }
    let (outermost, innermost) = (loops[0], loops[loops.len() - 1]);
    let Some(inner_body) = body(ctx, innermost) else {
        return false;
    };
    let mut listener = NoListener;
    let mut rw = Rewriter::new(ctx, &mut listener);
    for &l in loops {
        let ops = rw.ctx.ops[l].operands.to_vec();
        let (lb, ub, step) = (ops[0], ops[1], ops[2]);
        let loc = rw.ctx.ops[l].loc;
        let ty = rw.ctx.value_type(lb);
        let zero_based = constant_int_value(rw.ctx, lb) == Some(0);
        let step_one = constant_int_value(rw.ctx, step) == Some(1);
        if zero_based && step_one {
            continue;
        }
        rw.set_insertion_point_before(outermost);
        let mut diff = ub;
        if !zero_based {
            diff = match (
                constant_int_value(rw.ctx, ub),
                constant_int_value(rw.ctx, lb),
            ) {
                (Some(u), Some(l)) => constant(&mut rw, loc, ty, u.wrapping_sub(l)),
                _ => {
                    let o = SubIOp::build(&mut rw, loc, ty, ub, lb, None).id();
                    result(&rw, o)
                }
            };
        }
        let mut new_ub = diff;
        if !step_one {
            new_ub = match (
                constant_int_value(rw.ctx, diff),
                constant_int_value(rw.ctx, step),
            ) {
                (Some(d), Some(s)) if s != 0 => constant(&mut rw, loc, ty, ceil_div(d, s)),
                _ => {
                    let o = CeilDivSIOp::build(&mut rw, loc, ty, diff, step).id();
                    result(&rw, o)
                }
            };
        }
        let zero = constant(&mut rw, loc, ty, 0);
        let one = constant(&mut rw, loc, ty, 1);
        rw.modify(l, |ctx| {
            ctx.set_operand(l, 0, zero);
            ctx.set_operand(l, 1, new_ub);
            ctx.set_operand(l, 2, one);
        });
        let Some(iv) = iv(rw.ctx, l) else { continue };
        rw.set_insertion_point_to_start(inner_body);
        let mut preserve = vec![];
        let mut scaled = iv;
        if !step_one {
            let o = MulIOp::build(&mut rw, loc, ty, iv, step, None).id();
            preserve.push(o);
            scaled = result(&rw, o);
        }
        let mut denorm = scaled;
        if !zero_based {
            let o = AddIOp::build(&mut rw, loc, ty, scaled, lb, None).id();
            preserve.push(o);
            denorm = result(&rw, o);
        }
        rw.replace_uses_with_if(iv, denorm, |_, u| !preserve.contains(&u.op));
    }
    // The product of the trip counts, ones skipped.
    rw.set_insertion_point_before(outermost);
    let loc = rw.ctx.ops[outermost].loc;
    let ubs: Vec<ValueId> = loops.iter().map(|&l| rw.ctx.ops[l].operands[1]).collect();
    let ty = rw.ctx.value_type(ubs[0]);
    let mut product: Option<ValueId> = None;
    for &v in &ubs {
        if constant_int_value(rw.ctx, v) == Some(1) {
            continue;
        }
        product = Some(match product {
            Some(p) => {
                let o = MulIOp::build(&mut rw, loc, ty, p, v, None).id();
                result(&rw, o)
            }
            None => v,
        });
    }
    let product = match product {
        Some(p) => p,
        None => constant(&mut rw, loc, ty, 1),
    };
    rw.modify(outermost, |ctx| ctx.set_operand(outermost, 1, product));
    // Delinearization of the outermost induction variable.
    rw.set_insertion_point_to_start(inner_body);
    let Some(outer_iv) = iv(rw.ctx, outermost) else {
        return false;
    };
    let one: Vec<bool> = ubs
        .iter()
        .map(|&v| constant_int_value(rw.ctx, v) == Some(1))
        .collect();
    let n = ubs.len();
    let mut ivs: Vec<Option<ValueId>> = vec![None; n];
    let mut preserved = vec![];
    let leading = one.iter().take_while(|b| **b).count();
    for iv in ivs.iter_mut().take(leading) {
        *iv = Some(constant(&mut rw, loc, ty, 0));
    }
    let mut previous = outer_iv;
    for i in leading..n {
        let idx = n - (i - leading) - 1;
        if i != leading && !one[idx + 1] {
            let o = DivSIOp::build(&mut rw, loc, ty, previous, ubs[idx + 1]).id();
            preserved.push(o);
            previous = result(&rw, o);
        }
        let mut v = previous;
        if i != n - 1 {
            if !one[idx] {
                let o = RemSIOp::build(&mut rw, loc, ty, previous, ubs[idx]).id();
                preserved.push(o);
                v = result(&rw, o);
            } else {
                v = constant(&mut rw, loc, ty, 0);
            }
        }
        ivs[idx] = Some(v);
    }
    let Some(first) = ivs[0] else { return false };
    rw.replace_uses_with_if(outer_iv, first, |_, u| !preserved.contains(&u.op));
    for i in (1..n).rev() {
        let (outer, inner) = (loops[i - 1], loops[i]);
        let (Some(ib), Some(ob)) = (body(rw.ctx, inner), body(rw.ctx, outer)) else {
            return false;
        };
        let Some(term) = rw.ctx.terminator(ib) else {
            return false;
        };
        let yielded = rw.ctx.ops[term].operands.to_vec();
        rw.erase_op(term);
        let mut args = vec![ivs[i].unwrap_or(outer_iv)];
        args.extend(rw.ctx.blocks[ob].args[1..].iter().copied());
        let Some(ip) = InsertPoint::before(rw.ctx, inner) else {
            return false;
        };
        rw.inline_block_before(ib, ip, &args);
        rw.replace_op(inner, &yielded);
    }
    true
}

/// Signed division rounding up (`llvm::divideCeilSigned`); `b` is not 0.
fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// The trip count of an `scf.for` with constant bounds and step.
fn scf_trip_count(ctx: &Context, op: OpId) -> Option<i64> {
    let ops = &ctx.ops[op].operands;
    let lb = constant_int_value(ctx, ops[0])?;
    let ub = constant_int_value(ctx, ops[1])?;
    let step = constant_int_value(ctx, ops[2])?;
    if step == 0 {
        return None;
    }
    Some(ceil_div(ub.wrapping_sub(lb), step))
}

/// `scf::ForOp::promoteIfSingleIteration`: a loop known to run once is replaced by its body.
fn promote_if_single_iteration(rw: &mut Rewriter<'_>, op: OpId) {
    if scf_trip_count(rw.ctx, op) != Some(1) {
        return;
    }
    let Some(b) = body(rw.ctx, op) else { return };
    let Some(term) = rw.ctx.terminator(b) else {
        return;
    };
    let yielded = rw.ctx.ops[term].operands.to_vec();
    rw.erase_op(term);
    let mut args = vec![rw.ctx.ops[op].operands[0]];
    args.extend(rw.ctx.ops[op].operands[3..].iter().copied());
    let Some(ip) = InsertPoint::before(rw.ctx, op) else {
        return;
    };
    rw.inline_block_before(b, ip, &args);
    rw.replace_op(op, &yielded);
}

/// `loopUnrollByFactor` for `scf.for`: the loop's step is scaled by `factor` and its body
/// repeated with shifted induction variables; the iterations left over run in an epilogue copy.
pub fn unroll_scf_by_factor(ctx: &mut Context, op: OpId, factor: u64) -> bool {
    let Some(b) = body(ctx, op) else { return false };
    if ctx.block_ops(b).len() <= 1 {
        return true;
    }
    let mut listener = NoListener;
    let mut rw = Rewriter::new(ctx, &mut listener);
    let loc = rw.ctx.ops[op].loc;
    let ops = rw.ctx.ops[op].operands.to_vec();
    let (lb, ub, step) = (ops[0], ops[1], ops[2]);
    let ty = rw.ctx.value_type(lb);
    let Ok(factor_i) = i64::try_from(factor) else {
        return false;
    };
    rw.set_insertion_point_before(op);
    let mut epilogue = true;
    let (ub_unrolled, step_unrolled);
    if let Some(trip) = scf_trip_count(rw.ctx, op) {
        let (l, u, s) = (
            constant_int_value(rw.ctx, lb).unwrap_or(0),
            constant_int_value(rw.ctx, ub).unwrap_or(0),
            constant_int_value(rw.ctx, step).unwrap_or(1),
        );
        if factor == 1 {
            if trip == 1 {
                promote_if_single_iteration(&mut rw, op);
            }
            return true;
        }
        let even = trip - trip % factor_i;
        let ub_cst = l + even * s;
        let step_cst = s * factor_i;
        epilogue = ub_cst < u;
        ub_unrolled = if epilogue {
            constant(&mut rw, loc, ty, ub_cst)
        } else {
            ub
        };
        step_unrolled = if s == step_cst {
            step
        } else {
            constant(&mut rw, loc, ty, step_cst)
        };
    } else {
        let diff = SubIOp::build(&mut rw, loc, ty, ub, lb, None).id();
        let diff = result(&rw, diff);
        let c1 = constant(&mut rw, loc, ty, 1);
        let sm1 = SubIOp::build(&mut rw, loc, ty, step, c1, None).id();
        let sm1 = result(&rw, sm1);
        let sum = AddIOp::build(&mut rw, loc, ty, diff, sm1, None).id();
        let sum = result(&rw, sum);
        let trip = DivUIOp::build(&mut rw, loc, ty, sum, step).id();
        let trip = result(&rw, trip);
        let f = constant(&mut rw, loc, ty, factor_i);
        let rem = RemSIOp::build(&mut rw, loc, ty, trip, f).id();
        let rem = result(&rw, rem);
        let even = SubIOp::build(&mut rw, loc, ty, trip, rem, None).id();
        let even = result(&rw, even);
        let scaled = MulIOp::build(&mut rw, loc, ty, even, step, None).id();
        let scaled = result(&rw, scaled);
        let u = AddIOp::build(&mut rw, loc, ty, lb, scaled, None).id();
        ub_unrolled = result(&rw, u);
        let st = MulIOp::build(&mut rw, loc, ty, step, f, None).id();
        step_unrolled = result(&rw, st);
    }
    if epilogue {
        let Some(ip) = InsertPoint::after(rw.ctx, op) else {
            return false;
        };
        rw.set_insertion_point(Some(ip));
        let mut m = Mapping::default();
        let e = clone_op(rw.ctx, op, &mut m);
        rw.insert_op(e);
        rw.ctx.set_operand(e, 0, ub_unrolled);
        let results = rw.ctx.ops[op].results.to_vec();
        let new_results = rw.ctx.ops[e].results.to_vec();
        for (r, n) in results.iter().zip(&new_results) {
            rw.replace_all_uses_with(*r, *n);
        }
        for (i, r) in results.iter().enumerate() {
            rw.ctx.set_operand(e, 3 + i, *r);
        }
        promote_if_single_iteration(&mut rw, e);
    }
    rw.modify(op, |ctx| {
        ctx.set_operand(op, 1, ub_unrolled);
        ctx.set_operand(op, 2, step_unrolled);
    });
    let Some(term) = rw.ctx.terminator(b) else {
        return false;
    };
    let iters = iter_args(rw.ctx, op);
    let yielded = rw.ctx.ops[term].operands.to_vec();
    let originals: Vec<OpId> = rw
        .ctx
        .block_ops(b)
        .into_iter()
        .filter(|&o| o != term)
        .collect();
    let Some(iv) = iv(rw.ctx, op) else {
        return false;
    };
    let mut last = yielded.clone();
    rw.set_insertion_point_before(term);
    for i in 1..factor_i {
        let mut m = Mapping::default();
        for (a, v) in iters.iter().zip(&last) {
            m.values.insert(*a, *v);
        }
        if !rw.ctx.values[iv].uses.is_empty() {
            let c = constant(&mut rw, loc, ty, i);
            let stride = MulIOp::build(&mut rw, loc, ty, step, c, None).id();
            let stride = result(&rw, stride);
            let shifted = AddIOp::build(&mut rw, loc, ty, iv, stride, None).id();
            m.values.insert(iv, result(&rw, shifted));
        }
        for &o in &originals {
            let c = clone_op(rw.ctx, o, &mut m);
            rw.insert_op(c);
        }
        last = yielded.iter().map(|v| m.value(*v)).collect();
    }
    rw.modify(term, |ctx| ctx.set_operands(term, last));
    promote_if_single_iteration(&mut rw, op);
    true
}

/// The checks of `loopUnrollJamByFactor` for `scf.for` that decline a loop: inner loop bounds
/// defined in it, results, a trip count that is not constant or not a multiple of the factor.
pub fn unroll_jam_declines(ctx: &Context, op: OpId, factor: u64) -> bool {
    if factor == 1 {
        return false;
    }
    let mut variant = false;
    ctx.walk(op, |o| {
        if o != op
            && ForOp::is(ctx, o)
            && ctx.ops[o].operands[..3]
                .iter()
                .any(|v| !defined_outside(ctx, *v, op))
        {
            variant = true;
        }
    });
    if variant || !ctx.ops[op].results.is_empty() {
        return true;
    }
    let Some(trip) = scf_trip_count(ctx, op).and_then(|t| u64::try_from(t).ok()) else {
        return true;
    };
    factor <= trip && trip % factor != 0
}

/// `coalescePerfectlyNestedAffineLoops` (`affine::coalesceLoops` on the band found): the
/// outermost loop runs over the product of the upper bounds, and the inner loops' induction
/// variables are recovered by `floordiv`/`mod` of its own. Declines loops not normalized (lower
/// bound 0, step 1) and nests without a band.
pub fn coalesce_perfectly_nested_affine(ctx: &mut Context, op: OpId) -> bool {
    let loops = perfectly_nested(ctx, op, AffineForOp::is);
    if loops.len() <= 1 {
        return true;
    }
    let above = operands_defined_above(ctx, &loops, |l| ctx.ops[l].operands.to_vec());
    let chain = vec![0; loops.len()];
    coalesce_bands(&loops, &above, &chain, |band| coalesce_affine(ctx, band))
}

fn affine_map(ctx: &Context, op: OpId, name: &str) -> Option<AffineMap> {
    irbridge::dialect::affine::map_named(ctx, op, name).cloned()
}

fn apply(rw: &mut Rewriter<'_>, loc: Attribute, map: AffineMap, operands: &[ValueId]) -> ValueId {
    let index = rw.ctx.index();
    let multi = map.results.len() != 1;
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    if multi {
        AffineMinOp::build(rw, loc, index, operands, a).result(rw.ctx)
    } else {
        AffineApplyOp::build(rw, loc, index, operands, a).result(rw.ctx)
    }
}

fn d0_op_s0(op: AffineBinOp) -> AffineMap {
    AffineMap {
        num_dims: 1,
        num_symbols: 1,
        results: vec![AffineExpr::Bin(
            op,
            Box::new(AffineExpr::Dim(0)),
            Box::new(AffineExpr::Symbol(0)),
        )],
    }
}

fn coalesce_affine(ctx: &mut Context, loops: &[OpId]) -> bool {
    use irbridge::dialect::affine::syntax::for_operand_groups;
    for &l in loops {
        let step = irbridge::ods::prop(ctx, l, "step").and_then(|a| ctx.as_i64(a));
        let lb = affine_map(ctx, l, "lowerBoundMap");
        let zero = lb.is_some_and(|m| m.results == [AffineExpr::Const(0)]);
        if step != Some(1) || !zero {
            return false;
        }
    }
    let (outermost, innermost) = (loops[0], loops[loops.len() - 1]);
    let loc = ctx.ops[outermost].loc;
    let (Some(outer_body), Some(inner_body)) = (body(ctx, outermost), body(ctx, innermost)) else {
        return false;
    };
    let mut listener = NoListener;
    let mut rw = Rewriter::new(ctx, &mut listener);
    rw.set_insertion_point_before(outermost);
    let mut syms = vec![];
    let mut prev = None;
    for &l in loops {
        let Some(map) = affine_map(rw.ctx, l, "upperBoundMap") else {
            return false;
        };
        let operands = for_operand_groups(rw.ctx, l)[1].to_vec();
        let ub = apply(&mut rw, loc, map, &operands);
        syms.push(ub);
        prev = Some(match prev {
            None => ub,
            Some(p) => apply(&mut rw, loc, d0_op_s0(AffineBinOp::Mul), &[p, ub]),
        });
    }
    let Some(prev) = prev else { return false };
    let ub_map = AffineMap {
        num_dims: 0,
        num_symbols: 1,
        results: vec![AffineExpr::Symbol(0)],
    };
    irbridge::dialect::affine::fold::set_for_bound(rw.ctx, outermost, false, &[prev], ub_map);
    rw.set_insertion_point_to_start(outer_body);
    let Some(mut previous) = iv(rw.ctx, outermost) else {
        return false;
    };
    let n = loops.len();
    for idx in (1..=n).rev() {
        if idx != n {
            previous = apply(
                &mut rw,
                loc,
                d0_op_s0(AffineBinOp::FloorDiv),
                &[previous, syms[idx]],
            );
        }
        let v = if idx == 1 {
            previous
        } else {
            apply(
                &mut rw,
                loc,
                d0_op_s0(AffineBinOp::Mod),
                &[previous, syms[idx - 1]],
            )
        };
        let Some(old) = iv(rw.ctx, loops[idx - 1]) else {
            return false;
        };
        rw.replace_uses_with_if(old, v, |c, u| is_within(c, u.op, innermost));
    }
    let second = loops[1];
    let Some(term) = rw.ctx.terminator(inner_body) else {
        return false;
    };
    rw.erase_op(term);
    for o in rw.ctx.block_ops(inner_body) {
        rw.move_op_before(o, second);
    }
    rw.erase_op(second);
    true
}

/// Whether `op` is nested in `ancestor`'s regions.
fn is_within(ctx: &Context, op: OpId, ancestor: OpId) -> bool {
    let mut p = ctx.parent_op(op);
    while let Some(o) = p {
        if o == ancestor {
            return true;
        }
        p = ctx.parent_op(o);
    }
    false
}

/// Whether affine `loopUnrollByFactor` declines `op`: a non-empty body whose constant trip count
/// is below the factor.
pub fn affine_unroll_declines(ctx: &Context, op: OpId, factor: u64) -> bool {
    if factor == 1 {
        return false;
    }
    let Some(b) = body(ctx, op) else { return true };
    if ctx.block_ops(b).len() <= 1 {
        return false;
    }
    irbridge::dialect::affine::branch::constant_trip_count(ctx, op).is_some_and(|t| t < factor)
}
