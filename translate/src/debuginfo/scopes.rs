//! Scopes: files, compile units, subprograms, lexical blocks, modules and namespaces, with upstream
//! 19's fields and distinctness (compile units come from `DIBuilder::createCompileUnit`, so they are
//! distinct and listed in `llvm.dbg.cu`; lexical blocks are always distinct; a subprogram is distinct
//! when it is a definition). Fields the assembly parser requires are written even when null or empty
//! (`scope: null`, `name: ""` stand for the null operands upstream passes).

use super::types::null_or;
use super::writer::{Fields, WResult, Writer};
use irbridge::dialect::llvm::attrs::dwarf::LANGUAGES;
use irbridge::ir::Attribute;

/// `DISubprogram::SPFlagDefinition`.
const SP_FLAG_DEFINITION: i128 = 8;
/// `DICompileUnit::DebugEmissionKind` names, by MLIR's (= LLVM's) number.
const EMISSION_KINDS: &[&str] = &[
    "NoDebug",
    "FullDebug",
    "LineTablesOnly",
    "DebugDirectivesOnly",
];
/// `DICompileUnit::DebugNameTableKind` names.
const NAME_TABLE_KINDS: &[&str] = &["Default", "GNU", "None", "Apple"];

impl Writer<'_> {
    /// The node text of scope attribute `a` (mnemonic `m`), numbered `n`.
    pub(super) fn scope(&mut self, m: &str, a: Attribute, n: usize) -> WResult<String> {
        Ok(match m {
            "di_file" => Fields::new("!DIFile")
                .str("filename", Some(self.string(a, "name").unwrap_or_default()))
                .str(
                    "directory",
                    Some(self.string(a, "directory").unwrap_or_default()),
                )
                .done(),
            "di_compile_unit" => {
                let file = self.child(a, "file")?;
                let kind = |table: &[&'static str], v: Option<i128>| {
                    let v = v.unwrap_or(0);
                    table
                        .get(v as usize)
                        .copied()
                        .ok_or_else(|| format!("unknown debug info kind {v}"))
                };
                let emission = kind(EMISSION_KINDS, self.int(a, "emissionKind"))?;
                let names = kind(NAME_TABLE_KINDS, self.int(a, "nameTableKind"))?;
                let head = Fields::new("distinct !DICompileUnit")
                    .dwarf("language", LANGUAGES, self.int(a, "sourceLanguage"))
                    .slot("file", file)
                    .str("producer", self.string(a, "producer"))
                    .bool("isOptimized", self.flag(a, "isOptimized"))
                    .raw("runtimeVersion", 0)
                    .raw("emissionKind", emission)
                    .raw("nameTableKind", names)
                    .open();
                self.cus.push((n, head));
                String::new()
            }
            "di_subprogram" => {
                // Definitions are distinct, whether or not the attribute has an `id`.
                let distinct =
                    self.int(a, "subprogramFlags").unwrap_or(0) & SP_FLAG_DEFINITION != 0;
                let (unit, scope, file) = (
                    self.child(a, "compileUnit")?,
                    self.child(a, "scope")?,
                    self.child(a, "file")?,
                );
                let ty = self.child(a, "type")?;
                let head = if distinct {
                    "distinct !DISubprogram"
                } else {
                    "!DISubprogram"
                };
                Fields::new(head)
                    .slot("scope", scope)
                    .str("name", self.string(a, "name"))
                    .str("linkageName", self.string(a, "linkageName"))
                    .slot("file", file)
                    .int("line", self.int(a, "line"))
                    .slot("type", ty)
                    .int("scopeLine", self.int(a, "scopeLine"))
                    .raw("spFlags", self.int(a, "subprogramFlags").unwrap_or(0))
                    .slot("unit", unit)
                    .done()
            }
            "di_lexical_block" => {
                let (scope, file) = (self.child(a, "scope")?, self.child(a, "file")?);
                Fields::new("distinct !DILexicalBlock")
                    .slot("scope", scope)
                    .slot("file", file)
                    .int("line", self.int(a, "line"))
                    .int("column", self.int(a, "column"))
                    .done()
            }
            "di_lexical_block_file" => {
                let (scope, file) = (self.child(a, "scope")?, self.child(a, "file")?);
                Fields::new("distinct !DILexicalBlockFile")
                    .slot("scope", scope)
                    .slot("file", file)
                    .raw("discriminator", self.int(a, "discriminator").unwrap_or(0))
                    .done()
            }
            "di_module" => {
                let (file, scope) = (self.child(a, "file")?, self.child(a, "scope")?);
                Fields::new("!DIModule")
                    .raw("scope", null_or(scope))
                    .str("name", Some(self.string(a, "name").unwrap_or_default()))
                    .str("configMacros", self.string(a, "configMacros"))
                    .str("includePath", self.string(a, "includePath"))
                    .str("apinotes", self.string(a, "apinotes"))
                    .slot("file", file)
                    .int("line", self.int(a, "line"))
                    .bool("isDecl", self.flag(a, "isDecl"))
                    .done()
            }
            _ => {
                let scope = self.child(a, "scope")?;
                Fields::new("!DINamespace")
                    .raw("scope", null_or(scope))
                    .str("name", self.string(a, "name"))
                    .bool("exportSymbols", self.flag(a, "exportSymbols"))
                    .done()
            }
        })
    }
}
