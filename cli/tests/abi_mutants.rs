//! Planted bugs: each mutant edits upstream 19's correct lowering of `corpus/abi/mutants.mlir`
//! (or lowers a planted variant of it) and must be caught by `irbridge abi --lowered`, with the
//! mismatch named. 100 % detection is required: every mutant is an assertion.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");
/// Upstream 19's tools (`irbridge_testkit::oracle`).
static ORACLE: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| irbridge_testkit::oracle::bin_dir().display().to_string());

fn input() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/abi/mutants.mlir")
}

/// LLVM IR of `mlir` lowered by upstream with `flags` (default `--convert-to-llvm`).
fn lower(mlir: &Path, flags: &[&str]) -> String {
    let mut opt = Command::new(irbridge_testkit::oracle::tool("mlir-opt"));
    if flags.is_empty() {
        opt.arg("--convert-to-llvm");
    } else {
        opt.args(flags);
    }
    let out = opt
        .arg("--reconcile-unrealized-casts")
        .arg(mlir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut tr = Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
        .arg("--mlir-to-llvmir")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    tr.stdin.take().unwrap().write_all(&out.stdout).unwrap();
    let out = tr.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The body of function `name` in `ll` (from its `define` line to the closing brace).
fn function<'a>(ll: &'a str, name: &str) -> &'a str {
    let start = ll
        .find(&format!(" @{name}("))
        .map(|i| ll[..i].rfind("define").unwrap())
        .unwrap_or_else(|| panic!("no @{name} in\n{ll}"));
    let end = start + ll[start..].find("\n}\n").unwrap() + 3;
    &ll[start..end]
}

/// Replaces function `name` by `edit` of it; the edit must change something.
fn mutate_fn(ll: &str, name: &str, edit: impl Fn(&str) -> String) -> String {
    let body = function(ll, name);
    let new = edit(body);
    assert_ne!(body, new, "mutant of @{name} did not apply");
    ll.replace(body, &new)
}

/// Swaps two substrings of `s` (each must occur).
fn swap(s: &str, a: &str, b: &str) -> String {
    assert!(s.contains(a) && s.contains(b), "`{a}` / `{b}` not in\n{s}");
    s.replace(a, "\u{1}").replace(b, a).replace('\u{1}', b)
}

/// Runs `irbridge abi --lowered` on `ll`; returns (exit code, report).
fn check(name: &str, ll: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("{name}.ll"));
    std::fs::write(&file, ll).unwrap();
    // The mutant is still valid LLVM IR: what is caught is the ABI bug, not a syntax error.
    let st = Command::new(irbridge_testkit::oracle::tool("llvm-as"))
        .arg(&file)
        .arg("-o")
        .arg("/dev/null")
        .status()
        .unwrap();
    assert!(st.success(), "mutant {name} is not valid LLVM IR:\n{ll}");
    let out = Command::new(BIN)
        .arg("abi")
        .arg(input())
        .args(["--oracle", ORACLE.as_str(), "--lowered"])
        .arg(&file)
        .output()
        .unwrap();
    (
        out.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[test]
fn unmutated_lowering_passes() {
    let ll = lower(&input(), &[]);
    let (code, report) = check("correct", &ll);
    assert_eq!(code, Some(0), "{report}");
}

#[test]
fn every_planted_bug_is_detected_and_named() {
    let good = lower(&input(), &[]);
    let dir = tempfile::tempdir().unwrap();
    // Planted in the MLIR: the same functions with one dimension fewer.
    let dropped_src = std::fs::read_to_string(input()).unwrap().replace(
        "memref<?x?xf32, strided<[?, ?], offset: ?>>",
        "memref<?xf32, strided<[?], offset: ?>>",
    );
    let dropped_file = dir.path().join("dropped.mlir");
    std::fs::write(&dropped_file, dropped_src).unwrap();

    // (mutant, function whose row must fail, text the named mismatch must contain)
    let mutants: Vec<(&str, String, &str, &str)> =
        vec![
        (
            "swapped size/stride",
            mutate_fn(&good, "_mlir_ciface_ident", |f| swap(f, "%3, 3, 0\n", "%3, 4, 0\n")),
            "ident",
            "[ciface, clang] res0.sizes: expected",
        ),
        (
            "wrong offset",
            mutate_fn(&good, "ident", |f| f.replace("i64 %2, 2\n", "i64 %3, 2\n")),
            "ident",
            "res0.offset: expected",
        ),
        (
            "aligned/allocated swapped",
            mutate_fn(&good, "_mlir_ciface_ident", |f| swap(f, "%3, 0\n", "%3, 1\n")),
            "ident",
            "[ciface, clang] res0.alloc: expected",
        ),
        (
            "result struct not first argument",
            // Reads the argument through the first pointer and writes the result through the second.
            mutate_fn(&good, "_mlir_ciface_ident", |f| {
                swap(f, "ptr %1, align", "ptr %0, align")
            }),
            "ident",
            "[ciface, clang] res0.alloc: expected buf0+0",
        ),
        (
            "wrong index width",
            lower(
                &input(),
                &[
                    "--finalize-memref-to-llvm=index-bitwidth=32",
                    "--convert-func-to-llvm=index-bitwidth=32",
                ],
            ),
            "ident",
            "signature: @ident: expected `{ ptr, ptr, i64, [2 x i64], [2 x i64] } (ptr, ptr, i64",
        ),
        (
            "dropped dimension",
            lower(&dropped_file, &[]),
            "ident",
            "signature: @ident: expected `{ ptr, ptr, i64, [2 x i64], [2 x i64] }",
        ),
        (
            "wrong packing order of several results",
            mutate_fn(&good, "swap", |f| {
                // Each value still goes in once, but into the other's position.
                f.replace("undef, i64 %1, 0\n", "undef, i64 %0, 0\n")
                    .replace("%3, i64 %0, 1\n", "%3, i64 %1, 1\n")
            }),
            "swap",
            "res0: expected",
        ),
    ];
    let mut missed = vec![];
    for (name, ll, func, named) in &mutants {
        let (code, report) = check(&name.replace(['/', ' '], "_"), ll);
        let line = report
            .lines()
            .find(|l| l.starts_with(&format!("mismatch: @{func} (lowered)")))
            .unwrap_or("");
        if code != Some(1) || !line.contains(named) {
            missed.push(format!(
                "{name}: exit {code:?}, want `{named}` in:\n{report}"
            ));
        }
    }
    assert!(
        missed.is_empty(),
        "{} of {} mutants not detected as named:\n{}",
        missed.len(),
        mutants.len(),
        missed.join("\n")
    );
}
