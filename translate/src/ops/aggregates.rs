//! Aggregates and vectors: `extractvalue`/`insertvalue` (nested positions), `extractelement`,
//! `insertelement`, `shufflevector` (mask entries of -1 are poison lanes).

use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::aggregates::{
    ExtractElementOp, ExtractValueOp, InsertElementOp, InsertValueOp, ShuffleVectorOp,
};
use irbridge::ir::OpId;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (ExtractValueOp::NAME, extractvalue),
    (InsertValueOp::NAME, insertvalue),
    (ExtractElementOp::NAME, extractelement),
    (InsertElementOp::NAME, insertelement),
    (ShuffleVectorOp::NAME, shufflevector),
];

fn position(t: &Translator<'_, '_>, op: OpId) -> TResult<Vec<u32>> {
    t.ctx
        .get_attr(op, "position")
        .and_then(|a| t.ctx.as_dense_i64_array(a))
        .map(|v| v.into_iter().map(|x| x as u32).collect())
        .ok_or_else(|| t.err(op, "expected 'position'"))
}

fn extractvalue(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let agg = t.operand(op, 0)?;
    let pos = position(t, op)?;
    let r = t.ll.extract_value(agg, &pos);
    t.map_result(op, r);
    Ok(())
}

fn insertvalue(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let (agg, v) = (t.operand(op, 0)?, t.operand(op, 1)?);
    let pos = position(t, op)?;
    let r = t.ll.insert_value(agg, v, &pos);
    t.map_result(op, r);
    Ok(())
}

fn extractelement(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let (v, i) = (t.operand(op, 0)?, t.operand(op, 1)?);
    let r = t.ll.extract_element(v, i);
    t.map_result(op, r);
    Ok(())
}

fn insertelement(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let (v, x, i) = (t.operand(op, 0)?, t.operand(op, 1)?, t.operand(op, 2)?);
    let r = t.ll.insert_element(v, x, i);
    t.map_result(op, r);
    Ok(())
}

fn shufflevector(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let (a, b) = (t.operand(op, 0)?, t.operand(op, 1)?);
    let mask = t
        .ctx
        .get_attr(op, "mask")
        .and_then(|m| t.ctx.as_dense_i64_array(m))
        .ok_or_else(|| t.err(op, "expected 'mask'"))?;
    let i32t = t.ll.int_ty(32);
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let scalable = irbridge::dialect::llvm::types::is_scalable_vector_type(t.ctx, rt);
    let lanes: Vec<_> = mask
        .iter()
        .map(|&m| {
            if m < 0 {
                t.ll.poison(i32t)
            } else {
                t.ll.const_int(i32t, m as u64)
            }
        })
        .collect();
    let m = if scalable {
        // A scalable mask is a splat: zeroinitializer or poison.
        let vty = t.ll.vector_ty(i32t, mask.len() as u32, true);
        if mask.first().is_some_and(|m| *m < 0) {
            t.ll.poison(vty)
        } else {
            t.ll.const_null(vty)
        }
    } else {
        t.ll.const_vector(&lanes)
    };
    let r = t.ll.shuffle(a, b, m);
    t.map_result(op, r);
    Ok(())
}
