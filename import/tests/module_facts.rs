//! Module-level facts the C API supplies, where `corpus/import/module_facts.ll` cannot show them:
//! `vscale_range` of a declaration (the export drops it, upstream 19's too, so it cannot be in a
//! round-tripped corpus file), comdat names read from bitcode (no text to read the `$name = comdat`
//! lines from), `!llvm.linker.options` of another shape (dropped with a warning), switch case values
//! MLIR 19 cannot print, and `shufflevector` constant expressions in bitcode.

use irbridge::print::PrintFlags;
use irbridge_import::ImportOptions;
use std::process::{Command, Stdio};

fn import(file: &str, bytes: &[u8]) -> (String, Vec<String>) {
    let m = irbridge_import::from_bytes(
        file,
        bytes,
        ImportOptions {
            expensive_warnings: true,
            ..Default::default()
        },
    )
    .unwrap_or_else(|d| panic!("{d:?}"));
    let warnings = m.warnings.iter().map(|d| d.message.clone()).collect();
    (m.print(PrintFlags::default()), warnings)
}

#[test]
fn vscale_range_of_a_declaration() {
    let (text, warnings) = import(
        "t.ll",
        b"declare void @d() vscale_range(2,0)\ndeclare void @e() nounwind vscale_range(1,1)\n",
    );
    assert!(
        text.contains("llvm.func @d() vscale_range(2, 0)\n"),
        "{text}"
    );
    assert!(
        text.contains("llvm.func @e() vscale_range(1, 1) attributes {no_unwind}\n"),
        "{text}"
    );
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn comdat_names_from_bitcode() {
    let ll = "$\"odd \\22name\\22\" = comdat any\n$plain.name-1 = comdat nodeduplicate\n@a = global i32 1, comdat($\"odd \\22name\\22\")\n@b = global i32 2, comdat($plain.name-1)\n";
    let (from_text, _) = import("t.ll", ll.as_bytes());
    let (from_bc, _) = import("t.bc", &bitcode(ll.as_bytes()));
    assert!(
        from_text.contains("llvm.comdat_selector @\"odd \\22name\\22\" any"),
        "{from_text}"
    );
    assert!(
        from_text.contains("llvm.comdat_selector @\"plain.name-1\" nodeduplicate"),
        "{from_text}"
    );
    assert_eq!(from_text, from_bc);
}

#[test]
fn linker_options_of_another_shape_are_dropped() {
    let (text, warnings) = import(
        "t.ll",
        b"!llvm.linker.options = !{!0, !1}\n!0 = !{!\"-lz\"}\n!1 = !{i32 1}\n",
    );
    assert!(!text.contains("linker_options"), "{text}");
    assert!(
        warnings.iter().any(|w| w.contains("llvm.linker.options")),
        "{warnings:?}"
    );
}

#[test]
fn symbols_with_a_dash_are_quoted() {
    // MLIR's bare identifiers have no `-`.
    let (text, _) = import(
        "t.ll",
        b"@a-b = global i32 1\ndefine void @f-g() {\n  ret void\n}\n",
    );
    assert!(
        text.contains("llvm.mlir.global external @\"a-b\"(1 : i32)"),
        "{text}"
    );
    assert!(text.contains("llvm.func @\"f-g\"()"), "{text}");
}

#[test]
fn switch_case_values_beyond_64_bits_are_refused() {
    // MLIR 19's llvm.switch syntax writes case values as unsigned 64-bit numbers; a larger one (or
    // a negative one of a wider type) would come back changed, so it is a diagnostic.
    for case in ["18446744073709551616", "-1"] {
        let ll = format!(
            "define void @f(i128 %x) {{\nentry:\n  switch i128 %x, label %d [\n    i128 {case}, label %d\n  ]\nd:\n  ret void\n}}\n"
        );
        let err = irbridge_import::from_bytes("t.ll", ll.as_bytes(), ImportOptions::default())
            .err()
            .unwrap_or_else(|| panic!("{case} was imported"));
        assert!(
            err[0]
                .message
                .contains(&format!("switch case value {case} : i128")),
            "{err:?}"
        );
    }
}

/// `llvm-as` of `ll`.
fn bitcode(ll: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut child = Command::new(irbridge_testkit::oracle::tool("llvm-as"))
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("llvm-as 19");
    child.stdin.take().unwrap().write_all(ll).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    out.stdout
}

#[test]
fn shufflevector_constants_from_text_and_bitcode() {
    // llvm-ir refuses these constant expressions; the importer makes them instructions first.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../corpus/import/scalable_splat_constants.ll"
    );
    let ll = std::fs::read(path).unwrap();
    let (from_text, _) = import("t.ll", &ll);
    let (from_bc, _) = import("t.bc", &bitcode(&ll));
    assert_eq!(from_text, from_bc);
    assert_eq!(
        from_text
            .matches(irbridge::dialect::llvm::ops::aggregates::ShuffleVectorOp::NAME)
            .count(),
        3,
        "{from_text}"
    );
}

#[test]
fn alloca_inalloca_from_text_and_bitcode() {
    let ll = b"define void @f() {\n  %a = alloca inalloca i32, align 4\n  %b = alloca i32, align 4\n  ret void\n}\n";
    let (from_text, _) = import("t.ll", ll);
    let (from_bc, _) = import("t.bc", &bitcode(ll));
    assert_eq!(from_text, from_bc);
    assert_eq!(
        from_text.matches("llvm.alloca inalloca ").count(),
        1,
        "{from_text}"
    );
    assert_eq!(from_text.matches("llvm.alloca ").count(), 2, "{from_text}");
}

#[test]
fn only_one_anonymous_tbaa_root_is_imported() {
    // Two anonymous roots are two type systems; the id-less `#llvm.tbaa_root` would make them one.
    let ll = b"define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !0\n  store i32 1, ptr %p, !tbaa !3\n  ret void\n}\n!0 = !{!1, !1, i64 0}\n!1 = !{!\"a\", !2, i64 0}\n!2 = distinct !{!2}\n!3 = !{!4, !4, i64 0}\n!4 = !{!\"b\", !5, i64 0}\n!5 = distinct !{!5}\n";
    let (text, warnings) = import("t.ll", ll);
    assert_eq!(text.matches("tbaa = [").count(), 1, "{text}");
    assert!(text.contains("#llvm.tbaa_type_desc<id = \"a\""), "{text}");
    assert!(!text.contains("id = \"b\""), "{text}");
    assert!(warnings.iter().any(|w| w.contains("tbaa")), "{warnings:?}");
}
