//! Enum and bit-enum attributes (`#arith.fastmath<nnan, ninf>`, `#llvm.linkage<internal>`): one
//! definition form for every dialect. An attribute holds a reference to its definition
//! ([`EnumRef`]), so printing and comparing need no table.

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
    /// 0: stored as this enum's attribute (`EnumAttr`); N: stored as an N-bit signless integer
    /// attribute (`I32EnumAttr`, `I64EnumAttr`), written as a keyword only by op syntax.
    pub int_width: u32,
}

/// A reference to an [`EnumDef`], compared by name (definitions are `const`s, so one enum may sit
/// at several addresses).
#[derive(Copy, Clone)]
pub struct EnumRef(pub &'static EnumDef);

impl PartialEq for EnumRef {
    fn eq(&self, other: &Self) -> bool {
        self.0.name == other.0.name
    }
}
impl Eq for EnumRef {}
impl std::hash::Hash for EnumRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.name.hash(state)
    }
}
impl std::fmt::Debug for EnumRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}
impl std::ops::Deref for EnumRef {
    type Target = EnumDef;
    fn deref(&self) -> &EnumDef {
        self.0
    }
}

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

impl EnumDef {
    /// The width of the integer an `I32EnumAttr`/`I64EnumAttr` is stored as (64 if unset).
    pub fn int_width(&self) -> u32 {
        if self.int_width == 0 {
            64
        } else {
            self.int_width
        }
    }

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

    /// Upstream's follow-up error after a bad keyword: "failed to parse `<AttrDef>` parameter 'value' which
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
