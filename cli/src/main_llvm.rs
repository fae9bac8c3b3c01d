//! `irbridge-llvm`: the whole command-line tool, linked with libLLVM. `irbridge opt` parses, verifies
//! and prints MLIR like `mlir-opt`; `irbridge translate` translates between MLIR and LLVM IR like
//! `mlir-translate`. Invoked through a link named `mlir-opt` or `mlir-translate`, it behaves as that
//! subcommand, so upstream RUN lines work unchanged. Users run `irbridge` (`main.rs`), which runs
//! `opt` without libLLVM and execs this binary, with the same argv, for everything else.
//!
//! Argument handling: LLVM tools take `-flag` and `--flag`, `--opt=value` and `--opt value`, and pass
//! flags (`--convert-to-llvm`) next to options. [`argv::normalize`] rewrites argv into clap's dialect
//! before parsing and sets pass flags apart.

mod argv;
mod opt;
mod translate;
mod translate_export;
mod translate_import;

use irbridge_harness::{abi, abi_mutants, bench, corpus_check, diffprog, gen, hostile, roundtrip};

use clap::{Parser, Subcommand};

/// Every pass the tool runs: the IR core's, the lowering passes and the translation's.
pub static PASS_REGISTRY: irbridge::pass::Registry = irbridge::pass::Registry::new(&PASS_TABLES);

static PASS_TABLES: [&[irbridge::pass::PassInfo]; 5] = [
    irbridge::transforms::PASSES,
    irbridge_lower::passes::PASSES,
    irbridge_lower::affine::PASSES,
    irbridge_lower::transform_interpreter::PASSES,
    irbridge_translate::set_data_layout::PASSES,
];
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "irbridge",
    version = concat!(env!("CARGO_PKG_VERSION"), " (MLIR/LLVM 19.1 compatible)"),
    propagate_version = true,
    about = "MLIR 19 and LLVM 19 without a C++ MLIR install: parse, verify, transform and lower MLIR (opt), translate to LLVM IR and import it back (translate), and check the result (roundtrip, abi, corpus, fuzzing campaigns)"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Parse, verify and print MLIR (like mlir-opt).
    Opt(opt::OptArgs),
    /// Translate the llvm dialect to LLVM IR (.ll, .bc, .o) and import LLVM IR (like mlir-translate).
    Translate(translate::TranslateArgs),
    /// Translate back and forth (MLIR→LL→MLIR→LL or LL→MLIR→LL) and show the first divergence.
    Roundtrip(roundtrip::RoundtripArgs),
    /// The regression corpus: run every case and compare with its expected output.
    Corpus(corpus_check::CorpusArgs),
    /// Run functions through their C interface and default convention (natively and in the JIT)
    /// and check descriptors, results and memory against expectations and other lowerings.
    Abi(abi::AbiArgs),
    /// Random func/arith/cf/memref programs lowered by upstream 19 and irbridge, run and compared.
    Diffprog(diffprog::DiffprogArgs),
    /// The ABI harness's mutation campaign: plant one ABI bug per mutant in upstream's and
    /// irbridge's lowerings of random programs; `irbridge abi --lowered` must name each one a C
    /// driver can observe, and pass every clean lowering.
    AbiMutants(abi_mutants::AbiMutantsArgs),
    /// Write a large, deterministic func/arith/cf/memref module (benchmark input).
    Gen(gen::GenArgs),
    /// Time and measure `irbridge opt` against `mlir-opt` on generated modules of growing size.
    Bench(bench::BenchArgs),
    /// The hostile-input campaign: mutated corpus inputs through every command, each run classified
    /// (exit 0, located error, panic, signal, timeout, leftover file, ...), with a differential
    /// against upstream 19.
    Hostile(hostile::HostileArgs),
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let (args, cli) = match argv::parse::<Cli>(raw) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    // Where LLVM ends the process after all (its fatal errors, running out of memory): a diagnostic
    // on the input, no temporary left, exit status 1.
    irbridge_llvm::contain::install_handlers(irbridge::io::temp::remove_registered);
    let input = match &cli.command {
        Command::Opt(o) => Some(&o.input),
        Command::Translate(t) => Some(&t.input),
        Command::Roundtrip(r) => Some(&r.input),
        Command::Abi(a) => Some(&a.input),
        _ => None,
    };
    if let Some(i) = input {
        irbridge_llvm::contain::set_input_name(if i == "-" { "<stdin>" } else { i });
    }
    match cli.command {
        Command::Opt(o) => opt::run(o, &args.pass_flags),
        Command::Translate(t) => translate::run(t, &args.pass_flags),
        Command::Corpus(c) => corpus_check::run(c),
        Command::Roundtrip(r) => roundtrip::run(r),
        Command::Abi(a) => abi::run(a),
        Command::Diffprog(d) => diffprog::run(d),
        Command::AbiMutants(m) => abi_mutants::run(m),
        Command::Gen(g) => gen::run(g),
        Command::Bench(b) => bench::run(b),
        Command::Hostile(h) => hostile::run(h),
    }
}

#[cfg(test)]
mod tests {
    /// `irbridge` (main.rs) execs this binary for exactly the passes its own registry lacks.
    #[test]
    fn llvm_only_passes_are_the_translations() {
        let names: Vec<&str> = irbridge_translate::set_data_layout::PASSES
            .iter()
            .map(|p| p.name)
            .collect();
        assert_eq!(crate::argv::LLVM_ONLY_PASSES, names.as_slice());
    }
}
