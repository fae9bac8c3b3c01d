//! `irbridge translate`: MLIR ↔ LLVM IR, like `mlir-translate`. The directions arrive with the export
//! (`--mlir-to-llvmir`) and import (`--import-llvm`) issues; until then every run is a clean error.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
#[command(after_help = "Invoked as `mlir-translate`, irbridge behaves as `irbridge translate`.")]
pub struct TranslateArgs {
    /// Input file; `-` reads standard input.
    #[arg(value_name = "INPUT", default_value = "-")]
    pub input: String,

    /// Output file; `-` writes standard output.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// Translate the LLVM dialect to LLVM IR (not implemented yet).
    #[arg(long)]
    pub mlir_to_llvmir: bool,

    /// Translate LLVM IR to the LLVM dialect (not implemented yet).
    #[arg(long)]
    pub import_llvm: bool,

    /// Split the input on `// -----` lines.
    #[arg(long, value_name = "MARKER", num_args = 0..=1, require_equals = true, default_missing_value = "// -----")]
    pub split_input_file: Option<String>,

    /// Accept operations of unknown dialects.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
}

pub fn run(args: TranslateArgs, pass_flags: &[String]) -> ExitCode {
    let msg = if let Some(flag) = pass_flags.first() {
        format!("unknown translation or option '{flag}' (see 'irbridge translate --help')")
    } else if args.import_llvm {
        "not implemented yet: --import-llvm arrives with the import issue".to_string()
    } else if args.mlir_to_llvmir {
        "not implemented yet: --mlir-to-llvmir arrives with the export issue".to_string()
    } else {
        "no translation given (--mlir-to-llvmir or --import-llvm); neither is implemented yet"
            .to_string()
    };
    eprintln!("irbridge translate: {msg}");
    ExitCode::FAILURE
}
