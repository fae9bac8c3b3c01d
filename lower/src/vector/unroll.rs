//! The n-D unrollings of `convert-vector-to-llvm`'s first phase (upstream 19's
//! `populateVectorBitCastLoweringPatterns` and `populateVectorInterleaveLoweringPatterns`, target
//! rank 1): an n-D `vector.bitcast`, `vector.interleave` or `vector.deinterleave` becomes one 1-D
//! op per row (up to the first scalable dimension), extracted from the operands and inserted into a
//! zero constant of the result type.

use super::util::{arith_constant, loc_of, vparts, zero_attr};
use irbridge::dialect::vector::{
    vector_type, BitCastOp, DeinterleaveOp, ExtractOp, InsertOp, InterleaveOp,
};
use irbridge::ir::{Attribute, Context, OpId, Type, ValueId};
use irbridge::transforms::Rewriter;

/// `createUnrollIterator(type, 1)`: the positions of the leading dimensions to unroll, in
/// row-major order, or `None` when there is nothing to unroll.
fn unroll_positions(ctx: &Context, t: Type) -> Option<Vec<Vec<i64>>> {
    let (shape, scalable, _) = vparts(ctx, t)?;
    if shape.len() <= 1 {
        return None;
    }
    let lead = &scalable[..shape.len() - 1];
    let n = lead.iter().position(|s| *s).unwrap_or(lead.len());
    if n == 0 {
        return None;
    }
    let dims = &shape[..n];
    let mut out = vec![];
    let mut pos = vec![0i64; n];
    if dims.iter().any(|d| *d <= 0) {
        return Some(out);
    }
    loop {
        out.push(pos.clone());
        let mut k = n;
        loop {
            if k == 0 {
                return Some(out);
            }
            k -= 1;
            pos[k] += 1;
            if pos[k] < dims[k] {
                break;
            }
            pos[k] = 0;
        }
    }
}

fn position_attr(ctx: &mut Context, pos: &[i64]) -> Attribute {
    super::util::dense_i64_array(ctx, pos)
}

/// `vector.extract %v[pos]` (static position).
fn extract(rw: &mut Rewriter<'_>, loc: Attribute, v: ValueId, pos: &[i64]) -> Option<ValueId> {
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(v))?;
    let k = pos.len();
    let t = vector_type(rw.ctx, shape[k..].to_vec(), scalable[k..].to_vec(), elem);
    let p = position_attr(rw.ctx, pos);
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
    let p = position_attr(rw.ctx, pos);
    InsertOp::build(rw, loc, t, v, dest, &[], p).result(rw.ctx)
}

/// The zero constant of `t`.
fn zero(rw: &mut Rewriter<'_>, loc: Attribute, t: Type) -> ValueId {
    let z = zero_attr(rw.ctx, t);
    arith_constant(rw, loc, t, z)
}

/// The type of one unrolled row of `t` (its dimensions after the unrolled ones).
fn row_type(ctx: &mut Context, t: Type, unrolled: usize) -> Option<Type> {
    let (shape, scalable, elem) = vparts(ctx, t)?;
    Some(vector_type(
        ctx,
        shape[unrolled..].to_vec(),
        scalable[unrolled..].to_vec(),
        elem,
    ))
}

/// `UnrollBitCastOp`.
pub fn unroll_bitcast(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let positions = unroll_positions(rw.ctx, rt)?;
    let n = positions.first().map_or(0, Vec::len);
    let row = row_type(rw.ctx, rt, n)?;
    let loc = loc_of(rw.ctx, op);
    let source = rw.ctx.operand(op, 0);
    let mut result = zero(rw, loc, rt);
    for pos in positions {
        let e = extract(rw, loc, source, &pos)?;
        let b = BitCastOp::build(rw, loc, row, e).result(rw.ctx);
        result = insert(rw, loc, b, result, &pos);
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollInterleaveOp`.
pub fn unroll_interleave(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let positions = unroll_positions(rw.ctx, rt)?;
    let n = positions.first().map_or(0, Vec::len);
    let row = row_type(rw.ctx, rt, n)?;
    let loc = loc_of(rw.ctx, op);
    let (lhs, rhs) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    let mut result = zero(rw, loc, rt);
    for pos in positions {
        let l = extract(rw, loc, lhs, &pos)?;
        let r = extract(rw, loc, rhs, &pos)?;
        let i = InterleaveOp::build(rw, loc, row, l, r).result(rw.ctx);
        result = insert(rw, loc, i, result, &pos);
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollDeinterleaveOp`.
pub fn unroll_deinterleave(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let positions = unroll_positions(rw.ctx, rt)?;
    let n = positions.first().map_or(0, Vec::len);
    let row = row_type(rw.ctx, rt, n)?;
    let loc = loc_of(rw.ctx, op);
    let source = rw.ctx.operand(op, 0);
    let empty = zero(rw, loc, rt);
    let (mut even, mut odd) = (empty, empty);
    for pos in positions {
        let e = extract(rw, loc, source, &pos)?;
        let d = DeinterleaveOp::build(rw, loc, row, row, e);
        let (r1, r2) = (rw.ctx.result(d.0, 0), rw.ctx.result(d.0, 1));
        even = insert(rw, loc, r1, even, &pos);
        odd = insert(rw, loc, r2, odd, &pos);
    }
    rw.replace_op(op, &[even, odd]);
    Some(())
}

/// `InterleaveToShuffle` (`populateVectorInterleaveToShufflePatterns`): a 1-D fixed-size
/// `vector.interleave` becomes one `vector.shuffle` alternating the operands' elements.
pub fn interleave_to_shuffle(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let lhs = rw.ctx.operand(op, 0);
    let (shape, scalable, _) = vparts(rw.ctx, rw.ctx.value_type(lhs))?;
    if shape.len() != 1 || scalable[0] {
        return None;
    }
    let n = shape[0];
    let picks: Vec<i64> = (0..2 * n).map(|i| (i % 2) * n + i / 2).collect();
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let loc = loc_of(rw.ctx, op);
    let rhs = rw.ctx.operand(op, 1);
    let mask = irbridge::dialect::vector::constraints::i64_array_attr(rw.ctx, &picks);
    let v = irbridge::dialect::vector::ShuffleOp::build(rw, loc, rt, lhs, rhs, mask).vector(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}
