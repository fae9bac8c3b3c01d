//! The name of every `llvm.intr.*` op as a constant, for code that creates or matches intrinsics
//! (the rows of [`super::intrinsics::INTRINSICS`] hold the records; a test checks both lists agree).

/// `llvm.intr.abs`.
pub const ABS: &str = "llvm.intr.abs";
/// `llvm.intr.annotation`.
pub const ANNOTATION: &str = "llvm.intr.annotation";
/// `llvm.intr.assume`.
pub const ASSUME: &str = "llvm.intr.assume";
/// `llvm.intr.bitreverse`.
pub const BITREVERSE: &str = "llvm.intr.bitreverse";
/// `llvm.intr.bswap`.
pub const BSWAP: &str = "llvm.intr.bswap";
/// `llvm.intr.ceil`.
pub const CEIL: &str = "llvm.intr.ceil";
/// `llvm.intr.copysign`.
pub const COPYSIGN: &str = "llvm.intr.copysign";
/// `llvm.intr.coro.align`.
pub const CORO_ALIGN: &str = "llvm.intr.coro.align";
/// `llvm.intr.coro.begin`.
pub const CORO_BEGIN: &str = "llvm.intr.coro.begin";
/// `llvm.intr.coro.end`.
pub const CORO_END: &str = "llvm.intr.coro.end";
/// `llvm.intr.coro.free`.
pub const CORO_FREE: &str = "llvm.intr.coro.free";
/// `llvm.intr.coro.id`.
pub const CORO_ID: &str = "llvm.intr.coro.id";
/// `llvm.intr.coro.promise`.
pub const CORO_PROMISE: &str = "llvm.intr.coro.promise";
/// `llvm.intr.coro.resume`.
pub const CORO_RESUME: &str = "llvm.intr.coro.resume";
/// `llvm.intr.coro.save`.
pub const CORO_SAVE: &str = "llvm.intr.coro.save";
/// `llvm.intr.coro.size`.
pub const CORO_SIZE: &str = "llvm.intr.coro.size";
/// `llvm.intr.coro.suspend`.
pub const CORO_SUSPEND: &str = "llvm.intr.coro.suspend";
/// `llvm.intr.cos`.
pub const COS: &str = "llvm.intr.cos";
/// `llvm.intr.ctlz`.
pub const CTLZ: &str = "llvm.intr.ctlz";
/// `llvm.intr.ctpop`.
pub const CTPOP: &str = "llvm.intr.ctpop";
/// `llvm.intr.cttz`.
pub const CTTZ: &str = "llvm.intr.cttz";
/// `llvm.intr.dbg.declare`.
pub const DBG_DECLARE: &str = "llvm.intr.dbg.declare";
/// `llvm.intr.dbg.label`.
pub const DBG_LABEL: &str = "llvm.intr.dbg.label";
/// `llvm.intr.dbg.value`.
pub const DBG_VALUE: &str = "llvm.intr.dbg.value";
/// `llvm.intr.debugtrap`.
pub const DEBUGTRAP: &str = "llvm.intr.debugtrap";
/// `llvm.intr.eh.typeid.for`.
pub const EH_TYPEID_FOR: &str = "llvm.intr.eh.typeid.for";
/// `llvm.intr.exp`.
pub const EXP: &str = "llvm.intr.exp";
/// `llvm.intr.exp2`.
pub const EXP2: &str = "llvm.intr.exp2";
/// `llvm.intr.expect`.
pub const EXPECT: &str = "llvm.intr.expect";
/// `llvm.intr.expect.with.probability`.
pub const EXPECT_WITH_PROBABILITY: &str = "llvm.intr.expect.with.probability";
/// `llvm.intr.experimental.constrained.fptrunc`.
pub const EXPERIMENTAL_CONSTRAINED_FPTRUNC: &str = "llvm.intr.experimental.constrained.fptrunc";
/// `llvm.intr.experimental.noalias.scope.decl`.
pub const EXPERIMENTAL_NOALIAS_SCOPE_DECL: &str = "llvm.intr.experimental.noalias.scope.decl";
/// `llvm.intr.experimental.stepvector`.
pub const EXPERIMENTAL_STEPVECTOR: &str = "llvm.intr.experimental.stepvector";
/// `llvm.intr.experimental.vp.strided.load`.
pub const EXPERIMENTAL_VP_STRIDED_LOAD: &str = "llvm.intr.experimental.vp.strided.load";
/// `llvm.intr.experimental.vp.strided.store`.
pub const EXPERIMENTAL_VP_STRIDED_STORE: &str = "llvm.intr.experimental.vp.strided.store";
/// `llvm.intr.fabs`.
pub const FABS: &str = "llvm.intr.fabs";
/// `llvm.intr.floor`.
pub const FLOOR: &str = "llvm.intr.floor";
/// `llvm.intr.fma`.
pub const FMA: &str = "llvm.intr.fma";
/// `llvm.intr.fmuladd`.
pub const FMULADD: &str = "llvm.intr.fmuladd";
/// `llvm.intr.fshl`.
pub const FSHL: &str = "llvm.intr.fshl";
/// `llvm.intr.fshr`.
pub const FSHR: &str = "llvm.intr.fshr";
/// `llvm.intr.get.active.lane.mask`.
pub const GET_ACTIVE_LANE_MASK: &str = "llvm.intr.get.active.lane.mask";
/// `llvm.intr.invariant.end`.
pub const INVARIANT_END: &str = "llvm.intr.invariant.end";
/// `llvm.intr.invariant.start`.
pub const INVARIANT_START: &str = "llvm.intr.invariant.start";
/// `llvm.intr.is.constant`.
pub const IS_CONSTANT: &str = "llvm.intr.is.constant";
/// `llvm.intr.is.fpclass`.
pub const IS_FPCLASS: &str = "llvm.intr.is.fpclass";
/// `llvm.intr.lifetime.end`.
pub const LIFETIME_END: &str = "llvm.intr.lifetime.end";
/// `llvm.intr.lifetime.start`.
pub const LIFETIME_START: &str = "llvm.intr.lifetime.start";
/// `llvm.intr.llrint`.
pub const LLRINT: &str = "llvm.intr.llrint";
/// `llvm.intr.llround`.
pub const LLROUND: &str = "llvm.intr.llround";
/// `llvm.intr.log`.
pub const LOG: &str = "llvm.intr.log";
/// `llvm.intr.log10`.
pub const LOG10: &str = "llvm.intr.log10";
/// `llvm.intr.log2`.
pub const LOG2: &str = "llvm.intr.log2";
/// `llvm.intr.lrint`.
pub const LRINT: &str = "llvm.intr.lrint";
/// `llvm.intr.lround`.
pub const LROUND: &str = "llvm.intr.lround";
/// `llvm.intr.masked.compressstore`.
pub const MASKED_COMPRESSSTORE: &str = "llvm.intr.masked.compressstore";
/// `llvm.intr.masked.expandload`.
pub const MASKED_EXPANDLOAD: &str = "llvm.intr.masked.expandload";
/// `llvm.intr.masked.gather`.
pub const MASKED_GATHER: &str = "llvm.intr.masked.gather";
/// `llvm.intr.masked.load`.
pub const MASKED_LOAD: &str = "llvm.intr.masked.load";
/// `llvm.intr.masked.scatter`.
pub const MASKED_SCATTER: &str = "llvm.intr.masked.scatter";
/// `llvm.intr.masked.store`.
pub const MASKED_STORE: &str = "llvm.intr.masked.store";
/// `llvm.intr.matrix.column.major.load`.
pub const MATRIX_COLUMN_MAJOR_LOAD: &str = "llvm.intr.matrix.column.major.load";
/// `llvm.intr.matrix.column.major.store`.
pub const MATRIX_COLUMN_MAJOR_STORE: &str = "llvm.intr.matrix.column.major.store";
/// `llvm.intr.matrix.multiply`.
pub const MATRIX_MULTIPLY: &str = "llvm.intr.matrix.multiply";
/// `llvm.intr.matrix.transpose`.
pub const MATRIX_TRANSPOSE: &str = "llvm.intr.matrix.transpose";
/// `llvm.intr.maximum`.
pub const MAXIMUM: &str = "llvm.intr.maximum";
/// `llvm.intr.maxnum`.
pub const MAXNUM: &str = "llvm.intr.maxnum";
/// `llvm.intr.memcpy`.
pub const MEMCPY: &str = "llvm.intr.memcpy";
/// `llvm.intr.memcpy.inline`.
pub const MEMCPY_INLINE: &str = "llvm.intr.memcpy.inline";
/// `llvm.intr.memmove`.
pub const MEMMOVE: &str = "llvm.intr.memmove";
/// `llvm.intr.memset`.
pub const MEMSET: &str = "llvm.intr.memset";
/// `llvm.intr.minimum`.
pub const MINIMUM: &str = "llvm.intr.minimum";
/// `llvm.intr.minnum`.
pub const MINNUM: &str = "llvm.intr.minnum";
/// `llvm.intr.nearbyint`.
pub const NEARBYINT: &str = "llvm.intr.nearbyint";
/// `llvm.intr.pow`.
pub const POW: &str = "llvm.intr.pow";
/// `llvm.intr.powi`.
pub const POWI: &str = "llvm.intr.powi";
/// `llvm.intr.prefetch`.
pub const PREFETCH: &str = "llvm.intr.prefetch";
/// `llvm.intr.ptr.annotation`.
pub const PTR_ANNOTATION: &str = "llvm.intr.ptr.annotation";
/// `llvm.intr.rint`.
pub const RINT: &str = "llvm.intr.rint";
/// `llvm.intr.round`.
pub const ROUND: &str = "llvm.intr.round";
/// `llvm.intr.roundeven`.
pub const ROUNDEVEN: &str = "llvm.intr.roundeven";
/// `llvm.intr.sadd.sat`.
pub const SADD_SAT: &str = "llvm.intr.sadd.sat";
/// `llvm.intr.sadd.with.overflow`.
pub const SADD_WITH_OVERFLOW: &str = "llvm.intr.sadd.with.overflow";
/// `llvm.intr.sin`.
pub const SIN: &str = "llvm.intr.sin";
/// `llvm.intr.smax`.
pub const SMAX: &str = "llvm.intr.smax";
/// `llvm.intr.smin`.
pub const SMIN: &str = "llvm.intr.smin";
/// `llvm.intr.smul.with.overflow`.
pub const SMUL_WITH_OVERFLOW: &str = "llvm.intr.smul.with.overflow";
/// `llvm.intr.sqrt`.
pub const SQRT: &str = "llvm.intr.sqrt";
/// `llvm.intr.ssa.copy`.
pub const SSA_COPY: &str = "llvm.intr.ssa.copy";
/// `llvm.intr.sshl.sat`.
pub const SSHL_SAT: &str = "llvm.intr.sshl.sat";
/// `llvm.intr.ssub.sat`.
pub const SSUB_SAT: &str = "llvm.intr.ssub.sat";
/// `llvm.intr.ssub.with.overflow`.
pub const SSUB_WITH_OVERFLOW: &str = "llvm.intr.ssub.with.overflow";
/// `llvm.intr.stackrestore`.
pub const STACKRESTORE: &str = "llvm.intr.stackrestore";
/// `llvm.intr.stacksave`.
pub const STACKSAVE: &str = "llvm.intr.stacksave";
/// `llvm.intr.threadlocal.address`.
pub const THREADLOCAL_ADDRESS: &str = "llvm.intr.threadlocal.address";
/// `llvm.intr.trap`.
pub const TRAP: &str = "llvm.intr.trap";
/// `llvm.intr.trunc`.
pub const TRUNC: &str = "llvm.intr.trunc";
/// `llvm.intr.uadd.sat`.
pub const UADD_SAT: &str = "llvm.intr.uadd.sat";
/// `llvm.intr.uadd.with.overflow`.
pub const UADD_WITH_OVERFLOW: &str = "llvm.intr.uadd.with.overflow";
/// `llvm.intr.ubsantrap`.
pub const UBSANTRAP: &str = "llvm.intr.ubsantrap";
/// `llvm.intr.umax`.
pub const UMAX: &str = "llvm.intr.umax";
/// `llvm.intr.umin`.
pub const UMIN: &str = "llvm.intr.umin";
/// `llvm.intr.umul.with.overflow`.
pub const UMUL_WITH_OVERFLOW: &str = "llvm.intr.umul.with.overflow";
/// `llvm.intr.ushl.sat`.
pub const USHL_SAT: &str = "llvm.intr.ushl.sat";
/// `llvm.intr.usub.sat`.
pub const USUB_SAT: &str = "llvm.intr.usub.sat";
/// `llvm.intr.usub.with.overflow`.
pub const USUB_WITH_OVERFLOW: &str = "llvm.intr.usub.with.overflow";
/// `llvm.intr.vacopy`.
pub const VACOPY: &str = "llvm.intr.vacopy";
/// `llvm.intr.vaend`.
pub const VAEND: &str = "llvm.intr.vaend";
/// `llvm.intr.var.annotation`.
pub const VAR_ANNOTATION: &str = "llvm.intr.var.annotation";
/// `llvm.intr.vastart`.
pub const VASTART: &str = "llvm.intr.vastart";
/// `llvm.intr.vector.deinterleave2`.
pub const VECTOR_DEINTERLEAVE2: &str = "llvm.intr.vector.deinterleave2";
/// `llvm.intr.vector.extract`.
pub const VECTOR_EXTRACT: &str = "llvm.intr.vector.extract";
/// `llvm.intr.vector.insert`.
pub const VECTOR_INSERT: &str = "llvm.intr.vector.insert";
/// `llvm.intr.vector.interleave2`.
pub const VECTOR_INTERLEAVE2: &str = "llvm.intr.vector.interleave2";
/// `llvm.intr.vector.reduce.add`.
pub const VECTOR_REDUCE_ADD: &str = "llvm.intr.vector.reduce.add";
/// `llvm.intr.vector.reduce.and`.
pub const VECTOR_REDUCE_AND: &str = "llvm.intr.vector.reduce.and";
/// `llvm.intr.vector.reduce.fadd`.
pub const VECTOR_REDUCE_FADD: &str = "llvm.intr.vector.reduce.fadd";
/// `llvm.intr.vector.reduce.fmax`.
pub const VECTOR_REDUCE_FMAX: &str = "llvm.intr.vector.reduce.fmax";
/// `llvm.intr.vector.reduce.fmaximum`.
pub const VECTOR_REDUCE_FMAXIMUM: &str = "llvm.intr.vector.reduce.fmaximum";
/// `llvm.intr.vector.reduce.fmin`.
pub const VECTOR_REDUCE_FMIN: &str = "llvm.intr.vector.reduce.fmin";
/// `llvm.intr.vector.reduce.fminimum`.
pub const VECTOR_REDUCE_FMINIMUM: &str = "llvm.intr.vector.reduce.fminimum";
/// `llvm.intr.vector.reduce.fmul`.
pub const VECTOR_REDUCE_FMUL: &str = "llvm.intr.vector.reduce.fmul";
/// `llvm.intr.vector.reduce.mul`.
pub const VECTOR_REDUCE_MUL: &str = "llvm.intr.vector.reduce.mul";
/// `llvm.intr.vector.reduce.or`.
pub const VECTOR_REDUCE_OR: &str = "llvm.intr.vector.reduce.or";
/// `llvm.intr.vector.reduce.smax`.
pub const VECTOR_REDUCE_SMAX: &str = "llvm.intr.vector.reduce.smax";
/// `llvm.intr.vector.reduce.smin`.
pub const VECTOR_REDUCE_SMIN: &str = "llvm.intr.vector.reduce.smin";
/// `llvm.intr.vector.reduce.umax`.
pub const VECTOR_REDUCE_UMAX: &str = "llvm.intr.vector.reduce.umax";
/// `llvm.intr.vector.reduce.umin`.
pub const VECTOR_REDUCE_UMIN: &str = "llvm.intr.vector.reduce.umin";
/// `llvm.intr.vector.reduce.xor`.
pub const VECTOR_REDUCE_XOR: &str = "llvm.intr.vector.reduce.xor";
/// `llvm.intr.vp.add`.
pub const VP_ADD: &str = "llvm.intr.vp.add";
/// `llvm.intr.vp.and`.
pub const VP_AND: &str = "llvm.intr.vp.and";
/// `llvm.intr.vp.ashr`.
pub const VP_ASHR: &str = "llvm.intr.vp.ashr";
/// `llvm.intr.vp.fadd`.
pub const VP_FADD: &str = "llvm.intr.vp.fadd";
/// `llvm.intr.vp.fdiv`.
pub const VP_FDIV: &str = "llvm.intr.vp.fdiv";
/// `llvm.intr.vp.fma`.
pub const VP_FMA: &str = "llvm.intr.vp.fma";
/// `llvm.intr.vp.fmul`.
pub const VP_FMUL: &str = "llvm.intr.vp.fmul";
/// `llvm.intr.vp.fmuladd`.
pub const VP_FMULADD: &str = "llvm.intr.vp.fmuladd";
/// `llvm.intr.vp.fneg`.
pub const VP_FNEG: &str = "llvm.intr.vp.fneg";
/// `llvm.intr.vp.fpext`.
pub const VP_FPEXT: &str = "llvm.intr.vp.fpext";
/// `llvm.intr.vp.fptosi`.
pub const VP_FPTOSI: &str = "llvm.intr.vp.fptosi";
/// `llvm.intr.vp.fptoui`.
pub const VP_FPTOUI: &str = "llvm.intr.vp.fptoui";
/// `llvm.intr.vp.fptrunc`.
pub const VP_FPTRUNC: &str = "llvm.intr.vp.fptrunc";
/// `llvm.intr.vp.frem`.
pub const VP_FREM: &str = "llvm.intr.vp.frem";
/// `llvm.intr.vp.fsub`.
pub const VP_FSUB: &str = "llvm.intr.vp.fsub";
/// `llvm.intr.vp.inttoptr`.
pub const VP_INTTOPTR: &str = "llvm.intr.vp.inttoptr";
/// `llvm.intr.vp.load`.
pub const VP_LOAD: &str = "llvm.intr.vp.load";
/// `llvm.intr.vp.lshr`.
pub const VP_LSHR: &str = "llvm.intr.vp.lshr";
/// `llvm.intr.vp.merge`.
pub const VP_MERGE: &str = "llvm.intr.vp.merge";
/// `llvm.intr.vp.mul`.
pub const VP_MUL: &str = "llvm.intr.vp.mul";
/// `llvm.intr.vp.or`.
pub const VP_OR: &str = "llvm.intr.vp.or";
/// `llvm.intr.vp.ptrtoint`.
pub const VP_PTRTOINT: &str = "llvm.intr.vp.ptrtoint";
/// `llvm.intr.vp.reduce.add`.
pub const VP_REDUCE_ADD: &str = "llvm.intr.vp.reduce.add";
/// `llvm.intr.vp.reduce.and`.
pub const VP_REDUCE_AND: &str = "llvm.intr.vp.reduce.and";
/// `llvm.intr.vp.reduce.fadd`.
pub const VP_REDUCE_FADD: &str = "llvm.intr.vp.reduce.fadd";
/// `llvm.intr.vp.reduce.fmax`.
pub const VP_REDUCE_FMAX: &str = "llvm.intr.vp.reduce.fmax";
/// `llvm.intr.vp.reduce.fmin`.
pub const VP_REDUCE_FMIN: &str = "llvm.intr.vp.reduce.fmin";
/// `llvm.intr.vp.reduce.fmul`.
pub const VP_REDUCE_FMUL: &str = "llvm.intr.vp.reduce.fmul";
/// `llvm.intr.vp.reduce.mul`.
pub const VP_REDUCE_MUL: &str = "llvm.intr.vp.reduce.mul";
/// `llvm.intr.vp.reduce.or`.
pub const VP_REDUCE_OR: &str = "llvm.intr.vp.reduce.or";
/// `llvm.intr.vp.reduce.smax`.
pub const VP_REDUCE_SMAX: &str = "llvm.intr.vp.reduce.smax";
/// `llvm.intr.vp.reduce.smin`.
pub const VP_REDUCE_SMIN: &str = "llvm.intr.vp.reduce.smin";
/// `llvm.intr.vp.reduce.umax`.
pub const VP_REDUCE_UMAX: &str = "llvm.intr.vp.reduce.umax";
/// `llvm.intr.vp.reduce.umin`.
pub const VP_REDUCE_UMIN: &str = "llvm.intr.vp.reduce.umin";
/// `llvm.intr.vp.reduce.xor`.
pub const VP_REDUCE_XOR: &str = "llvm.intr.vp.reduce.xor";
/// `llvm.intr.vp.sdiv`.
pub const VP_SDIV: &str = "llvm.intr.vp.sdiv";
/// `llvm.intr.vp.select`.
pub const VP_SELECT: &str = "llvm.intr.vp.select";
/// `llvm.intr.vp.sext`.
pub const VP_SEXT: &str = "llvm.intr.vp.sext";
/// `llvm.intr.vp.shl`.
pub const VP_SHL: &str = "llvm.intr.vp.shl";
/// `llvm.intr.vp.sitofp`.
pub const VP_SITOFP: &str = "llvm.intr.vp.sitofp";
/// `llvm.intr.vp.srem`.
pub const VP_SREM: &str = "llvm.intr.vp.srem";
/// `llvm.intr.vp.store`.
pub const VP_STORE: &str = "llvm.intr.vp.store";
/// `llvm.intr.vp.sub`.
pub const VP_SUB: &str = "llvm.intr.vp.sub";
/// `llvm.intr.vp.trunc`.
pub const VP_TRUNC: &str = "llvm.intr.vp.trunc";
/// `llvm.intr.vp.udiv`.
pub const VP_UDIV: &str = "llvm.intr.vp.udiv";
/// `llvm.intr.vp.uitofp`.
pub const VP_UITOFP: &str = "llvm.intr.vp.uitofp";
/// `llvm.intr.vp.urem`.
pub const VP_UREM: &str = "llvm.intr.vp.urem";
/// `llvm.intr.vp.xor`.
pub const VP_XOR: &str = "llvm.intr.vp.xor";
/// `llvm.intr.vp.zext`.
pub const VP_ZEXT: &str = "llvm.intr.vp.zext";
/// `llvm.intr.vscale`.
pub const VSCALE: &str = "llvm.intr.vscale";

/// Every constant above, in order.
pub const ALL: &[&str] = &[
    ABS,
    ANNOTATION,
    ASSUME,
    BITREVERSE,
    BSWAP,
    CEIL,
    COPYSIGN,
    CORO_ALIGN,
    CORO_BEGIN,
    CORO_END,
    CORO_FREE,
    CORO_ID,
    CORO_PROMISE,
    CORO_RESUME,
    CORO_SAVE,
    CORO_SIZE,
    CORO_SUSPEND,
    COS,
    CTLZ,
    CTPOP,
    CTTZ,
    DBG_DECLARE,
    DBG_LABEL,
    DBG_VALUE,
    DEBUGTRAP,
    EH_TYPEID_FOR,
    EXP,
    EXP2,
    EXPECT,
    EXPECT_WITH_PROBABILITY,
    EXPERIMENTAL_CONSTRAINED_FPTRUNC,
    EXPERIMENTAL_NOALIAS_SCOPE_DECL,
    EXPERIMENTAL_STEPVECTOR,
    EXPERIMENTAL_VP_STRIDED_LOAD,
    EXPERIMENTAL_VP_STRIDED_STORE,
    FABS,
    FLOOR,
    FMA,
    FMULADD,
    FSHL,
    FSHR,
    GET_ACTIVE_LANE_MASK,
    INVARIANT_END,
    INVARIANT_START,
    IS_CONSTANT,
    IS_FPCLASS,
    LIFETIME_END,
    LIFETIME_START,
    LLRINT,
    LLROUND,
    LOG,
    LOG10,
    LOG2,
    LRINT,
    LROUND,
    MASKED_COMPRESSSTORE,
    MASKED_EXPANDLOAD,
    MASKED_GATHER,
    MASKED_LOAD,
    MASKED_SCATTER,
    MASKED_STORE,
    MATRIX_COLUMN_MAJOR_LOAD,
    MATRIX_COLUMN_MAJOR_STORE,
    MATRIX_MULTIPLY,
    MATRIX_TRANSPOSE,
    MAXIMUM,
    MAXNUM,
    MEMCPY,
    MEMCPY_INLINE,
    MEMMOVE,
    MEMSET,
    MINIMUM,
    MINNUM,
    NEARBYINT,
    POW,
    POWI,
    PREFETCH,
    PTR_ANNOTATION,
    RINT,
    ROUND,
    ROUNDEVEN,
    SADD_SAT,
    SADD_WITH_OVERFLOW,
    SIN,
    SMAX,
    SMIN,
    SMUL_WITH_OVERFLOW,
    SQRT,
    SSA_COPY,
    SSHL_SAT,
    SSUB_SAT,
    SSUB_WITH_OVERFLOW,
    STACKRESTORE,
    STACKSAVE,
    THREADLOCAL_ADDRESS,
    TRAP,
    TRUNC,
    UADD_SAT,
    UADD_WITH_OVERFLOW,
    UBSANTRAP,
    UMAX,
    UMIN,
    UMUL_WITH_OVERFLOW,
    USHL_SAT,
    USUB_SAT,
    USUB_WITH_OVERFLOW,
    VACOPY,
    VAEND,
    VAR_ANNOTATION,
    VASTART,
    VECTOR_DEINTERLEAVE2,
    VECTOR_EXTRACT,
    VECTOR_INSERT,
    VECTOR_INTERLEAVE2,
    VECTOR_REDUCE_ADD,
    VECTOR_REDUCE_AND,
    VECTOR_REDUCE_FADD,
    VECTOR_REDUCE_FMAX,
    VECTOR_REDUCE_FMAXIMUM,
    VECTOR_REDUCE_FMIN,
    VECTOR_REDUCE_FMINIMUM,
    VECTOR_REDUCE_FMUL,
    VECTOR_REDUCE_MUL,
    VECTOR_REDUCE_OR,
    VECTOR_REDUCE_SMAX,
    VECTOR_REDUCE_SMIN,
    VECTOR_REDUCE_UMAX,
    VECTOR_REDUCE_UMIN,
    VECTOR_REDUCE_XOR,
    VP_ADD,
    VP_AND,
    VP_ASHR,
    VP_FADD,
    VP_FDIV,
    VP_FMA,
    VP_FMUL,
    VP_FMULADD,
    VP_FNEG,
    VP_FPEXT,
    VP_FPTOSI,
    VP_FPTOUI,
    VP_FPTRUNC,
    VP_FREM,
    VP_FSUB,
    VP_INTTOPTR,
    VP_LOAD,
    VP_LSHR,
    VP_MERGE,
    VP_MUL,
    VP_OR,
    VP_PTRTOINT,
    VP_REDUCE_ADD,
    VP_REDUCE_AND,
    VP_REDUCE_FADD,
    VP_REDUCE_FMAX,
    VP_REDUCE_FMIN,
    VP_REDUCE_FMUL,
    VP_REDUCE_MUL,
    VP_REDUCE_OR,
    VP_REDUCE_SMAX,
    VP_REDUCE_SMIN,
    VP_REDUCE_UMAX,
    VP_REDUCE_UMIN,
    VP_REDUCE_XOR,
    VP_SDIV,
    VP_SELECT,
    VP_SEXT,
    VP_SHL,
    VP_SITOFP,
    VP_SREM,
    VP_STORE,
    VP_SUB,
    VP_TRUNC,
    VP_UDIV,
    VP_UITOFP,
    VP_UREM,
    VP_XOR,
    VP_ZEXT,
    VSCALE,
];

#[cfg(test)]
mod tests {
    use super::super::intrinsics::INTRINSICS;

    #[test]
    fn names_are_the_table_rows() {
        let mut table: Vec<&str> = INTRINSICS.iter().map(|r| r.op).collect();
        let mut names: Vec<&str> = super::ALL.to_vec();
        table.sort_unstable();
        names.sort_unstable();
        assert_eq!(names, table);
    }
}
