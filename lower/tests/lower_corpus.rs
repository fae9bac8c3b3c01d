//! The lowering corpus: `corpus/lower/<group>/*.mlir`. The first line of each file is
//! `// RUN-ARGS: <irbridge opt / mlir-opt arguments>` (pass flags, `--pass-pipeline=...`,
//! `--verify-diagnostics`); files are always split on `// -----`.
//!
//! * Without `--verify-diagnostics`, irbridge's output (chunks joined by `// -----\n`, as
//!   `irbridge opt --split-input-file` prints) must equal `<file>.out`, and, where mlir-opt 19 is
//!   installed, `mlir-opt --mlir-print-op-generic` of that output must equal the same of mlir-opt 19's
//!   own output for the same arguments (the issue's generic-form comparison), which also proves upstream
//!   parses irbridge's output.
//! * A file with a `// UPSTREAM-DIFFERS: <why>` line is a case where irbridge does better than upstream 19
//!   (which fails or produces invalid IR): its `.out` is checked, and mlir-opt 19 must parse it, but it is
//!   not compared with mlir-opt 19's own result.
//! * With `--verify-diagnostics`, the diagnostics must match the `expected-*` annotations (these are the
//!   cases where irbridge reports an error and upstream does not; see each file's comment).
//!
//! One test per file: `cargo test -p irbridge-lower --test lower_corpus math/` runs the math cases.
//! `IRBRIDGE_BLESS=1 cargo test -p irbridge-lower --test lower_corpus` rewrites the `.out` files
//! (review them; `scripts/check-lower-corpus.sh` re-checks them against upstream).

use irbridge::driver::{opt_buffer_reported, split_input, OptOptions};
use irbridge::pass::{instantiate, parse_pipeline, PipelineElement, Scheduled};
use irbridge_testkit::{diff, golden, Failures};
use std::path::{Path, PathBuf};

const MARKER: &str = "// -----";
/// The directories whose cases this test owns (all must have a RUN-ARGS line).
const OWN_GROUPS: &[&str] = &[
    "func",
    "cf",
    "reconcile",
    "spec",
    "convert-to-llvm",
    "affine",
    "canonicalize",
];

struct Case {
    args: Vec<String>,
    verify_diagnostics: bool,
    allow_unregistered: bool,
}

fn run_args(src: &str) -> Case {
    let first = src.lines().next().unwrap_or_default();
    let args = irbridge::io::words::shell_words(
        first
            .strip_prefix("// RUN-ARGS:")
            .expect("first line is // RUN-ARGS: ..."),
    );
    Case {
        verify_diagnostics: args.iter().any(|a| a == "--verify-diagnostics"),
        allow_unregistered: args.iter().any(|a| a == "--allow-unregistered-dialect"),
        args,
    }
}

fn pipeline(args: &[String]) -> Vec<Scheduled> {
    let mut elements = vec![];
    for a in args {
        if a == "--verify-diagnostics" || a == "--allow-unregistered-dialect" {
            continue;
        }
        if let Some(p) = a.strip_prefix("--pass-pipeline=") {
            let PipelineElement::Nested { elements: e, .. } =
                parse_pipeline(p.trim_matches('\'')).unwrap()
            else {
                unreachable!()
            };
            elements.extend(e);
            continue;
        }
        let body = a.trim_start_matches('-');
        let (name, opts) = body.split_once('=').unwrap_or((body, ""));
        elements.push(PipelineElement::Pass {
            name: name.into(),
            options: opts.into(),
        });
    }
    instantiate(&irbridge_lower::REGISTRY, &elements).unwrap()
}

/// irbridge's output for a file, or the problems found with `--verify-diagnostics`.
fn irbridge_output(path: &Path, src: &str, case: &Case) -> Result<String, String> {
    let name = path.to_string_lossy().into_owned();
    let opts = OptOptions {
        allow_unregistered: case.allow_unregistered,
        ..Default::default()
    };
    // Each file is compared with a fresh mlir-opt process.
    irbridge_lower::cf::reset_assert_message_counter();
    let mut outs = vec![];
    let mut problems = String::new();
    for chunk in split_input(src.as_bytes(), MARKER) {
        let mut p = pipeline(&case.args);
        let r = opt_buffer_reported(
            &name,
            chunk.text,
            chunk.line_offset,
            &opts,
            &mut p,
            true,
            &Default::default(),
        );
        // Diagnostics the passes emitted (remarks, warnings) come first, then a failure's.
        let (out, diags) = r.into_parts();
        if case.verify_diagnostics {
            let found =
                irbridge::verify_diagnostics::verify(&name, chunk.text, chunk.line_offset, &diags);
            if !found.is_empty() {
                let mut sm = irbridge::diag::SourceMgr::default();
                sm.add(&name, src.as_bytes());
                problems.push_str(&irbridge::verify_diagnostics::render_problems(&sm, &found));
            }
            continue;
        }
        match out.ok_or(diags) {
            Ok(mut text) => {
                if !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push('\n');
                outs.push(text);
            }
            Err(d) => {
                let mut sm = irbridge::diag::SourceMgr::default();
                sm.add(&name, src.as_bytes());
                return Err(d.iter().map(|d| sm.render(d)).collect());
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(outs.join(&format!("{MARKER}\n")))
}

fn mlir_opt(args: &[&str], input: &str) -> Result<String, String> {
    irbridge_testkit::oracle::run_mlir_opt(args, input.as_bytes())
}

/// Both sides printed generically by mlir-opt 19.
fn generic(text: &str, case: &Case) -> Result<String, String> {
    let mut a = vec!["--split-input-file", "--mlir-print-op-generic"];
    if case.allow_unregistered {
        a.push("--allow-unregistered-dialect");
    }
    mlir_opt(&a, text)
}

/// One corpus file (a datatest-stable case).
fn lower_case(f: &Path) -> datatest_stable::Result<()> {
    let src = std::fs::read_to_string(f)?;
    let group = f
        .parent()
        .and_then(|p| p.file_name())
        .map(|g| g.to_string_lossy().into_owned())
        .unwrap_or_default();
    if !src.starts_with("// RUN-ARGS:") {
        // Other lowerings keep cases of their own format in sibling directories (`lower_memref`);
        // ours must follow this one.
        if OWN_GROUPS.contains(&group.as_str()) {
            return Err(format!("{}: first line must be // RUN-ARGS: ...", f.display()).into());
        }
        return Ok(());
    }
    let case = run_args(&src);
    let label = f.display().to_string();
    let mut failures = Failures::default();
    let out = match irbridge_output(f, &src, &case) {
        Ok(o) => o,
        Err(e) => {
            failures.fail(&label, e);
            return failures.into_result();
        }
    };
    if case.verify_diagnostics {
        return failures.into_result();
    }
    let expected_path = PathBuf::from(format!("{}.out", f.display()));
    failures.check(&label, golden::check_file(&expected_path, &out, &label));
    if src.contains("// UPSTREAM-DIFFERS:") {
        if let Err(e) = generic(&out, &case) {
            failures.fail(
                &label,
                format!("mlir-opt 19 rejects irbridge's output: {e}"),
            );
        }
    } else {
        let mut args: Vec<&str> = vec!["--split-input-file"];
        args.extend(case.args.iter().map(|s| s.as_str()));
        let theirs = mlir_opt(&args, &src).and_then(|t| generic(&t, &case));
        let ours = generic(&out, &case);
        match (theirs, ours) {
            (Ok(t), Ok(o)) if t == o => failures.pass(),
            (Ok(t), Ok(o)) => failures.fail(
                &label,
                format!(
                    "differs from mlir-opt 19 (generic form):\n{}",
                    diff(&t, &o, "mlir-opt 19 vs irbridge")
                ),
            ),
            (Err(e), _) => failures.fail(&label, format!("mlir-opt 19 failed: {e}")),
            (_, Err(e)) => failures.fail(
                &label,
                format!("mlir-opt 19 rejects irbridge's output: {e}"),
            ),
        }
    }
    failures.into_result()
}

// Test names are the paths under corpus/lower (`lower_case::math/to_llvm.mlir`). The groups `arith`,
// `index` and `complex` have their own runners (`lower_arith`, `lower_index`, `lower_complex`: a
// different header, expected-error cases compared with upstream, cases upstream gets wrong).
datatest_stable::harness! {
    { test = lower_case, root = irbridge_testkit::corpus_dir("lower").display().to_string(), pattern = r"^(?!(arith|index|complex)/)[^/]+/[^/]+\.mlir$" },
}
