//! `irbridge`: the command-line tool users run. `irbridge opt` (or a link named `mlir-opt`) parses,
//! verifies, transforms and prints MLIR here, in a binary that does not link libLLVM: mapping and
//! relocating it costs ~54 MB of peak RSS, which `opt` never uses (issue 25). Every other subcommand
//! (`translate`, the harness's), `--help`/`--version`, and `opt` with a pass that needs LLVM
//! (`set-llvm-module-datalayout` checks its layout with LLVM) is served by `irbridge-llvm`, found next
//! to this binary, which replaces this process (`exec`) with the same argv: same output, exit status
//! and signals, and `argv[0]` kept so `mlir-translate` links still name the tool.

mod argv;
mod opt;

use clap::{Parser, Subcommand};
use std::ffi::OsString;
use std::os::unix::process::CommandExt;
use std::process::ExitCode;

/// The passes `opt` runs without LLVM: the IR core's and the lowering's. The translation's
/// (`set-llvm-module-datalayout`) are run by `irbridge-llvm` ([`needs_llvm`]).
pub static PASS_REGISTRY: irbridge::pass::Registry = irbridge::pass::Registry::new(&PASS_TABLES);

static PASS_TABLES: [&[irbridge::pass::PassInfo]; 4] = [
    irbridge::transforms::PASSES,
    irbridge_lower::passes::PASSES,
    irbridge_lower::affine::PASSES,
    irbridge_lower::transform_interpreter::PASSES,
];

/// The binary that serves what this one does not, installed next to it.
const LLVM_BINARY: &str = "irbridge-llvm";

/// This binary's subcommands: only `opt` (argv.rs reads its flags from here).
#[derive(Parser, Debug)]
#[command(name = "irbridge")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Parse, verify and print MLIR (like mlir-opt).
    Opt(opt::OptArgs),
}

fn main() -> ExitCode {
    let raw: Vec<OsString> = std::env::args_os().collect();
    if needs_llvm(&raw) {
        return exec_llvm_binary(raw);
    }
    let raw: Vec<String> = raw
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let (args, cli) = match argv::parse::<Cli>(raw) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    match cli.command {
        Command::Opt(o) => opt::run(o, &args.pass_flags),
    }
}

/// Whether `irbridge-llvm` must serve this command line: anything but `opt`, help and version
/// text (theirs lists every subcommand and pass), and any mention of a pass of the translation's.
/// A false "yes" (a file named `help`) costs only the exec; the answer is the same.
fn needs_llvm(raw: &[OsString]) -> bool {
    let argv0 = raw.first().map(|a| a.to_string_lossy()).unwrap_or_default();
    let is_opt = match argv::alias_subcommand(&argv0) {
        Some(sub) => sub == "opt",
        None => raw.get(1).is_some_and(|a| a == "opt"),
    };
    !is_opt
        || raw.iter().skip(1).any(|a| {
            let a = a.to_string_lossy();
            let name = a.trim_start_matches('-');
            a == "-h"
                || a == "-V"
                || name.starts_with("help")
                || name == "version"
                || argv::LLVM_ONLY_PASSES.iter().any(|p| a.contains(p))
        })
}

/// Replaces this process with `irbridge-llvm` from this binary's folder, same argv (with
/// `argv[0]`) and environment. Returns only on failure, with a message and exit status 1.
fn exec_llvm_binary(raw: Vec<OsString>) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("irbridge: {msg}");
        ExitCode::FAILURE
    };
    // current_exe is /proc/self/exe: the real file behind a `mlir-translate` link.
    let dir = match std::env::current_exe() {
        Ok(exe) => exe.parent().map(|d| d.to_path_buf()).unwrap_or_default(),
        Err(e) => return fail(format!("cannot find this program's own path: {e}")),
    };
    let target = dir.join(LLVM_BINARY);
    let mut args = raw.into_iter();
    let argv0 = args.next().unwrap_or_else(|| "irbridge".into());
    let err = std::process::Command::new(&target)
        .arg0(argv0)
        .args(args)
        .exec();
    fail(format!(
        "cannot run {}: {err} (this subcommand needs LLVM and runs in `{LLVM_BINARY}`, which \
         `cargo build -p irbridge-cli` and `cargo install` put next to `irbridge`)",
        target.display()
    ))
}
