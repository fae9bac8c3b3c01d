//! `vector.extract_strided_slice` in `convert-vector-to-llvm` (upstream 19's
//! `populateVectorInsertExtractStridedSliceTransforms`, the extract half): a slice along one
//! dimension is a `vector.shuffle` of the source with itself; a slice along several dimensions is
//! rebuilt row by row (extract a row, slice it, insert it into a zero splat).

use super::rewrite::VRewriter;
use super::util::{arith_constant, index_constant, loc_of, vparts, zero_attr};
use irbridge::dialect::vector::constraints::{i64_array_attr, int_array_prop};
use irbridge::dialect::vector::{
    ExtractElementOp, ExtractOp, ExtractStridedSliceOp, InsertElementOp, InsertOp, ShuffleOp,
    SplatOp,
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
