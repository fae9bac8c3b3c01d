//! The one mapping between the `llvm` dialect and LLVM, for both directions: enums, and the
//! function attributes the dialect names.
//!
//! Each [`EnumTable`] has one row per case of a dialect enum: the dialect's code (the value its
//! [`EnumDef`] gives the keyword), the LLVM C-API value the translator sets and the C-API facts of
//! the importer read, and the `llvm_ir` value the importer reads. Keywords are never written here:
//! they come from the dialect's `EnumDef` (`irbridge::dialect::llvm::attrs::enums`). A column an
//! enum does not have on one side is `()` (LLVM's calling conventions are numbers the C API takes
//! as they are; llvm-ir reads no fast-math flags or tail-call kinds).
//!
//! Where LLVM's spelling is the dialect's keyword (`"frame-pointer"="non-leaf"` is
//! `#llvm.framePointerKind<"non-leaf">`), both directions read the dialect's `EnumDef` itself.
//!
//! The tables live here, not beside the intrinsics table in the IR core, because their C-API and
//! llvm-ir columns need `llvm-sys` and `llvm-ir`, which the IR core and the lowering must not link;
//! this is the lowest crate both the translator and the importer depend on.
//! `tests/tables.rs` checks that every table covers its dialect enum exactly once per column,
//! and that no file of the translator or the importer names a variant of these enums itself.

use crate::sys;
use irbridge::dialect::enums::EnumDef;
use irbridge::dialect::llvm::attrs::enums as dialect;
use llvm_ir::function::{CallingConvention as CC, MemoryEffect};
use llvm_ir::instruction::{MemoryOrdering, RMWBinOp};
use llvm_ir::module::{Linkage, SelectionKind, UnnamedAddr, Visibility};
use llvm_ir::predicates::{FPPredicate, IntPredicate};
use sys::comdat::LLVMComdatSelectionKind as CK;
use sys::LLVMAtomicOrdering as AO;
use sys::LLVMAtomicRMWBinOp as AB;
use sys::LLVMInlineAsmDialect as AD;
use sys::LLVMIntPredicate as IP;
use sys::LLVMLinkage as L;
use sys::LLVMRealPredicate as RP;
use sys::LLVMTailCallKind as TK;
use sys::LLVMUnnamedAddr as UA;
use sys::LLVMVisibility as V;

/// A dialect enum's cases with their LLVM C-API value `C` and `llvm_ir` value `I`.
#[derive(Debug)]
pub struct EnumTable<C: 'static, I: 'static> {
    /// The dialect's enum, which names each code.
    pub dialect: &'static EnumDef,
    /// The case LLVM assumes when none is written: the translator's value for an absent property,
    /// the importer's case to leave unwritten (`None`: every case is written).
    pub default: Option<u64>,
    /// (dialect code, C-API value, `llvm_ir` value), one row per case of `dialect`.
    pub rows: &'static [(u64, C, I)],
}

impl<C: Copy + PartialEq, I: PartialEq> EnumTable<C, I> {
    /// The C-API value of dialect code `code`.
    pub fn c_api(&self, code: u64) -> Option<C> {
        self.rows.iter().find(|r| r.0 == code).map(|r| r.1)
    }
    /// The `llvm_ir` value of dialect code `code`.
    pub fn llvm_ir(&self, code: u64) -> Option<&'static I> {
        self.rows.iter().find(|r| r.0 == code).map(|r| &r.2)
    }
    /// The dialect code of C-API value `c`.
    pub fn code_of_c_api(&self, c: C) -> Option<u64> {
        self.rows.iter().find(|r| r.1 == c).map(|r| r.0)
    }
    /// The dialect code of `llvm_ir` value `i`.
    pub fn code_of_llvm_ir(&self, i: &I) -> Option<u64> {
        self.rows.iter().find(|r| r.2 == *i).map(|r| r.0)
    }
    /// The dialect keyword of code `code`.
    pub fn keyword(&self, code: u64) -> Option<&'static str> {
        self.dialect.keyword(code)
    }
    /// The keyword the importer writes for code `code`: empty for the [`Self::default`] case.
    pub fn written_keyword(&self, code: u64) -> Option<&'static str> {
        if self.default == Some(code) {
            return Some("");
        }
        self.keyword(code)
    }
    /// [`Self::written_keyword`] of `llvm_ir` value `i`.
    pub fn written_keyword_of_llvm_ir(&self, i: &I) -> Option<&'static str> {
        self.written_keyword(self.code_of_llvm_ir(i)?)
    }
    /// [`Self::written_keyword`] of C-API value `c`.
    pub fn written_keyword_of_c_api(&self, c: C) -> Option<&'static str> {
        self.written_keyword(self.code_of_c_api(c)?)
    }
    /// The C-API value of the [`Self::default`] case.
    pub fn default_c_api(&self) -> Option<C> {
        self.c_api(self.default?)
    }
    /// The C-API value for an optional property: its code, else the [`Self::default`] case.
    pub fn c_api_or_default(&self, code: Option<u64>) -> Option<C> {
        self.c_api(code.or(self.default)?)
    }
}

/// `#llvm.linkage` (`linkage` of `llvm.func` and `llvm.mlir.global`).
pub const LINKAGE: EnumTable<L, Linkage> = EnumTable {
    dialect: &dialect::LINKAGE,
    default: Some(10),
    rows: &[
        (0, L::LLVMPrivateLinkage, Linkage::Private),
        (1, L::LLVMInternalLinkage, Linkage::Internal),
        (
            2,
            L::LLVMAvailableExternallyLinkage,
            Linkage::AvailableExternally,
        ),
        (3, L::LLVMLinkOnceAnyLinkage, Linkage::LinkOnceAny),
        (4, L::LLVMWeakAnyLinkage, Linkage::WeakAny),
        (5, L::LLVMCommonLinkage, Linkage::Common),
        (6, L::LLVMAppendingLinkage, Linkage::Appending),
        (7, L::LLVMExternalWeakLinkage, Linkage::ExternalWeak),
        (8, L::LLVMLinkOnceODRLinkage, Linkage::LinkOnceODR),
        (9, L::LLVMWeakODRLinkage, Linkage::WeakODR),
        (10, L::LLVMExternalLinkage, Linkage::External),
    ],
};

/// The linkage of `llvm.global_ctors`/`llvm.global_dtors`, which have no `llvm.mlir.global`.
pub const APPENDING_LINKAGE: L = L::LLVMAppendingLinkage;
/// The linkages whose global's undefined initializer upstream's translation leaves out.
pub const EXTERNAL_LINKAGE: L = L::LLVMExternalLinkage;
/// See [`EXTERNAL_LINKAGE`].
pub const EXTERN_WEAK_LINKAGE: L = L::LLVMExternalWeakLinkage;
/// [`EXTERNAL_LINKAGE`] in llvm-ir (the importer declares functions with it).
pub const EXTERNAL_LINKAGE_LLVM_IR: Linkage = Linkage::External;

/// LLVM's `GlobalValue::isLocalLinkage` (such a global is implicitly `dso_local`).
pub fn is_local_linkage(l: L) -> bool {
    matches!(l, L::LLVMPrivateLinkage | L::LLVMInternalLinkage)
}

/// [`is_local_linkage`] of an `llvm_ir` linkage.
pub fn is_local_linkage_llvm_ir(l: &Linkage) -> bool {
    LINKAGE
        .code_of_llvm_ir(l)
        .and_then(|c| LINKAGE.c_api(c))
        .is_some_and(is_local_linkage)
}

/// `visibility_` of functions and globals.
pub const VISIBILITY: EnumTable<V, Visibility> = EnumTable {
    dialect: &dialect::VISIBILITY,
    default: Some(0),
    rows: &[
        (0, V::LLVMDefaultVisibility, Visibility::Default),
        (1, V::LLVMHiddenVisibility, Visibility::Hidden),
        (2, V::LLVMProtectedVisibility, Visibility::Protected),
    ],
};

/// LLVM's default visibility (`isImplicitDSOLocal` asks for any other).
pub const DEFAULT_VISIBILITY: V = V::LLVMDefaultVisibility;

/// `unnamed_addr` of functions and globals (llvm-ir: `None` for none).
pub const UNNAMED_ADDR: EnumTable<UA, Option<UnnamedAddr>> = EnumTable {
    dialect: &dialect::UNNAMED_ADDR,
    default: Some(0),
    rows: &[
        (0, UA::LLVMNoUnnamedAddr, None),
        (1, UA::LLVMLocalUnnamedAddr, Some(UnnamedAddr::Local)),
        (2, UA::LLVMGlobalUnnamedAddr, Some(UnnamedAddr::Global)),
    ],
};

/// `#llvm.cconv`: the codes are LLVM's `CallingConv::ID` numbers, which the C API takes as they
/// are; llvm-ir names some and reports the others as `Numbered`.
pub const CCONV: EnumTable<(), CC> = EnumTable {
    dialect: &dialect::CCONV,
    default: Some(0),
    rows: &[
        (0, (), CC::C),
        (8, (), CC::Fast),
        (9, (), CC::Cold),
        (10, (), CC::GHC),
        (11, (), CC::HiPE),
        (13, (), CC::AnyReg),
        (14, (), CC::PreserveMost),
        (15, (), CC::PreserveAll),
        (16, (), CC::Swift),
        (17, (), CC::CXX_FastTLS),
        (18, (), CC::Numbered(18)),
        (19, (), CC::Numbered(19)),
        (20, (), CC::Numbered(20)),
        (64, (), CC::X86_StdCall),
        (65, (), CC::X86_FastCall),
        (66, (), CC::ARM_APCS),
        (67, (), CC::ARM_AAPCS),
        (68, (), CC::ARM_AAPCS_VFP),
        (69, (), CC::MSP430_INTR),
        (70, (), CC::X86_ThisCall),
        (71, (), CC::PTX_Kernel),
        (72, (), CC::PTX_Device),
        (75, (), CC::SPIR_FUNC),
        (76, (), CC::SPIR_KERNEL),
        (77, (), CC::Intel_OCL_BI),
        (78, (), CC::X86_64_SysV),
        (79, (), CC::Win64),
        (80, (), CC::X86_VectorCall),
        (81, (), CC::HHVM),
        (82, (), CC::HHVM_C),
        (83, (), CC::X86_Intr),
        (84, (), CC::AVR_Intr),
        (86, (), CC::AVR_Builtin),
        (87, (), CC::AMDGPU_VS),
        (88, (), CC::AMDGPU_GS),
        (90, (), CC::AMDGPU_CS),
        (91, (), CC::AMDGPU_Kernel),
        (92, (), CC::X86_RegCall),
        (93, (), CC::AMDGPU_HS),
        (94, (), CC::MSP430_Builtin),
        (95, (), CC::AMDGPU_LS),
        (96, (), CC::AMDGPU_ES),
        (97, (), CC::Numbered(97)),
        (98, (), CC::Numbered(98)),
        (99, (), CC::Numbered(99)),
        (100, (), CC::Numbered(100)),
        (101, (), CC::Numbered(101)),
    ],
};

/// `#llvm.tailcallkind` of `llvm.call` (llvm-ir reads only whether a call is `tail`).
pub const TAIL_CALL_KIND: EnumTable<TK, ()> = EnumTable {
    dialect: &dialect::TAIL_CALL_KIND,
    default: Some(0),
    rows: &[
        (0, TK::LLVMTailCallKindNone, ()),
        (1, TK::LLVMTailCallKindTail, ()),
        (2, TK::LLVMTailCallKindMustTail, ()),
        (3, TK::LLVMTailCallKindNoTail, ()),
    ],
};

/// `llvm.comdat_selector`'s selection kind.
pub const COMDAT_SELECTOR: EnumTable<CK, SelectionKind> = EnumTable {
    dialect: &dialect::COMDAT_SELECTOR,
    default: Some(0),
    rows: &[
        (0, CK::LLVMAnyComdatSelectionKind, SelectionKind::Any),
        (
            1,
            CK::LLVMExactMatchComdatSelectionKind,
            SelectionKind::ExactMatch,
        ),
        (
            2,
            CK::LLVMLargestComdatSelectionKind,
            SelectionKind::Largest,
        ),
        (
            3,
            CK::LLVMNoDuplicatesComdatSelectionKind,
            SelectionKind::NoDuplicates,
        ),
        (
            4,
            CK::LLVMSameSizeComdatSelectionKind,
            SelectionKind::SameSize,
        ),
    ],
};

/// `llvm.icmp` predicates.
pub const ICMP_PREDICATE: EnumTable<IP, IntPredicate> = EnumTable {
    dialect: &dialect::ICMP_PREDICATE,
    default: None,
    rows: &[
        (0, IP::LLVMIntEQ, IntPredicate::EQ),
        (1, IP::LLVMIntNE, IntPredicate::NE),
        (2, IP::LLVMIntSLT, IntPredicate::SLT),
        (3, IP::LLVMIntSLE, IntPredicate::SLE),
        (4, IP::LLVMIntSGT, IntPredicate::SGT),
        (5, IP::LLVMIntSGE, IntPredicate::SGE),
        (6, IP::LLVMIntULT, IntPredicate::ULT),
        (7, IP::LLVMIntULE, IntPredicate::ULE),
        (8, IP::LLVMIntUGT, IntPredicate::UGT),
        (9, IP::LLVMIntUGE, IntPredicate::UGE),
    ],
};

/// `llvm.fcmp` predicates.
pub const FCMP_PREDICATE: EnumTable<RP, FPPredicate> = EnumTable {
    dialect: &dialect::FCMP_PREDICATE,
    default: None,
    rows: &[
        (0, RP::LLVMRealPredicateFalse, FPPredicate::False),
        (1, RP::LLVMRealOEQ, FPPredicate::OEQ),
        (2, RP::LLVMRealOGT, FPPredicate::OGT),
        (3, RP::LLVMRealOGE, FPPredicate::OGE),
        (4, RP::LLVMRealOLT, FPPredicate::OLT),
        (5, RP::LLVMRealOLE, FPPredicate::OLE),
        (6, RP::LLVMRealONE, FPPredicate::ONE),
        (7, RP::LLVMRealORD, FPPredicate::ORD),
        (8, RP::LLVMRealUEQ, FPPredicate::UEQ),
        (9, RP::LLVMRealUGT, FPPredicate::UGT),
        (10, RP::LLVMRealUGE, FPPredicate::UGE),
        (11, RP::LLVMRealULT, FPPredicate::ULT),
        (12, RP::LLVMRealULE, FPPredicate::ULE),
        (13, RP::LLVMRealUNE, FPPredicate::UNE),
        (14, RP::LLVMRealUNO, FPPredicate::UNO),
        (15, RP::LLVMRealPredicateTrue, FPPredicate::True),
    ],
};

/// Atomic orderings (`ordering`, `success_ordering`, `failure_ordering`); an absent ordering is
/// `not_atomic`.
pub const ATOMIC_ORDERING: EnumTable<AO, MemoryOrdering> = EnumTable {
    dialect: &dialect::ATOMIC_ORDERING,
    default: Some(0),
    rows: &[
        (
            0,
            AO::LLVMAtomicOrderingNotAtomic,
            MemoryOrdering::NotAtomic,
        ),
        (
            1,
            AO::LLVMAtomicOrderingUnordered,
            MemoryOrdering::Unordered,
        ),
        (
            2,
            AO::LLVMAtomicOrderingMonotonic,
            MemoryOrdering::Monotonic,
        ),
        (4, AO::LLVMAtomicOrderingAcquire, MemoryOrdering::Acquire),
        (5, AO::LLVMAtomicOrderingRelease, MemoryOrdering::Release),
        (
            6,
            AO::LLVMAtomicOrderingAcquireRelease,
            MemoryOrdering::AcquireRelease,
        ),
        (
            7,
            AO::LLVMAtomicOrderingSequentiallyConsistent,
            MemoryOrdering::SequentiallyConsistent,
        ),
    ],
};

/// `llvm.atomicrmw` operations (`bin_op`).
pub const ATOMIC_BIN_OP: EnumTable<AB, RMWBinOp> = EnumTable {
    dialect: &dialect::ATOMIC_BIN_OP,
    default: None,
    rows: &[
        (0, AB::LLVMAtomicRMWBinOpXchg, RMWBinOp::Xchg),
        (1, AB::LLVMAtomicRMWBinOpAdd, RMWBinOp::Add),
        (2, AB::LLVMAtomicRMWBinOpSub, RMWBinOp::Sub),
        (3, AB::LLVMAtomicRMWBinOpAnd, RMWBinOp::And),
        (4, AB::LLVMAtomicRMWBinOpNand, RMWBinOp::Nand),
        (5, AB::LLVMAtomicRMWBinOpOr, RMWBinOp::Or),
        (6, AB::LLVMAtomicRMWBinOpXor, RMWBinOp::Xor),
        (7, AB::LLVMAtomicRMWBinOpMax, RMWBinOp::Max),
        (8, AB::LLVMAtomicRMWBinOpMin, RMWBinOp::Min),
        (9, AB::LLVMAtomicRMWBinOpUMax, RMWBinOp::UMax),
        (10, AB::LLVMAtomicRMWBinOpUMin, RMWBinOp::UMin),
        (11, AB::LLVMAtomicRMWBinOpFAdd, RMWBinOp::FAdd),
        (12, AB::LLVMAtomicRMWBinOpFSub, RMWBinOp::FSub),
        (13, AB::LLVMAtomicRMWBinOpFMax, RMWBinOp::FMax),
        (14, AB::LLVMAtomicRMWBinOpFMin, RMWBinOp::FMin),
        (15, AB::LLVMAtomicRMWBinOpUIncWrap, RMWBinOp::UIncWrap),
        (16, AB::LLVMAtomicRMWBinOpUDecWrap, RMWBinOp::UDecWrap),
    ],
};

/// `asm_dialect` of `llvm.inline_asm`.
pub const ASM_DIALECT: EnumTable<AD, ()> = EnumTable {
    dialect: &dialect::ASM_DIALECT,
    default: Some(0),
    rows: &[
        (0, AD::LLVMInlineAsmDialectATT, ()),
        (1, AD::LLVMInlineAsmDialectIntel, ()),
    ],
};

/// The access kinds of `#llvm.memory_effects`: the codes are LLVM's `ModRefInfo` bits, two per
/// location in the `memory` attribute's integer.
pub const MOD_REF_INFO: EnumTable<(), MemoryEffect> = EnumTable {
    dialect: &dialect::MOD_REF_INFO,
    default: None,
    rows: &[
        (0, (), MemoryEffect::None),
        (1, (), MemoryEffect::Read),
        (2, (), MemoryEffect::Write),
        (3, (), MemoryEffect::ReadWrite),
    ],
};

/// The locations of `#llvm.memory_effects` (its parameter names) with their place in LLVM's
/// `MemoryEffects` integer: location `n` holds its `ModRefInfo` in bits `2n` and `2n + 1`.
pub const MEMORY_LOCATIONS: &[(&str, u32)] = &[("argMem", 0), ("inaccessibleMem", 1), ("other", 2)];

/// `#llvm.fastmath`'s single-bit cases with the C API's flag for each (a bit enum: values combine).
pub const FASTMATH: EnumTable<sys::LLVMFastMathFlags, ()> = EnumTable {
    dialect: &dialect::FASTMATH,
    default: None,
    rows: &[
        (1, sys::LLVMFastMathNoNaNs, ()),
        (2, sys::LLVMFastMathNoInfs, ()),
        (4, sys::LLVMFastMathNoSignedZeros, ()),
        (8, sys::LLVMFastMathAllowReciprocal, ()),
        (16, sys::LLVMFastMathAllowContract, ()),
        (32, sys::LLVMFastMathApproxFunc, ()),
        (64, sys::LLVMFastMathAllowReassoc, ()),
    ],
};

/// The C API's fast-math flags of the dialect's `#llvm.fastmath` bits.
pub fn fastmath_to_c_api(bits: u64) -> sys::LLVMFastMathFlags {
    FASTMATH
        .rows
        .iter()
        .filter(|r| bits & r.0 != 0)
        .fold(0, |acc, r| acc | r.1)
}

/// The dialect's `#llvm.fastmath` bits of the C API's fast-math flags.
pub fn fastmath_of_c_api(flags: sys::LLVMFastMathFlags) -> u64 {
    FASTMATH
        .rows
        .iter()
        .filter(|r| flags & r.1 != 0)
        .fold(0, |acc, r| acc | r.0)
}

// ---- integer overflow flags ---------------------------------------------------------------------------

/// The `#llvm.overflow` bit of LLVM's `nsw` flag (the C API sets `nsw` and `nuw` one by one; the
/// keywords are LLVM's flag names).
pub const OVERFLOW_NSW: u64 = 1;
/// The `#llvm.overflow` bit of LLVM's `nuw` flag.
pub const OVERFLOW_NUW: u64 = 2;

/// The `#llvm.overflow` bits of an instruction's `nsw` and `nuw` flags.
pub fn overflow_bits(nsw: bool, nuw: bool) -> u64 {
    (if nsw { OVERFLOW_NSW } else { 0 }) | (if nuw { OVERFLOW_NUW } else { 0 })
}

// ---- constrained floating point --------------------------------------------------------------------

/// The metadata strings of the constrained-FP intrinsics' immediates: LLVM spells a rounding mode
/// or an exception behaviour as the dialect's keyword after a prefix (`round.tonearest`,
/// `fpexcept.strict`).
pub const CONSTRAINED_FP_PREFIXES: &[(&EnumDef, &str)] = &[
    (&dialect::ROUNDING_MODE, "round."),
    (&dialect::FP_EXCEPTION_BEHAVIOR, "fpexcept."),
];

/// LLVM's `RoundingMode::Invalid` (-1), which has no string.
const INVALID_ROUNDING_MODE: u64 = u64::MAX;

fn constrained_fp_prefix(def: &EnumDef) -> Option<&'static str> {
    CONSTRAINED_FP_PREFIXES
        .iter()
        .find(|p| p.0.name == def.name)
        .map(|p| p.1)
}

/// The metadata string of case `code` of `def` (one of [`CONSTRAINED_FP_PREFIXES`]).
pub fn constrained_fp_string(def: &EnumDef, code: u64) -> Option<String> {
    if code == INVALID_ROUNDING_MODE {
        return None;
    }
    Some(format!(
        "{}{}",
        constrained_fp_prefix(def)?,
        def.keyword(code)?
    ))
}

/// The case of `def` that metadata string `s` names.
pub fn constrained_fp_code(def: &EnumDef, s: &str) -> Option<u64> {
    let code = def.symbolize(s.strip_prefix(constrained_fp_prefix(def)?)?)?;
    (code != INVALID_ROUNDING_MODE).then_some(code)
}

// ---- function attributes ----------------------------------------------------------------------------

/// Unit properties of `llvm.func` (dialect name, LLVM enum attribute), in upstream's order.
pub const FUNCTION_UNIT_ATTRS: &[(&str, &str)] = &[
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("optimize_none", "optnone"),
    ("convergent", "convergent"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
];

/// String properties of `llvm.func` (dialect name, LLVM string attribute) whose value is the
/// attribute's, on definitions only.
pub const FUNCTION_STRING_ATTRS: &[(&str, &str)] =
    &[("target_cpu", "target-cpu"), ("tune_cpu", "tune-cpu")];

/// Boolean properties of `llvm.func` (dialect name, LLVM string attribute): `"true"`/`"false"`.
/// Upstream 19 exports them on definitions only and imports them on every function.
pub const FUNCTION_BOOL_ATTRS: &[(&str, &str)] = &[
    ("unsafe_fp_math", "unsafe-fp-math"),
    ("no_infs_fp_math", "no-infs-fp-math"),
    ("no_nans_fp_math", "no-nans-fp-math"),
    ("approx_func_fp_math", "approx-func-fp-math"),
    ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
];

/// String properties of `llvm.func` for floating-point modes (dialect name, LLVM string
/// attribute); upstream 19 exports them on definitions only and imports them on every function.
pub const FUNCTION_FP_STRING_ATTRS: &[(&str, &str)] = &[
    ("denormal_fp_math", "denormal-fp-math"),
    ("denormal_fp_math_f32", "denormal-fp-math-f32"),
    ("fp_contract", "fp-contract"),
];

/// The SME streaming mode unit properties of `llvm.func` (dialect name, LLVM string attribute
/// without value): at most one holds, the first of this order where LLVM has several.
pub const ARM_STREAMING_ATTRS: &[(&str, &str)] = &[
    ("arm_streaming", "aarch64_pstate_sm_enabled"),
    ("arm_locally_streaming", "aarch64_pstate_sm_body"),
    ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
];

/// The SME ZA state unit properties of `llvm.func`, as [`ARM_STREAMING_ATTRS`].
pub const ARM_ZA_ATTRS: &[(&str, &str)] = &[
    ("arm_new_za", "aarch64_new_za"),
    ("arm_in_za", "aarch64_in_za"),
    ("arm_out_za", "aarch64_out_za"),
    ("arm_inout_za", "aarch64_inout_za"),
    ("arm_preserves_za", "aarch64_preserves_za"),
];

/// `frame_pointer` of `llvm.func`, LLVM's string attribute `frame-pointer` (on definitions only);
/// the value is the `#llvm.framePointerKind` keyword.
pub const FRAME_POINTER_ATTR: (&str, &str) = ("frame_pointer", "frame-pointer");

/// `target_features` of `llvm.func`, LLVM's string attribute `target-features` (on definitions
/// only): `#llvm.target_features<["+a", "-b"]>` is `"+a,-b"`.
pub const TARGET_FEATURES_ATTR: (&str, &str) = ("target_features", "target-features");

/// Whether LLVM string attribute `llvm` is one the dialect holds as an `llvm.func` property, which
/// upstream translates on definitions only.
pub fn is_function_string_property(llvm: &str) -> bool {
    function_string_attr_of_llvm(llvm).is_some()
        || llvm == FRAME_POINTER_ATTR.1
        || llvm == TARGET_FEATURES_ATTR.1
}

/// The dialect's name of LLVM function attribute `llvm` from [`FUNCTION_UNIT_ATTRS`].
pub fn function_unit_attr_of_llvm(llvm: &str) -> Option<&'static str> {
    FUNCTION_UNIT_ATTRS
        .iter()
        .find(|r| r.1 == llvm)
        .map(|r| r.0)
}

/// The dialect's name of LLVM string attribute `llvm` from [`FUNCTION_STRING_ATTRS`].
pub fn function_string_attr_of_llvm(llvm: &str) -> Option<&'static str> {
    FUNCTION_STRING_ATTRS
        .iter()
        .find(|r| r.1 == llvm)
        .map(|r| r.0)
}

// ---- loop annotations -------------------------------------------------------------------------------

/// How a loop property's metadata operands stand for an attribute field's value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LoopShape {
    /// `!{!"name"}`, written when the field is `true`.
    Unit,
    /// `!{!"name"}`, written when the field is `false` (`unroll.enable` for `disable = false`).
    UnitFalse,
    /// `!{!"name", i1 b}`: the field is `b`.
    Bool,
    /// `!{!"name", i1 b}`: the field is `!b` (`vectorize.enable` sets `disable`).
    NegBool,
    /// `!{!"name", i1 b}` as written; read as `true` with or without the `i1` (LLVM tests only
    /// for the property's presence).
    Presence,
    /// `!{!"name", i32 n}`: the field is `n : i32`.
    Int,
    /// `!{!"name", i32 n}`: the field is `n != 0` (`isvectorized`).
    IntAsBool,
    /// `!{!"name", !loopID}`: a nested loop annotation.
    Followup,
    /// `!{!"name", !group, ...}`: the access groups.
    AccessGroups,
}

/// A loop property: its metadata name, the attribute it belongs to (an index into
/// [`LOOP_GROUPS`], 0 for `#llvm.loop_annotation` itself), the field it sets and its shape.
#[derive(Debug)]
pub struct LoopProperty {
    pub name: &'static str,
    pub group: usize,
    pub field: &'static str,
    pub shape: LoopShape,
}

impl LoopProperty {
    const fn new(name: &'static str, group: usize, field: &'static str, shape: LoopShape) -> Self {
        LoopProperty {
            name,
            group,
            field,
            shape,
        }
    }
}

/// The attributes of a loop annotation: its parameter naming the nested attribute, and that
/// attribute's mnemonic (`vectorize = #llvm.loop_vectorize<...>`); the first is the annotation.
pub const LOOP_GROUPS: &[(&str, &str)] = &[
    ("", "loop_annotation"),
    ("vectorize", "loop_vectorize"),
    ("interleave", "loop_interleave"),
    ("unroll", "loop_unroll"),
    ("unrollAndJam", "loop_unroll_and_jam"),
    ("licm", "loop_licm"),
    ("distribute", "loop_distribute"),
    ("pipeline", "loop_pipeline"),
    ("peeled", "loop_peeled"),
    ("unswitch", "loop_unswitch"),
];

use LoopShape::*;

/// Every loop property the dialect holds, each attribute's fields in their declaration order,
/// which is also the order upstream's translation writes them in (the annotation's own
/// `parallelAccesses` excepted: it is written last).
pub const LOOP_PROPERTIES: &[LoopProperty] = &[
    LoopProperty::new("llvm.loop.disable_nonforced", 0, "disableNonforced", Unit),
    LoopProperty::new("llvm.loop.mustprogress", 0, "mustProgress", Unit),
    LoopProperty::new("llvm.loop.isvectorized", 0, "isVectorized", IntAsBool),
    LoopProperty::new(
        "llvm.loop.parallel_accesses",
        0,
        "parallelAccesses",
        AccessGroups,
    ),
    LoopProperty::new("llvm.loop.vectorize.enable", 1, "disable", NegBool),
    LoopProperty::new(
        "llvm.loop.vectorize.predicate.enable",
        1,
        "predicateEnable",
        Bool,
    ),
    LoopProperty::new(
        "llvm.loop.vectorize.scalable.enable",
        1,
        "scalableEnable",
        Bool,
    ),
    LoopProperty::new("llvm.loop.vectorize.width", 1, "width", Int),
    LoopProperty::new(
        "llvm.loop.vectorize.followup_vectorized",
        1,
        "followupVectorized",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.vectorize.followup_epilogue",
        1,
        "followupEpilogue",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.vectorize.followup_all",
        1,
        "followupAll",
        Followup,
    ),
    LoopProperty::new("llvm.loop.interleave.count", 2, "count", Int),
    LoopProperty::new("llvm.loop.unroll.disable", 3, "disable", Unit),
    LoopProperty::new("llvm.loop.unroll.enable", 3, "disable", UnitFalse),
    LoopProperty::new("llvm.loop.unroll.count", 3, "count", Int),
    LoopProperty::new(
        "llvm.loop.unroll.runtime.disable",
        3,
        "runtimeDisable",
        Presence,
    ),
    LoopProperty::new("llvm.loop.unroll.full", 3, "full", Unit),
    LoopProperty::new(
        "llvm.loop.unroll.followup_unrolled",
        3,
        "followupUnrolled",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.unroll.followup_remainder",
        3,
        "followupRemainder",
        Followup,
    ),
    LoopProperty::new("llvm.loop.unroll.followup_all", 3, "followupAll", Followup),
    LoopProperty::new("llvm.loop.unroll_and_jam.disable", 4, "disable", Unit),
    LoopProperty::new("llvm.loop.unroll_and_jam.enable", 4, "disable", UnitFalse),
    LoopProperty::new("llvm.loop.unroll_and_jam.count", 4, "count", Int),
    LoopProperty::new(
        "llvm.loop.unroll_and_jam.followup_outer",
        4,
        "followupOuter",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.unroll_and_jam.followup_inner",
        4,
        "followupInner",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.unroll_and_jam.followup_remainder_outer",
        4,
        "followupRemainderOuter",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.unroll_and_jam.followup_remainder_inner",
        4,
        "followupRemainderInner",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.unroll_and_jam.followup_all",
        4,
        "followupAll",
        Followup,
    ),
    LoopProperty::new("llvm.licm.disable", 5, "disable", Unit),
    LoopProperty::new(
        "llvm.loop.licm_versioning.disable",
        5,
        "versioningDisable",
        Unit,
    ),
    LoopProperty::new("llvm.loop.distribute.enable", 6, "disable", NegBool),
    LoopProperty::new(
        "llvm.loop.distribute.followup_coincident",
        6,
        "followupCoincident",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.distribute.followup_sequential",
        6,
        "followupSequential",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.distribute.followup_fallback",
        6,
        "followupFallback",
        Followup,
    ),
    LoopProperty::new(
        "llvm.loop.distribute.followup_all",
        6,
        "followupAll",
        Followup,
    ),
    LoopProperty::new("llvm.loop.pipeline.disable", 7, "disable", Bool),
    LoopProperty::new(
        "llvm.loop.pipeline.initiationinterval",
        7,
        "initiationinterval",
        Int,
    ),
    LoopProperty::new("llvm.loop.peeled.count", 8, "count", Int),
    LoopProperty::new(
        "llvm.loop.unswitch.partial.disable",
        9,
        "partialDisable",
        Unit,
    ),
];
