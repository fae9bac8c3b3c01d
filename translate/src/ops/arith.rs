//! Integer and float arithmetic, comparisons, `select`, `freeze`: one LLVM instruction each, with
//! overflow / exact / disjoint / fastmath flags.

use super::super::llvm::{self, Opcode};
use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::arith::{
    AShrOp, AddOp, AndOp, FAddOp, FCmpOp, FDivOp, FMulOp, FNegOp, FRemOp, FSubOp, FreezeOp, ICmpOp,
    LShrOp, MulOp, OrOp, SDivOp, SRemOp, SelectOp, ShlOp, SubOp, UDivOp, URemOp, XOrOp,
};
use irbridge::ir::OpId;
use irbridge_llvm::tables;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (AddOp::NAME, add),
    (SubOp::NAME, sub),
    (MulOp::NAME, mul),
    (ShlOp::NAME, shl),
    (UDivOp::NAME, udiv),
    (SDivOp::NAME, sdiv),
    (URemOp::NAME, urem),
    (SRemOp::NAME, srem),
    (AndOp::NAME, and),
    (OrOp::NAME, or),
    (XOrOp::NAME, xor),
    (LShrOp::NAME, lshr),
    (AShrOp::NAME, ashr),
    (FAddOp::NAME, fadd),
    (FSubOp::NAME, fsub),
    (FMulOp::NAME, fmul),
    (FDivOp::NAME, fdiv),
    (FRemOp::NAME, frem),
    (FNegOp::NAME, fneg),
    (ICmpOp::NAME, icmp),
    (FCmpOp::NAME, fcmp),
    (SelectOp::NAME, select),
    (FreezeOp::NAME, freeze),
];

fn binop(t: &mut Translator<'_, '_>, op: OpId, code: Opcode) -> TResult<()> {
    let a = t.operand(op, 0)?;
    let b = t.operand(op, 1)?;
    let r = t.ll.binop(code, a, b);
    if t.ll.is_instruction(r) {
        if let Some(f) = t.enum_prop(op, "overflowFlags") {
            if f & tables::OVERFLOW_NSW != 0 {
                t.ll.set_nsw(r, true);
            }
            if f & tables::OVERFLOW_NUW != 0 {
                t.ll.set_nuw(r, true);
            }
        }
        if t.unit_prop(op, "isExact") {
            t.ll.set_exact(r);
        }
        if t.unit_prop(op, "isDisjoint") {
            t.ll.set_disjoint(r);
        }
        t.apply_fastmath(op, r);
    }
    t.map_result(op, r);
    Ok(())
}

macro_rules! binops {
    ($($f:ident => $code:ident),* $(,)?) => {$(
        fn $f(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
            binop(t, op, Opcode::$code)
        }
    )*};
}

binops! {
    add => LLVMAdd, sub => LLVMSub, mul => LLVMMul, shl => LLVMShl,
    udiv => LLVMUDiv, sdiv => LLVMSDiv, urem => LLVMURem, srem => LLVMSRem,
    and => LLVMAnd, or => LLVMOr, xor => LLVMXor, lshr => LLVMLShr, ashr => LLVMAShr,
    fadd => LLVMFAdd, fsub => LLVMFSub, fmul => LLVMFMul, fdiv => LLVMFDiv, frem => LLVMFRem,
}

fn fneg(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let a = t.operand(op, 0)?;
    let r = t.ll.fneg(a);
    t.apply_fastmath(op, r);
    t.map_result(op, r);
    Ok(())
}

fn icmp(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let p = t.enum_prop_c_api(op, "predicate", &tables::ICMP_PREDICATE, "icmp predicate")?;
    let (a, b) = (t.operand(op, 0)?, t.operand(op, 1)?);
    let r = t.ll.icmp(p, a, b);
    t.map_result(op, r);
    Ok(())
}

fn fcmp(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let p = t.enum_prop_c_api(op, "predicate", &tables::FCMP_PREDICATE, "fcmp predicate")?;
    let (a, b) = (t.operand(op, 0)?, t.operand(op, 1)?);
    let r = t.ll.fcmp(p, a, b);
    t.apply_fastmath(op, r);
    t.map_result(op, r);
    Ok(())
}

fn select(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let (c, a, b) = (t.operand(op, 0)?, t.operand(op, 1)?, t.operand(op, 2)?);
    let r = t.ll.select(c, a, b);
    t.apply_fastmath(op, r);
    t.map_result(op, r);
    Ok(())
}

fn freeze(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let a = t.operand(op, 0)?;
    let r = t.ll.freeze(a);
    t.map_result(op, r);
    Ok(())
}

impl<'ctx> Translator<'_, 'ctx> {
    /// Sets the op's `fastmathFlags` on `inst` when it is an FP math instruction, as upstream's
    /// builder-wide fastmath guard ends up doing.
    pub(crate) fn apply_fastmath(&self, op: OpId, inst: llvm::Val<'ctx>) {
        if let Some(f) = self.enum_prop(op, "fastmathFlags") {
            if f != 0 {
                self.ll.set_fast_math(inst, tables::fastmath_to_c_api(f));
            }
        }
    }
}
