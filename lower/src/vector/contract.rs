//! Contraction lowering (upstream 19's LowerVectorContract.cpp), the part irbridge has:
//! `ContractionOpLowering` with the `parallelarith` strategy, whose first applicable rewrite is
//! `ContractOpToElementwise` — a contraction whose reduction dimensions all have size 1 becomes
//! broadcasts and transposes of the operands to the result's parallel dimensions, an extract of
//! the reduced position, and one element-wise multiply-accumulate (`vector.fma` for floating
//! vectors, `arith.mul*` + `arith.add*` otherwise). Contractions it cannot rewrite that way
//! (upstream then unrolls them dimension by dimension) are left as they are, as are the other
//! strategies' rewrites.

use super::util::{dense_i64_array, loc_of, vparts};
use irbridge::dialect::arith::{AddFOp, AddIOp, MulFOp, MulIOp};
use irbridge::dialect::vector::constraints::{kind, COMBINING_KIND};
use irbridge::dialect::vector::contract::{indexing_maps, iterator_types};
use irbridge::dialect::vector::{vector_type, BroadcastOp, FMAOp, MaskOp, TransposeOp};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{OpId, ValueId};
use irbridge::ods::enums::enum_value;
use irbridge::ods::prop;
use irbridge::transforms::Rewriter;

/// The dimension of the `i`th result of `map` (`AffineMap::getDimPosition`).
fn dim_position(map: &AffineMap, i: usize) -> Option<usize> {
    match map.results.get(i)? {
        AffineExpr::Dim(d) => Some(*d as usize),
        _ => None,
    }
}

/// The result of `map` that is dimension `d` (`getDimPosition(map, d)`).
fn result_of_dim(map: &AffineMap, d: usize) -> Option<usize> {
    map.results
        .iter()
        .position(|e| *e == AffineExpr::Dim(d as u32))
}

/// `getReductionIndex`: the results of `map` that are reduction dimensions.
fn reduction_results(map: &AffineMap, reduction: &[bool]) -> Option<Vec<usize>> {
    let mut out = vec![];
    for i in 0..map.results.len() {
        if *reduction.get(dim_position(map, i)?)? {
            out.push(i);
        }
    }
    Some(out)
}

/// `ContractionOpLowering` with the `parallelarith` strategy (see the module documentation).
pub fn contraction_parallel_arith(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    // `MaskableOpRewritePattern`: a masked contraction is not rewritten element-wise.
    if ctx.parent_op(op).is_some_and(|p| MaskOp::is(ctx, p)) {
        return None;
    }
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (lhs_shape, _, lhs_elem) = vparts(ctx, ctx.value_type(lhs))?;
    let (rhs_shape, _, rhs_elem) = vparts(ctx, ctx.value_type(rhs))?;
    let acc_t = ctx.value_type(acc);
    let acc_elem = vparts(ctx, acc_t).map_or(acc_t, |p| p.2);
    if lhs_elem != acc_elem || rhs_elem != acc_elem {
        return None;
    }
    let k = prop(ctx, op, "kind").and_then(|a| enum_value(ctx, a, &COMBINING_KIND))?;
    if k != kind::ADD {
        return None;
    }
    let maps = indexing_maps(ctx, op);
    let reduction = iterator_types(ctx, op);
    let [lmap, rmap, amap] = &maps[..] else {
        return None;
    };
    let lred = reduction_results(lmap, &reduction)?;
    let rred = reduction_results(rmap, &reduction)?;
    if lred.iter().any(|&d| lhs_shape[d] != 1) || rred.iter().any(|&d| rhs_shape[d] != 1) {
        return None;
    }
    let result_t = ctx.value_type(ctx.result(op, 0));
    let result_shape = vparts(ctx, result_t).map(|p| p.0).unwrap_or_default();
    let parallel = amap.results.len();
    let lhs_bcast = parallel - (lmap.results.len() - lred.len());
    let rhs_bcast = parallel - (rmap.results.len() - rred.len());
    let mut lhs_dims: Vec<i64> = vec![];
    let mut rhs_dims: Vec<i64> = vec![];
    let mut lhs_perm: Vec<i64> = lred.iter().map(|&d| (lhs_bcast + d) as i64).collect();
    let mut rhs_perm: Vec<i64> = rred.iter().map(|&d| (rhs_bcast + d) as i64).collect();
    for i in 0..parallel {
        let dim = dim_position(amap, i)?;
        match result_of_dim(lmap, dim) {
            Some(p) => lhs_perm.push((lhs_bcast + p) as i64),
            None => {
                lhs_dims.push(*result_shape.get(i)?);
                lhs_perm.push(lhs_dims.len() as i64 - 1);
            }
        }
        match result_of_dim(rmap, dim) {
            Some(p) => rhs_perm.push((rhs_bcast + p) as i64),
            None => {
                rhs_dims.push(*result_shape.get(i)?);
                rhs_perm.push(rhs_dims.len() as i64 - 1);
            }
        }
    }
    let is_int = matches!(
        ctx.kind(acc_elem),
        irbridge::ir::TypeKind::Integer { .. } | irbridge::ir::TypeKind::Index
    );
    let acc_is_vector = vparts(ctx, acc_t).is_some();
    let loc = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    let mut new_lhs = lhs;
    let mut new_rhs = rhs;
    if !lhs_dims.is_empty() {
        lhs_dims.extend(&lhs_shape);
        let t = vector_type(
            rw.ctx,
            lhs_dims.clone(),
            vec![false; lhs_dims.len()],
            lhs_elem,
        );
        new_lhs = BroadcastOp::build(rw, loc, t, new_lhs).vector(rw.ctx);
    }
    if !rhs_dims.is_empty() {
        rhs_dims.extend(&rhs_shape);
        let t = vector_type(
            rw.ctx,
            rhs_dims.clone(),
            vec![false; rhs_dims.len()],
            rhs_elem,
        );
        new_rhs = BroadcastOp::build(rw, loc, t, new_rhs).vector(rw.ctx);
    }
    new_lhs = transpose(rw, loc, new_lhs, &lhs_perm)?;
    new_rhs = transpose(rw, loc, new_rhs, &rhs_perm)?;
    new_lhs = super::shape::extract(rw, loc, new_lhs, &vec![0; lred.len()])?;
    new_rhs = super::shape::extract(rw, loc, new_rhs, &vec![0; rred.len()])?;
    let t = rw.ctx.value_type(new_lhs);
    let result = if is_int {
        let mul = MulIOp::build(rw, loc, t, new_lhs, new_rhs, None).result(rw.ctx);
        AddIOp::build(rw, loc, t, mul, acc, None).result(rw.ctx)
    } else if acc_is_vector {
        FMAOp::build(rw, loc, t, new_lhs, new_rhs, acc).result(rw.ctx)
    } else {
        let mul = MulFOp::build(rw, loc, t, new_lhs, new_rhs, None).result(rw.ctx);
        AddFOp::build(rw, loc, t, mul, acc, None).result(rw.ctx)
    };
    rw.replace_op(op, &[result]);
    Some(())
}

/// `vector.transpose %v, perm`.
fn transpose(
    rw: &mut Rewriter<'_>,
    loc: irbridge::ir::Attribute,
    v: ValueId,
    perm: &[i64],
) -> Option<ValueId> {
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(v))?;
    let t = vector_type(
        rw.ctx,
        perm.iter().map(|&p| shape[p as usize]).collect(),
        perm.iter().map(|&p| scalable[p as usize]).collect(),
        elem,
    );
    let a = dense_i64_array(rw.ctx, perm);
    Some(TransposeOp::build(rw, loc, t, v, a).result(rw.ctx))
}
