//! The lowering corpus: `corpus/lower/<group>/*.mlir`. The first line of each file is
//! `// RUN-ARGS: <irbridge opt / mlir-opt arguments>` (pass flags, `--pass-pipeline=...`,
//! `--verify-diagnostics`); files are always split on `// -----`.
//!
//! * Without `--verify-diagnostics`, irbridge's output (chunks joined by `// -----\n`, as
//!   `irbridge opt --split-input-file` prints) must equal `<file>.out`, and, where mlir-opt 19 is
//!   installed, `mlir-opt --mlir-print-op-generic` of that output must equal the same of mlir-opt 19's
//!   own output for the same arguments (the generic-form comparison), which also proves upstream
//!   parses irbridge's output.
//! * A file with a `// UPSTREAM-DIFFERS: <why>` line is a case where irbridge does better than upstream 19
//!   (which fails or produces invalid IR): its `.out` is checked, and mlir-opt 19 must parse it, but it is
//!   not compared with mlir-opt 19's own result.
//! * With `--verify-diagnostics`, the diagnostics must match the `expected-*` annotations (these are the
//!   cases where irbridge reports an error and upstream does not; see each file's comment).
//!
//! `IRBRIDGE_BLESS=1 cargo test -p irbridge-lower --test lower_corpus` rewrites the `.out` files
//! (review them; `scripts/check-lower-corpus.sh` re-checks them against upstream).

mod common;

use common::{pipe, stdout_or_stderr, MLIR_OPT};
use irbridge::driver::{opt_buffer_with_passes, split_input, OptOptions};
use irbridge::pass::{instantiate, parse_pipeline, PipelineElement, Scheduled};
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
];

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/lower")
}

/// Groups checked by their own runner (`lower_arith`, `lower_index`, `lower_complex`: a different
/// header, expected-error cases compared with upstream, and cases upstream gets wrong).
const OWN_RUNNER: &[&str] = &["arith", "index", "complex"];

fn cases() -> Vec<PathBuf> {
    let mut out = vec![];
    let mut groups: Vec<_> = std::fs::read_dir(corpus())
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| OWN_RUNNER.contains(&n.to_string_lossy().as_ref()))
        })
        .collect();
    groups.sort();
    for g in groups {
        let mut files: Vec<_> = std::fs::read_dir(&g)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

struct Case {
    args: Vec<String>,
    verify_diagnostics: bool,
    allow_unregistered: bool,
}

fn run_args(src: &str) -> Case {
    let first = src.lines().next().unwrap_or_default();
    let args: Vec<String> = first
        .strip_prefix("// RUN-ARGS:")
        .expect("first line is // RUN-ARGS: ...")
        .split_whitespace()
        .map(str::to_string)
        .collect();
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
        let r = opt_buffer_with_passes(&name, chunk.text, chunk.line_offset, &opts, &mut p, true);
        if case.verify_diagnostics {
            let diags = r.as_ref().err().cloned().unwrap_or_default();
            let found =
                irbridge::verify_diagnostics::verify(&name, chunk.text, chunk.line_offset, &diags);
            if !found.is_empty() {
                let mut sm = irbridge::diag::SourceMgr::default();
                sm.add(&name, src.as_bytes());
                problems.push_str(&irbridge::verify_diagnostics::render_problems(&sm, &found));
            }
            continue;
        }
        match r {
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
    let args: Vec<&str> = args.iter().copied().chain(["-"]).collect();
    stdout_or_stderr(pipe(MLIR_OPT, &args, input).map_err(|e| e.to_string())?)
}

/// Both sides printed generically by mlir-opt 19.
fn generic(text: &str, case: &Case) -> Result<String, String> {
    let mut a = vec!["--split-input-file", "--mlir-print-op-generic"];
    if case.allow_unregistered {
        a.push("--allow-unregistered-dialect");
    }
    mlir_opt(&a, text)
}

#[test]
fn lower_corpus() {
    let bless = std::env::var("IRBRIDGE_BLESS").is_ok_and(|v| !v.is_empty() && v != "0");
    let upstream = Path::new(MLIR_OPT).exists();
    let mut failures = vec![];
    let files = cases();
    assert!(files.len() >= 10, "corpus/lower has {} cases", files.len());
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        if !src.starts_with("// RUN-ARGS:") {
            // Other lowerings may keep cases of their own format in sibling directories; ours must
            // follow this one.
            let group = f.parent().and_then(|p| p.file_name()).unwrap_or_default();
            assert!(
                !OWN_GROUPS.iter().any(|g| group == *g),
                "{}: first line must be // RUN-ARGS: ...",
                f.display()
            );
            continue;
        }
        let case = run_args(&src);
        let out = match irbridge_output(f, &src, &case) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("{}: {e}", f.display()));
                continue;
            }
        };
        if case.verify_diagnostics {
            continue;
        }
        let expected_path = PathBuf::from(format!("{}.out", f.display()));
        if bless {
            std::fs::write(&expected_path, &out).unwrap();
        } else {
            match std::fs::read_to_string(&expected_path) {
                Ok(e) if e == out => {}
                Ok(e) => failures.push(format!(
                    "{}: output differs from .out:\n{}",
                    f.display(),
                    similar::TextDiff::from_lines(&e, &out).unified_diff()
                )),
                Err(_) => failures.push(format!("{}: missing .out", f.display())),
            }
        }
        if upstream && src.contains("// UPSTREAM-DIFFERS:") {
            if let Err(e) = generic(&out, &case) {
                failures.push(format!(
                    "{}: mlir-opt 19 rejects irbridge's output: {e}",
                    f.display()
                ));
            }
        } else if upstream {
            let mut args: Vec<&str> = vec!["--split-input-file"];
            args.extend(case.args.iter().map(|s| s.as_str()));
            let theirs = mlir_opt(&args, &src).and_then(|t| generic(&t, &case));
            let ours = generic(&out, &case);
            match (theirs, ours) {
                (Ok(t), Ok(o)) if t == o => {}
                (Ok(t), Ok(o)) => failures.push(format!(
                    "{}: differs from mlir-opt 19 (generic form):\n{}",
                    f.display(),
                    similar::TextDiff::from_lines(&t, &o).unified_diff()
                )),
                (Err(e), _) => failures.push(format!("{}: mlir-opt 19 failed: {e}", f.display())),
                (_, Err(e)) => failures.push(format!(
                    "{}: mlir-opt 19 rejects irbridge's output: {e}",
                    f.display()
                )),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
