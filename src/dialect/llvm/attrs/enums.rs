//! The enums of MLIR 19's `llvm` dialect.
//!
//! Two sorts:
//! * enum *attributes* (`#llvm.linkage<internal>`, `#llvm.cconv<fastcc>`, `#llvm.fastmath<nnan, ninf>`, ...):
//!   [`EnumDef`]s listed in `ENUMS`, stored as `AttrKind::Enum`;
//! * enums that upstream stores as plain `i64` integer attributes (`predicate = 0 : i64`,
//!   `ordering = 2 : i64`) and whose keywords appear only in the ops' custom syntax (`llvm.icmp "eq"`,
//!   `monotonic`): `EnumDef`s whose values the records store as integers, for the op parsers and printers;
//! * enum *parameters* of structured attributes (DI flags, emission kind, `ModRefInfo`).
//!
//! Values are LLVM's own codes, so the translator can use them directly.

use crate::dialect::enums::EnumDef;

// ---- enum attributes --------------------------------------------------------------------------------------

/// `#llvm.linkage<...>` (also the linkage keyword of `llvm.func` / `llvm.mlir.global`).
pub const LINKAGE: EnumDef = EnumDef {
    name: "llvm.linkage",
    bit_enum: false,
    cases: &[
        ("private", 0),
        ("internal", 1),
        ("available_externally", 2),
        ("linkonce", 3),
        ("weak", 4),
        ("common", 5),
        ("appending", 6),
        ("extern_weak", 7),
        ("linkonce_odr", 8),
        ("weak_odr", 9),
        ("external", 10),
    ],
    separator: "",
    int_width: 0,
};

/// `#llvm.cconv<...>`: LLVM's `CallingConv::ID` numbers.
pub const CCONV: EnumDef = EnumDef {
    name: "llvm.cconv",
    bit_enum: false,
    cases: &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
    separator: "",
    int_width: 0,
};

/// `#llvm.framePointerKind<...>` (`"non-leaf"` prints quoted).
pub const FRAME_POINTER_KIND: EnumDef = EnumDef {
    name: "llvm.framePointerKind",
    bit_enum: false,
    cases: &[("none", 0), ("non-leaf", 1), ("all", 2), ("reserved", 3)],
    separator: "",
    int_width: 0,
};

/// `#llvm.tailcallkind<...>`: LLVM's `CallInst::TailCallKind`.
pub const TAIL_CALL_KIND: EnumDef = EnumDef {
    name: "llvm.tailcallkind",
    bit_enum: false,
    cases: &[("none", 0), ("tail", 1), ("musttail", 2), ("notail", 3)],
    separator: "",
    int_width: 0,
};

/// `#llvm<comdat any>` (no angle brackets around the value): LLVM's `Comdat::SelectionKind`.
pub const COMDAT: EnumDef = EnumDef {
    name: "llvm.comdat",
    bit_enum: false,
    cases: &[
        ("any", 0),
        ("exactmatch", 1),
        ("largest", 2),
        ("nodeduplicate", 3),
        ("samesize", 4),
    ],
    separator: "",
    int_width: 0,
};

/// `#llvm.fastmath<nnan, ninf>` / `<none>` / `<fast>`.
pub const FASTMATH: EnumDef = EnumDef {
    name: "llvm.fastmath",
    bit_enum: true,
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    separator: ", ",
    int_width: 0,
};

/// `#llvm.overflow<nsw, nuw>` / `<none>`.
pub const OVERFLOW: EnumDef = EnumDef {
    name: "llvm.overflow",
    bit_enum: true,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    int_width: 0,
};

/// The enum attributes of the dialect (registered through `dialect::llvm::ENUMS`).
pub const ENUM_ATTRS: &[EnumDef] = &[
    LINKAGE,
    CCONV,
    FRAME_POINTER_KIND,
    TAIL_CALL_KIND,
    COMDAT,
    FASTMATH,
    OVERFLOW,
];

/// How upstream names each keyword enum in its parse errors ("expected keyword for LLVM linkage types",
/// "invalid LLVM linkage types specification: foo").
pub fn keyword_enum_description(name: &str) -> Option<&'static str> {
    Some(match name {
        "llvm.linkage" => "LLVM linkage types",
        "llvm.cconv" => "Calling Conventions",
        "llvm.framePointerKind" => "LLVM FramePointerKind",
        "llvm.tailcallkind" => "Tail Call Kind",
        "llvm.comdat" => "LLVM Comdat Types",
        "llvm.ICmpPredicate" => "llvm.icmp comparison predicate",
        "llvm.FCmpPredicate" => "llvm.fcmp comparison predicate",
        "llvm.AtomicOrdering" => "LLVM atomic ordering",
        "llvm.AtomicBinOp" => "llvm.atomicrmw binary operations",
        "llvm.UnnamedAddr" => "LLVM GlobalValue UnnamedAddr",
        "llvm.Visibility" => "LLVM GlobalValue Visibility",
        "llvm.AsmDialect" => "ATT (0) or Intel (1) asm dialect",
        "llvm.ComdatSelector" => "LLVM Comdat Types",
        "llvm.RoundingMode" => "LLVM Rounding Mode",
        "llvm.FPExceptionBehavior" => "LLVM Exception Behavior",
        "llvm.DIEmissionKind" => "LLVM debug emission kind",
        "llvm.DINameTableKind" => "LLVM debug name table kind",
        "llvm.ModRefInfo" => "LLVM ModRefInfo",
        _ => return None,
    })
}

// ---- enums stored as `N : i64` (`I64EnumAttr`) ------------------------------------------------------------

/// What upstream's parse errors call an enum ("LLVM debug emission kind").
pub fn description(def: &EnumDef) -> &'static str {
    keyword_enum_description(def.name).unwrap_or("")
}

/// `llvm.icmp` predicates (`predicate = N : i64`).
pub const ICMP_PREDICATE: EnumDef = EnumDef {
    name: "llvm.ICmpPredicate",
    bit_enum: false,
    cases: crate::dialect::enums::INT_PREDICATES,
    separator: "",
    int_width: 64,
};

/// `llvm.fcmp` predicates (`predicate = N : i64`); `_false` / `_true` are the always-false/true ones.
pub const FCMP_PREDICATE: EnumDef = EnumDef {
    name: "llvm.FCmpPredicate",
    bit_enum: false,
    cases: &[
        ("_false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("_true", 15),
    ],
    separator: "",
    int_width: 64,
};

/// Atomic orderings (`ordering = N : i64`): LLVM's `AtomicOrdering`.
pub const ATOMIC_ORDERING: EnumDef = EnumDef {
    name: "llvm.AtomicOrdering",
    bit_enum: false,
    cases: &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
    separator: "",
    int_width: 64,
};

/// `llvm.atomicrmw` operations (`bin_op = N : i64`): LLVM's `AtomicRMWInst::BinOp`.
pub const ATOMIC_BIN_OP: EnumDef = EnumDef {
    name: "llvm.AtomicBinOp",
    bit_enum: false,
    cases: &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
    ],
    separator: "",
    int_width: 64,
};

/// `unnamed_addr = N : i64` of functions and globals (`none` is never printed).
pub const UNNAMED_ADDR: EnumDef = EnumDef {
    name: "llvm.UnnamedAddr",
    bit_enum: false,
    cases: &[("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
    separator: "",
    int_width: 64,
};

/// `visibility_ = N : i64` of functions and globals.
pub const VISIBILITY: EnumDef = EnumDef {
    name: "llvm.Visibility",
    bit_enum: false,
    cases: &[("", 0), ("hidden", 1), ("protected", 2)],
    separator: "",
    int_width: 64,
};

/// `asm_dialect = N : i64` of `llvm.inline_asm`.
pub const ASM_DIALECT: EnumDef = EnumDef {
    name: "llvm.AsmDialect",
    bit_enum: false,
    cases: &[("att", 0), ("intel", 1)],
    separator: "",
    int_width: 64,
};

/// `comdat = N : i64` of `llvm.comdat_selector` (same codes as [`COMDAT`]).
pub const COMDAT_SELECTOR: EnumDef = EnumDef {
    name: "llvm.ComdatSelector",
    bit_enum: false,
    cases: &[
        ("any", 0),
        ("exactmatch", 1),
        ("largest", 2),
        ("nodeduplicate", 3),
        ("samesize", 4),
    ],
    separator: "",
    int_width: 64,
};

/// Rounding modes of the constrained-FP intrinsics (`llvm::RoundingMode`).
pub const ROUNDING_MODE: EnumDef = EnumDef {
    name: "llvm.RoundingMode",
    bit_enum: false,
    cases: &[
        ("towardzero", 0),
        ("tonearest", 1),
        ("upward", 2),
        ("downward", 3),
        ("tonearestaway", 4),
        ("dynamic", 7),
        ("invalid", u64::MAX),
    ],
    separator: "",
    int_width: 64,
};

/// Exception behaviours of the constrained-FP intrinsics (`llvm::fp::ExceptionBehavior`).
pub const FP_EXCEPTION_BEHAVIOR: EnumDef = EnumDef {
    name: "llvm.FPExceptionBehavior",
    bit_enum: false,
    cases: &[("ignore", 0), ("maytrap", 1), ("strict", 2)],
    separator: "",
    int_width: 64,
};

// ---- enum parameters of structured attributes -------------------------------------------------------------

/// `emissionKind` of `#llvm.di_compile_unit`.
pub const DI_EMISSION_KIND: EnumDef = EnumDef {
    name: "llvm.DIEmissionKind",
    bit_enum: false,
    cases: &[
        ("None", 0),
        ("Full", 1),
        ("LineTablesOnly", 2),
        ("DebugDirectivesOnly", 3),
    ],
    separator: "",
    int_width: 64,
};

/// `nameTableKind` of `#llvm.di_compile_unit`.
pub const DI_NAME_TABLE_KIND: EnumDef = EnumDef {
    name: "llvm.DINameTableKind",
    bit_enum: false,
    cases: &[("Default", 0), ("GNU", 1), ("None", 2), ("Apple", 3)],
    separator: "",
    int_width: 64,
};

/// The access kinds of `#llvm.memory_effects`.
pub const MOD_REF_INFO: EnumDef = EnumDef {
    name: "llvm.ModRefInfo",
    bit_enum: false,
    cases: &[("none", 0), ("read", 1), ("write", 2), ("readwrite", 3)],
    separator: "",
    int_width: 64,
};

/// A bit enum parameter printed `A|B` (quoted unless the value is exactly one case), as upstream's
/// `DIFlags` and `DISubprogramFlags`.
#[derive(Debug)]
pub struct BitEnum {
    pub description: &'static str,
    /// The name of the all-clear value (empty if it has none: then it cannot be written).
    pub none: &'static str,
    /// Cases made of several bits (or naming a bit field value); printed first, in reverse order, and
    /// their bits cleared.
    pub groups: &'static [(&'static str, u64)],
    /// Single-bit cases, printed in order when their bit is set.
    pub bits: &'static [(&'static str, u64)],
}

impl BitEnum {
    /// MLIR's generated `symbolize`: `A|B|C` (spaces around names are not allowed), or the none case alone.
    pub fn symbolize(&self, s: &str) -> Option<u64> {
        if !self.none.is_empty() && s == self.none {
            return Some(0);
        }
        let mut v = 0;
        for part in s.split('|') {
            let c = self
                .groups
                .iter()
                .chain(self.bits.iter())
                .find(|c| c.0 == part)?;
            v |= c.1;
        }
        Some(v)
    }

    /// MLIR's generated `stringify`.
    pub fn stringify(&self, value: u64) -> String {
        if value == 0 {
            return self.none.to_string();
        }
        let mut val = value;
        let mut strs = vec![];
        for (name, mask) in self.groups.iter().rev() {
            if val & mask == *mask {
                strs.push(*name);
                val &= !mask;
            }
        }
        for (name, bit) in self.bits {
            if val & bit != 0 {
                strs.push(*name);
            }
        }
        strs.join("|")
    }

    /// True if `value` is exactly one declared case (upstream then prints it without quotes).
    pub fn is_single_case(&self, value: u64) -> bool {
        value == 0
            || self
                .groups
                .iter()
                .chain(self.bits.iter())
                .any(|c| c.1 == value)
    }
}

/// `flags` of the DI types and variables (LLVM's `DINode::DIFlags`). Upstream 19 gives the three
/// inheritance flags the same bit (16), so any of them prints as all three.
pub const DI_FLAGS: BitEnum = BitEnum {
    description: "LLVM DI flags",
    none: "Zero",
    groups: &[("Private", 1), ("Protected", 2), ("Public", 3)],
    bits: &[
        ("Bit0", 1),
        ("Bit1", 2),
        ("FwdDecl", 1 << 2),
        ("AppleBlock", 1 << 3),
        ("ReservedBit4", 1 << 4),
        ("Virtual", 1 << 5),
        ("Artificial", 1 << 6),
        ("Explicit", 1 << 7),
        ("Prototyped", 1 << 8),
        ("ObjcClassComplete", 1 << 9),
        ("ObjectPointer", 1 << 10),
        ("Vector", 1 << 11),
        ("StaticMember", 1 << 12),
        ("LValueReference", 1 << 13),
        ("RValueReference", 1 << 14),
        ("ExportSymbols", 1 << 15),
        ("SingleInheritance", 1 << 16),
        ("MultipleInheritance", 1 << 16),
        ("VirtualInheritance", 1 << 16),
        ("IntroducedVirtual", 1 << 18),
        ("BitField", 1 << 19),
        ("NoReturn", 1 << 20),
        ("TypePassByValue", 1 << 22),
        ("TypePassByReference", 1 << 23),
        ("EnumClass", 1 << 24),
        ("Thunk", 1 << 25),
        ("NonTrivial", 1 << 26),
        ("BigEndian", 1 << 27),
        ("LittleEndian", 1 << 28),
        ("AllCallsDescribed", 1 << 29),
    ],
};

/// `subprogramFlags` of `#llvm.di_subprogram` (LLVM's `DISubprogram::DISPFlags`).
pub const DI_SUBPROGRAM_FLAGS: BitEnum = BitEnum {
    description: "LLVM DISubprogram flags",
    none: "",
    groups: &[],
    bits: &[
        ("Virtual", 1),
        ("PureVirtual", 2),
        ("LocalToUnit", 1 << 2),
        ("Definition", 1 << 3),
        ("Optimized", 1 << 4),
        ("Pure", 1 << 5),
        ("Elemental", 1 << 6),
        ("Recursive", 1 << 7),
        ("MainSubprogram", 1 << 8),
        ("Deleted", 1 << 9),
        ("ObjCDirect", 1 << 11),
    ],
};
