//! `irbridge abi --oracle /usr/lib/llvm-19/bin --split-input-file` over the MLIR corpus at the
//! func/arith/cf/memref level. Every chunk ends in one of these classes, and only the first two
//! are allowed outside the recorded list below:
//!
//! * `checked`: every driven function agrees on every path, executor and lowering (cells `ok`,
//!   `-`, or `UPSTREAM-BUG` where the input records an upstream 19 bug);
//! * `nothing`: no function with a memref, complex or multi-result signature, only functions that
//!   cannot run (they call declared-only functions or recurse unboundedly), no lowering can lower
//!   the chunk, or it holds unregistered dialects (the report says which and why: not executable
//!   at this level);
//! * `failed`: a mismatch, or an error other than "no lowering to check".
//!
//! `cargo test` runs a fixed selection (< 60 s in a debug build); `IRBRIDGE_ABI_CORPUS_FULL=1`
//! runs every `.mlir` under corpus/abi, corpus/examples, corpus/lower and corpus/parse (several
//! minutes) and prints the counts of each class.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");
/// Upstream 19's tools (`irbridge_testkit::oracle`).
static ORACLE: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| irbridge_testkit::oracle::bin_dir().display().to_string());

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Chunks whose failure is known and recorded, with why: (file, function, reason). The test
/// requires them to still fail, so a fix shows up here.
const KNOWN_FAILURES: &[(&str, &str, &str)] = &[];

/// Extra `--pipeline` options for inputs that need them (views are expanded, and the index
/// arithmetic that makes lowered, before `--convert-to-llvm`).
fn pipeline_for(file: &str) -> &'static str {
    if file.ends_with("index32_alloc_alignment.mlir") {
        "expand-strided-metadata lower-affine index-bitwidth=32"
    } else {
        "expand-strided-metadata lower-affine"
    }
}

#[derive(Debug, Default)]
struct Classes {
    checked: Vec<String>,
    nothing: Vec<String>,
    failed: Vec<String>,
    upstream_bugs: usize,
    rows: usize,
}

/// Runs the harness on `file` (relative to the repository root) and classifies each chunk.
fn run(file: &str, classes: &mut Classes) {
    let out = Command::new(BIN)
        .current_dir(root())
        .args([
            "abi",
            file,
            "--split-input-file",
            "--oracle",
            ORACLE.as_str(),
        ])
        .args(["--pipeline", pipeline_for(file)])
        .output()
        .expect("run irbridge abi");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.trim().is_empty() || text.contains("// chunk"),
        "{file}: {err}"
    );
    let (mut failed_any, mut errored) = (false, false);
    for chunk in text.split("\n// -----\n") {
        let head = chunk.lines().next().unwrap_or_default();
        let name = format!("{file} {}", head.trim_start_matches("// "));
        let rows = chunk.lines().filter(|l| l.starts_with('@')).count();
        classes.rows += rows;
        classes.upstream_bugs += chunk
            .lines()
            .filter(|l| l.starts_with("upstream 19 bug:"))
            .count();
        let mismatches: Vec<&str> = chunk
            .lines()
            .filter(|l| l.starts_with("mismatch:"))
            .collect();
        let error = chunk.lines().find(|l| l.starts_with("error:"));
        if !mismatches.is_empty() || chunk.contains("; FAILED") {
            failed_any = true;
            classes
                .failed
                .push(format!("{name}: {}", mismatches.join(" | ")));
        } else if let Some(e) = error {
            errored = true;
            // No lowering can lower it, or it needs --allow-unregistered-dialect: not at the
            // func/arith/memref level.
            if e.contains("no lowering to check")
                || e.contains("unregistered dialect")
                || e.contains("allowUnregisteredDialects")
            {
                classes.nothing.push(name);
            } else {
                failed_any = true;
                classes.failed.push(format!("{name}: {e}"));
            }
        } else if rows == 0 {
            classes.nothing.push(name);
        } else {
            classes.checked.push(name);
        }
    }
    // A chunk that cannot be checked is an error (exit 1) even when it is not a failure here.
    assert_eq!(
        out.status.success(),
        !failed_any && !errored,
        "{file}: exit code vs report:\n{text}"
    );
}

/// Failures not in [`KNOWN_FAILURES`], and known failures that did not happen.
fn unexpected(classes: &Classes, files: &[String]) -> Vec<String> {
    let mut out: Vec<String> = classes
        .failed
        .iter()
        .filter(|f| {
            !KNOWN_FAILURES
                .iter()
                .any(|(file, what, _)| f.starts_with(file) && f.contains(what))
        })
        .cloned()
        .collect();
    for (file, what, why) in KNOWN_FAILURES {
        if files.iter().any(|f| f == file)
            && !classes
                .failed
                .iter()
                .any(|f| f.starts_with(file) && f.contains(what))
        {
            out.push(format!(
                "{file}: recorded failure '{what}' ({why}) did not happen"
            ));
        }
    }
    out
}

fn check(files: &[String]) -> Classes {
    let mut classes = Classes::default();
    for f in files {
        run(f, &mut classes);
    }
    let bad = unexpected(&classes, files);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    classes
}

#[test]
fn selected_corpus_inputs_pass_or_say_why_not() {
    let files: Vec<String> = [
        "corpus/abi/half_floats.mlir",
        "corpus/abi/upstream-bugs/bare_get_global.mlir",
        "corpus/abi/upstream-bugs/bare_view_of_argument.mlir",
        "corpus/abi/upstream-bugs/index32_alloc_alignment.mlir",
        "corpus/abi/upstream-bugs/complex_bf16_constant.mlir",
        "corpus/lower/func/c-wrappers.mlir",
        "corpus/lower/memref/copy.mlir",
        "corpus/lower/memref/alloc.mlir",
        "corpus/lower/index/data_layout.mlir",
        "corpus/lower/expand-strided-metadata/subview_affine.mlir",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let c = check(&files);
    // Something was run in each class, and the recorded upstream bugs showed.
    assert!(c.checked.len() >= 5, "{c:#?}");
    assert!(!c.nothing.is_empty(), "{c:#?}");
    // Upstream 19 (and irbridge with it) cannot lower complex<bf16> constants: nothing to run.
    assert!(
        c.nothing
            .iter()
            .any(|n| n.contains("complex_bf16_constant")),
        "{c:#?}"
    );
    assert!(c.upstream_bugs >= 10, "{c:#?}");
}

/// Every `.mlir` under the corpus folders that holds a `func.func`.
fn all_inputs() -> Vec<String> {
    let mut out = vec![];
    let mut dirs: Vec<PathBuf> = ["abi", "examples", "lower", "parse"]
        .iter()
        .map(|d| root().join("corpus").join(d))
        .collect();
    while let Some(d) = dirs.pop() {
        for p in std::fs::read_dir(&d).unwrap().flatten().map(|e| e.path()) {
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "mlir")
                && std::fs::read_to_string(&p).is_ok_and(|s| s.contains("func.func"))
            {
                let rel = p.strip_prefix(root()).unwrap().display().to_string();
                out.push(rel.replace("/../", "/"));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn whole_corpus_passes_or_says_why_not() {
    if std::env::var_os("IRBRIDGE_ABI_CORPUS_FULL").is_none() {
        eprintln!("whole corpus skipped: set IRBRIDGE_ABI_CORPUS_FULL=1 (several minutes)");
        return;
    }
    let files = all_inputs();
    let c = check(&files);
    eprintln!(
        "{} files: {} chunks checked ({} rows, {} recorded upstream-bug cells), {} with nothing to run, {} known failures",
        files.len(),
        c.checked.len(),
        c.rows,
        c.upstream_bugs,
        c.nothing.len(),
        c.failed.len()
    );
}
