//! The transpose and shape_cast lowerings (upstream 19's `populateVectorTransposeLoweringPatterns`
//! and `populateVectorShapeCastLoweringPatterns`), which `convert-vector-to-llvm`'s first phase
//! (element-wise transposes) and the transform interpreter's descriptors apply: a 2-D transpose
//! with a unit dimension is a `vector.shape_cast`; any other fixed-size transpose moves its
//! transposed sub-vectors one by one (`vector.extract`/`vector.insert` into a zero constant), or
//! per strategy becomes a `vector.flat_transpose` or shuffles of the flattened vector; a 2-D to
//! 1-D shape_cast inserts the rows as strided slices, a 1-D to 2-D one extracts them, one with a
//! trailing scalable dimension moves scalable sub-vectors, and any other moves its elements one
//! by one.

use super::util::{arith_constant, loc_of, vparts, zero_attr};
use irbridge::dialect::vector::constraints::i64_array_attr;
use irbridge::dialect::vector::{
    vector_type, ExtractElementOp, ExtractOp, ExtractStridedSliceOp, FlatTransposeOp,
    InsertElementOp, InsertOp, InsertStridedSliceOp, ShapeCastOp, ShuffleOp,
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
pub(super) fn insert(
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

/// `VectorTransposeLowering`: how `TransposeOpLowering` and `TransposeOp2DToShuffleLowering`
/// lower a transpose.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TransposeStrategy {
    /// `eltwise`: sub-vectors moved one by one.
    EltWise,
    /// `flat_transpose`: a 2-D transpose as `vector.flat_transpose` of the flattened matrix.
    Flat,
    /// `shuffle_1d`: a transposed 2-D slice as one `vector.shuffle` of the flattened vector.
    Shuffle1D,
    /// `shuffle_16x16`: as `shuffle_1d`, but a 16x16 slice by AVX-512-like shuffle steps.
    Shuffle16x16,
}

impl TransposeStrategy {
    fn shuffle_like(self) -> bool {
        matches!(self, Self::Shuffle1D | Self::Shuffle16x16)
    }
}

/// `isTranspose2DSlice`: the two source dimensions greater than one, when there are exactly two
/// and the permutation swaps them.
fn transpose_2d_slice(shape: &[i64], perm: &[i64]) -> Option<(usize, usize)> {
    let big: Vec<usize> = (0..shape.len()).filter(|&i| shape[i] > 1).collect();
    let [d0, d1] = big[..] else {
        return None;
    };
    let first = perm.iter().find(|&&p| p == d0 as i64 || p == d1 as i64)?;
    (*first == d1 as i64).then_some((d0, d1))
}

/// The two dimensions greater than one that a transpose swaps (`isTranspose2DSlice`).
pub(super) fn transpose_2d_slice_dims(rw: &Rewriter<'_>, op: OpId) -> Option<(usize, usize)> {
    let input = rw.ctx.operand(op, 0);
    let (shape, _, _) = vparts(rw.ctx, rw.ctx.value_type(input))?;
    transpose_2d_slice(&shape, &permutation(rw, op)?)
}

/// `TransposeOpLowering` (element-wise): the dimensions the permutation moves (the trailing ones
/// it keeps in place move whole) are copied one sub-vector at a time.
pub fn transpose_eltwise(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    transpose_lowering(rw, op, TransposeStrategy::EltWise)
}

/// `TransposeOpLowering` with a strategy: shuffle-like ones leave transposed 2-D slices to
/// [`transpose_2d_to_shuffle`], `flat_transpose` lowers a 2-D transpose to
/// `vector.flat_transpose`, anything else is element-wise.
pub fn transpose_lowering(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: TransposeStrategy,
) -> Option<()> {
    let input = rw.ctx.operand(op, 0);
    let (in_shape, in_scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(input))?;
    if in_scalable.iter().any(|s| *s) {
        return None;
    }
    let perm = permutation(rw, op)?;
    if strategy.shuffle_like() && transpose_2d_slice(&in_shape, &perm).is_some() {
        return None;
    }
    if strategy == TransposeStrategy::Flat && perm == [1, 0] {
        let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
        let (rshape, _, _) = vparts(rw.ctx, rt)?;
        let loc = loc_of(rw.ctx, op);
        let flat = vector_type(rw.ctx, vec![rshape.iter().product()], vec![false], elem);
        let matrix = ShapeCastOp::build(rw, loc, flat, input).result(rw.ctx);
        let i32t = rw.ctx.i32();
        let rows = rw.ctx.int_attr(i32t, rshape[0]);
        let columns = rw.ctx.int_attr(i32t, rshape[1]);
        let t = FlatTransposeOp::build(rw, loc, flat, matrix, rows, columns).res(rw.ctx);
        let c = ShapeCastOp::build(rw, loc, rt, t).result(rw.ctx);
        rw.replace_op(op, &[c]);
        return Some(());
    }
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

/// `vector.shuffle %a, %b [mask]` of two 1-D vectors.
fn shuffle(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    a: ValueId,
    b: ValueId,
    mask: &[i64],
) -> Option<ValueId> {
    let (_, _, elem) = vparts(rw.ctx, rw.ctx.value_type(a))?;
    let t = vector_type(rw.ctx, vec![mask.len() as i64], vec![false], elem);
    let m = i64_array_attr(rw.ctx, mask);
    Some(ShuffleOp::build(rw, loc, t, a, b, m).vector(rw.ctx))
}

/// `getUnpackShufflePermFor128Lane` over 512 bits of 32-bit lanes.
fn unpack_mask(vals: [i64; 4]) -> Vec<i64> {
    (0..16)
        .step_by(4)
        .flat_map(|i| vals.iter().map(move |v| v + i))
        .collect()
}

/// `create4x128BitSuffle`: four 128-bit lanes, two of `a` and two of `b`, picked by `control`.
fn shuffle_128bit_lanes(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    a: ValueId,
    b: ValueId,
    control: u8,
) -> Option<ValueId> {
    let mut mask = vec![];
    for (base, c) in [
        (0, control & 3),
        (0, (control >> 2) & 3),
        (16, (control >> 4) & 3),
        (16, (control >> 6) & 3),
    ] {
        let start = base + 4 * i64::from(c);
        mask.extend(start..start + 4);
    }
    shuffle(rw, loc, a, b, &mask)
}

/// `transposeToShuffle16x16`: the 16x16 transpose of `source` (a `vector<16x16xT>`) by unpacks
/// of 32- and 64-bit lanes and two rounds of 128-bit lane permutations.
fn transpose_16x16(rw: &mut Rewriter<'_>, loc: Attribute, source: ValueId) -> Option<ValueId> {
    let mut vs = vec![];
    for i in 0..16 {
        vs.push(extract(rw, loc, source, &[i])?);
    }
    let n = 16;
    let mut t = vec![];
    for i in 0..8 {
        let (a, b) = (vs[2 * i], vs[2 * i + 1]);
        t.push(shuffle(rw, loc, a, b, &unpack_mask([0, n, 1, n + 1]))?);
        t.push(shuffle(rw, loc, a, b, &unpack_mask([2, n + 2, 3, n + 3]))?);
    }
    let mut r = vec![];
    for i in 0..4 {
        // t0..t3, t4..t7, ...: unpack pairs (0,2) and (1,3) of each group of four.
        let g = &t[4 * i..4 * i + 4];
        for (a, b) in [(g[0], g[2]), (g[1], g[3])] {
            r.push(shuffle(rw, loc, a, b, &unpack_mask([0, 1, n, n + 1]))?);
            r.push(shuffle(rw, loc, a, b, &unpack_mask([2, 3, n + 2, n + 3]))?);
        }
    }
    let mut u = vec![];
    for (lo, hi) in [(0usize, 4usize), (8, 12)] {
        for control in [0x88u8, 0xdd] {
            for k in 0..4 {
                u.push(shuffle_128bit_lanes(
                    rw,
                    loc,
                    r[lo + k],
                    r[hi + k],
                    control,
                )?);
            }
        }
    }
    let mut rows = vec![];
    for control in [0x88u8, 0xdd] {
        for k in 0..8 {
            rows.push(shuffle_128bit_lanes(rw, loc, u[k], u[k + 8], control)?);
        }
    }
    let st = rw.ctx.value_type(source);
    let mut res = zero(rw, loc, st);
    for (i, row) in rows.into_iter().enumerate() {
        res = insert(rw, loc, row, res, &[i as i64]);
    }
    Some(res)
}

/// `TransposeOp2DToShuffleLowering`: a fixed transpose of a 2-D slice, for the shuffle-like
/// strategies, flattened and shuffled.
pub fn transpose_2d_to_shuffle(
    rw: &mut Rewriter<'_>,
    op: OpId,
    strategy: TransposeStrategy,
) -> Option<()> {
    if !strategy.shuffle_like() {
        return None;
    }
    let input = rw.ctx.operand(op, 0);
    let (in_shape, in_scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(input))?;
    if in_scalable.iter().any(|s| *s) {
        return None;
    }
    let perm = permutation(rw, op)?;
    let (d0, d1) = transpose_2d_slice(&in_shape, &perm)?;
    let (m, n) = (in_shape[d0], in_shape[d1]);
    let loc = loc_of(rw.ctx, op);
    let flat = vector_type(rw.ctx, vec![m * n], vec![false], elem);
    let resh = ShapeCastOp::build(rw, loc, flat, input).result(rw.ctx);
    let res = if strategy == TransposeStrategy::Shuffle16x16 && m == 16 && n == 16 {
        let t2 = vector_type(rw.ctx, vec![m, n], vec![false, false], elem);
        let resh = ShapeCastOp::build(rw, loc, t2, resh).result(rw.ctx);
        transpose_16x16(rw, loc, resh)?
    } else {
        let mask: Vec<i64> = (0..n)
            .flat_map(|j| (0..m).map(move |i| i * n + j))
            .collect();
        let m = i64_array_attr(rw.ctx, &mask);
        ShuffleOp::build(rw, loc, flat, resh, resh, m).vector(rw.ctx)
    };
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let c = ShapeCastOp::build(rw, loc, rt, res).result(rw.ctx);
    rw.replace_op(op, &[c]);
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

/// `incIdx`: steps `idx` (an index into `shape`) by `step` at its last dimension, carrying by one.
fn inc_idx(idx: &mut [i64], shape: &[i64], step: i64) {
    let mut step = step;
    for d in (0..idx.len()).rev() {
        idx[d] += step;
        if idx[d] >= shape[d] {
            idx[d] = 0;
            step = 1;
        } else {
            break;
        }
    }
}

/// `ScalableShapeCastOpRewritePattern`: a shape_cast between vectors whose only scalable
/// dimension is the trailing one moves scalable sub-vectors of the smaller trailing size
/// (`vector.scalable.extract`/`vector.scalable.insert` within rows, `vector.extract`/
/// `vector.insert` of rows), in the sizes of `vscale = 1`.
pub fn shape_cast_scalable(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    use irbridge::dialect::vector::{ScalableExtractOp, ScalableInsertOp};
    let source = rw.ctx.operand(op, 0);
    let (sshape, sscal, elem) = vparts(rw.ctx, rw.ctx.value_type(source))?;
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (rshape, rscal, _) = vparts(rw.ctx, rt)?;
    let trailing_only =
        |s: &[bool]| s.last() == Some(&true) && !s[..s.len() - 1].iter().any(|x| *x);
    if !trailing_only(&sscal) || !trailing_only(&rscal) {
        return None;
    }
    let (src_rank, res_rank) = (sshape.len(), rshape.len());
    let src_trailing = sshape[src_rank - 1];
    let res_trailing = rshape[res_rank - 1];
    let size = src_trailing.min(res_trailing);
    if size <= 0 {
        return None;
    }
    let count: i64 = sshape.iter().product();
    let loc = loc_of(rw.ctx, op);
    let piece_t = vector_type(rw.ctx, vec![size], vec![true], elem);
    let mut result = zero(rw, loc, rt);
    let mut src_idx = vec![0i64; src_rank];
    let mut res_idx = vec![0i64; res_rank];
    let mut cur_res: Option<ValueId> = None;
    let mut cur_src: Option<ValueId> = None;
    let i64t = rw.ctx.i64();
    let mut i = 0;
    while i < count {
        let src_row = match cur_src {
            Some(v) => v,
            None => {
                let v = if src_rank != 1 {
                    extract(rw, loc, source, &src_idx[..src_rank - 1])?
                } else {
                    source
                };
                cur_src = Some(v);
                v
            }
        };
        let mut piece = src_row;
        if size < src_trailing {
            let pos = rw.ctx.int_attr(i64t, src_idx[src_rank - 1]);
            piece = ScalableExtractOp::build(rw, loc, piece_t, src_row, pos).res(rw.ctx);
        }
        let mut row = match cur_res {
            Some(v) => v,
            None if size == res_trailing => piece,
            None if res_rank != 1 => extract(rw, loc, result, &res_idx[..res_rank - 1])?,
            None => result,
        };
        if size < res_trailing {
            let pos = rw.ctx.int_attr(i64t, res_idx[res_rank - 1]);
            let t = rw.ctx.value_type(row);
            row = ScalableInsertOp::build(rw, loc, t, piece, row, pos).res(rw.ctx);
        }
        cur_res = Some(row);
        if res_idx[res_rank - 1] + size >= res_trailing && row != result {
            result = insert(rw, loc, row, result, &res_idx[..res_rank - 1]);
            cur_res = None;
        }
        if src_idx[src_rank - 1] + size >= src_trailing {
            cur_src = None;
        }
        inc_idx(&mut src_idx, &sshape, size);
        inc_idx(&mut res_idx, &rshape, size);
        i += size;
    }
    rw.replace_op(op, &[result]);
    Some(())
}
