//! Helpers the export test crates share (each `tests/*.rs` that needs them declares `mod common;`):
//! running an upstream tool on a buffer, and a pass pipeline from pass names.
#![allow(dead_code, unused_imports)]

use irbridge::pass::{instantiate, PipelineElement, Scheduled};
use std::ffi::OsStr;
use std::process::Output;

pub use irbridge_testkit::oracle::{mlir_opt, stdout_or_stderr};

/// Runs `tool args` with `input` on its stdin (`irbridge_testkit::oracle::pipe` on text).
pub fn pipe<S: AsRef<OsStr>>(
    tool: impl AsRef<OsStr>,
    args: &[S],
    input: &str,
) -> std::io::Result<Output> {
    irbridge_testkit::oracle::pipe(tool, args, input.as_bytes())
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
