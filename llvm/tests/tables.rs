//! Issue 23's "no mapping between dialect and LLVM enums is written twice", made checkable:
//! every table of `irbridge_llvm::tables` maps its dialect enum one to one on each side, and no
//! source file of the translator or the importer names a variant of a mapped LLVM enum itself
//! (which is what writing a second mapping takes).

use irbridge_llvm::sys;
use irbridge_llvm::tables::{self, EnumTable};
use std::collections::BTreeSet;
use std::fmt::Debug;
use std::path::Path;

/// A table's name, its C-API variants' names, its llvm-ir enum's name and variants' names.
struct Mapped {
    table: &'static str,
    c_api_variants: Vec<String>,
    llvm_ir_enum: Option<&'static str>,
    llvm_ir_variants: Vec<String>,
}

/// The variant name of a Debug-printed value (`Numbered(18)` → `Numbered`).
fn variant(d: impl Debug) -> String {
    let s = format!("{d:?}");
    let s = s
        .strip_prefix("Some(")
        .map_or(s.as_str(), |s| s.trim_end_matches(')'));
    s.split('(').next().unwrap_or("").to_string()
}

fn is_unit<T>() -> bool {
    std::mem::size_of::<T>() == 0
}

/// Checks that `t` has one row per case of its dialect enum (one per single-bit case for a bit
/// enum) and that each of its LLVM columns is one to one, and returns what the scan looks for.
fn check<C: Copy + PartialEq + Debug, I: PartialEq + Debug>(
    table: &'static str,
    t: &EnumTable<C, I>,
    llvm_ir_enum: Option<&'static str>,
) -> Mapped {
    let codes: Vec<u64> = t.rows.iter().map(|r| r.0).collect();
    let cases: BTreeSet<u64> = t
        .dialect
        .cases
        .iter()
        .map(|c| c.1)
        .filter(|v| !t.dialect.bit_enum || v.count_ones() == 1)
        .collect();
    assert_eq!(
        codes.iter().copied().collect::<BTreeSet<_>>(),
        cases,
        "{table}: the rows' codes are not the cases of {}",
        t.dialect.name
    );
    assert_eq!(codes.len(), cases.len(), "{table}: a code has two rows");
    if let Some(d) = t.default {
        assert!(codes.contains(&d), "{table}: the default {d} has no row");
    }
    for (i, a) in t.rows.iter().enumerate() {
        for b in &t.rows[i + 1..] {
            assert!(
                is_unit::<C>() || a.1 != b.1,
                "{table}: {:?} has two dialect codes",
                a.1
            );
            assert!(
                is_unit::<I>() || a.2 != b.2,
                "{table}: {:?} has two dialect codes",
                a.2
            );
        }
        assert_eq!(t.c_api(a.0), Some(a.1));
        assert_eq!(t.llvm_ir(a.0), Some(&a.2));
        if !is_unit::<C>() {
            assert_eq!(t.code_of_c_api(a.1), Some(a.0));
        }
        if !is_unit::<I>() {
            assert_eq!(t.code_of_llvm_ir(&a.2), Some(a.0));
        }
    }
    Mapped {
        table,
        c_api_variants: if is_unit::<C>() {
            vec![]
        } else {
            t.rows.iter().map(|r| variant(r.1)).collect()
        },
        llvm_ir_enum,
        llvm_ir_variants: if is_unit::<I>() {
            vec![]
        } else {
            t.rows.iter().map(|r| variant(&r.2)).collect()
        },
    }
}

fn all_tables() -> Vec<Mapped> {
    let mut fastmath = check("FASTMATH", &tables::FASTMATH, None);
    // The C API's fast-math flags are constants, not an enum: the scan looks for their names.
    fastmath.c_api_variants = [
        "LLVMFastMathNoNaNs",
        "LLVMFastMathNoInfs",
        "LLVMFastMathNoSignedZeros",
        "LLVMFastMathAllowReciprocal",
        "LLVMFastMathAllowContract",
        "LLVMFastMathApproxFunc",
        "LLVMFastMathAllowReassoc",
        "LLVMFastMathAll",
        "LLVMFastMathNone",
    ]
    .map(String::from)
    .to_vec();
    vec![
        check("LINKAGE", &tables::LINKAGE, Some("Linkage")),
        check("VISIBILITY", &tables::VISIBILITY, Some("Visibility")),
        check("UNNAMED_ADDR", &tables::UNNAMED_ADDR, Some("UnnamedAddr")),
        check("CCONV", &tables::CCONV, Some("CallingConvention")),
        check("TAIL_CALL_KIND", &tables::TAIL_CALL_KIND, None),
        check(
            "COMDAT_SELECTOR",
            &tables::COMDAT_SELECTOR,
            Some("SelectionKind"),
        ),
        check(
            "ICMP_PREDICATE",
            &tables::ICMP_PREDICATE,
            Some("IntPredicate"),
        ),
        check(
            "FCMP_PREDICATE",
            &tables::FCMP_PREDICATE,
            Some("FPPredicate"),
        ),
        check(
            "ATOMIC_ORDERING",
            &tables::ATOMIC_ORDERING,
            Some("MemoryOrdering"),
        ),
        check("ATOMIC_BIN_OP", &tables::ATOMIC_BIN_OP, Some("RMWBinOp")),
        check("ASM_DIALECT", &tables::ASM_DIALECT, None),
        check("MOD_REF_INFO", &tables::MOD_REF_INFO, Some("MemoryEffect")),
        fastmath,
    ]
}

#[test]
fn each_table_is_one_to_one_over_its_dialect_enum() {
    all_tables();
    // The named cases agree with the rows.
    let linkage = &tables::LINKAGE;
    assert_eq!(linkage.default_c_api(), Some(tables::EXTERNAL_LINKAGE));
    assert_eq!(
        linkage.default.and_then(|d| linkage.llvm_ir(d)),
        Some(&tables::EXTERNAL_LINKAGE_LLVM_IR)
    );
    let code = |kw| linkage.dialect.symbolize(kw).and_then(|c| linkage.c_api(c));
    assert_eq!(code("extern_weak"), Some(tables::EXTERN_WEAK_LINKAGE));
    assert_eq!(code("appending"), Some(tables::APPENDING_LINKAGE));
    let local: Vec<_> = linkage
        .rows
        .iter()
        .filter(|r| tables::is_local_linkage(r.1))
        .filter_map(|r| linkage.keyword(r.0))
        .collect();
    assert_eq!(local, ["private", "internal"]);
}

#[test]
fn fastmath_flags_round_trip() {
    for bits in 0..128u64 {
        assert_eq!(
            tables::fastmath_of_c_api(tables::fastmath_to_c_api(bits)),
            bits
        );
    }
    assert_eq!(tables::fastmath_to_c_api(127), sys::LLVMFastMathAll);
}

#[test]
fn function_attribute_tables_are_one_to_one_and_name_llvm_attributes() {
    for list in [tables::FUNCTION_UNIT_ATTRS, tables::FUNCTION_STRING_ATTRS] {
        let dialect: BTreeSet<_> = list.iter().map(|r| r.0).collect();
        let llvm: BTreeSet<_> = list.iter().map(|r| r.1).collect();
        assert_eq!(dialect.len(), list.len());
        assert_eq!(llvm.len(), list.len());
    }
    let context = inkwell::context::Context::create();
    let module = context.create_module("attrs");
    let ll = irbridge_llvm::Ll::new(&context, &module);
    for (_, name) in tables::FUNCTION_UNIT_ATTRS {
        assert!(
            ll.attr_kind(name).is_some(),
            "{name} is not an LLVM enum attribute"
        );
    }
    let locs: BTreeSet<_> = tables::MEMORY_LOCATIONS.iter().map(|l| l.1).collect();
    assert_eq!(locs.len(), tables::MEMORY_LOCATIONS.len());
}

#[test]
fn overflow_bits_are_the_dialects() {
    use irbridge::dialect::llvm::attrs::enums::OVERFLOW;
    // LLVM's flag names are the keywords.
    assert_eq!(OVERFLOW.keyword(tables::OVERFLOW_NSW), Some("nsw"));
    assert_eq!(OVERFLOW.keyword(tables::OVERFLOW_NUW), Some("nuw"));
    assert_eq!(
        OVERFLOW.stringify(tables::overflow_bits(true, true)),
        "nsw, nuw"
    );
    assert_eq!(tables::overflow_bits(false, false), 0);
}

#[test]
fn constrained_fp_strings_round_trip() {
    for (def, prefix) in tables::CONSTRAINED_FP_PREFIXES {
        let mut written = 0;
        for (kw, code) in def.cases {
            match tables::constrained_fp_string(def, *code) {
                Some(s) => {
                    assert_eq!(s, format!("{prefix}{kw}"));
                    assert_eq!(tables::constrained_fp_code(def, &s), Some(*code));
                    written += 1;
                }
                None => assert_eq!(*kw, "invalid"),
            }
        }
        assert!(written >= 3, "{}", def.name);
    }
    assert_eq!(
        tables::constrained_fp_code(
            &irbridge::dialect::llvm::attrs::enums::ROUNDING_MODE,
            "round.invalid"
        ),
        None
    );
}

#[test]
fn loop_properties_are_one_to_one() {
    let names: BTreeSet<_> = tables::LOOP_PROPERTIES.iter().map(|r| r.name).collect();
    assert_eq!(
        names.len(),
        tables::LOOP_PROPERTIES.len(),
        "a property has two rows"
    );
    for r in tables::LOOP_PROPERTIES {
        assert!(
            r.group < tables::LOOP_GROUPS.len(),
            "{}: no such group",
            r.name
        );
        // A field has one row, or two for its `true` and `false` (`unroll.disable`/`.enable`).
        let same: Vec<_> = tables::LOOP_PROPERTIES
            .iter()
            .filter(|o| o.group == r.group && o.field == r.field)
            .map(|o| o.shape)
            .collect();
        assert!(
            same.len() == 1 || same == [tables::LoopShape::Unit, tables::LoopShape::UnitFalse],
            "{}: field {} has rows {same:?}",
            r.name,
            r.field
        );
    }
    for (g, _) in tables::LOOP_GROUPS.iter().enumerate() {
        assert!(tables::LOOP_PROPERTIES.iter().any(|r| r.group == g));
    }
}

#[test]
fn loop_properties_cover_the_dialects_loop_attributes() {
    use irbridge::dialect::llvm::attrs::loops::SPECS;
    use irbridge::dialect::llvm::attrs::params::Kind;
    for spec in SPECS {
        let g = tables::LOOP_GROUPS
            .iter()
            .position(|l| l.1 == spec.mnemonic)
            .unwrap_or_else(|| panic!("#llvm.{} has no group", spec.mnemonic));
        for p in spec.params {
            match p.kind {
                Kind::FusedLoc => {}
                Kind::Attr(m) if m != "loop_annotation" => assert!(
                    tables::LOOP_GROUPS.contains(&(p.name, m)),
                    "{}: {} is no group",
                    spec.mnemonic,
                    p.name
                ),
                _ => assert!(
                    tables::LOOP_PROPERTIES
                        .iter()
                        .any(|r| r.group == g && r.field == p.name),
                    "{}: {} has no property",
                    spec.mnemonic,
                    p.name
                ),
            }
        }
    }
    for r in tables::LOOP_PROPERTIES {
        let mnemonic = tables::LOOP_GROUPS[r.group].1;
        let spec = SPECS.iter().find(|s| s.mnemonic == mnemonic);
        assert!(
            spec.is_some_and(|s| s.params.iter().any(|p| p.name == r.field)),
            "{}: #llvm.{mnemonic} has no {}",
            r.name,
            r.field
        );
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Occurrences of `word` in `text` not inside a longer identifier.
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_ident_char) && !after.is_some_and(is_ident_char)
    })
}

/// The names `enum_name` goes by in `text`: itself and any `use ... enum_name as Alias`.
fn names_of(text: &str, enum_name: &str) -> Vec<String> {
    let mut names = vec![enum_name.to_string()];
    let pat = format!("{enum_name} as ");
    for (i, _) in text.match_indices(&pat) {
        let alias: String = text[i + pat.len()..]
            .chars()
            .take_while(|c| is_ident_char(*c))
            .collect();
        if !alias.is_empty() {
            names.push(alias);
        }
    }
    names
}

/// Every place in `text` that names a variant of a mapped enum.
fn variant_uses(text: &str, mapped: &[Mapped]) -> Vec<String> {
    let mut found = vec![];
    for m in mapped {
        for v in &m.c_api_variants {
            if has_word(text, v) {
                found.push(format!("{} (table {})", v, m.table));
            }
        }
        let Some(e) = m.llvm_ir_enum else { continue };
        for name in names_of(text, e) {
            if has_word(text, &format!("{name}::*")) || text.contains(&format!("{name}::{{")) {
                found.push(format!("{name}::* (table {})", m.table));
            }
            for v in &m.llvm_ir_variants {
                if has_word(text, &format!("{name}::{v}")) {
                    found.push(format!("{name}::{v} (table {})", m.table));
                }
            }
        }
    }
    found
}

#[test]
fn no_variant_of_a_mapped_enum_is_named_outside_the_tables() {
    let mapped = all_tables();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![];
    for dir in ["translate/src", "import/src"] {
        irbridge_testkit::rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 20, "the sources were not found");
    let mut failures = vec![];
    for f in &files {
        // Comments may name anything.
        let text: String = std::fs::read_to_string(f)
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        for u in variant_uses(&text, &mapped) {
            failures.push(format!("{}: {u}", f.display()));
        }
        // Loop properties are spelled in `tables::LOOP_PROPERTIES` only.
        // So are the names of the function attributes the dialect holds.
        let attrs = tables::FUNCTION_UNIT_ATTRS
            .iter()
            .chain(tables::FUNCTION_STRING_ATTRS)
            .chain([&tables::FRAME_POINTER_ATTR, &tables::TARGET_FEATURES_ATTR]);
        for name in attrs.flat_map(|(dialect, llvm)| [dialect, llvm]) {
            // LLVM's enum attributes are named by the LLVM side too (llvm-ir's, the C API's), and
            // `target_features` is also its attribute's mnemonic.
            let llvm_named = tables::FUNCTION_UNIT_ATTRS.iter().any(|r| r.1 == *name);
            if llvm_named || *name == tables::TARGET_FEATURES_ATTR.0 {
                continue;
            }
            if text.contains(&format!("\"{name}\"")) {
                failures.push(format!("{}: a string \"{name}\"", f.display()));
            }
        }
        // So are loop properties and constrained-FP strings.
        for prefix in ["\"llvm.loop.", "\"llvm.licm.", "\"round.", "\"fpexcept."] {
            if text.contains(prefix) {
                failures.push(format!("{}: a string {prefix}...\"", f.display()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "mapped enums named outside irbridge_llvm::tables (look the case up in its table):\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_scan_finds_a_second_mapping() {
    let mapped = all_tables();
    let c_api = "let l = sys::LLVMLinkage::LLVMPrivateLinkage;";
    let aliased =
        "use llvm_ir::instruction::MemoryOrdering as O;\nmatch o { O::Acquire => \"acquire\" }";
    let glob = "use llvm_ir::module::Linkage::*;";
    for text in [c_api, aliased, glob] {
        assert!(!variant_uses(text, &mapped).is_empty(), "missed: {text}");
    }
    assert!(variant_uses("tables::LINKAGE.c_api(code)", &mapped).is_empty());
}

/// The C++ shims' string literals that spell a case of one of the dialect's DI enums (`"Prototyped"`,
/// `"LineTablesOnly"`), or a call of LLVM's own DWARF name functions (`dwarf::TagString`), which
/// would be a second table beside `irbridge::dialect::llvm::attrs::{dwarf, enums}`.
fn shim_spellings(text: &str) -> Vec<String> {
    use irbridge::dialect::llvm::attrs::enums::{
        DI_EMISSION_KIND, DI_FLAGS, DI_NAME_TABLE_KIND, DI_SUBPROGRAM_FLAGS,
    };
    let names = DI_FLAGS
        .groups
        .iter()
        .chain(DI_FLAGS.bits)
        .chain(DI_SUBPROGRAM_FLAGS.bits)
        .chain(DI_EMISSION_KIND.cases)
        .chain(DI_NAME_TABLE_KIND.cases)
        .map(|c| c.0);
    let mut found: Vec<String> = names
        .filter(|n| text.contains(&format!("\"{n}\"")))
        .map(|n| format!("a string \"{n}\""))
        .collect();
    for f in [
        "TagString",
        "AttributeEncodingString",
        "LanguageString",
        "ConventionString",
        "OperationEncodingString",
    ] {
        if has_word(text, f) {
            found.push(format!("LLVM's `{f}`"));
        }
    }
    found
}

#[test]
fn no_shim_spells_a_dialect_enum() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut failures = vec![];
    let mut shims = 0;
    for dir in ["import/cpp", "llvm/cpp", "translate/cpp"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.extension().is_some_and(|x| x == "cpp" || x == "h") {
                shims += 1;
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for s in shim_spellings(&text) {
                    failures.push(format!("{}: {s}", path.display()));
                }
            }
        }
    }
    assert!(shims >= 5, "the C++ shims were not found ({shims})");
    assert!(
        failures.is_empty(),
        "a C++ shim names DI enums or DWARF codes itself (pass the dialect's table instead, as \
         import/src/debuginfo does):\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_shim_scan_finds_a_second_table() {
    for text in [
        "static const char *ek[] = {\"None\", \"Full\", \"LineTablesOnly\"};",
        "{\"Prototyped\", 1u << 8},",
        "named(dwarf::TagString(t), t)",
    ] {
        assert!(!shim_spellings(text).is_empty(), "missed: {text}");
    }
    assert!(shim_spellings("named(tags.of(t), t)").is_empty());
}
