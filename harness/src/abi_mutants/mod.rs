//! `irbridge abi-mutants`: the ABI harness's mutation campaign (issue 22). See `run`.

pub mod generate;
pub mod mutate;

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct AbiMutantsArgs {
    /// Number of programs.
    #[arg(long, default_value_t = 200)]
    pub count: u64,

    /// Seed of the first program (program i has seed start + i).
    #[arg(long, default_value_t = 0)]
    pub start: u64,

    /// Upstream LLVM 19 tools (mlir-opt, mlir-translate, clang): upstream's lowerings are mutated
    /// too, and the driver's forwarders are lowered by upstream.
    #[arg(long, value_name = "DIR", default_value = "/usr/lib/llvm-19/bin")]
    pub oracle: std::path::PathBuf,

    /// Print program SEED and exit.
    #[arg(long, value_name = "SEED")]
    pub print: Option<u64>,

    /// Keep every program, lowering, mutant, driver and report under DIR.
    #[arg(long, value_name = "DIR")]
    pub keep: Option<std::path::PathBuf>,

    /// Write a sample (each program's input, its clean lowerings and observable mutants, and a
    /// manifest) to DIR, for `corpus/abi/mutants/`.
    #[arg(long, value_name = "DIR")]
    pub sample: Option<std::path::PathBuf>,
}

pub fn run(args: AbiMutantsArgs) -> ExitCode {
    if let Some(seed) = args.print {
        print!("{}", generate::program(seed).mlir);
        return ExitCode::SUCCESS;
    }
    ExitCode::FAILURE
}
