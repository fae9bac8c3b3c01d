//! The record of every `llvm.intr.*` op, by name, for code that creates or matches intrinsics
//! (`intr::FABS.name`, `create_value(intr::FABS, ...)`): the rows of
//! [`super::intrinsics::INTRINSICS`] hold them, and a name that is no row stops the build.

use super::intrinsics::record;
use crate::ods::OpDef;

/// `llvm.intr.abs`.
pub const ABS: &OpDef = record("llvm.intr.abs");
/// `llvm.intr.annotation`.
pub const ANNOTATION: &OpDef = record("llvm.intr.annotation");
/// `llvm.intr.assume`.
pub const ASSUME: &OpDef = record("llvm.intr.assume");
/// `llvm.intr.bitreverse`.
pub const BITREVERSE: &OpDef = record("llvm.intr.bitreverse");
/// `llvm.intr.bswap`.
pub const BSWAP: &OpDef = record("llvm.intr.bswap");
/// `llvm.intr.ceil`.
pub const CEIL: &OpDef = record("llvm.intr.ceil");
/// `llvm.intr.copysign`.
pub const COPYSIGN: &OpDef = record("llvm.intr.copysign");
/// `llvm.intr.coro.align`.
pub const CORO_ALIGN: &OpDef = record("llvm.intr.coro.align");
/// `llvm.intr.coro.begin`.
pub const CORO_BEGIN: &OpDef = record("llvm.intr.coro.begin");
/// `llvm.intr.coro.end`.
pub const CORO_END: &OpDef = record("llvm.intr.coro.end");
/// `llvm.intr.coro.free`.
pub const CORO_FREE: &OpDef = record("llvm.intr.coro.free");
/// `llvm.intr.coro.id`.
pub const CORO_ID: &OpDef = record("llvm.intr.coro.id");
/// `llvm.intr.coro.promise`.
pub const CORO_PROMISE: &OpDef = record("llvm.intr.coro.promise");
/// `llvm.intr.coro.resume`.
pub const CORO_RESUME: &OpDef = record("llvm.intr.coro.resume");
/// `llvm.intr.coro.save`.
pub const CORO_SAVE: &OpDef = record("llvm.intr.coro.save");
/// `llvm.intr.coro.size`.
pub const CORO_SIZE: &OpDef = record("llvm.intr.coro.size");
/// `llvm.intr.coro.suspend`.
pub const CORO_SUSPEND: &OpDef = record("llvm.intr.coro.suspend");
/// `llvm.intr.cos`.
pub const COS: &OpDef = record("llvm.intr.cos");
/// `llvm.intr.ctlz`.
pub const CTLZ: &OpDef = record("llvm.intr.ctlz");
/// `llvm.intr.ctpop`.
pub const CTPOP: &OpDef = record("llvm.intr.ctpop");
/// `llvm.intr.cttz`.
pub const CTTZ: &OpDef = record("llvm.intr.cttz");
/// `llvm.intr.dbg.declare`.
pub const DBG_DECLARE: &OpDef = record("llvm.intr.dbg.declare");
/// `llvm.intr.dbg.label`.
pub const DBG_LABEL: &OpDef = record("llvm.intr.dbg.label");
/// `llvm.intr.dbg.value`.
pub const DBG_VALUE: &OpDef = record("llvm.intr.dbg.value");
/// `llvm.intr.debugtrap`.
pub const DEBUGTRAP: &OpDef = record("llvm.intr.debugtrap");
/// `llvm.intr.eh.typeid.for`.
pub const EH_TYPEID_FOR: &OpDef = record("llvm.intr.eh.typeid.for");
/// `llvm.intr.exp`.
pub const EXP: &OpDef = record("llvm.intr.exp");
/// `llvm.intr.exp2`.
pub const EXP2: &OpDef = record("llvm.intr.exp2");
/// `llvm.intr.expect`.
pub const EXPECT: &OpDef = record("llvm.intr.expect");
/// `llvm.intr.expect.with.probability`.
pub const EXPECT_WITH_PROBABILITY: &OpDef = record("llvm.intr.expect.with.probability");
/// `llvm.intr.experimental.constrained.fptrunc`.
pub static EXPERIMENTAL_CONSTRAINED_FPTRUNC: &OpDef =
    record("llvm.intr.experimental.constrained.fptrunc");
/// `llvm.intr.experimental.noalias.scope.decl`.
pub static EXPERIMENTAL_NOALIAS_SCOPE_DECL: &OpDef =
    record("llvm.intr.experimental.noalias.scope.decl");
/// `llvm.intr.experimental.stepvector`.
pub const EXPERIMENTAL_STEPVECTOR: &OpDef = record("llvm.intr.experimental.stepvector");
/// `llvm.intr.experimental.vp.strided.load`.
pub const EXPERIMENTAL_VP_STRIDED_LOAD: &OpDef = record("llvm.intr.experimental.vp.strided.load");
/// `llvm.intr.experimental.vp.strided.store`.
pub static EXPERIMENTAL_VP_STRIDED_STORE: &OpDef =
    record("llvm.intr.experimental.vp.strided.store");
/// `llvm.intr.fabs`.
pub const FABS: &OpDef = record("llvm.intr.fabs");
/// `llvm.intr.floor`.
pub const FLOOR: &OpDef = record("llvm.intr.floor");
/// `llvm.intr.fma`.
pub const FMA: &OpDef = record("llvm.intr.fma");
/// `llvm.intr.fmuladd`.
pub const FMULADD: &OpDef = record("llvm.intr.fmuladd");
/// `llvm.intr.fshl`.
pub const FSHL: &OpDef = record("llvm.intr.fshl");
/// `llvm.intr.fshr`.
pub const FSHR: &OpDef = record("llvm.intr.fshr");
/// `llvm.intr.get.active.lane.mask`.
pub const GET_ACTIVE_LANE_MASK: &OpDef = record("llvm.intr.get.active.lane.mask");
/// `llvm.intr.invariant.end`.
pub const INVARIANT_END: &OpDef = record("llvm.intr.invariant.end");
/// `llvm.intr.invariant.start`.
pub const INVARIANT_START: &OpDef = record("llvm.intr.invariant.start");
/// `llvm.intr.is.constant`.
pub const IS_CONSTANT: &OpDef = record("llvm.intr.is.constant");
/// `llvm.intr.is.fpclass`.
pub const IS_FPCLASS: &OpDef = record("llvm.intr.is.fpclass");
/// `llvm.intr.lifetime.end`.
pub const LIFETIME_END: &OpDef = record("llvm.intr.lifetime.end");
/// `llvm.intr.lifetime.start`.
pub const LIFETIME_START: &OpDef = record("llvm.intr.lifetime.start");
/// `llvm.intr.llrint`.
pub const LLRINT: &OpDef = record("llvm.intr.llrint");
/// `llvm.intr.llround`.
pub const LLROUND: &OpDef = record("llvm.intr.llround");
/// `llvm.intr.log`.
pub const LOG: &OpDef = record("llvm.intr.log");
/// `llvm.intr.log10`.
pub const LOG10: &OpDef = record("llvm.intr.log10");
/// `llvm.intr.log2`.
pub const LOG2: &OpDef = record("llvm.intr.log2");
/// `llvm.intr.lrint`.
pub const LRINT: &OpDef = record("llvm.intr.lrint");
/// `llvm.intr.lround`.
pub const LROUND: &OpDef = record("llvm.intr.lround");
/// `llvm.intr.masked.compressstore`.
pub const MASKED_COMPRESSSTORE: &OpDef = record("llvm.intr.masked.compressstore");
/// `llvm.intr.masked.expandload`.
pub const MASKED_EXPANDLOAD: &OpDef = record("llvm.intr.masked.expandload");
/// `llvm.intr.masked.gather`.
pub const MASKED_GATHER: &OpDef = record("llvm.intr.masked.gather");
/// `llvm.intr.masked.load`.
pub const MASKED_LOAD: &OpDef = record("llvm.intr.masked.load");
/// `llvm.intr.masked.scatter`.
pub const MASKED_SCATTER: &OpDef = record("llvm.intr.masked.scatter");
/// `llvm.intr.masked.store`.
pub const MASKED_STORE: &OpDef = record("llvm.intr.masked.store");
/// `llvm.intr.matrix.column.major.load`.
pub const MATRIX_COLUMN_MAJOR_LOAD: &OpDef = record("llvm.intr.matrix.column.major.load");
/// `llvm.intr.matrix.column.major.store`.
pub const MATRIX_COLUMN_MAJOR_STORE: &OpDef = record("llvm.intr.matrix.column.major.store");
/// `llvm.intr.matrix.multiply`.
pub const MATRIX_MULTIPLY: &OpDef = record("llvm.intr.matrix.multiply");
/// `llvm.intr.matrix.transpose`.
pub const MATRIX_TRANSPOSE: &OpDef = record("llvm.intr.matrix.transpose");
/// `llvm.intr.maximum`.
pub const MAXIMUM: &OpDef = record("llvm.intr.maximum");
/// `llvm.intr.maxnum`.
pub const MAXNUM: &OpDef = record("llvm.intr.maxnum");
/// `llvm.intr.memcpy`.
pub const MEMCPY: &OpDef = record("llvm.intr.memcpy");
/// `llvm.intr.memcpy.inline`.
pub const MEMCPY_INLINE: &OpDef = record("llvm.intr.memcpy.inline");
/// `llvm.intr.memmove`.
pub const MEMMOVE: &OpDef = record("llvm.intr.memmove");
/// `llvm.intr.memset`.
pub const MEMSET: &OpDef = record("llvm.intr.memset");
/// `llvm.intr.minimum`.
pub const MINIMUM: &OpDef = record("llvm.intr.minimum");
/// `llvm.intr.minnum`.
pub const MINNUM: &OpDef = record("llvm.intr.minnum");
/// `llvm.intr.nearbyint`.
pub const NEARBYINT: &OpDef = record("llvm.intr.nearbyint");
/// `llvm.intr.pow`.
pub const POW: &OpDef = record("llvm.intr.pow");
/// `llvm.intr.powi`.
pub const POWI: &OpDef = record("llvm.intr.powi");
/// `llvm.intr.prefetch`.
pub const PREFETCH: &OpDef = record("llvm.intr.prefetch");
/// `llvm.intr.ptr.annotation`.
pub const PTR_ANNOTATION: &OpDef = record("llvm.intr.ptr.annotation");
/// `llvm.intr.rint`.
pub const RINT: &OpDef = record("llvm.intr.rint");
/// `llvm.intr.round`.
pub const ROUND: &OpDef = record("llvm.intr.round");
/// `llvm.intr.roundeven`.
pub const ROUNDEVEN: &OpDef = record("llvm.intr.roundeven");
/// `llvm.intr.sadd.sat`.
pub const SADD_SAT: &OpDef = record("llvm.intr.sadd.sat");
/// `llvm.intr.sadd.with.overflow`.
pub const SADD_WITH_OVERFLOW: &OpDef = record("llvm.intr.sadd.with.overflow");
/// `llvm.intr.sin`.
pub const SIN: &OpDef = record("llvm.intr.sin");
/// `llvm.intr.smax`.
pub const SMAX: &OpDef = record("llvm.intr.smax");
/// `llvm.intr.smin`.
pub const SMIN: &OpDef = record("llvm.intr.smin");
/// `llvm.intr.smul.with.overflow`.
pub const SMUL_WITH_OVERFLOW: &OpDef = record("llvm.intr.smul.with.overflow");
/// `llvm.intr.sqrt`.
pub const SQRT: &OpDef = record("llvm.intr.sqrt");
/// `llvm.intr.ssa.copy`.
pub const SSA_COPY: &OpDef = record("llvm.intr.ssa.copy");
/// `llvm.intr.sshl.sat`.
pub const SSHL_SAT: &OpDef = record("llvm.intr.sshl.sat");
/// `llvm.intr.ssub.sat`.
pub const SSUB_SAT: &OpDef = record("llvm.intr.ssub.sat");
/// `llvm.intr.ssub.with.overflow`.
pub const SSUB_WITH_OVERFLOW: &OpDef = record("llvm.intr.ssub.with.overflow");
/// `llvm.intr.stackrestore`.
pub const STACKRESTORE: &OpDef = record("llvm.intr.stackrestore");
/// `llvm.intr.stacksave`.
pub const STACKSAVE: &OpDef = record("llvm.intr.stacksave");
/// `llvm.intr.threadlocal.address`.
pub const THREADLOCAL_ADDRESS: &OpDef = record("llvm.intr.threadlocal.address");
/// `llvm.intr.trap`.
pub const TRAP: &OpDef = record("llvm.intr.trap");
/// `llvm.intr.trunc`.
pub const TRUNC: &OpDef = record("llvm.intr.trunc");
/// `llvm.intr.uadd.sat`.
pub const UADD_SAT: &OpDef = record("llvm.intr.uadd.sat");
/// `llvm.intr.uadd.with.overflow`.
pub const UADD_WITH_OVERFLOW: &OpDef = record("llvm.intr.uadd.with.overflow");
/// `llvm.intr.ubsantrap`.
pub const UBSANTRAP: &OpDef = record("llvm.intr.ubsantrap");
/// `llvm.intr.umax`.
pub const UMAX: &OpDef = record("llvm.intr.umax");
/// `llvm.intr.umin`.
pub const UMIN: &OpDef = record("llvm.intr.umin");
/// `llvm.intr.umul.with.overflow`.
pub const UMUL_WITH_OVERFLOW: &OpDef = record("llvm.intr.umul.with.overflow");
/// `llvm.intr.ushl.sat`.
pub const USHL_SAT: &OpDef = record("llvm.intr.ushl.sat");
/// `llvm.intr.usub.sat`.
pub const USUB_SAT: &OpDef = record("llvm.intr.usub.sat");
/// `llvm.intr.usub.with.overflow`.
pub const USUB_WITH_OVERFLOW: &OpDef = record("llvm.intr.usub.with.overflow");
/// `llvm.intr.vacopy`.
pub const VACOPY: &OpDef = record("llvm.intr.vacopy");
/// `llvm.intr.vaend`.
pub const VAEND: &OpDef = record("llvm.intr.vaend");
/// `llvm.intr.var.annotation`.
pub const VAR_ANNOTATION: &OpDef = record("llvm.intr.var.annotation");
/// `llvm.intr.vastart`.
pub const VASTART: &OpDef = record("llvm.intr.vastart");
/// `llvm.intr.vector.deinterleave2`.
pub const VECTOR_DEINTERLEAVE2: &OpDef = record("llvm.intr.vector.deinterleave2");
/// `llvm.intr.vector.extract`.
pub const VECTOR_EXTRACT: &OpDef = record("llvm.intr.vector.extract");
/// `llvm.intr.vector.insert`.
pub const VECTOR_INSERT: &OpDef = record("llvm.intr.vector.insert");
/// `llvm.intr.vector.interleave2`.
pub const VECTOR_INTERLEAVE2: &OpDef = record("llvm.intr.vector.interleave2");
/// `llvm.intr.vector.reduce.add`.
pub const VECTOR_REDUCE_ADD: &OpDef = record("llvm.intr.vector.reduce.add");
/// `llvm.intr.vector.reduce.and`.
pub const VECTOR_REDUCE_AND: &OpDef = record("llvm.intr.vector.reduce.and");
/// `llvm.intr.vector.reduce.fadd`.
pub const VECTOR_REDUCE_FADD: &OpDef = record("llvm.intr.vector.reduce.fadd");
/// `llvm.intr.vector.reduce.fmax`.
pub const VECTOR_REDUCE_FMAX: &OpDef = record("llvm.intr.vector.reduce.fmax");
/// `llvm.intr.vector.reduce.fmaximum`.
pub const VECTOR_REDUCE_FMAXIMUM: &OpDef = record("llvm.intr.vector.reduce.fmaximum");
/// `llvm.intr.vector.reduce.fmin`.
pub const VECTOR_REDUCE_FMIN: &OpDef = record("llvm.intr.vector.reduce.fmin");
/// `llvm.intr.vector.reduce.fminimum`.
pub const VECTOR_REDUCE_FMINIMUM: &OpDef = record("llvm.intr.vector.reduce.fminimum");
/// `llvm.intr.vector.reduce.fmul`.
pub const VECTOR_REDUCE_FMUL: &OpDef = record("llvm.intr.vector.reduce.fmul");
/// `llvm.intr.vector.reduce.mul`.
pub const VECTOR_REDUCE_MUL: &OpDef = record("llvm.intr.vector.reduce.mul");
/// `llvm.intr.vector.reduce.or`.
pub const VECTOR_REDUCE_OR: &OpDef = record("llvm.intr.vector.reduce.or");
/// `llvm.intr.vector.reduce.smax`.
pub const VECTOR_REDUCE_SMAX: &OpDef = record("llvm.intr.vector.reduce.smax");
/// `llvm.intr.vector.reduce.smin`.
pub const VECTOR_REDUCE_SMIN: &OpDef = record("llvm.intr.vector.reduce.smin");
/// `llvm.intr.vector.reduce.umax`.
pub const VECTOR_REDUCE_UMAX: &OpDef = record("llvm.intr.vector.reduce.umax");
/// `llvm.intr.vector.reduce.umin`.
pub const VECTOR_REDUCE_UMIN: &OpDef = record("llvm.intr.vector.reduce.umin");
/// `llvm.intr.vector.reduce.xor`.
pub const VECTOR_REDUCE_XOR: &OpDef = record("llvm.intr.vector.reduce.xor");
/// `llvm.intr.vp.add`.
pub const VP_ADD: &OpDef = record("llvm.intr.vp.add");
/// `llvm.intr.vp.and`.
pub const VP_AND: &OpDef = record("llvm.intr.vp.and");
/// `llvm.intr.vp.ashr`.
pub const VP_ASHR: &OpDef = record("llvm.intr.vp.ashr");
/// `llvm.intr.vp.fadd`.
pub const VP_FADD: &OpDef = record("llvm.intr.vp.fadd");
/// `llvm.intr.vp.fdiv`.
pub const VP_FDIV: &OpDef = record("llvm.intr.vp.fdiv");
/// `llvm.intr.vp.fma`.
pub const VP_FMA: &OpDef = record("llvm.intr.vp.fma");
/// `llvm.intr.vp.fmul`.
pub const VP_FMUL: &OpDef = record("llvm.intr.vp.fmul");
/// `llvm.intr.vp.fmuladd`.
pub const VP_FMULADD: &OpDef = record("llvm.intr.vp.fmuladd");
/// `llvm.intr.vp.fneg`.
pub const VP_FNEG: &OpDef = record("llvm.intr.vp.fneg");
/// `llvm.intr.vp.fpext`.
pub const VP_FPEXT: &OpDef = record("llvm.intr.vp.fpext");
/// `llvm.intr.vp.fptosi`.
pub const VP_FPTOSI: &OpDef = record("llvm.intr.vp.fptosi");
/// `llvm.intr.vp.fptoui`.
pub const VP_FPTOUI: &OpDef = record("llvm.intr.vp.fptoui");
/// `llvm.intr.vp.fptrunc`.
pub const VP_FPTRUNC: &OpDef = record("llvm.intr.vp.fptrunc");
/// `llvm.intr.vp.frem`.
pub const VP_FREM: &OpDef = record("llvm.intr.vp.frem");
/// `llvm.intr.vp.fsub`.
pub const VP_FSUB: &OpDef = record("llvm.intr.vp.fsub");
/// `llvm.intr.vp.inttoptr`.
pub const VP_INTTOPTR: &OpDef = record("llvm.intr.vp.inttoptr");
/// `llvm.intr.vp.load`.
pub const VP_LOAD: &OpDef = record("llvm.intr.vp.load");
/// `llvm.intr.vp.lshr`.
pub const VP_LSHR: &OpDef = record("llvm.intr.vp.lshr");
/// `llvm.intr.vp.merge`.
pub const VP_MERGE: &OpDef = record("llvm.intr.vp.merge");
/// `llvm.intr.vp.mul`.
pub const VP_MUL: &OpDef = record("llvm.intr.vp.mul");
/// `llvm.intr.vp.or`.
pub const VP_OR: &OpDef = record("llvm.intr.vp.or");
/// `llvm.intr.vp.ptrtoint`.
pub const VP_PTRTOINT: &OpDef = record("llvm.intr.vp.ptrtoint");
/// `llvm.intr.vp.reduce.add`.
pub const VP_REDUCE_ADD: &OpDef = record("llvm.intr.vp.reduce.add");
/// `llvm.intr.vp.reduce.and`.
pub const VP_REDUCE_AND: &OpDef = record("llvm.intr.vp.reduce.and");
/// `llvm.intr.vp.reduce.fadd`.
pub const VP_REDUCE_FADD: &OpDef = record("llvm.intr.vp.reduce.fadd");
/// `llvm.intr.vp.reduce.fmax`.
pub const VP_REDUCE_FMAX: &OpDef = record("llvm.intr.vp.reduce.fmax");
/// `llvm.intr.vp.reduce.fmin`.
pub const VP_REDUCE_FMIN: &OpDef = record("llvm.intr.vp.reduce.fmin");
/// `llvm.intr.vp.reduce.fmul`.
pub const VP_REDUCE_FMUL: &OpDef = record("llvm.intr.vp.reduce.fmul");
/// `llvm.intr.vp.reduce.mul`.
pub const VP_REDUCE_MUL: &OpDef = record("llvm.intr.vp.reduce.mul");
/// `llvm.intr.vp.reduce.or`.
pub const VP_REDUCE_OR: &OpDef = record("llvm.intr.vp.reduce.or");
/// `llvm.intr.vp.reduce.smax`.
pub const VP_REDUCE_SMAX: &OpDef = record("llvm.intr.vp.reduce.smax");
/// `llvm.intr.vp.reduce.smin`.
pub const VP_REDUCE_SMIN: &OpDef = record("llvm.intr.vp.reduce.smin");
/// `llvm.intr.vp.reduce.umax`.
pub const VP_REDUCE_UMAX: &OpDef = record("llvm.intr.vp.reduce.umax");
/// `llvm.intr.vp.reduce.umin`.
pub const VP_REDUCE_UMIN: &OpDef = record("llvm.intr.vp.reduce.umin");
/// `llvm.intr.vp.reduce.xor`.
pub const VP_REDUCE_XOR: &OpDef = record("llvm.intr.vp.reduce.xor");
/// `llvm.intr.vp.sdiv`.
pub const VP_SDIV: &OpDef = record("llvm.intr.vp.sdiv");
/// `llvm.intr.vp.select`.
pub const VP_SELECT: &OpDef = record("llvm.intr.vp.select");
/// `llvm.intr.vp.sext`.
pub const VP_SEXT: &OpDef = record("llvm.intr.vp.sext");
/// `llvm.intr.vp.shl`.
pub const VP_SHL: &OpDef = record("llvm.intr.vp.shl");
/// `llvm.intr.vp.sitofp`.
pub const VP_SITOFP: &OpDef = record("llvm.intr.vp.sitofp");
/// `llvm.intr.vp.srem`.
pub const VP_SREM: &OpDef = record("llvm.intr.vp.srem");
/// `llvm.intr.vp.store`.
pub const VP_STORE: &OpDef = record("llvm.intr.vp.store");
/// `llvm.intr.vp.sub`.
pub const VP_SUB: &OpDef = record("llvm.intr.vp.sub");
/// `llvm.intr.vp.trunc`.
pub const VP_TRUNC: &OpDef = record("llvm.intr.vp.trunc");
/// `llvm.intr.vp.udiv`.
pub const VP_UDIV: &OpDef = record("llvm.intr.vp.udiv");
/// `llvm.intr.vp.uitofp`.
pub const VP_UITOFP: &OpDef = record("llvm.intr.vp.uitofp");
/// `llvm.intr.vp.urem`.
pub const VP_UREM: &OpDef = record("llvm.intr.vp.urem");
/// `llvm.intr.vp.xor`.
pub const VP_XOR: &OpDef = record("llvm.intr.vp.xor");
/// `llvm.intr.vp.zext`.
pub const VP_ZEXT: &OpDef = record("llvm.intr.vp.zext");
/// `llvm.intr.vscale`.
pub const VSCALE: &OpDef = record("llvm.intr.vscale");

#[cfg(test)]
mod tests {
    use super::super::intrinsics::INTRINSICS;

    #[test]
    fn every_row_is_named() {
        let mut names = vec![
            super::ABS.name,
            super::ANNOTATION.name,
            super::ASSUME.name,
            super::BITREVERSE.name,
            super::BSWAP.name,
            super::CEIL.name,
            super::COPYSIGN.name,
            super::CORO_ALIGN.name,
            super::CORO_BEGIN.name,
            super::CORO_END.name,
            super::CORO_FREE.name,
            super::CORO_ID.name,
            super::CORO_PROMISE.name,
            super::CORO_RESUME.name,
            super::CORO_SAVE.name,
            super::CORO_SIZE.name,
            super::CORO_SUSPEND.name,
            super::COS.name,
            super::CTLZ.name,
            super::CTPOP.name,
            super::CTTZ.name,
            super::DBG_DECLARE.name,
            super::DBG_LABEL.name,
            super::DBG_VALUE.name,
            super::DEBUGTRAP.name,
            super::EH_TYPEID_FOR.name,
            super::EXP.name,
            super::EXP2.name,
            super::EXPECT.name,
            super::EXPECT_WITH_PROBABILITY.name,
            super::EXPERIMENTAL_CONSTRAINED_FPTRUNC.name,
            super::EXPERIMENTAL_NOALIAS_SCOPE_DECL.name,
            super::EXPERIMENTAL_STEPVECTOR.name,
            super::EXPERIMENTAL_VP_STRIDED_LOAD.name,
            super::EXPERIMENTAL_VP_STRIDED_STORE.name,
            super::FABS.name,
            super::FLOOR.name,
            super::FMA.name,
            super::FMULADD.name,
            super::FSHL.name,
            super::FSHR.name,
            super::GET_ACTIVE_LANE_MASK.name,
            super::INVARIANT_END.name,
            super::INVARIANT_START.name,
            super::IS_CONSTANT.name,
            super::IS_FPCLASS.name,
            super::LIFETIME_END.name,
            super::LIFETIME_START.name,
            super::LLRINT.name,
            super::LLROUND.name,
            super::LOG.name,
            super::LOG10.name,
            super::LOG2.name,
            super::LRINT.name,
            super::LROUND.name,
            super::MASKED_COMPRESSSTORE.name,
            super::MASKED_EXPANDLOAD.name,
            super::MASKED_GATHER.name,
            super::MASKED_LOAD.name,
            super::MASKED_SCATTER.name,
            super::MASKED_STORE.name,
            super::MATRIX_COLUMN_MAJOR_LOAD.name,
            super::MATRIX_COLUMN_MAJOR_STORE.name,
            super::MATRIX_MULTIPLY.name,
            super::MATRIX_TRANSPOSE.name,
            super::MAXIMUM.name,
            super::MAXNUM.name,
            super::MEMCPY.name,
            super::MEMCPY_INLINE.name,
            super::MEMMOVE.name,
            super::MEMSET.name,
            super::MINIMUM.name,
            super::MINNUM.name,
            super::NEARBYINT.name,
            super::POW.name,
            super::POWI.name,
            super::PREFETCH.name,
            super::PTR_ANNOTATION.name,
            super::RINT.name,
            super::ROUND.name,
            super::ROUNDEVEN.name,
            super::SADD_SAT.name,
            super::SADD_WITH_OVERFLOW.name,
            super::SIN.name,
            super::SMAX.name,
            super::SMIN.name,
            super::SMUL_WITH_OVERFLOW.name,
            super::SQRT.name,
            super::SSA_COPY.name,
            super::SSHL_SAT.name,
            super::SSUB_SAT.name,
            super::SSUB_WITH_OVERFLOW.name,
            super::STACKRESTORE.name,
            super::STACKSAVE.name,
            super::THREADLOCAL_ADDRESS.name,
            super::TRAP.name,
            super::TRUNC.name,
            super::UADD_SAT.name,
            super::UADD_WITH_OVERFLOW.name,
            super::UBSANTRAP.name,
            super::UMAX.name,
            super::UMIN.name,
            super::UMUL_WITH_OVERFLOW.name,
            super::USHL_SAT.name,
            super::USUB_SAT.name,
            super::USUB_WITH_OVERFLOW.name,
            super::VACOPY.name,
            super::VAEND.name,
            super::VAR_ANNOTATION.name,
            super::VASTART.name,
            super::VECTOR_DEINTERLEAVE2.name,
            super::VECTOR_EXTRACT.name,
            super::VECTOR_INSERT.name,
            super::VECTOR_INTERLEAVE2.name,
            super::VECTOR_REDUCE_ADD.name,
            super::VECTOR_REDUCE_AND.name,
            super::VECTOR_REDUCE_FADD.name,
            super::VECTOR_REDUCE_FMAX.name,
            super::VECTOR_REDUCE_FMAXIMUM.name,
            super::VECTOR_REDUCE_FMIN.name,
            super::VECTOR_REDUCE_FMINIMUM.name,
            super::VECTOR_REDUCE_FMUL.name,
            super::VECTOR_REDUCE_MUL.name,
            super::VECTOR_REDUCE_OR.name,
            super::VECTOR_REDUCE_SMAX.name,
            super::VECTOR_REDUCE_SMIN.name,
            super::VECTOR_REDUCE_UMAX.name,
            super::VECTOR_REDUCE_UMIN.name,
            super::VECTOR_REDUCE_XOR.name,
            super::VP_ADD.name,
            super::VP_AND.name,
            super::VP_ASHR.name,
            super::VP_FADD.name,
            super::VP_FDIV.name,
            super::VP_FMA.name,
            super::VP_FMUL.name,
            super::VP_FMULADD.name,
            super::VP_FNEG.name,
            super::VP_FPEXT.name,
            super::VP_FPTOSI.name,
            super::VP_FPTOUI.name,
            super::VP_FPTRUNC.name,
            super::VP_FREM.name,
            super::VP_FSUB.name,
            super::VP_INTTOPTR.name,
            super::VP_LOAD.name,
            super::VP_LSHR.name,
            super::VP_MERGE.name,
            super::VP_MUL.name,
            super::VP_OR.name,
            super::VP_PTRTOINT.name,
            super::VP_REDUCE_ADD.name,
            super::VP_REDUCE_AND.name,
            super::VP_REDUCE_FADD.name,
            super::VP_REDUCE_FMAX.name,
            super::VP_REDUCE_FMIN.name,
            super::VP_REDUCE_FMUL.name,
            super::VP_REDUCE_MUL.name,
            super::VP_REDUCE_OR.name,
            super::VP_REDUCE_SMAX.name,
            super::VP_REDUCE_SMIN.name,
            super::VP_REDUCE_UMAX.name,
            super::VP_REDUCE_UMIN.name,
            super::VP_REDUCE_XOR.name,
            super::VP_SDIV.name,
            super::VP_SELECT.name,
            super::VP_SEXT.name,
            super::VP_SHL.name,
            super::VP_SITOFP.name,
            super::VP_SREM.name,
            super::VP_STORE.name,
            super::VP_SUB.name,
            super::VP_TRUNC.name,
            super::VP_UDIV.name,
            super::VP_UITOFP.name,
            super::VP_UREM.name,
            super::VP_XOR.name,
            super::VP_ZEXT.name,
            super::VSCALE.name,
        ];
        let mut table: Vec<&str> = INTRINSICS.iter().map(|r| r.op).collect();
        table.sort_unstable();
        names.sort_unstable();
        assert_eq!(names, table);
    }
}
