//! `VectorFMAOpNDRewritePattern` of upstream 19 (ConvertVectorToLLVM.cpp): an n-D `vector.fma` is
//! unrolled along its leading dimension into (n-1)-D ones inserted into a zero splat, down to the
//! 1-D ones the conversion turns into `llvm.intr.fmuladd`.

use super::rewrite::VRewriter;
use super::util::{arith_constant, dense_i64_array, loc_of, vec_ty, vparts, zero_attr};
use irbridge::dialect::vector::{ExtractOp, FMAOp, InsertOp, SplatOp};
use irbridge::ir::OpId;

/// The pattern's rewrite.
pub fn fma_nd<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let t = ctx.value_type(ctx.result(op, 0));
    let (shape, scalable, elem) = vparts(ctx, t)?;
    if shape.len() < 2 || scalable[0] {
        return None;
    }
    let operands = ctx.ops[op].operands.to_vec();
    let l = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    let z = zero_attr(rw.ctx(), elem);
    let zero = arith_constant(rw, l, elem, z);
    let mut desc = SplatOp::build(rw, l, t, zero).aggregate(rw.c());
    let row_t = vec_ty(rw.ctx(), shape[1..].to_vec(), scalable[1..].to_vec(), elem);
    for i in 0..shape[0] {
        let mut rows = [operands[0]; 3];
        for (row, &v) in rows.iter_mut().zip(&operands) {
            let p = dense_i64_array(rw.ctx(), &[i]);
            *row = ExtractOp::build(rw, l, row_t, v, &[], p).result(rw.c());
        }
        let f = FMAOp::build(rw, l, row_t, rows[0], rows[1], rows[2]).result(rw.c());
        let p = dense_i64_array(rw.ctx(), &[i]);
        desc = InsertOp::build(rw, l, t, f, desc, &[], p).result(rw.c());
    }
    rw.replace_op(op, &[desc]);
    Some(())
}
