//! Import: LLVM IR (`.ll` or `.bc`) into the `llvm` dialect. `irbridge translate --import-llvm`.
//! The import itself is `irbridge_import::from_bytes`; this file reads, splits, renders and writes.

use crate::translate::TranslateArgs;
use irbridge::diag::{DiagLoc, Diagnostic, Severity, SourceMgr};
use irbridge::io::{read_input, write_output};
use irbridge::print::PrintFlags;
use std::process::ExitCode;

/// The translation's timer under `-mlir-timing` (its registered description upstream).
const TIMER: &str = "Translate LLVMIR to MLIR";

pub fn run(args: TranslateArgs, timing: Option<&mut irbridge::timing::Timing>) -> ExitCode {
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{}: {e}", crate::argv::tool_name("translate"));
            return ExitCode::FAILURE;
        }
    };
    let started = std::time::Instant::now();
    let job = std::thread::Builder::new()
        .name("irbridge-import".into())
        .stack_size(irbridge::driver::STACK_SIZE)
        .spawn(move || run_job(&args, &name, &src).map(|out| (args, out)));
    let result = job.map_err(|e| e.to_string()).and_then(|h| {
        h.join()
            .map_err(|_| "internal error: the import thread panicked".to_string())
    });
    if let Some(timing) = timing {
        timing.add(TIMER, started.elapsed());
    }
    let result = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}: {e}", crate::argv::tool_name("translate"));
            return ExitCode::FAILURE;
        }
    };
    match result {
        Ok((args, out)) => match write_output(&args.output, out.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{}: {e}", crate::argv::tool_name("translate"));
                ExitCode::FAILURE
            }
        },
        Err(()) => ExitCode::FAILURE,
    }
}

/// Imports every chunk; prints diagnostics to stderr. `Err` if any chunk failed.
fn run_job(args: &TranslateArgs, name: &str, src: &[u8]) -> Result<String, ()> {
    if let Some(marker) = &args.split_input_file {
        eprint!(
            "{}",
            irbridge::io::chunks::near_miss_warnings(name, src, marker)
        );
    }
    let chunks = match &args.split_input_file {
        // In LLVM IR the default marker is a comment line, `; // -----`; mlir-translate splits on
        // the marker text wherever it is, so a bare `// -----` line splits too.
        Some(marker) if marker == "// -----" => {
            irbridge::driver::split_input_any(src, &["; // -----", "// -----"])
        }
        Some(marker) => irbridge::driver::split_input(src, marker),
        None => vec![irbridge::driver::Chunk {
            text: src,
            line_offset: 0,
        }],
    };
    let opts = irbridge_import::ImportOptions {
        expensive_warnings: args.emit_expensive_warnings,
        drop_di_composite_type_elements: args.drop_di_composite_type_elements,
    };
    let flags = PrintFlags {
        generic: args.mlir_print_op_generic,
        debuginfo: args.mlir_print_debuginfo,
        local_scope: false,
        ..Default::default()
    };
    let mut sm = SourceMgr::default();
    sm.add(name, src);
    let mut outs = vec![];
    let mut ok = true;
    for c in &chunks {
        let (out, diags) = match irbridge_import::from_bytes_printed(name, c.text, opts, flags) {
            Ok((out, warnings)) => (Some(out), warnings),
            Err(ds) => (None, ds),
        };
        if args.verify_diagnostics {
            // Annotations (`; expected-error {{...}}`) are checked against the chunk's diagnostics,
            // with positions in whole-file lines.
            let shifted: Vec<Diagnostic> = diags.iter().map(|d| shift(d, c.line_offset)).collect();
            let problems =
                irbridge::verify_diagnostics::verify(name, c.text, c.line_offset, &shifted);
            if !problems.is_empty() {
                ok = false;
                eprint!(
                    "{}",
                    irbridge::verify_diagnostics::render_problems(&sm, &problems)
                );
            }
        } else {
            if out.is_none() {
                ok = false;
            }
            let shown = diags
                .iter()
                .filter(|d| !args.error_diagnostics_only || d.severity == Severity::Error);
            for d in shown {
                eprint!("{}", render(&sm, d, c.line_offset));
            }
        }
        outs.extend(out);
    }
    if ok {
        // One chunk (the usual case) is the output as it is, not a copy.
        Ok(if outs.len() == 1 {
            outs.pop().unwrap_or_default()
        } else {
            outs.join(&format!("{}\n", args.output_split_marker))
        })
    } else {
        Err(())
    }
}

/// The diagnostic with the chunk's line offset applied to a file position.
fn shift(d: &Diagnostic, line_offset: u32) -> Diagnostic {
    let mut d = d.clone();
    if let DiagLoc::File { line, .. } = &mut d.loc {
        if *line > 0 {
            *line += line_offset;
        }
    }
    d
}

/// A diagnostic with the chunk's line offset applied; positionless ones as `file:0:0: error: msg`.
fn render(sm: &SourceMgr, d: &Diagnostic, line_offset: u32) -> String {
    match &d.loc {
        DiagLoc::File { file, line, col } if *line > 0 => {
            let mut d = d.clone();
            d.loc = DiagLoc::File {
                file: file.clone(),
                line: line + line_offset,
                col: *col,
            };
            sm.render(&d)
        }
        DiagLoc::File { file, line, col } => {
            format!(
                "{file}:{line}:{col}: {}: {}\n",
                d.severity.keyword(),
                d.message
            )
        }
        _ => sm.render(d),
    }
}
