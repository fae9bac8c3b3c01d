//! Casts: one LLVM cast instruction each (IRBuilder folds constant operands).

use super::super::llvm::Opcode;
use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::casts::{
    AddrSpaceCastOp, BitcastOp, FPExtOp, FPToSIOp, FPToUIOp, FPTruncOp, IntToPtrOp, PtrToIntOp,
    SExtOp, SIToFPOp, TruncOp, UIToFPOp, ZExtOp,
};
use irbridge::ir::OpId;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (TruncOp::NAME, trunc),
    (ZExtOp::NAME, zext),
    (SExtOp::NAME, sext),
    (FPTruncOp::NAME, fptrunc),
    (FPExtOp::NAME, fpext),
    (FPToSIOp::NAME, fptosi),
    (FPToUIOp::NAME, fptoui),
    (SIToFPOp::NAME, sitofp),
    (UIToFPOp::NAME, uitofp),
    (PtrToIntOp::NAME, ptrtoint),
    (IntToPtrOp::NAME, inttoptr),
    (BitcastOp::NAME, bitcast),
    (AddrSpaceCastOp::NAME, addrspacecast),
];

fn cast(t: &mut Translator<'_, '_>, op: OpId, code: Opcode) -> TResult<()> {
    let a = t.operand(op, 0)?;
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let ty = t.ty(rt, op)?;
    let r = t.ll.cast(code, a, ty);
    if t.ll.is_instruction(r) && t.unit_prop(op, "nonNeg") {
        t.ll.set_nneg(r);
    }
    t.map_result(op, r);
    Ok(())
}

macro_rules! casts {
    ($($f:ident => $code:ident),* $(,)?) => {$(
        fn $f(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
            cast(t, op, Opcode::$code)
        }
    )*};
}

casts! {
    trunc => LLVMTrunc, zext => LLVMZExt, sext => LLVMSExt, fptrunc => LLVMFPTrunc,
    fpext => LLVMFPExt, fptosi => LLVMFPToSI, fptoui => LLVMFPToUI, sitofp => LLVMSIToFP,
    uitofp => LLVMUIToFP, ptrtoint => LLVMPtrToInt, inttoptr => LLVMIntToPtr,
    bitcast => LLVMBitCast, addrspacecast => LLVMAddrSpaceCast,
}
