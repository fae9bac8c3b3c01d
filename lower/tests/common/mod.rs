//! Helpers the export test crates share (each `tests/*.rs` that needs them declares `mod common;`):
//! running an upstream tool on a buffer, and a pass pipeline from pass names.
#![allow(dead_code)]

use irbridge::pass::{instantiate, PipelineElement, Scheduled};
use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Upstream `mlir-opt` 19 (installed by CI).
pub const MLIR_OPT: &str = "/usr/lib/llvm-19/bin/mlir-opt";

/// Runs `tool args` with `input` on its stdin; its exit status, stdout and stderr. A failed write (the
/// tool stopped reading) is not an error of its own: the status and stderr say what happened.
pub fn pipe<S: AsRef<OsStr>>(
    tool: impl AsRef<OsStr>,
    args: &[S],
    input: &str,
) -> std::io::Result<Output> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let _ = child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes());
    child.wait_with_output()
}

/// `pipe`'s stdout if the tool succeeded, else its stderr.
pub fn stdout_or_stderr(out: Output) -> Result<String, String> {
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The pipeline running the passes named by their flags (`convert-func-to-llvm`), without options, in
/// order; the export passes must be registered.
pub fn pipeline(passes: &[&str]) -> Vec<Scheduled> {
    let elements: Vec<_> = passes
        .iter()
        .map(|p| PipelineElement::Pass {
            name: p.to_string(),
            options: String::new(),
        })
        .collect();
    instantiate(&irbridge_lower::REGISTRY, &elements).unwrap()
}
