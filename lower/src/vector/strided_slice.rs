//! `vector.extract_strided_slice` and `vector.insert_strided_slice` in `convert-vector-to-llvm`
//! (upstream 19's `populateVectorInsertExtractStridedSliceTransforms`): a slice along one
//! dimension is a `vector.shuffle`; a slice along several dimensions is taken or put row by row.

use super::rewrite::VRewriter;
use super::util::{arith_constant, index_constant, loc_of, vparts, zero_attr};
use irbridge::dialect::vector::constraints::{i64_array_attr, int_array_prop};
use irbridge::dialect::vector::{
    ExtractElementOp, ExtractOp, ExtractStridedSliceOp, InsertElementOp, InsertOp,
    InsertStridedSliceOp, ShuffleOp, SplatOp,
};
use irbridge::ir::{Attribute, OpId, ValueId};

/// `extractOne`: a row of an n-D vector (`vector.extract`), or an element of a 1-D one
/// (`vector.extractelement` at an index constant).
fn extract_one<R: VRewriter>(rw: &mut R, l: Attribute, v: ValueId, offset: i64) -> Option<ValueId> {
    let t = rw.c().value_type(v);
    let (shape, scalable, elem) = vparts(rw.c(), t)?;
    if shape.len() > 1 {
        let rt = super::util::vec_ty(rw.ctx(), shape[1..].to_vec(), scalable[1..].to_vec(), elem);
        let p = super::util::dense_i64_array(rw.ctx(), &[offset]);
        return Some(ExtractOp::build(rw, l, rt, v, &[], p).result(rw.c()));
    }
    let c = index_constant(rw, l, offset);
    Some(ExtractElementOp::build(rw, l, elem, v, Some(c)).result(rw.c()))
}

/// `insertOne`.
fn insert_one<R: VRewriter>(
    rw: &mut R,
    l: Attribute,
    from: ValueId,
    into: ValueId,
    offset: i64,
) -> ValueId {
    let t = rw.c().value_type(into);
    let rank = rw.c().shape(t).map_or(0, <[i64]>::len);
    if rank > 1 {
        let p = super::util::dense_i64_array(rw.ctx(), &[offset]);
        return InsertOp::build(rw, l, t, from, into, &[], p).result(rw.c());
    }
    let c = index_constant(rw, l, offset);
    InsertElementOp::build(rw, l, t, from, into, Some(c)).result(rw.c())
}

/// `Convert1DExtractStridedSliceIntoShuffle` and `DecomposeNDExtractStridedSlice`.
pub fn extract_strided_slice<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let offsets = int_array_prop(ctx, op, "offsets");
    let sizes = int_array_prop(ctx, op, "sizes");
    let strides = int_array_prop(ctx, op, "strides");
    let (offset, size, stride) = (*offsets.first()?, *sizes.first()?, *strides.first()?);
    if stride <= 0 {
        return None;
    }
    let source = ctx.operand(op, 0);
    let dst = ctx.value_type(ctx.result(op, 0));
    let (_, _, elem) = vparts(ctx, dst)?;
    let l = loc_of(ctx, op);
    let picks: Vec<i64> = (offset..offset + size * stride)
        .step_by(stride as usize)
        .collect();
    rw.set_insertion_point_before(op);
    if offsets.len() == 1 {
        let src_scalable = vparts(rw.c(), rw.c().value_type(source))?.1;
        if src_scalable.iter().any(|s| *s) {
            return None;
        }
        let mask = i64_array_attr(rw.ctx(), &picks);
        let v = ShuffleOp::build(rw, l, dst, source, source, mask).vector(rw.c());
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let z = zero_attr(rw.ctx(), elem);
    let zero = arith_constant(rw, l, elem, z);
    let mut res = SplatOp::build(rw, l, dst, zero).aggregate(rw.c());
    let rest = |v: &[i64], rw: &mut R| i64_array_attr(rw.ctx(), &v[1..]);
    for (idx, off) in picks.into_iter().enumerate() {
        let one = extract_one(rw, l, source, off)?;
        let one_t = rw.c().value_type(one);
        let (oshape, oscalable, _) = vparts(rw.c(), one_t)?;
        let rshape: Vec<i64> = sizes[1..].to_vec();
        let mut rscalable = oscalable[..rshape.len().min(oscalable.len())].to_vec();
        rscalable.resize(rshape.len(), false);
        let mut full = rshape.clone();
        full.extend(&oshape[rshape.len().min(oshape.len())..]);
        let mut fscal = rscalable.clone();
        fscal.extend(&oscalable[rshape.len().min(oscalable.len())..]);
        let rt = super::util::vec_ty(rw.ctx(), full, fscal, elem);
        let (o, s, st) = (rest(&offsets, rw), rest(&sizes, rw), rest(&strides, rw));
        let extracted = ExtractStridedSliceOp::build(rw, l, rt, one, o, s, st).result(rw.c());
        res = insert_one(rw, l, extracted, res, idx as i64);
    }
    rw.replace_op(op, &[res]);
    Some(())
}

/// `DecomposeDifferentRankInsertStridedSlice` and `ConvertSameRankInsertStridedSliceIntoShuffle`:
/// a lower-rank source goes into the row of the destination it lands in; a same-rank 1-D insert
/// is two shuffles (the source widened, then merged with the destination); an n-D one is rebuilt
/// row by row.
pub fn insert_strided_slice<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let offsets = int_array_prop(ctx, op, "offsets");
    let strides = int_array_prop(ctx, op, "strides");
    if offsets.is_empty() {
        return None;
    }
    let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (src_t, dst_t) = (ctx.value_type(source), ctx.value_type(dest));
    let (sshape, _, elem) = vparts(ctx, src_t)?;
    let (dshape, dscalable, _) = vparts(ctx, dst_t)?;
    let l = loc_of(ctx, op);
    let rank_diff = dshape.len().checked_sub(sshape.len())?;
    if rank_diff > 0 {
        rw.set_insertion_point_before(op);
        let lead = offsets[..rank_diff].to_vec();
        let row_t = super::util::vec_ty(
            rw.ctx(),
            dshape[rank_diff..].to_vec(),
            dscalable[rank_diff..].to_vec(),
            elem,
        );
        let p = super::util::dense_i64_array(rw.ctx(), &lead);
        let extracted = ExtractOp::build(rw, l, row_t, dest, &[], p).result(rw.c());
        let o = i64_array_attr(rw.ctx(), &offsets[rank_diff..]);
        let s = i64_array_attr(rw.ctx(), &strides);
        let inner = InsertStridedSliceOp::build(rw, l, row_t, source, extracted, o, s).res(rw.c());
        let p = super::util::dense_i64_array(rw.ctx(), &lead);
        let v = InsertOp::build(rw, l, dst_t, inner, dest, &[], p).result(rw.c());
        rw.replace_op(op, &[v]);
        return Some(());
    }
    if src_t == dst_t {
        rw.replace_op(op, &[source]);
        return Some(());
    }
    let (offset, size, stride) = (offsets[0], sshape[0], *strides.first()?);
    if stride <= 0 || dscalable.first().copied().unwrap_or(false) {
        return None;
    }
    rw.set_insertion_point_before(op);
    if sshape.len() == 1 {
        let (n_src, n_dest) = (sshape[0], dshape[0]);
        let widen: Vec<i64> = (0..n_dest).map(|i| if i < n_src { i } else { 0 }).collect();
        let wide_t = super::util::vec_ty(rw.ctx(), vec![n_dest], vec![false], elem);
        let m = i64_array_attr(rw.ctx(), &widen);
        let scaled = ShuffleOp::build(rw, l, wide_t, source, source, m).vector(rw.c());
        let end = offset + size * stride;
        let picks: Vec<i64> = (0..n_dest)
            .map(|i| {
                if i < offset || i >= end || (i - offset) % stride != 0 {
                    n_dest + i
                } else {
                    (i - offset) / stride
                }
            })
            .collect();
        let m = i64_array_attr(rw.ctx(), &picks);
        let v = ShuffleOp::build(rw, l, dst_t, scaled, dest, m).vector(rw.c());
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let mut res = dest;
    for (idx, off) in (offset..offset + size * stride)
        .step_by(stride as usize)
        .enumerate()
    {
        let mut piece = extract_one(rw, l, source, idx as i64)?;
        let piece_t = rw.c().value_type(piece);
        if vparts(rw.c(), piece_t).is_some() {
            let dest_row = extract_one(rw, l, dest, off)?;
            let row_t = rw.c().value_type(dest_row);
            let o = i64_array_attr(rw.ctx(), &offsets[1..]);
            let s = i64_array_attr(rw.ctx(), &strides[1..]);
            piece = InsertStridedSliceOp::build(rw, l, row_t, piece, dest_row, o, s).res(rw.c());
        }
        res = insert_one(rw, l, piece, res, off);
    }
    rw.replace_op(op, &[res]);
    Some(())
}
