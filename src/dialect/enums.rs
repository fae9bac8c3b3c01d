//! Enum and bit-enum attributes of the known dialects (`#arith.fastmath<fast>`, `#llvm.linkage<internal>`),
//! one table per dialect, joined into one id space.
//!
//! The attribute forms of the arith and index enums are defined here ([`ARITH_FASTMATH`],
//! [`ARITH_OVERFLOW`], [`INDEX_CMP_PREDICATE`]); dialect folders may list more in their `ENUMS` tables. If a
//! name appears twice, the first definition wins.

use crate::ir::attrs::EnumDefId;
use std::sync::OnceLock;

#[derive(Debug)]
pub struct EnumDef {
    /// Full attribute name as written after `#`: `arith.fastmath`.
    pub name: &'static str,
    /// Bit enums print as `a,b` / `none`; plain enums print one case.
    pub bit_enum: bool,
    /// (keyword, value); for bit enums the values are masks, and a case may be a combination (e.g. `fast`).
    pub cases: &'static [(&'static str, u64)],
    /// Separator between bit-enum keywords when printed (upstream uses `,` or `, ` depending on the attr).
    pub separator: &'static str,
}

/// `#arith.fastmath<...>` (`printBitEnumPrimaryGroups`: `fast` prints alone when all bits are set).
pub const ARITH_FASTMATH: EnumDef = EnumDef {
    name: "arith.fastmath",
    bit_enum: true,
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    separator: ",",
};

/// `#arith.overflow<nsw, nuw>`.
pub const ARITH_OVERFLOW: EnumDef = EnumDef {
    name: "arith.overflow",
    bit_enum: true,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
};

/// The integer comparison predicates, numbered alike by `arith.cmpi`, `index.cmp` and `llvm.icmp`
/// (LLVM's `ICmpInst` order from `eq`).
pub const INT_PREDICATES: &[(&str, u64)] = &[
    ("eq", 0),
    ("ne", 1),
    ("slt", 2),
    ("sle", 3),
    ("sgt", 4),
    ("sge", 5),
    ("ult", 6),
    ("ule", 7),
    ("ugt", 8),
    ("uge", 9),
];

/// `#index<cmp_predicate slt>`.
pub const INDEX_CMP_PREDICATE: EnumDef = EnumDef {
    name: "index.cmp_predicate",
    bit_enum: false,
    cases: INT_PREDICATES,
    separator: "",
};

const OWN_ENUMS: &[EnumDef] = &[ARITH_FASTMATH, ARITH_OVERFLOW, INDEX_CMP_PREDICATE];

/// Dialects whose attributes print as `#dialect<mnemonic value>` rather than `#dialect.mnemonic<value>`.
pub const VERBOSE_FORM_DIALECTS: &[&str] = &["index"];

/// The C++ names upstream uses in enum parse errors: (attribute name, enum type, attribute def).
const CPP_NAMES: &[(&str, &str, &str)] = &[
    (
        "arith.fastmath",
        "::mlir::arith::FastMathFlags",
        "Arith_FastMathAttr",
    ),
    (
        "arith.overflow",
        "::mlir::arith::IntegerOverflowFlags",
        "Arith_IntegerOverflowAttr",
    ),
    (
        "index.cmp_predicate",
        "::mlir::index::IndexCmpPredicate",
        "IndexCmpPredicateAttr",
    ),
    (
        "llvm.fastmath",
        "::mlir::LLVM::FastmathFlags",
        "LLVM_FastmathFlagsAttr",
    ),
    (
        "llvm.overflow",
        "::mlir::LLVM::IntegerOverflowFlags",
        "LLVM_IntegerOverflowFlagsAttr",
    ),
    (
        "llvm.linkage",
        "::mlir::LLVM::linkage::Linkage",
        "LinkageAttr",
    ),
];

fn all() -> &'static Vec<&'static EnumDef> {
    static ALL: OnceLock<Vec<&'static EnumDef>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<&'static EnumDef> = OWN_ENUMS.iter().collect();
        for table in super::ENUM_TABLES {
            for d in table.iter() {
                if !v.iter().any(|e| e.name == d.name) {
                    v.push(d);
                }
            }
        }
        v
    })
}

pub fn lookup(name: &str) -> Option<EnumDefId> {
    all()
        .iter()
        .position(|d| d.name == name)
        .map(|i| EnumDefId(i as u32))
}

pub fn def(id: EnumDefId) -> &'static EnumDef {
    all()[id.0 as usize]
}

/// True if any enum attribute of `dialect` is known.
pub fn dialect_has_enums(dialect: &str) -> bool {
    all()
        .iter()
        .any(|d| d.name.split_once('.').is_some_and(|(dd, _)| dd == dialect))
}

impl EnumDef {
    /// The mnemonic (`fastmath` for `arith.fastmath`).
    pub fn mnemonic(&self) -> &'static str {
        self.name.split_once('.').map(|x| x.1).unwrap_or(self.name)
    }

    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map(|x| x.0).unwrap_or("")
    }

    /// The value of one keyword.
    pub fn symbolize(&self, kw: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.0 == kw).map(|c| c.1)
    }

    /// The keyword text of `value`: for bit enums `none`, combined cases first (their bits removed), then
    /// single bits joined with the separator, as upstream's generated `stringify` does.
    pub fn stringify(&self, value: u64) -> String {
        if !self.bit_enum {
            return self
                .cases
                .iter()
                .find(|c| c.1 == value)
                .map(|c| c.0.to_string())
                .unwrap_or_default();
        }
        if value == 0 {
            return self
                .cases
                .iter()
                .find(|c| c.1 == 0)
                .map(|c| c.0)
                .unwrap_or("none")
                .to_string();
        }
        let mut val = value;
        let mut strs: Vec<&str> = vec![];
        for (name, mask) in self.cases.iter().rev() {
            if mask.count_ones() > 1 && mask & val == *mask {
                strs.push(name);
                val &= !mask;
            }
        }
        for (name, mask) in self.cases {
            if mask.count_ones() == 1 && mask & val == *mask {
                strs.push(name);
            }
        }
        strs.join(self.separator)
    }

    /// Upstream's message for an unknown keyword.
    pub fn unknown_keyword_message(&self) -> String {
        let cpp = CPP_NAMES
            .iter()
            .find(|c| c.0 == self.name)
            .map(|c| c.1.to_string());
        let cpp = cpp.unwrap_or_else(|| format!("{} value", self.name));
        let list: Vec<&str> = self.cases.iter().map(|c| c.0).collect();
        format!("expected {cpp} to be one of: {}", list.join(", "))
    }

    /// Upstream's follow-up error after a bad keyword: "failed to parse <AttrDef> parameter 'value' which
    /// is to be a `<enum type>`" (`None` when the C++ names are not known).
    pub fn param_error_message(&self) -> Option<String> {
        let (_, cpp, def) = CPP_NAMES.iter().find(|c| c.0 == self.name)?;
        Some(format!(
            "failed to parse {def} parameter 'value' which is to be a `{cpp}`"
        ))
    }

    /// Keywords of a bit enum are separated by `|` instead of `,` when the separator is `|`.
    pub fn uses_vertical_bar(&self) -> bool {
        self.separator.trim() == "|"
    }
}
