//! `lower-vector-multi-reduction` (upstream 19's `populateVectorMultiReductionLoweringPatterns`
//! run by the greedy driver on each function): a `vector.multi_reduction` is transposed so its
//! reduced dimensions are innermost (`inner-reduction`) or outermost (`inner-parallel`, the
//! default), flattened to rank 2 with `vector.shape_cast`s (a rank-1 one gets a unit parallel
//! dimension), and then either reduced row by row with `vector.reduction` (`inner-reduction`) or
//! combined element-wise with the `arith` op of its kind (`inner-parallel`).
//!
//! A reduction inside `vector.mask` is replaced with its mask op, the new reduction masked by the
//! mask transposed, shape-cast or sliced alike (`maskOperation`); the element-wise form does not
//! take masks.

use super::shape::{extract, zero};
use super::util::{loc_of, vparts};
use irbridge::dialect::vector::canonicalize::arith_reduction;
use irbridge::dialect::vector::constraints::{i64_array_attr, int_array_prop, kind_of};
use irbridge::dialect::vector::{
    vector_type, BroadcastOp, InsertElementOp, MaskOp, MultiDimReductionOp, ReductionOp,
    ShapeCastOp, TransposeOp, YieldOp,
};
use irbridge::ir::{Attribute, Context, OpId, Type, TypeKind, ValueId};
use irbridge::ods::prop;
use irbridge::ods::typed::{build_state, Group};
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::{InsertPoint, Rewriter};

/// `VectorMultiReductionLowering`: which dimensions end up innermost.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Strategy {
    /// Reductions outermost, combined element-wise over the parallel inner dimension.
    #[default]
    InnerParallel,
    /// Reductions innermost, each row reduced by `vector.reduction`.
    InnerReduction,
}

impl Strategy {
    /// The `lowering-strategy` option's value.
    pub fn from_option(s: &str) -> Result<Self, String> {
        match s {
            "" | "inner-parallel" => Ok(Strategy::InnerParallel),
            "inner-reduction" => Ok(Strategy::InnerReduction),
            _ => Err(format!(
                "lower-vector-multi-reduction: unknown lowering-strategy `{s}` (inner-parallel or inner-reduction)"
            )),
        }
    }
}

/// The parts of a `vector.multi_reduction` the patterns read.
struct MultiReduction {
    /// The op to replace: the reduction, or the `vector.mask` holding it.
    root: OpId,
    /// The mask, if the reduction is masked.
    mask: Option<ValueId>,
    loc: Attribute,
    source: ValueId,
    acc: ValueId,
    dest_ty: Type,
    shape: Vec<i64>,
    scalable: Vec<bool>,
    elem: Type,
    /// One flag per source dimension: reduced or not.
    reduced: Vec<bool>,
    /// The `kind` attribute, copied to the new reductions.
    kind: Attribute,
}

/// The reduction `op` (and the `vector.mask` holding it, if any).
fn multi_reduction(ctx: &Context, op: OpId) -> Option<MultiReduction> {
    let masking = ctx.ops[op]
        .parent
        .and_then(|b| ctx.block_parent_op(b))
        .filter(|&p| MaskOp::is(ctx, p));
    let r = MultiDimReductionOp(op);
    let source = r.source(ctx);
    let (shape, scalable, elem) = vparts(ctx, ctx.value_type(source))?;
    let mut reduced = vec![false; shape.len()];
    for d in int_array_prop(ctx, op, "reduction_dims") {
        *reduced.get_mut(usize::try_from(d).ok()?)? = true;
    }
    Some(MultiReduction {
        root: masking.unwrap_or(op),
        mask: masking.map(|m| MaskOp(m).mask(ctx)),
        loc: loc_of(ctx, op),
        source,
        acc: r.acc(ctx),
        dest_ty: ctx.value_type(ctx.result(op, 0)),
        shape,
        scalable,
        elem,
        reduced,
        kind: prop(ctx, op, "kind")?,
    })
}

/// A new `vector.multi_reduction` of `source` into `acc` over the dimensions flagged in
/// `reduced`, of `m`'s kind.
fn build_reduction(
    rw: &mut Rewriter<'_>,
    m: &MultiReduction,
    source: ValueId,
    acc: ValueId,
    reduced: &[bool],
    mask: Option<ValueId>,
) -> ValueId {
    let dims: Vec<i64> = (0..reduced.len() as i64)
        .filter(|&d| reduced[d as usize])
        .collect();
    let dims = i64_array_attr(rw.ctx, &dims);
    let ty = rw.ctx.value_type(acc);
    let new = MultiDimReductionOp::build(rw, m.loc, ty, source, acc, m.kind, dims).0;
    mask_operation(rw, new, mask)
}

/// `maskOperation`: puts `op` (just created) into a new `vector.mask %mask` that yields its
/// results, and gives that op's first result; `op`'s own if there is no mask.
pub(super) fn mask_operation(rw: &mut Rewriter<'_>, op: OpId, mask: Option<ValueId>) -> ValueId {
    let Some(mask) = mask else {
        return rw.ctx.result(op, 0);
    };
    let loc = rw.ctx.ops[op].loc;
    let results = rw.ctx.ops[op].results.to_vec();
    let types: Vec<Type> = results.iter().map(|&r| rw.ctx.value_type(r)).collect();
    let region = rw.ctx.new_region();
    let block = rw.ctx.new_block();
    rw.ctx.append_block(region, block);
    let ip = rw.insertion_point();
    rw.move_op(op, InsertPoint::end(block));
    rw.set_insertion_point_to_end(block);
    YieldOp::build(rw, loc, &results);
    rw.set_insertion_point(ip);
    let mut st = build_state(
        rw.ctx,
        MaskOp::def(),
        loc,
        &[Group::Many(&types)],
        &[Group::One(mask), Group::Maybe(None)],
        &[],
    );
    st.regions = vec![region];
    let m = rw.create(st);
    rw.ctx.result(m, 0)
}

/// `vector.shape_cast %v` to `vector<shape x elem>`.
fn shape_cast(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    v: ValueId,
    shape: Vec<i64>,
    scalable: Vec<bool>,
    elem: Type,
) -> ValueId {
    let t = vector_type(rw.ctx, shape, scalable, elem);
    ShapeCastOp::build(rw, loc, t, v).result(rw.ctx)
}

/// `InnerOuterDimReductionConversion`: transposes the source so the reduced dimensions come
/// last (`inner`) or first.
fn transpose_reduced_dims(rw: &mut Rewriter<'_>, op: OpId, inner: bool) -> Option<()> {
    let m = multi_reduction(rw.ctx, op)?;
    let rank = m.shape.len();
    let parallel: Vec<usize> = (0..rank).filter(|&d| !m.reduced[d]).collect();
    let reduction: Vec<usize> = (0..rank).filter(|&d| m.reduced[d]).collect();
    if parallel.is_empty() {
        return None;
    }
    let already = if inner {
        parallel.iter().enumerate().all(|(i, &d)| d == i)
    } else {
        parallel
            .iter()
            .enumerate()
            .all(|(i, &d)| d == reduction.len() + i)
    };
    if already {
        return None;
    }
    let perm: Vec<usize> = if inner {
        parallel.iter().chain(&reduction).copied().collect()
    } else {
        reduction.iter().chain(&parallel).copied().collect()
    };
    let t_shape = perm.iter().map(|&d| m.shape[d]).collect();
    let t_scalable = perm.iter().map(|&d| m.scalable[d]).collect();
    let t_ty = vector_type(rw.ctx, t_shape, t_scalable, m.elem);
    let perm_i64: Vec<i64> = perm.iter().map(|&d| d as i64).collect();
    rw.set_insertion_point_before(m.root);
    let mask = match m.mask {
        Some(mask) => {
            let mt = rw.ctx.value_type(mask);
            let (_, _, i1) = vparts(rw.ctx, mt)?;
            let mt_shape = perm.iter().map(|&d| m.shape[d]).collect();
            let mt_scalable = perm.iter().map(|&d| m.scalable[d]).collect();
            let mt = vector_type(rw.ctx, mt_shape, mt_scalable, i1);
            let attr = super::util::dense_i64_array(rw.ctx, &perm_i64);
            Some(TransposeOp::build(rw, m.loc, mt, mask, attr).result(rw.ctx))
        }
        None => None,
    };
    let perm_attr = super::util::dense_i64_array(rw.ctx, &perm_i64);
    let transposed = TransposeOp::build(rw, m.loc, t_ty, m.source, perm_attr).result(rw.ctx);
    let n = reduction.len();
    let reduced: Vec<bool> = (0..rank)
        .map(|i| if inner { i >= rank - n } else { i < n })
        .collect();
    let new = build_reduction(rw, &m, transposed, m.acc, &reduced, mask);
    rw.replace_op(m.root, &[new]);
    Some(())
}

/// `ReduceMultiDimReductionRank`: a reduction whose reduced dimensions are already innermost
/// (`inner`) or outermost is flattened to rank 2 (or 1 if nothing is parallel).
fn flatten_to_rank_2(rw: &mut Rewriter<'_>, op: OpId, inner: bool) -> Option<()> {
    let m = multi_reduction(rw.ctx, op)?;
    let rank = m.shape.len();
    if rank < 2 || m.scalable.iter().filter(|s| **s).count() > 1 {
        return None;
    }
    if rank == 2 && m.reduced[0] != m.reduced[1] {
        return None;
    }
    let parallel: Vec<usize> = (0..rank).filter(|&d| !m.reduced[d]).collect();
    let reduction: Vec<usize> = (0..rank).filter(|&d| m.reduced[d]).collect();
    let product = |dims: &[usize]| -> i64 {
        if dims.is_empty() {
            0
        } else {
            dims.iter().map(|&d| m.shape[d]).product()
        }
    };
    let (flat_parallel, flat_reduction) = (product(&parallel), product(&reduction));
    let first = if inner { 0 } else { reduction.len() };
    if parallel.iter().enumerate().any(|(i, &d)| d != first + i) {
        return None;
    }
    let parallel_scalable = parallel.iter().any(|&d| m.scalable[d]);
    let reduction_scalable = reduction.iter().any(|&d| m.scalable[d]);
    let mut mask = vec![];
    let mut shape = vec![];
    let mut scalable = vec![];
    if flat_parallel != 0 {
        mask.push(false);
        shape.push(flat_parallel);
        scalable.push(parallel_scalable);
    }
    if flat_reduction != 0 {
        mask.push(true);
        shape.push(flat_reduction);
        scalable.push(reduction_scalable);
    }
    if !inner && shape.len() == 2 {
        mask.swap(0, 1);
        shape.swap(0, 1);
        scalable.swap(0, 1);
    }
    rw.set_insertion_point_before(m.root);
    let mask_cast = match m.mask {
        Some(mask) => {
            let (_, _, i1) = vparts(rw.ctx, rw.ctx.value_type(mask))?;
            let fixed = vec![false; shape.len()];
            Some(shape_cast(rw, m.loc, mask, shape.clone(), fixed, i1))
        }
        None => None,
    };
    let cast = shape_cast(rw, m.loc, m.source, shape, scalable, m.elem);
    let mut acc = m.acc;
    if flat_parallel != 0 {
        acc = shape_cast(
            rw,
            m.loc,
            acc,
            vec![flat_parallel],
            vec![parallel_scalable],
            m.elem,
        );
    }
    let new = build_reduction(rw, &m, cast, acc, &mask, mask_cast);
    if parallel.is_empty() {
        rw.replace_op(m.root, &[new]);
        return Some(());
    }
    let out_shape = parallel.iter().map(|&d| m.shape[d]).collect();
    let out_scalable = parallel.iter().map(|&d| m.scalable[d]).collect();
    let out = shape_cast(rw, m.loc, new, out_shape, out_scalable, m.elem);
    rw.replace_op(m.root, &[out]);
    Some(())
}

/// `OneDimMultiReductionToTwoDim`: a rank-1 reduction gets a unit parallel dimension in front.
fn rank_1_to_rank_2(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let m = multi_reduction(rw.ctx, op)?;
    if m.shape.len() != 1 {
        return None;
    }
    rw.set_insertion_point_before(m.root);
    let cast = shape_cast(
        rw,
        m.loc,
        m.source,
        vec![1, m.shape[0]],
        vec![false, m.scalable[0]],
        m.elem,
    );
    let acc_ty = vector_type(rw.ctx, vec![1], vec![false], m.elem);
    let acc = BroadcastOp::build(rw, m.loc, acc_ty, m.acc).vector(rw.ctx);
    let mask = match m.mask {
        Some(mask) => {
            let (shape, scalable, i1) = vparts(rw.ctx, rw.ctx.value_type(mask))?;
            let last = *shape.last()?;
            let last_scalable = *scalable.last()?;
            let t = vector_type(rw.ctx, vec![1, last], vec![false, last_scalable], i1);
            Some(BroadcastOp::build(rw, m.loc, t, mask).vector(rw.ctx))
        }
        None => None,
    };
    let new = build_reduction(rw, &m, cast, acc, &[false, true], mask);
    let first = extract(rw, m.loc, new, &[0])?;
    rw.replace_op(m.root, &[first]);
    Some(())
}

/// `TwoDimMultiReductionToElementWise`: a rank-2 reduction of its outer dimension combines the
/// rows into the accumulator one by one.
fn outer_reduction_elementwise(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let m = multi_reduction(rw.ctx, op)?;
    if m.mask.is_some() || m.shape.len() != 2 || m.reduced[1] || !m.reduced[0] {
        return None;
    }
    let elem = rw.ctx.element_type(m.dest_ty);
    let ctx = &*rw.ctx;
    if !(matches!(ctx.kind(elem), TypeKind::Integer { .. })
        || ctx.is_index(elem)
        || ctx.is_float(elem))
    {
        return None;
    }
    let kind = kind_of(rw.ctx, op)?;
    rw.set_insertion_point_before(op);
    let mut result = m.acc;
    for i in 0..m.shape[0] {
        let row = extract(rw, m.loc, m.source, &[i])?;
        result = arith_reduction(rw, m.loc, kind, row, result, None)?;
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `TwoDimMultiReductionToReduction`: a rank-2 reduction of its inner dimension reduces each row
/// with `vector.reduction` and inserts the results into a zero vector.
fn inner_reduction_by_rows(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let m = multi_reduction(rw.ctx, op)?;
    if m.shape.len() != 2 || m.reduced[0] || !m.reduced[1] {
        return None;
    }
    rw.set_insertion_point_before(m.root);
    let mut result = zero(rw, m.loc, m.dest_ty);
    let index = rw.ctx.index();
    for i in 0..m.shape[0] {
        let row = extract(rw, m.loc, m.source, &[i])?;
        let acc = extract(rw, m.loc, m.acc, &[i])?;
        let red = ReductionOp::build(rw, m.loc, m.elem, row, Some(acc), m.kind, None).0;
        let row_mask = match m.mask {
            Some(mask) => Some(extract(rw, m.loc, mask, &[i])?),
            None => None,
        };
        let red = mask_operation(rw, red, row_mask);
        let i_attr = rw.ctx.int_attr(index, i);
        let pos = super::util::arith_constant(rw, m.loc, index, i_attr);
        result =
            InsertElementOp::build(rw, m.loc, m.dest_ty, red, result, Some(pos)).result(rw.ctx);
    }
    rw.replace_op(m.root, &[result]);
    Some(())
}

static INNER_PARALLEL: [Pattern; 4] = [
    Pattern::new("InnerOuterDimReductionConversion", |rw, op| {
        transpose_reduced_dims(rw, op, false).is_some()
    }),
    Pattern::new("ReduceMultiDimReductionRank", |rw, op| {
        flatten_to_rank_2(rw, op, false).is_some()
    }),
    Pattern::new("OneDimMultiReductionToTwoDim", |rw, op| {
        rank_1_to_rank_2(rw, op).is_some()
    }),
    Pattern::new("TwoDimMultiReductionToElementWise", |rw, op| {
        outer_reduction_elementwise(rw, op).is_some()
    }),
];

static INNER_REDUCTION: [Pattern; 4] = [
    Pattern::new("InnerOuterDimReductionConversion", |rw, op| {
        transpose_reduced_dims(rw, op, true).is_some()
    }),
    Pattern::new("ReduceMultiDimReductionRank", |rw, op| {
        flatten_to_rank_2(rw, op, true).is_some()
    }),
    Pattern::new("OneDimMultiReductionToTwoDim", |rw, op| {
        rank_1_to_rank_2(rw, op).is_some()
    }),
    Pattern::new("TwoDimMultiReductionToReduction", |rw, op| {
        inner_reduction_by_rows(rw, op).is_some()
    }),
];

/// `populateVectorMultiReductionLoweringPatterns`.
pub fn patterns(strategy: Strategy) -> PatternSet {
    let mut set = PatternSet::default();
    populate(&mut set, strategy);
    set.freeze();
    set
}

/// Adds `populateVectorMultiReductionLoweringPatterns`'s patterns to `set`.
pub fn populate(set: &mut PatternSet, strategy: Strategy) {
    let table = match strategy {
        Strategy::InnerParallel => &INNER_PARALLEL,
        Strategy::InnerReduction => &INNER_REDUCTION,
    };
    for p in table {
        set.add(MultiDimReductionOp::def(), p);
    }
}

/// Runs `lower-vector-multi-reduction` on every `func.func` in `root`.
pub fn lower_multi_reductions(ctx: &mut Context, root: OpId, strategy: Strategy) {
    super::greedy_on_functions(ctx, root, &patterns(strategy));
}
