//! The data layout on import: `dlti.dl_spec` with the entries of upstream 19's import (compared
//! order-insensitively: upstream's order comes from a hash map) and its warnings, plus the exact
//! `llvm.data_layout` and `llvm.target_triple`, which irbridge's and upstream's exports both write
//! back unchanged.

use std::process::Command;

/// Layouts LLVM 19 and llvm-ir both read (targets' own, and edge cases of each token kind).
const LAYOUTS: &[&str] = &[
    "",
    "E",
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    "e-m:o-i64:64-i128:128-n32:64-S128",
    "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64",
    "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32",
    "e-m:e-Fn32-i64:64-i128:128-n32:64-S128",
    "e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
    "E-p:32:32-A5-P1-S64-i1:16-f32:64:64-p3:16:16:16:8-ni:7",
    "e-S0-S64-P0-P2-A0-A3",
    "e-p:64:64-p:32:32",
    "f16:32:64-i24:32-p:64:64:64:32-p0:32:32",
    // `G` is read by LLVM, not by llvm-ir's parser (the module is read without it).
    "e-i64:64-v16:16-v32:32-n16:32:64-G3",
    "e-m:e-p:32:32-i64:64-n32-S128-G0",
];

/// The sorted `#dlti.dl_entry<...>` of the first line's `dlti.dl_spec`.
fn entries(first_line: &str) -> Vec<String> {
    let spec = first_line
        .split_once("dlti.dl_spec = #dlti.dl_spec<")
        .map(|x| x.1)
        .unwrap_or_else(|| panic!("no dl_spec in {first_line}"));
    let mut out = vec![];
    let mut rest = spec;
    while let Some(i) = rest.find("#dlti.dl_entry<") {
        let body = &rest[i..];
        let mut depth = 0;
        let mut end = 0;
        for (k, c) in body.char_indices() {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push(body[..end].to_string());
        rest = &body[end..];
    }
    out.sort();
    out
}

fn module(layout: &str) -> String {
    format!(
        "target datalayout = \"{layout}\"\ntarget triple = \"x86_64-pc-linux-gnu\"\ndefine void @f() {{\n  ret void\n}}\n"
    )
}

#[test]
fn dl_spec_and_warnings_match_upstream() {
    let dir = tempfile::tempdir().unwrap();
    for layout in LAYOUTS {
        let path = dir.path().join("dl.ll");
        std::fs::write(&path, module(layout)).unwrap();
        let up = Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
            .arg("--import-llvm")
            .arg(&path)
            .output()
            .unwrap();
        assert!(up.status.success(), "{layout}");
        let up_out = String::from_utf8(up.stdout).unwrap();
        let up_warnings: Vec<String> = String::from_utf8(up.stderr)
            .unwrap()
            .lines()
            .filter_map(|l| l.split_once("warning: ").map(|x| x.1.to_string()))
            .collect();
        let ours = irbridge_import::from_path(&path).unwrap_or_else(|e| panic!("{layout}: {e:?}"));
        let text = ours.print(Default::default());
        let first = text.lines().next().unwrap();
        assert_eq!(
            entries(first),
            entries(up_out.lines().next().unwrap()),
            "{layout}"
        );
        let warnings: Vec<String> = ours.warnings.iter().map(|d| d.message.clone()).collect();
        assert_eq!(warnings, up_warnings, "{layout}");
        assert!(
            first.contains(&format!("llvm.data_layout = \"{layout}\"")),
            "{first}"
        );
        assert!(
            first.contains("llvm.target_triple = \"x86_64-pc-linux-gnu\""),
            "{first}"
        );
        // Both exports write the layout back exactly (the string wins over the spec).
        let mlir = dir.path().join("dl.mlir");
        std::fs::write(&mlir, &text).unwrap();
        let up_ll = Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
            .arg("--mlir-to-llvmir")
            .arg(&mlir)
            .output()
            .unwrap();
        assert!(up_ll.status.success(), "{layout}");
        let our_ll = String::from_utf8(
            irbridge_translate::translate_to_bytes(
                "dl.mlir",
                text.as_bytes(),
                0,
                false,
                irbridge_translate::Emit::Ll,
            )
            .unwrap_or_else(|e| panic!("{layout}: {e:?}")),
        )
        .unwrap();
        for ll in [String::from_utf8(up_ll.stdout).unwrap(), our_ll] {
            let line = format!("target datalayout = \"{layout}\"");
            if layout.is_empty() {
                assert!(!ll.contains("target datalayout"), "{ll}");
            } else {
                assert!(ll.lines().any(|l| l == line), "{layout}: {ll}");
            }
        }
    }
}

/// A layout upstream 19 cannot translate: the import fails with upstream's error, at the module.
#[test]
fn untranslatable_layout_fails_as_upstream() {
    let src = "target datalayout = \"e-p1:64:64:64:64:64\"\n";
    let up = Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
        .arg("--import-llvm")
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin.take().unwrap().write_all(src.as_bytes())?;
            c.wait_with_output()
        })
        .unwrap();
    assert!(!up.status.success());
    assert!(String::from_utf8_lossy(&up.stderr)
        .contains("cannot translate data layout: p1:64:64:64:64:64"));
    let errs = irbridge_import::from_bytes("dl.ll", src.as_bytes(), Default::default())
        .err()
        .expect("the import fails");
    assert_eq!(errs.len(), 1);
    assert_eq!(
        errs[0].message,
        "cannot translate data layout: p1:64:64:64:64:64"
    );
}
