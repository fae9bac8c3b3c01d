//! Contraction lowering (upstream 19's LowerVectorContract.cpp), the part irbridge has:
//! `ContractionOpLowering` with the `matmulintrinsics` strategy (`ContractionOpToMatmulOpLowering`,
//! also a pattern of its own) and the `parallelarith` one, whose first applicable rewrite is
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

/// `VectorContractLowering`: the strategies irbridge implements.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ContractStrategy {
    /// `matmulintrinsics`: 2-D matmuls as `vector.matrix_multiply`.
    Matmul,
    /// `parallelarith`: element-wise multiply-accumulate when the reductions have size 1.
    ParallelArith,
}

/// Whether `op` sits in a `vector.mask` (`MaskableOpRewritePattern`'s masked case, which none of
/// these rewrites supports).
fn masked(ctx: &irbridge::ir::Context, op: OpId) -> bool {
    ctx.parent_op(op).is_some_and(|p| MaskOp::is(ctx, p))
}

/// `ContractionOpLowering` with `strategy`: the add-kind contractions of one element type, first
/// through the strategy's rewrite (see the module documentation).
pub fn contraction_lowering(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: ContractStrategy,
) -> Option<()> {
    let ctx = &*rw.ctx;
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let elem = |v| {
        let t = ctx.value_type(v);
        vparts(ctx, t).map_or(t, |p| p.2)
    };
    if elem(lhs) != elem(acc) || elem(rhs) != elem(acc) {
        return None;
    }
    let k = prop(ctx, op, "kind").and_then(|a| enum_value(ctx, a, &COMBINING_KIND))?;
    if k != kind::ADD {
        return None;
    }
    match strategy {
        ContractStrategy::Matmul => contraction_to_matmul(rw, op, strategy),
        ContractStrategy::ParallelArith => contraction_parallel_arith(rw, op),
    }
}

/// `ContractionOpToMatmulOpLowering` (with the `matmulintrinsics` strategy): a contraction
/// `(m, n, k)` with the operands in either orientation becomes `vector.matrix_multiply` of the
/// flattened row-major operands, reshaped (and transposed back if the accumulator is `(n, m)`),
/// added to the accumulator.
pub fn contraction_to_matmul(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: ContractStrategy,
) -> Option<()> {
    use irbridge::dialect::vector::{MatmulOp, ShapeCastOp};
    if strategy != ContractStrategy::Matmul || masked(rw.ctx, op) {
        return None;
    }
    let ctx = &*rw.ctx;
    let its = iterator_types(ctx, op);
    if its.len() < 3 || its[0] || its[1] || !its[2] {
        return None;
    }
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (_, _, elem) = vparts(ctx, ctx.value_type(lhs))?;
    let is_int = matches!(ctx.kind(elem), irbridge::ir::TypeKind::Integer { .. });
    if !is_int && !matches!(ctx.kind(elem), irbridge::ir::TypeKind::Float(_)) {
        return None;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    if vparts(ctx, rt).map_or(rt, |p| p.2) != elem {
        return None;
    }
    let maps = indexing_maps(ctx, op);
    let map = |a: u32, b: u32| AffineMap {
        num_dims: 3,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(a), AffineExpr::Dim(b)],
    };
    let (m, n, k) = (0, 1, 2);
    let lhs_t = if maps.first()? == &map(k, m) {
        true
    } else if maps[0] == map(m, k) {
        false
    } else {
        return None;
    };
    let rhs_t = if maps.get(1)? == &map(n, k) {
        true
    } else if maps[1] == map(k, n) {
        false
    } else {
        return None;
    };
    let acc_t = maps.get(2)? == &map(n, m);
    let loc = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    let lhs = if lhs_t {
        transpose(rw, loc, lhs, &[1, 0])?
    } else {
        lhs
    };
    let rhs = if rhs_t {
        transpose(rw, loc, rhs, &[1, 0])?
    } else {
        rhs
    };
    let (lshape, _, _) = vparts(rw.ctx, rw.ctx.value_type(lhs))?;
    let (rshape, _, _) = vparts(rw.ctx, rw.ctx.value_type(rhs))?;
    let (rows, cols, rcols) = (lshape[0], lshape[1], rshape[1]);
    let flat_l = vector_type(rw.ctx, vec![rows * cols], vec![false], elem);
    let lhs = ShapeCastOp::build(rw, loc, flat_l, lhs).result(rw.ctx);
    let flat_r = vector_type(rw.ctx, vec![rshape[0] * rcols], vec![false], elem);
    let rhs = ShapeCastOp::build(rw, loc, flat_r, rhs).result(rw.ctx);
    let i32t = rw.ctx.i32();
    let (a, b, c) = (
        rw.ctx.int_attr(i32t, rows),
        rw.ctx.int_attr(i32t, cols),
        rw.ctx.int_attr(i32t, rcols),
    );
    let flat_res = vector_type(rw.ctx, vec![rows * rcols], vec![false], elem);
    let mul = MatmulOp::build(rw, loc, flat_res, lhs, rhs, a, b, c).res(rw.ctx);
    let t2 = vector_type(rw.ctx, vec![rows, rcols], vec![false, false], elem);
    let mut mul = ShapeCastOp::build(rw, loc, t2, mul).result(rw.ctx);
    if acc_t {
        mul = transpose(rw, loc, mul, &[1, 0])?;
    } else if maps[2] != map(m, n) {
        return None;
    }
    let t = rw.ctx.value_type(acc);
    let res = if is_int {
        AddIOp::build(rw, loc, t, acc, mul, None).result(rw.ctx)
    } else {
        AddFOp::build(rw, loc, t, acc, mul, None).result(rw.ctx)
    };
    rw.replace_op(op, &[res]);
    Some(())
}

/// `ContractOpToElementwise` (see the module documentation).
fn contraction_parallel_arith(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let ctx = &*rw.ctx;
    if masked(ctx, op) {
        return None;
    }
    let (lhs, rhs, acc) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let (lhs_shape, _, lhs_elem) = vparts(ctx, ctx.value_type(lhs))?;
    let (rhs_shape, _, rhs_elem) = vparts(ctx, ctx.value_type(rhs))?;
    let acc_t = ctx.value_type(acc);
    let acc_elem = vparts(ctx, acc_t).map_or(acc_t, |p| p.2);
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
    let lhs_bcast = parallel.checked_sub(lmap.results.len() - lred.len())?;
    let rhs_bcast = parallel.checked_sub(rmap.results.len() - rred.len())?;
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
