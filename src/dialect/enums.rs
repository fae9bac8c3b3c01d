//! Enum and bit-enum attributes of the known dialects (`#arith.fastmath<fast>`, `#llvm.linkage<internal>`),
//! one table per dialect, joined into one id space.
//!
//! The attribute forms of the arith and index enums are defined here ([`ARITH_FASTMATH`],
//! [`ARITH_OVERFLOW`], [`INDEX_CMP_PREDICATE`]); dialect folders may list more in their `ENUMS` tables. If a
//! name appears twice, the first definition wins.

pub use crate::ir::enums::{EnumDef, EnumRef};

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
    int_width: 0,
};

/// `#arith.overflow<nsw, nuw>`.
pub const ARITH_OVERFLOW: EnumDef = EnumDef {
    name: "arith.overflow",
    bit_enum: true,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    int_width: 0,
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
    int_width: 0,
};

pub(crate) const OWN_ENUMS: &[EnumDef] = &[ARITH_FASTMATH, ARITH_OVERFLOW, INDEX_CMP_PREDICATE];

/// Dialects whose attributes print as `#dialect<mnemonic value>` rather than `#dialect.mnemonic<value>`.
pub const VERBOSE_FORM_DIALECTS: &[&str] = &["index"];

/// The enum attribute named `name` (`arith.fastmath`).
pub fn lookup(name: &str) -> Option<EnumRef> {
    super::REGISTRY.enum_def(name)
}
