//! Loop IDs the dialect cannot hold whole: an unknown property drops the annotation, a property of
//! the wrong shape drops only itself (both reported under `--emit-expensive-warnings`), as upstream
//! 19's import does; `llvm.loop.unroll.runtime.disable` is read with or without its `i1` operand.
//! (`corpus/import/loop_metadata.ll` holds the properties that are kept.)

use irbridge::print::PrintFlags;
use irbridge_import::ImportOptions;

/// A one-loop function whose back edge carries `!llvm.loop !0`, with `props` as the properties.
fn import(props: &[&str]) -> (String, Vec<String>) {
    let mut ll = String::from(
        "define void @f(i1 %c) {\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %x, !llvm.loop !0\nx:\n  ret void\n}\n",
    );
    let refs: Vec<String> = (1..=props.len()).map(|i| format!(", !{i}")).collect();
    ll.push_str(&format!("!0 = distinct !{{!0{}}}\n", refs.concat()));
    for (i, p) in props.iter().enumerate() {
        ll.push_str(&format!("!{} = !{{{p}}}\n", i + 1));
    }
    let m = irbridge_import::from_bytes(
        "t.ll",
        ll.as_bytes(),
        ImportOptions {
            expensive_warnings: true,
            ..Default::default()
        },
    )
    .unwrap_or_else(|d| panic!("{ll}\n{d:?}"));
    let warnings = m.warnings.iter().map(|d| d.message.clone()).collect();
    (m.print(PrintFlags::default()), warnings)
}

fn annotation(text: &str) -> Option<&str> {
    text.lines()
        .find(|l| l.starts_with("#loop_annotation = "))
        .map(|l| &l["#loop_annotation = ".len()..])
}

#[test]
fn unknown_property_drops_the_annotation() {
    let (text, warnings) = import(&[
        r#"!"llvm.loop.mustprogress""#,
        r#"!"llvm.loop.not.a.property", i32 1"#,
    ]);
    assert_eq!(annotation(&text), None, "{text}");
    assert!(!text.contains("loop_annotation"), "{text}");
    assert!(
        warnings.iter().any(|w| w.contains("llvm.loop")),
        "{warnings:?}"
    );
}

#[test]
fn malformed_property_drops_only_itself() {
    let (text, warnings) = import(&[
        r#"!"llvm.loop.mustprogress""#,
        r#"!"llvm.loop.unroll.disable", i1 true"#,
        r#"!"llvm.loop.vectorize.width", i32 4"#,
    ]);
    assert_eq!(
        annotation(&text),
        Some("#llvm.loop_annotation<vectorize = #loop_vectorize, mustProgress = true>"),
        "{text}"
    );
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("llvm.loop.unroll.disable")),
        "{warnings:?}"
    );
}

#[test]
fn runtime_disable_with_or_without_value() {
    for p in [
        r#"!"llvm.loop.unroll.runtime.disable""#,
        r#"!"llvm.loop.unroll.runtime.disable", i1 true"#,
    ] {
        let (text, warnings) = import(&[p]);
        assert!(
            text.contains("#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>"),
            "{p}: {text}"
        );
        assert!(warnings.is_empty(), "{p}: {warnings:?}");
    }
}

#[test]
fn enable_and_disable_together_keep_neither() {
    let (text, warnings) = import(&[
        r#"!"llvm.loop.unroll.enable""#,
        r#"!"llvm.loop.unroll.disable""#,
        r#"!"llvm.loop.unroll.count", i32 2"#,
    ]);
    assert!(
        text.contains("#loop_unroll = #llvm.loop_unroll<count = 2 : i32>"),
        "{text}"
    );
    assert!(
        warnings.iter().any(|w| w.contains("contradicts")),
        "{warnings:?}"
    );
}

#[test]
fn access_group_lists_and_parallel_accesses() {
    let ll = "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %l\nl:\n  %v = load i32, ptr %p, !llvm.access.group !1\n  store i32 %v, ptr %p, !llvm.access.group !3\n  br i1 %c, label %l, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !4}\n!1 = distinct !{}\n!2 = distinct !{}\n!3 = !{!1, !2}\n!4 = !{!\"llvm.loop.parallel_accesses\", !2}\n";
    let m = irbridge_import::from_bytes("t.ll", ll.as_bytes(), ImportOptions::default()).unwrap();
    let text = m.print(PrintFlags::default());
    // Groups are numbered in the order they are met: the load's, then the store's second.
    assert!(
        text.contains("{access_groups = [#access_group], alignment"),
        "{text}"
    );
    assert!(
        text.contains("{access_groups = [#access_group, #access_group1], alignment"),
        "{text}"
    );
    assert!(
        text.contains("#llvm.loop_annotation<parallelAccesses = #access_group1>"),
        "{text}"
    );
}

#[test]
fn locations_of_a_loop_are_imported() {
    // clang -g gives loop IDs their start and end locations: `startLoc`/`endLoc` (as upstream 19's
    // import gives them, checked with mlir-translate), nothing dropped.
    let ll = "define void @f(i1 %c) !dbg !5 {\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!llvm.dbg.cu = !{!2}\n!llvm.module.flags = !{!4}\n!0 = distinct !{!0, !1, !7, !8}\n!1 = !{!\"llvm.loop.mustprogress\"}\n!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, emissionKind: FullDebug)\n!3 = !DIFile(filename: \"t.c\", directory: \"/\")\n!4 = !{i32 2, !\"Debug Info Version\", i32 3}\n!5 = distinct !DISubprogram(name: \"f\", scope: !3, file: !3, line: 1, type: !6, unit: !2)\n!6 = !DISubroutineType(types: !{})\n!7 = !DILocation(line: 2, column: 3, scope: !5)\n!8 = !DILocation(line: 4, column: 1, scope: !5)\n";
    let m = irbridge_import::from_bytes(
        "t.ll",
        ll.as_bytes(),
        ImportOptions {
            expensive_warnings: true,
            ..Default::default()
        },
    )
    .unwrap_or_else(|d| panic!("{d:?}"));
    let text = m.print(PrintFlags::default());
    assert_eq!(
        annotation(&text),
        Some("#llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>"),
        "{text}"
    );
    assert!(
        text.contains(
            "#loc2 = loc(fused<#di_subprogram>[#loc])\n#loc3 = loc(fused<#di_subprogram>[#loc1])"
        ),
        "{text}"
    );
    assert!(
        !m.warnings
            .iter()
            .any(|w| w.message.contains("llvm.loop location")),
        "{:?}",
        m.warnings
    );
}
