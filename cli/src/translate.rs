//! `irbridge translate`: MLIR ↔ LLVM IR, like `mlir-translate`. The flags are shared here; each
//! direction lives in its own file (`translate_export.rs`, `translate_import.rs`).

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
// Upstream's first line (`OVERVIEW: ...`), then clap's own help.
#[command(
    after_help = "Invoked as `mlir-translate`, irbridge behaves as `irbridge translate`.",
    help_template = "OVERVIEW: MLIR Translation Testing Tool\n\n{about-with-newline}\n{usage-heading} {usage}\n\n{all-args}{after-help}"
)]
pub struct TranslateArgs {
    /// Input file; `-` reads standard input.
    #[arg(value_name = "INPUT", default_value = "-")]
    pub input: String,

    /// Output file; `-` writes standard output. Written atomically, and not at all on error.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// Translate the LLVM dialect to LLVM IR.
    #[arg(long, visible_alias = "export")]
    pub mlir_to_llvmir: bool,

    /// Translate LLVM IR (`.ll` or `.bc`) to the LLVM dialect.
    #[arg(long)]
    pub import_llvm: bool,

    /// What `--mlir-to-llvmir` writes: `ll` (default), `bc` (also chosen by a `.bc` output name) or
    /// `obj` (an object file for the module's target triple, else the host).
    #[arg(long, value_name = "KIND")]
    pub emit: Option<String>,

    /// Split the input on `// -----` lines (`; // -----` in LLVM IR) and translate each chunk alone.
    #[arg(long, value_name = "MARKER", num_args = 0..=1, require_equals = true, default_missing_value = "// -----")]
    pub split_input_file: Option<String>,

    /// The line written between the outputs of split chunks (upstream's default: none, so an
    /// empty line separates them).
    #[arg(long, value_name = "MARKER", default_value = "")]
    pub output_split_marker: String,

    /// Check diagnostics against `expected-error {{...}}`-style annotations in the input.
    #[arg(long)]
    pub verify_diagnostics: bool,

    /// Accept operations of unknown dialects.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,

    /// Print only error diagnostics (with their notes): warnings and remarks are dropped, except
    /// under `--verify-diagnostics`, which checks them all (mlir-translate's testing flag).
    #[arg(long)]
    pub error_diagnostics_only: bool,

    /// Warn about everything the import drops (metadata and attributes with no dialect equivalent).
    #[arg(long)]
    pub emit_expensive_warnings: bool,

    /// Import composite debug types other than vectors without their elements.
    #[arg(long)]
    pub drop_di_composite_type_elements: bool,

    /// Don't wrap the input in an implicit `builtin.module`: `--mlir-to-llvmir` then needs the
    /// input to be one explicit `builtin.module`.
    #[arg(long)]
    pub no_implicit_module: bool,

    /// Write debug records (`#dbg_value(...)`, LLVM 19's format; the default) or, `=false`, debug
    /// intrinsic calls (`call void @llvm.dbg.value(...)`) in `--mlir-to-llvmir` text output.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    pub write_experimental_debuginfo: Option<String>,

    /// Print imported MLIR in generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,

    /// Print locations (`loc(...)`) in imported MLIR.
    #[arg(long)]
    pub mlir_print_debuginfo: bool,

    /// Report the wall time of the translation and of the whole run on stderr (mlir-translate's
    /// "Execution time report").
    #[arg(long)]
    pub mlir_timing: bool,

    /// The report's layout: `tree` (the default) or `list` (timers merged by name, longest first).
    #[arg(long, value_name = "MODE", value_parser = ["list", "tree"], default_value = "tree")]
    pub mlir_timing_display: String,
}

pub fn run(args: TranslateArgs, pass_flags: &[String]) -> ExitCode {
    if let Some(flag) = pass_flags.first() {
        let known = crate::argv::long_flags("translate");
        eprintln!("{}", crate::argv::unknown_flag("translate", flag, &known));
        return ExitCode::FAILURE;
    }
    let tool = crate::argv::tool_name("translate");
    // The timers start once the command line is read, as mlir-translate's; the report is printed
    // whether the translation succeeded or not.
    let mut timing = args.mlir_timing.then(|| {
        let display = irbridge::timing::TimingDisplay::from_name(&args.mlir_timing_display)
            .unwrap_or(irbridge::timing::TimingDisplay::Tree);
        irbridge::timing::Timing::start(display)
    });
    let code = match (args.mlir_to_llvmir, args.import_llvm) {
        (true, false) => crate::translate_export::run(args, timing.as_mut()),
        (false, true) => crate::translate_import::run(args, timing.as_mut()),
        (true, true) => {
            eprintln!("{tool}: only one translation may be given");
            ExitCode::FAILURE
        }
        (false, false) => {
            eprintln!("{tool}: no translation given (--mlir-to-llvmir or --import-llvm)");
            ExitCode::FAILURE
        }
    };
    if let Some(timing) = timing {
        eprint!("{}", timing.report());
    }
    code
}
