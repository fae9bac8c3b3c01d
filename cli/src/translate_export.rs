//! `irbridge translate --mlir-to-llvmir` (alias `--export`): MLIR (the `llvm` dialect) to LLVM IR text,
//! bitcode (`--emit=bc` or a `.bc` output name) or an object file (`--emit=obj`). `--split-input-file`
//! translates each chunk alone and joins the outputs as mlir-translate does; `--verify-diagnostics`
//! checks the diagnostics against the input's annotations.

use crate::translate::TranslateArgs;
use irbridge::diag::{Diagnostic, SourceMgr};
use irbridge::dialect::builtin::ModuleOp;
use irbridge::driver::{split_input, Chunk};
use irbridge::io::{read_input, write_output};
use irbridge_translate::Emit;
use std::process::ExitCode;

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("{}: {msg}", crate::argv::tool_name("translate"));
    ExitCode::FAILURE
}

/// The translation's timer under `-mlir-timing` (its registered description upstream).
const TIMER: &str = "Translate MLIR to LLVMIR";

pub fn run(args: TranslateArgs, timing: Option<&mut irbridge::timing::Timing>) -> ExitCode {
    let emit = match args.emit.as_deref() {
        None if args.output.ends_with(".bc") => Emit::Bc,
        None | Some("ll") => Emit::Ll,
        Some("bc") => Emit::Bc,
        Some("obj") => Emit::Obj,
        Some(other) => {
            return fail(format_args!(
                "unknown --emit kind '{other}' (ll, bc or obj)"
            ))
        }
    };
    let records = match args.write_experimental_debuginfo.as_deref() {
        None | Some("true" | "1" | "TRUE" | "True") => true,
        Some("false" | "0" | "FALSE" | "False") => false,
        Some(v) => {
            return fail(format_args!(
                "option '--write-experimental-debuginfo' takes true or false, not '{v}'"
            ))
        }
    };
    if emit != Emit::Ll && args.split_input_file.is_some() {
        return fail("--split-input-file writes LLVM IR text only (use --emit=ll)");
    }
    if emit != Emit::Ll
        && args.output == "-"
        && std::io::IsTerminal::is_terminal(&std::io::stdout())
    {
        return fail("refusing to write binary output to a terminal (use -o FILE)");
    }
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let job = Job {
        name,
        src,
        // Text with debug intrinsics instead of records: the same checks as text.
        emit: if emit == Emit::Ll && !records {
            Emit::LlIntrinsics
        } else {
            emit
        },
        split_marker: args.split_input_file.clone(),
        output_marker: args.output_split_marker.clone(),
        errors_only: args.error_diagnostics_only && !args.verify_diagnostics,
        verify_diagnostics: args.verify_diagnostics,
        allow_unregistered: args.allow_unregistered_dialect,
        no_implicit_module: args.no_implicit_module,
    };
    let started = std::time::Instant::now();
    let result = std::thread::Builder::new()
        .name("irbridge-translate".into())
        .stack_size(irbridge::driver::STACK_SIZE)
        .spawn(move || job.run())
        .map_err(|e| e.to_string())
        .and_then(|h| {
            h.join()
                .map_err(|_| "internal error: the translate thread panicked".to_string())
        });
    if let Some(timing) = timing {
        timing.add(TIMER, started.elapsed());
    }
    let outcome = match result {
        Ok(o) => o,
        Err(e) => return fail(e),
    };
    eprint!("{}", outcome.stderr);
    // A failed run writes no file; on stdout, the chunks that did translate are shown (mlir-translate).
    if outcome.ok || (args.output == "-" && emit == Emit::Ll) {
        if let Err(e) = write_output(&args.output, &outcome.output) {
            return fail(e);
        }
    }
    if outcome.ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

struct Job {
    name: String,
    src: Vec<u8>,
    emit: Emit,
    split_marker: Option<String>,
    /// Written (with a newline) between the outputs of split chunks.
    output_marker: String,
    /// `--error-diagnostics-only` (outside `--verify-diagnostics`): warnings and remarks dropped.
    errors_only: bool,
    verify_diagnostics: bool,
    allow_unregistered: bool,
    no_implicit_module: bool,
}

struct Outcome {
    ok: bool,
    output: Vec<u8>,
    stderr: String,
}

impl Job {
    fn run(mut self) -> Outcome {
        // One file, one module: hand the text over so it is freed once parsed, and read it again
        // only if a diagnostic must be shown.
        if self.split_marker.is_none()
            && !self.verify_diagnostics
            && !self.no_implicit_module
            && self.name != "<stdin>"
        {
            let src = std::mem::take(&mut self.src);
            let result = std::panic::catch_unwind(|| {
                irbridge_translate::translate_owned_to_bytes(
                    &self.name,
                    src,
                    self.allow_unregistered,
                    self.emit,
                )
            });
            match result {
                Ok(Ok(output)) => {
                    return Outcome {
                        ok: true,
                        output,
                        stderr: String::new(),
                    }
                }
                Ok(Err(diags)) => {
                    let text = std::fs::read(&self.name).unwrap_or_default();
                    let mut sm = SourceMgr::default();
                    sm.add(&self.name, &text);
                    return Outcome {
                        ok: false,
                        output: vec![],
                        stderr: diags
                            .iter()
                            .filter(|d| {
                                !self.errors_only || d.severity == irbridge::diag::Severity::Error
                            })
                            .map(|d| sm.render(d))
                            .collect(),
                    };
                }
                // A panic: redo it the ordinary way, which reports it with the text at hand.
                Err(_) => self.src = std::fs::read(&self.name).unwrap_or_default(),
            }
        }
        let chunks = match &self.split_marker {
            Some(marker) => {
                eprint!(
                    "{}",
                    irbridge::io::chunks::near_miss_warnings(&self.name, &self.src, marker)
                );
                split_input(&self.src, marker)
            }
            None => vec![Chunk {
                text: &self.src,
                line_offset: 0,
            }],
        };
        let res = irbridge::io::chunks::run_chunks(
            &self.name,
            &self.src,
            &chunks,
            self.verify_diagnostics,
            |c| self.translate_chunk(c).into(),
        );
        let mut outputs: Vec<Vec<u8>> = res
            .outputs
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
        Outcome {
            ok: res.ok,
            output: if outputs.len() == 1 {
                outputs.pop().unwrap_or_default()
            } else {
                outputs.join(format!("{}\n", self.output_marker).as_bytes())
            },
            stderr: res.stderr,
        }
    }

    fn translate_chunk(&self, chunk: &Chunk<'_>) -> Result<Vec<u8>, Vec<Diagnostic>> {
        if self.no_implicit_module {
            self.check_explicit_module(chunk).map_err(|d| vec![d])?;
        }
        irbridge_translate::translate_to_bytes(
            &self.name,
            chunk.text,
            chunk.line_offset,
            self.allow_unregistered,
            self.emit,
        )
        .map_err(|mut diags| {
            if self.errors_only {
                diags.retain(|d| d.severity == irbridge::diag::Severity::Error);
            }
            diags
        })
    }
}

impl Job {
    /// `--no-implicit-module`: the chunk must be one `builtin.module` (mlir-translate's errors
    /// otherwise). Its parse errors are left to the translation, which reports them the same way.
    fn check_explicit_module(&self, chunk: &Chunk<'_>) -> Result<(), Diagnostic> {
        let mut ctx = irbridge::ir::Context::new();
        ctx.allow_unregistered = self.allow_unregistered;
        let Ok(parsed) =
            irbridge::parse::ops::parse_source(&mut ctx, &self.name, chunk.text, chunk.line_offset)
        else {
            return Ok(());
        };
        let top = irbridge::driver::top_level_op(&mut ctx, parsed, &self.name, chunk.line_offset)?;
        if ModuleOp::is(&ctx, top) {
            return Ok(());
        }
        let loc = irbridge::diag::diag_loc(&ctx, ctx.ops[top].loc);
        let generic = irbridge::print::op_to_generic_string(&ctx, top);
        let d = Diagnostic::error(
            loc.clone(),
            format!(
                "'{}' op can not be translated to an LLVMIR module",
                ctx.op_name(top)
            ),
        )
        .with_note(loc, format!("see current operation: \n{generic}"));
        Err(d)
    }
}
