//! Constant-producing ops: `mlir.constant` (any attribute [`Translator::constant`] handles),
//! `mlir.undef`, `mlir.poison`, `mlir.zero`, `mlir.none` (the `none` token) and `mlir.addressof`.

use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::constants::{
    AddressOfOp, ConstantOp, NoneTokenOp, PoisonOp, UndefOp, ZeroOp,
};
use irbridge::ir::OpId;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (ConstantOp::NAME, constant),
    (UndefOp::NAME, undef),
    (PoisonOp::NAME, poison),
    (ZeroOp::NAME, zero),
    (NoneTokenOp::NAME, zero),
    (AddressOfOp::NAME, addressof),
];

fn constant(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let v = t
        .ctx
        .get_attr(op, "value")
        .ok_or_else(|| t.err(op, "expected 'value'"))?;
    let c = t.constant(rt, v, op)?;
    t.map_result(op, c);
    Ok(())
}

fn undef(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let ty = t.ty(rt, op)?;
    let c = t.ll.undef(ty);
    t.map_result(op, c);
    Ok(())
}

fn poison(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let ty = t.ty(rt, op)?;
    let c = t.ll.poison(ty);
    t.map_result(op, c);
    Ok(())
}

fn zero(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let ty = t.ty(rt, op)?;
    let c = t.ll.const_null(ty);
    t.map_result(op, c);
    Ok(())
}

fn addressof(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ctx = t.ctx;
    let a = ctx
        .get_attr(op, "global_name")
        .ok_or_else(|| t.err(op, "expected 'global_name'"))?;
    let irbridge::ir::AttrKind::SymbolRef { root, .. } = ctx.attr_kind(a) else {
        return Err(t.err(op, "expected a symbol reference"));
    };
    let name = ctx.str(*root).as_bytes();
    let v = t
        .globals
        .get(name)
        .or_else(|| t.functions.get(name))
        .copied()
        .ok_or_else(|| t.err(op, format!("symbol '{}' not found", ctx.str(*root))))?;
    t.map_result(op, v);
    Ok(())
}
