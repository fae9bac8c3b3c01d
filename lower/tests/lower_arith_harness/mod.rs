//! Golden corpus runner shared by `lower_arith`, `lower_index` and `lower_complex`.
//!
//! Each `corpus/lower/<dir>/<case>.mlir` is run through a pipeline (the first line may say
//! `// PIPELINE: builtin.module(...)`; the default is the directory's pass alone) by irbridge, and:
//! - the output must equal `<case>.mlir.out` (or, for a case whose first line starts with
//!   `// ERROR`, the rendered diagnostics must equal `<case>.mlir.err`); `UPDATE_EXPECT=1` rewrites
//!   these files from the current output, for review in the commit;
//! - upstream `mlir-opt` 19 must accept the input, and must agree: irbridge's output and upstream's
//!   output for the same pipeline are both printed in generic form by `mlir-opt` and compared
//!   (an `// ERROR` case must fail upstream too, with the same first `file:line:col: error:` line).
//!   A case whose first line starts with `// UPSTREAM-INVALID` is one where upstream produces invalid
//!   IR; there only irbridge's output is checked to be valid for `mlir-opt`.
//!
//! `IRBRIDGE_CORPUS_FILTER=substring` restricts the run to matching files.

use crate::common::pipe;
use irbridge::diag::SourceMgr;
use irbridge::driver::{opt_buffer_with_passes, OptOptions};
use std::path::{Path, PathBuf};

fn corpus_dir(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/lower")
        .join(dir)
}

/// What the first line of a case says about it.
#[derive(Debug, PartialEq)]
enum Kind {
    Ok,
    Error,
    UpstreamInvalid,
}

fn kind_of(src: &str) -> Kind {
    let first = src.lines().next().unwrap_or("");
    if first.starts_with("// ERROR") {
        Kind::Error
    } else if first.starts_with("// UPSTREAM-INVALID") {
        Kind::UpstreamInvalid
    } else {
        Kind::Ok
    }
}

fn pipeline_of(src: &str, default_pass: &str) -> String {
    src.lines()
        .take(3)
        .find_map(|l| l.strip_prefix("// PIPELINE: "))
        .map(|p| p.trim().to_string())
        .unwrap_or_else(|| format!("builtin.module({default_pass})"))
}

/// irbridge on `src`: printed output, or the rendered diagnostics.
fn run_irbridge(name: &str, src: &str, pipeline: &str) -> Result<String, String> {
    let elements = match irbridge::pass::parse_pipeline(pipeline).expect("pipeline parses") {
        irbridge::pass::PipelineElement::Nested { elements, .. } => elements,
        other => panic!("pipeline root must be builtin.module: {other:?}"),
    };
    let mut scheduled =
        irbridge::pass::instantiate(&irbridge_lower::REGISTRY, &elements).expect("passes exist");
    match opt_buffer_with_passes(
        name,
        src.as_bytes(),
        0,
        &OptOptions::default(),
        &mut scheduled,
        true,
    ) {
        Ok(out) => Ok(out),
        Err(diags) => {
            let mut sm = SourceMgr::default();
            sm.add(name, src.as_bytes());
            Err(diags.iter().map(|d| sm.render(d)).collect())
        }
    }
}

/// Runs `mlir-opt args` on `input`; (success, stdout, stderr).
fn mlir_opt(args: &[&str], input: &str) -> (bool, String, String) {
    let out = pipe(crate::common::mlir_opt(), args, input)
        .unwrap_or_else(|e| panic!("mlir-opt (upstream 19, installed by scripts/setup.sh): {e}"));
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The first `...: error: ...` line of a diagnostic text, with the file name replaced by `<file>`.
fn first_error(text: &str) -> Option<String> {
    let line = text.lines().find(|l| l.contains(": error: "))?;
    let (head, msg) = line.split_once(": error: ")?;
    // `file:line:col`: keep line and column.
    let mut parts = head.rsplitn(3, ':');
    let col = parts.next()?;
    let ln = parts.next()?;
    Some(format!("<file>:{ln}:{col}: error: {msg}"))
}

fn check_golden(path: &Path, actual: &str, failures: &mut Vec<String>) {
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(path, actual).unwrap();
        return;
    }
    match std::fs::read_to_string(path) {
        Ok(expected) if expected == actual => {}
        Ok(expected) => failures.push(format!(
            "{}: output differs from the golden file:\n{}",
            path.display(),
            similar::TextDiff::from_lines(expected.as_str(), actual)
                .unified_diff()
                .header("expected", "actual")
        )),
        Err(_) => failures.push(format!(
            "{}: missing golden file (run with UPDATE_EXPECT=1)",
            path.display()
        )),
    }
}

/// Checks every case of `corpus/lower/<dir>` with `default_pass`; returns the number of cases run.
pub fn run_corpus(dir: &str, default_pass: &str) -> usize {
    let filter = std::env::var("IRBRIDGE_CORPUS_FILTER").unwrap_or_default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    files.sort();
    let mut failures = vec![];
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = std::fs::read_to_string(path).unwrap();
        let kind = kind_of(&src);
        let pipeline = pipeline_of(&src, default_pass);
        let pass_arg = format!("--pass-pipeline={pipeline}");

        let (parses, _, err) = mlir_opt(&[], &src);
        if !parses {
            failures.push(format!("{name}: mlir-opt 19 rejects the input:\n{err}"));
            continue;
        }
        let ours = run_irbridge(&name, &src, &pipeline);
        let (up_ok, up_out, up_err) = mlir_opt(&[&pass_arg, "--mlir-print-op-generic"], &src);
        match (kind, ours) {
            (Kind::Error, Err(diags)) => {
                check_golden(&path.with_extension("mlir.err"), &diags, &mut failures);
                if up_ok {
                    failures.push(format!("{name}: upstream accepts what irbridge rejects"));
                } else if first_error(&diags) != first_error(&up_err) {
                    failures.push(format!(
                        "{name}: first error differs\n  irbridge: {:?}\n  upstream: {:?}",
                        first_error(&diags),
                        first_error(&up_err)
                    ));
                }
            }
            (Kind::Error, Ok(_)) => failures.push(format!("{name}: expected an error")),
            (_, Err(diags)) => failures.push(format!("{name}: irbridge failed:\n{diags}")),
            (kind, Ok(out)) => {
                check_golden(&path.with_extension("mlir.out"), &out, &mut failures);
                let (ok, ours_generic, err) = mlir_opt(&["--mlir-print-op-generic"], &out);
                if !ok {
                    failures.push(format!(
                        "{name}: mlir-opt 19 rejects irbridge's output:\n{err}"
                    ));
                } else if kind == Kind::UpstreamInvalid {
                    if up_ok {
                        failures.push(format!(
                            "{name}: marked UPSTREAM-INVALID but upstream now succeeds"
                        ));
                    }
                } else if !up_ok {
                    failures.push(format!("{name}: upstream fails:\n{up_err}"));
                } else if ours_generic != up_out {
                    failures.push(format!(
                        "{name}: differs from upstream (generic form, - upstream + irbridge):\n{}",
                        similar::TextDiff::from_lines(&up_out, &ours_generic)
                            .unified_diff()
                            .header("upstream", "irbridge")
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    files.len()
}
