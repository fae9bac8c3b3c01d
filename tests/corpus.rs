//! The corpus test, one test per file (`cargo test -p irbridge --test corpus arith/ops` runs one):
//! golden outputs, printer fixpoint, agreement with upstream `mlir-opt` 19 and expected diagnostics.
//!
//! * `corpus/parse/**.mlir` and `corpus/examples/*.mlir` are valid input. Each `// -----` chunk must
//!   parse, verify and print; the whole output (chunk outputs joined by `// -----\n`, exactly what
//!   `irbridge opt --split-input-file` prints) must equal `<file>.out`; printing must be a fixpoint;
//!   irbridge's output must equal `mlir-opt` 19's output on the same input byte for byte, and
//!   `mlir-opt --mlir-print-op-generic` of irbridge's output must equal the same of the input.
//! * `corpus/invalid/**.mlir` chunks must produce diagnostics satisfying their `expected-*`
//!   annotations, and upstream must agree with the annotations (`mlir-opt --verify-diagnostics`).
//! * A file whose name contains `unregistered` is run with `--allow-unregistered-dialect`.
//!
//! `IRBRIDGE_BLESS=1 cargo test -p irbridge --test corpus` rewrites the `.out` files. The oracle
//! (`irbridge_testkit::oracle`) must be installed: without it the cases fail.

use irbridge::diag::{Diagnostic, SourceMgr};
use irbridge::driver::{opt_buffer, OptOptions};
use irbridge::print::PrintFlags;
use irbridge_testkit::oracle::{mlir_opt, stdout_or_stderr};
use irbridge_testkit::{diff, golden, on_big_stack, split_cases, Failures, SPLIT_MARKER};
use std::path::{Path, PathBuf};
use std::process::Command;

/// opt_buffer, with a panic turned into Err(message).
fn guarded_opt(
    name: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
) -> Result<Result<String, Vec<Diagnostic>>, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        opt_buffer(name, src, line_offset, opts)
    }))
    .map_err(|p| irbridge_testkit::panic_message(&*p))
}

fn render(name: &str, src: &[u8], diags: &[Diagnostic]) -> String {
    let mut sm = SourceMgr::default();
    sm.add(name, src);
    diags.iter().map(|d| sm.render(d)).collect()
}

/// What `irbridge opt` prints for one module (mlir-opt prints the op, then a newline).
fn module_output(mut s: String) -> String {
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s.push('\n');
    s
}

fn run_mlir_opt(args: &[&str], file: &Path) -> Result<String, String> {
    let out = Command::new(mlir_opt())
        .args(args)
        .arg(file)
        .output()
        .map_err(|e| e.to_string())?;
    stdout_or_stderr(out)
}

fn split_output(s: &str) -> Vec<&str> {
    s.split(&format!("{SPLIT_MARKER}\n")).collect()
}

fn options(rel: &str) -> OptOptions {
    OptOptions {
        allow_unregistered: rel.contains("unregistered"),
        print: PrintFlags::default(),
        no_verify: false,
    }
}

/// A valid file: its golden output, fixpoint, and upstream's agreement.
fn check_valid(file: &Path, rel: &str, src: &[u8], r: &mut Failures) {
    let opts = options(rel);
    let chunks = split_cases(src);
    let mut outputs = vec![];
    let mut ok_chunks = vec![];
    for chunk in &chunks {
        let case = format!("{rel}:{}", chunk.line_offset + 1);
        match guarded_opt(rel, chunk.text, chunk.line_offset, &opts) {
            Err(p) => {
                r.fail(&case, format!("irbridge panicked: {p}"));
                outputs.push(String::new());
                ok_chunks.push(false);
            }
            Ok(Err(diags)) => {
                let msg = format!(
                    "irbridge rejected valid input:\n{}",
                    render(rel, src, &diags)
                );
                r.fail(&case, msg);
                outputs.push(String::new());
                ok_chunks.push(false);
            }
            Ok(Ok(out)) => {
                // Fixpoint: printing the printed form gives it back.
                match guarded_opt("<output>", out.as_bytes(), 0, &opts) {
                    Ok(Ok(again)) if again == out => r.pass(),
                    Ok(Ok(again)) => r.fail(
                        &case,
                        format!(
                            "printing is not a fixpoint:\n{}",
                            diff(&out, &again, "opt(opt(x))")
                        ),
                    ),
                    Ok(Err(d)) => r.fail(
                        &case,
                        format!(
                            "irbridge rejects its own output:\n{}{out}",
                            render("<output>", out.as_bytes(), &d)
                        ),
                    ),
                    Err(p) => r.fail(&case, format!("irbridge panicked on its own output: {p}")),
                }
                outputs.push(module_output(out));
                ok_chunks.push(true);
            }
        }
    }
    let joined = outputs.join(&format!("{SPLIT_MARKER}\n"));
    let out_path = PathBuf::from(format!("{}.out", file.display()));
    r.check(rel, golden::check_file(&out_path, &joined, rel));
    if !ok_chunks.iter().any(|&b| b) {
        return;
    }

    // Upstream agreement. The custom form: irbridge prints the very text upstream prints.
    let mut args = vec!["--split-input-file"];
    if opts.allow_unregistered {
        args.push("--allow-unregistered-dialect");
    }
    match run_mlir_opt(&args, file) {
        Ok(upstream) if upstream == joined => r.pass(),
        Ok(upstream) => r.fail(
            rel,
            format!(
                "irbridge's output differs from mlir-opt's on the same input:\n{}",
                diff(&upstream, &joined, "mlir-opt vs irbridge")
            ),
        ),
        Err(e) => r.fail(rel, format!("mlir-opt rejects the input:\n{e}")),
    }
    // The generic form of irbridge's output == the generic form of the input.
    args.push("--mlir-print-op-generic");
    let upstream_in = match run_mlir_opt(&args, file) {
        Ok(s) => s,
        Err(e) => {
            return r.fail(
                rel,
                format!("mlir-opt rejects the input (not a valid corpus case):\n{e}"),
            )
        }
    };
    let tmp = match tempfile::NamedTempFile::new()
        .and_then(|t| std::fs::write(t.path(), &joined).map(|()| t))
    {
        Ok(t) => t,
        Err(e) => return r.fail(rel, format!("cannot write a temporary file: {e}")),
    };
    let upstream_out = match run_mlir_opt(&args, tmp.path()) {
        Ok(s) => s,
        Err(e) => {
            return r.fail(
                rel,
                format!("mlir-opt rejects irbridge's output:\n{e}\nirbridge output was:\n{joined}"),
            )
        }
    };
    let (a, b) = (split_output(&upstream_in), split_output(&upstream_out));
    if a.len() != b.len() {
        return r.fail(
            rel,
            format!(
                "mlir-opt sees {} chunks in the input but {} in irbridge's output",
                a.len(),
                b.len()
            ),
        );
    }
    for (i, chunk) in chunks.iter().enumerate() {
        if !ok_chunks[i] {
            continue;
        }
        let case = format!("{rel}:{}", chunk.line_offset + 1);
        if a[i] == b[i] {
            r.pass();
        } else {
            r.fail(
                &case,
                format!(
                    "mlir-opt --mlir-print-op-generic differs between the input and irbridge's output:\n{}",
                    diff(a[i], b[i], "generic")
                ),
            );
        }
    }
}

/// An invalid file: every chunk's diagnostics match its annotations, and upstream agrees.
fn check_invalid(file: &Path, rel: &str, src: &[u8], r: &mut Failures) {
    let opts = options(rel);
    let mut sm = SourceMgr::default();
    sm.add(rel, src);
    for chunk in split_cases(src) {
        let case = format!("{rel}:{}", chunk.line_offset + 1);
        let diags = match guarded_opt(rel, chunk.text, chunk.line_offset, &opts) {
            Err(p) => {
                r.fail(&case, format!("irbridge panicked: {p}"));
                continue;
            }
            Ok(Ok(_)) => vec![],
            Ok(Err(d)) => d,
        };
        let v = irbridge::verify_diagnostics::DiagnosticVerifier::new(
            rel,
            chunk.text,
            chunk.line_offset,
        );
        if v.expectations.is_empty() {
            r.fail(&case, "invalid chunk without any expected-* annotation");
            continue;
        }
        let problems =
            irbridge::verify_diagnostics::verify(rel, chunk.text, chunk.line_offset, &diags);
        if problems.is_empty() {
            r.pass();
        } else {
            r.fail(
                &case,
                format!(
                    "diagnostics don't match the annotations:\n{}",
                    irbridge::verify_diagnostics::render_problems(&sm, &problems)
                ),
            );
        }
    }
    let mut args = vec!["--split-input-file", "--verify-diagnostics"];
    if opts.allow_unregistered {
        args.push("--allow-unregistered-dialect");
    }
    match run_mlir_opt(&args, file) {
        Ok(_) => r.pass(),
        Err(e) => r.fail(
            rel,
            format!("upstream mlir-opt --verify-diagnostics disagrees with the annotations:\n{e}"),
        ),
    }
}

/// The path as the corpus README names cases (`corpus/parse/arith/ops.mlir`).
fn rel(path: &Path) -> String {
    let root = irbridge_testkit::workspace_root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn run_case(
    path: &Path,
    check: fn(&Path, &str, &[u8], &mut Failures),
) -> datatest_stable::Result<()> {
    let path = path.to_path_buf();
    let src = std::fs::read(&path)?;
    let failures = on_big_stack(move || {
        let mut r = Failures::default();
        check(&path, &rel(&path), &src, &mut r);
        r
    })?;
    failures.into_result()
}

fn valid(path: &Path) -> datatest_stable::Result<()> {
    run_case(path, check_valid)
}

fn invalid(path: &Path) -> datatest_stable::Result<()> {
    run_case(path, check_invalid)
}

// Test names are the paths under corpus/ (`valid::parse/arith.mlir`).
datatest_stable::harness! {
    { test = valid, root = irbridge_testkit::corpus_dir("").display().to_string(), pattern = r"^(parse|examples)/.*\.mlir$" },
    { test = invalid, root = irbridge_testkit::corpus_dir("").display().to_string(), pattern = r"^invalid/.*\.mlir$" },
}
