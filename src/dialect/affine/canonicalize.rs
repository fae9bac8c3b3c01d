//! `affine`'s canonicalization patterns (MLIR 19's AffineOps.cpp): maps of applies, accesses,
//! minima and maxima composed with the applies that feed them and canonicalized
//! (`SimplifyAffineOp`); `affine.min`/`max` deduplicated, merged with their producers, reordered
//! and, with one result, made an `affine.apply`; empty loops and trivially decided conditions
//! removed.

use super::canon::{
    canonicalize_map_and_operands, compose_map_and_operands, linear, simplify_map_with_operands,
};
use super::syntax::for_operand_groups;
use super::{map_of, ApplyOp};
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, OpId, OpState, ValueId};
use crate::ods::OpDef;
use crate::transforms::{Pattern, Rewriter};

/// A new op of `def` replacing `op` (`replaceOpWithNewOp`): `op`'s first `kept` operands, then
/// `operands`; `op`'s result types and properties with `map` replaced. Discardable attributes
/// are dropped, as the builders upstream calls do not take them.
fn replace_with_map(
    rw: &mut Rewriter<'_>,
    op: OpId,
    def: &'static OpDef,
    kept: usize,
    map: AffineMap,
    operands: &[ValueId],
) {
    let ctx = &mut *rw.ctx;
    let mut st = OpState::of(ctx, def, ctx.ops[op].loc);
    st.operands = ctx.ops[op].operands[..kept].to_vec();
    st.operands.extend_from_slice(operands);
    st.result_types = ctx.ops[op]
        .results
        .iter()
        .map(|r| ctx.value_type(*r))
        .collect();
    let map_name = ctx.sym("map");
    let map_attr = ctx.attr(AttrKind::AffineMap(map));
    st.props = ctx.ops[op].props.to_vec();
    match st.props.iter_mut().find(|(k, _)| *k == map_name) {
        Some(slot) => slot.1 = map_attr,
        None => st.props.push((map_name, map_attr)),
    }
    rw.replace_op_with_new(op, st);
}

/// `SimplifyAffineOp`: the map composed with the `affine.apply`s producing its operands,
/// canonicalized (unused and duplicate operands dropped, constants and valid symbols
/// promoted) and simplified with the ranges of loop induction variables.
fn simplify_affine_op(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(def) = rw.ctx.ops[op].def else {
        return false;
    };
    let Some(old_map) = map_of(rw.ctx, op).cloned() else {
        return false;
    };
    let kept = super::map_operands_start(rw.ctx, op);
    let Some(old_operands) = rw.ctx.ops[op].operands.get(kept..).map(<[ValueId]>::to_vec) else {
        return false;
    };
    let (mut map, mut operands) = (old_map.clone(), old_operands.clone());
    compose_map_and_operands(rw.ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(rw.ctx, &mut map, &mut operands);
    simplify_map_with_operands(rw.ctx, &mut map, &operands);
    if map == old_map && operands == old_operands {
        return false;
    }
    replace_with_map(rw, op, def, kept, map, &operands);
    true
}

pub static SIMPLIFY: &[Pattern] = &[Pattern::new("SimplifyAffineOp", simplify_affine_op)];

// ---- affine.min / affine.max -----------------------------------------------------------------

/// `CanonicalizeSingleResultAffineMinMaxOp`: the min or max of one result is that result.
fn single_result_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(map) = map_of(rw.ctx, op).cloned() else {
        return false;
    };
    if map.results.len() != 1 {
        return false;
    }
    let operands = rw.ctx.ops[op].operands.to_vec();
    replace_with_map(rw, op, ApplyOp::def(), 0, map, &operands);
    true
}

/// `DeduplicateAffineMinMaxExpressions`.
fn deduplicate_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (Some(map), Some(def)) = (map_of(rw.ctx, op).cloned(), rw.ctx.ops[op].def) else {
        return false;
    };
    let mut results: Vec<AffineExpr> = vec![];
    for e in &map.results {
        if !results.contains(e) {
            results.push(e.clone());
        }
    }
    if results.len() == map.results.len() {
        return false;
    }
    let operands = rw.ctx.ops[op].operands.to_vec();
    replace_with_map(rw, op, def, 0, AffineMap { results, ..map }, &operands);
    true
}

/// `MergeAffineMinMaxOp`: a result that is a dim or symbol produced by an op of the same kind
/// (min of a min) is replaced by that op's results, its operands appended.
fn merge_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (Some(map), Some(def)) = (map_of(ctx, op).cloned(), ctx.ops[op].def) else {
        return false;
    };
    let operands = ctx.ops[op].operands.to_vec();
    let nd = map.num_dims as usize;
    if operands.len() != nd + map.num_symbols as usize {
        return false;
    }
    let (dims, syms) = operands.split_at(nd);
    let same_kind = |v: ValueId| {
        ctx.defining_op(v)
            .filter(|p| ctx.ops[*p].def.is_some_and(|d| std::ptr::eq(d, def)))
    };
    let mut results = vec![];
    let mut producers = vec![];
    for e in &map.results {
        let producer = match e {
            AffineExpr::Symbol(i) => syms.get(*i as usize).and_then(|v| same_kind(*v)),
            AffineExpr::Dim(i) => dims.get(*i as usize).and_then(|v| same_kind(*v)),
            _ => None,
        };
        match producer {
            Some(p) => producers.push(p),
            None => results.push(e.clone()),
        }
    }
    if producers.is_empty() {
        return false;
    }
    let (mut new_dims, mut new_syms) = (dims.to_vec(), syms.to_vec());
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some(pmap) = map_of(ctx, p) else {
            return false;
        };
        let pops = &ctx.ops[p].operands;
        let pnd = pmap.num_dims as usize;
        if pops.len() != pnd + pmap.num_symbols as usize {
            return false;
        }
        new_dims.extend_from_slice(&pops[..pnd]);
        new_syms.extend_from_slice(&pops[pnd..]);
        let dim_shift: Vec<AffineExpr> = (0..pmap.num_dims)
            .map(|i| AffineExpr::Dim(i + used_dims))
            .collect();
        let sym_shift: Vec<AffineExpr> = (0..pmap.num_symbols)
            .map(|i| AffineExpr::Symbol(i + used_syms))
            .collect();
        results.extend(pmap.results.iter().map(|e| {
            crate::ir::affine_simplify::replace_dims_and_symbols(e, &dim_shift, &sym_shift)
        }));
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    new_dims.extend(new_syms);
    let map = AffineMap {
        num_dims: used_dims,
        num_symbols: used_syms,
        results,
    };
    replace_with_map(rw, op, def, 0, map, &new_dims);
    true
}

/// `canonicalizeMapExprAndTermOrder`: the results of a map of pure affine, local-free results
/// sorted by their flattened forms (dims, symbols, constant), when not sorted already.
fn sorted_by_terms(map: &AffineMap) -> Option<AffineMap> {
    let mut flat = vec![];
    for e in &map.results {
        let (mut coeffs, constant) = linear(e, map.num_dims, map.num_symbols)?;
        coeffs.push(constant);
        flat.push(coeffs);
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return None;
    }
    let mut order: Vec<usize> = (0..flat.len()).collect();
    order.sort_by(|a, b| flat[*a].cmp(&flat[*b]));
    Some(AffineMap {
        results: order.iter().map(|i| map.results[*i].clone()).collect(),
        ..map.clone()
    })
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`.
fn order_min_max_terms(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (Some(map), Some(def)) = (map_of(rw.ctx, op).cloned(), rw.ctx.ops[op].def) else {
        return false;
    };
    let Some(sorted) = sorted_by_terms(&map) else {
        return false;
    };
    let operands = rw.ctx.ops[op].operands.to_vec();
    replace_with_map(rw, op, def, 0, sorted, &operands);
    true
}

pub static MIN_MAX: &[Pattern] = &[
    Pattern::new(
        "CanonicalizeSingleResultAffineMinMaxOp",
        single_result_min_max,
    ),
    Pattern::new("DeduplicateAffineMinMaxExpressions", deduplicate_min_max),
    Pattern::new("MergeAffineMinMaxOp", merge_min_max),
    Pattern::new("SimplifyAffineOp", simplify_affine_op),
    Pattern::new(
        "CanonicalizeAffineMinMaxOpExprAndTermOrder",
        order_min_max_terms,
    ),
];

// ---- affine.for ------------------------------------------------------------------------------

/// `AffineForEmptyLoopFolder`: a loop whose body is only its yield gives its inits (or the
/// values it yields from outside) without running. Like upstream's, it reports success without
/// changing anything for a loop without results.
fn empty_loop(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(body) = ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.regions[*r].first)
    else {
        return false;
    };
    let Some(yield_op) = ctx.blocks[body].last else {
        return false;
    };
    if ctx.blocks[body].first != Some(yield_op) {
        return false;
    }
    if ctx.ops[op].results.is_empty() {
        return true;
    }
    let inits = for_operand_groups(ctx, op)[2].to_vec();
    let trip = super::branch::constant_trip_count(ctx, op);
    if trip == Some(0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let iter_args = ctx.blocks[body].args.get(1..).unwrap_or(&[]).to_vec();
    let mut replacements = vec![];
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in ctx.ops[yield_op].operands.iter().enumerate() {
        match iter_args.iter().position(|a| a == v) {
            None => {
                outside = true;
                replacements.push(*v);
            }
            Some(pos) => {
                out_of_order |= pos != i;
                let Some(init) = inits.get(pos) else {
                    return false;
                };
                replacements.push(*init);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return false;
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return false;
    }
    rw.replace_op(op, &replacements);
    true
}

pub static FOR: &[Pattern] = &[Pattern::new("AffineForEmptyLoopFolder", empty_loop)];

// ---- affine.if -------------------------------------------------------------------------------

/// `SimplifyDeadElse`: an else block holding only its yield, of an `affine.if` without results,
/// is removed.
fn simplify_dead_else(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(&else_region) = ctx.ops[op].regions.get(1) else {
        return false;
    };
    let Some(block) = ctx.regions[else_region].first else {
        return false;
    };
    let single =
        ctx.blocks[block].first.is_some() && ctx.blocks[block].first == ctx.blocks[block].last;
    if !single || !ctx.ops[op].results.is_empty() {
        return false;
    }
    rw.erase_block(block);
    rw.modified(op);
    true
}

/// `AlwaysTrueOrFalseIf`: a condition that is the empty set (`1 == 0`) runs the else block, one
/// that is `0 == 0` the then block, inlined in place of the `affine.if`.
fn always_true_or_false(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(set) = super::condition_of(ctx, op) else {
        return false;
    };
    let block_of = |i: usize| {
        ctx.ops[op]
            .regions
            .get(i)
            .and_then(|r| ctx.regions[*r].first)
    };
    let block = match set.constraints.as_slice() {
        [(AffineExpr::Const(1), true)] => {
            if ctx.ops[op].results.is_empty() && block_of(1).is_none() {
                rw.erase_op(op);
                return true;
            }
            block_of(1)
        }
        [(AffineExpr::Const(0), true)] => block_of(0),
        _ => return false,
    };
    let Some(block) = block else {
        return false;
    };
    let Some(terminator) = ctx.blocks[block].last else {
        return false;
    };
    let yielded = ctx.ops[terminator].operands.to_vec();
    let Some(ip) = crate::transforms::InsertPoint::before(ctx, op) else {
        return false;
    };
    rw.inline_block_before(block, ip, &[]);
    rw.replace_op(op, &yielded);
    rw.erase_op(terminator);
    true
}

pub static IF: &[Pattern] = &[
    Pattern::new("SimplifyDeadElse", simplify_dead_else),
    Pattern::new("AlwaysTrueOrFalseIf", always_true_or_false),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn min_max_terms_sort_by_flattened_form_and_leave_sorted_maps() {
        // Rows (d0, s0, constant): d0 is (1, 0, 0), s0 is (0, 1, 0), so s0 comes first.
        let map = AffineMap {
            num_dims: 1,
            num_symbols: 1,
            results: vec![AffineExpr::Dim(0), AffineExpr::Symbol(0)],
        };
        let sorted = sorted_by_terms(&map).expect("(d0, s0) is not sorted");
        assert_eq!(
            sorted.results,
            vec![AffineExpr::Symbol(0), AffineExpr::Dim(0)]
        );
        assert!(sorted_by_terms(&sorted).is_none());
        // A result needing a local variable (a floordiv) leaves the map alone.
        let with_div = AffineMap {
            results: vec![
                AffineExpr::Symbol(0),
                AffineExpr::binary(
                    crate::ir::attrs::AffineBinOp::FloorDiv,
                    AffineExpr::Dim(0),
                    AffineExpr::Const(2),
                ),
            ],
            ..map
        };
        assert!(sorted_by_terms(&with_div).is_none());
    }
}
