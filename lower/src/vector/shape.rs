//! The transpose and shape_cast lowerings of `convert-vector-to-llvm`'s first phase (upstream 19's
//! `populateVectorTransposeLoweringPatterns` with the default element-wise lowering, and
//! `populateVectorShapeCastLoweringPatterns` but its scalable pattern): a 2-D transpose with a unit
//! dimension is a `vector.shape_cast`; any other fixed-size transpose moves its transposed
//! sub-vectors one by one (`vector.extract`/`vector.insert` into a zero constant); a 2-D to 1-D
//! shape_cast inserts the rows as strided slices, a 1-D to 2-D one extracts them, and any other
//! moves its elements one by one.

use super::util::{arith_constant, loc_of, vparts, zero_attr};
use irbridge::dialect::vector::constraints::i64_array_attr;
use irbridge::dialect::vector::{
    vector_type, ExtractElementOp, ExtractOp, ExtractStridedSliceOp, InsertElementOp, InsertOp,
    InsertStridedSliceOp, ShapeCastOp,
};
use irbridge::ir::{Attribute, OpId, Type, ValueId};
use irbridge::ods::prop;
use irbridge::transforms::Rewriter;

/// A zero constant of `t`.
pub(super) fn zero(rw: &mut Rewriter<'_>, loc: Attribute, t: Type) -> ValueId {
    let z = zero_attr(rw.ctx, t);
    arith_constant(rw, loc, t, z)
}

/// `vector.extract %v[pos]` (static position; the rest of the vector, or its element).
pub(super) fn extract(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    v: ValueId,
    pos: &[i64],
) -> Option<ValueId> {
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(v))?;
    let k = pos.len();
    let t = if k >= shape.len() {
        elem
    } else {
        vector_type(rw.ctx, shape[k..].to_vec(), scalable[k..].to_vec(), elem)
    };
    let p = super::util::dense_i64_array(rw.ctx, pos);
    Some(ExtractOp::build(rw, loc, t, v, &[], p).result(rw.ctx))
}

/// `vector.insert %v, %dest[pos]` (static position).
fn insert(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    v: ValueId,
    dest: ValueId,
    pos: &[i64],
) -> ValueId {
    let t = rw.ctx.value_type(dest);
    let p = super::util::dense_i64_array(rw.ctx, pos);
    InsertOp::build(rw, loc, t, v, dest, &[], p).result(rw.ctx)
}

/// The transpose's permutation.
fn permutation(rw: &Rewriter<'_>, op: OpId) -> Option<Vec<i64>> {
    match rw.ctx.attr_kind(prop(rw.ctx, op, "permutation")?) {
        irbridge::ir::AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|v| *v as i64).collect())
        }
        _ => None,
    }
}

/// `Transpose2DWithUnitDimToShapeCast`.
pub fn transpose_unit_dim(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (shape, scalable, _) = vparts(rw.ctx, rt)?;
    let unit =
        shape.len() == 2 && ((shape[0] == 1 && !scalable[0]) || (shape[1] == 1 && !scalable[1]));
    if !unit || permutation(rw, op)? != [1, 0] {
        return None;
    }
    let loc = loc_of(rw.ctx, op);
    let input = rw.ctx.operand(op, 0);
    let c = ShapeCastOp::build(rw, loc, rt, input).result(rw.ctx);
    rw.replace_op(op, &[c]);
    Some(())
}

/// `TransposeOpLowering` (element-wise): the dimensions the permutation moves (the trailing ones
/// it keeps in place move whole) are copied one sub-vector at a time.
pub fn transpose_eltwise(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let input = rw.ctx.operand(op, 0);
    let (in_shape, in_scalable, _) = vparts(rw.ctx, rw.ctx.value_type(input))?;
    if in_scalable.iter().any(|s| *s) {
        return None;
    }
    let perm = permutation(rw, op)?;
    // pruneNonTransposedDims.
    let mut n = perm.len();
    while n > 0 && perm[n - 1] == n as i64 - 1 {
        n -= 1;
    }
    let pruned = &perm[..n];
    let shape = &in_shape[..n];
    let count: i64 = shape.iter().product();
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let loc = loc_of(rw.ctx, op);
    let mut result = zero(rw, loc, rt);
    for linear in 0..count {
        // delinearize by the row-major strides of `shape`.
        let mut idx = vec![0i64; n];
        let mut rest = linear;
        for d in (0..n).rev() {
            idx[d] = rest % shape[d];
            rest /= shape[d];
        }
        let ins: Vec<i64> = pruned.iter().map(|p| idx[*p as usize]).collect();
        let e = extract(rw, loc, input, &idx)?;
        result = insert(rw, loc, e, result, &ins);
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// The fixed (source, result) shapes of a shape_cast (`None` when either is scalable).
fn cast_shapes(rw: &Rewriter<'_>, op: OpId) -> Option<(Vec<i64>, Vec<i64>, Type)> {
    let (s, ss, _) = vparts(rw.ctx, rw.ctx.value_type(rw.ctx.operand(op, 0)))?;
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (r, rs, _) = vparts(rw.ctx, rt)?;
    if ss.iter().chain(&rs).any(|x| *x) {
        return None;
    }
    Some((s, r, rt))
}

/// `ShapeCastOp2DDownCastRewritePattern`.
pub fn shape_cast_down(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let (s, r, rt) = cast_shapes(rw, op)?;
    if s.len() != 2 || r.len() != 1 {
        return None;
    }
    let loc = loc_of(rw.ctx, op);
    let source = rw.ctx.operand(op, 0);
    let mut desc = zero(rw, loc, rt);
    for i in 0..s[0] {
        let row = extract(rw, loc, source, &[i])?;
        let o = i64_array_attr(rw.ctx, &[i * s[1]]);
        let st = i64_array_attr(rw.ctx, &[1]);
        desc = InsertStridedSliceOp::build(rw, loc, rt, row, desc, o, st).res(rw.ctx);
    }
    rw.replace_op(op, &[desc]);
    Some(())
}

/// `ShapeCastOp2DUpCastRewritePattern`.
pub fn shape_cast_up(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let (s, r, rt) = cast_shapes(rw, op)?;
    if s.len() != 1 || r.len() != 2 {
        return None;
    }
    let loc = loc_of(rw.ctx, op);
    let source = rw.ctx.operand(op, 0);
    let (_, _, elem) = vparts(rw.ctx, rt)?;
    let row_t = vector_type(rw.ctx, vec![r[1]], vec![false], elem);
    let mut desc = zero(rw, loc, rt);
    for i in 0..r[0] {
        let o = i64_array_attr(rw.ctx, &[i * r[1]]);
        let sz = i64_array_attr(rw.ctx, &[r[1]]);
        let st = i64_array_attr(rw.ctx, &[1]);
        let row = ExtractStridedSliceOp::build(rw, loc, row_t, source, o, sz, st).result(rw.ctx);
        desc = insert(rw, loc, row, desc, &[i]);
    }
    rw.replace_op(op, &[desc]);
    Some(())
}

/// `incIdx`: the next row-major index of `shape`.
fn inc(idx: &mut [i64], shape: &[i64]) {
    for d in (0..idx.len()).rev() {
        idx[d] += 1;
        if idx[d] >= shape[d] {
            idx[d] = 0;
        } else {
            break;
        }
    }
}

/// `ShapeCastOpRewritePattern`: element by element.
pub fn shape_cast_eltwise(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let (s, r, rt) = cast_shapes(rw, op)?;
    if (s.len() == 2 && r.len() == 1) || (s.len() == 1 && r.len() == 2) {
        return None;
    }
    let loc = loc_of(rw.ctx, op);
    let source = rw.ctx.operand(op, 0);
    let (_, _, elem) = vparts(rw.ctx, rt)?;
    let count: i64 = s.iter().product();
    let mut si = vec![0i64; s.len()];
    let mut ri = vec![0i64; r.len()];
    let mut result = zero(rw, loc, rt);
    for i in 0..count {
        if i != 0 {
            inc(&mut si, &s);
            inc(&mut ri, &r);
        }
        let e = if s.is_empty() {
            ExtractElementOp::build(rw, loc, elem, source, None).result(rw.ctx)
        } else {
            extract(rw, loc, source, &si)?
        };
        result = if r.is_empty() {
            InsertElementOp::build(rw, loc, rt, e, result, None).result(rw.ctx)
        } else {
            insert(rw, loc, e, result, &ri)
        };
    }
    rw.replace_op(op, &[result]);
    Some(())
}
