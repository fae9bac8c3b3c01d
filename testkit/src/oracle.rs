//! Upstream LLVM/MLIR 19, the oracle the tests compare irbridge with.
//!
//! The tools are found in `IRBRIDGE_LLVM_BIN` if set, else in `/usr/lib/llvm-19/bin` (Debian's
//! `mlir-19-tools`, `llvm-19-tools`, `clang-19`, installed by `scripts/setup.sh`). A test that
//! needs a tool and does not find it fails: a missing oracle is a failure, never a skip.

use std::ffi::OsStr;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The directory holding upstream's tools.
pub fn bin_dir() -> PathBuf {
    match std::env::var_os("IRBRIDGE_LLVM_BIN") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from("/usr/lib/llvm-19/bin"),
    }
}

/// The path of upstream tool `name` (`mlir-opt`, `clang`, ...). Panics, failing the test, when it
/// is not installed.
pub fn tool(name: &str) -> PathBuf {
    let p = bin_dir().join(name);
    if !p.is_file() {
        panic!(
            "the upstream oracle {} is missing: run `bash scripts/setup.sh` (or set IRBRIDGE_LLVM_BIN \
             to LLVM 19's bin directory); tests never skip for want of it",
            p.display()
        );
    }
    p
}

/// `mlir-opt` 19.
pub fn mlir_opt() -> PathBuf {
    tool("mlir-opt")
}

/// `mlir-translate` 19.
pub fn mlir_translate() -> PathBuf {
    tool("mlir-translate")
}

/// `clang` 19.
pub fn clang() -> PathBuf {
    tool("clang")
}

/// Runs `tool args` with `input` on its stdin; its exit status, stdout and stderr. A failed write
/// (the tool stopped reading) is not an error of its own: the status and stderr say what happened.
pub fn pipe<S: AsRef<OsStr>>(
    tool: impl AsRef<OsStr>,
    args: &[S],
    input: &[u8],
) -> std::io::Result<Output> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child.wait_with_output()
}

/// `out`'s stdout if the tool succeeded, else its stderr.
pub fn stdout_or_stderr(out: Output) -> Result<String, String> {
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// `mlir-opt ARGS -` on `input`: its output, or its error text.
pub fn run_mlir_opt(args: &[&str], input: &[u8]) -> Result<String, String> {
    let args: Vec<&str> = args.iter().copied().chain(["-"]).collect();
    stdout_or_stderr(pipe(mlir_opt(), &args, input).map_err(|e| e.to_string())?)
}
