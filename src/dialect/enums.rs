//! Enum and bit-enum attributes of the known dialects (`#arith.fastmath<fast>`, `#llvm.linkage<internal>`),
//! one table per dialect, joined into one id space.

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

fn all() -> &'static Vec<&'static EnumDef> {
    static ALL: OnceLock<Vec<&'static EnumDef>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<&'static EnumDef> = vec![];
        for table in super::ENUM_TABLES {
            v.extend(table.iter());
        }
        v
    })
}

pub fn lookup(name: &str) -> Option<EnumDefId> {
    all().iter().position(|d| d.name == name).map(|i| EnumDefId(i as u32))
}

pub fn def(id: EnumDefId) -> &'static EnumDef {
    all()[id.0 as usize]
}
