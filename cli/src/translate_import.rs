//! Import: LLVM IR (`.ll` or `.bc`) into the `llvm` dialect. `irbridge translate --import-llvm`.
//! The import itself is `import::from_bytes`; this file reads, splits, renders and writes.

use crate::output::{read_input, write_output};
use crate::translate::TranslateArgs;
use irbridge::diag::{DiagLoc, Diagnostic, SourceMgr};
use irbridge::print::PrintFlags;
use std::process::ExitCode;

pub fn run(args: TranslateArgs) -> ExitCode {
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("irbridge translate: {e}");
            return ExitCode::FAILURE;
        }
    };
    let job = std::thread::Builder::new()
        .name("irbridge-import".into())
        .stack_size(crate::STACK_SIZE)
        .spawn(move || run_job(&args, &name, &src).map(|out| (args, out)));
    let result = match job.map_err(|e| e.to_string()).and_then(|h| {
        h.join()
            .map_err(|_| "internal error: the import thread panicked".to_string())
    }) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("irbridge translate: {e}");
            return ExitCode::FAILURE;
        }
    };
    match result {
        Ok((args, out)) => match write_output(&args.output, out.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("irbridge translate: {e}");
                ExitCode::FAILURE
            }
        },
        Err(()) => ExitCode::FAILURE,
    }
}

/// Imports every chunk; prints diagnostics to stderr. `Err` if any chunk failed.
fn run_job(args: &TranslateArgs, name: &str, src: &[u8]) -> Result<String, ()> {
    let chunks = match &args.split_input_file {
        Some(marker) => {
            let marker = if marker == "// -----" {
                "; // -----"
            } else {
                marker.as_str()
            };
            irbridge::driver::split_input(src, marker)
        }
        None => vec![irbridge::driver::Chunk {
            text: src,
            line_offset: 0,
        }],
    };
    let opts = import::ImportOptions {
        expensive_warnings: args.emit_expensive_warnings,
    };
    let flags = PrintFlags {
        generic: false,
        debuginfo: args.mlir_print_debuginfo,
    };
    let mut sm = SourceMgr::default();
    sm.add(name, src);
    let mut outs = vec![];
    let mut ok = true;
    for c in &chunks {
        match import::from_bytes(name, c.text, opts) {
            Ok(m) => {
                for w in &m.warnings {
                    eprint!("{}", render(&sm, w, c.line_offset));
                }
                outs.push(m.print(flags));
            }
            Err(ds) => {
                ok = false;
                for d in &ds {
                    eprint!("{}", render(&sm, d, c.line_offset));
                }
            }
        }
    }
    if ok {
        Ok(outs.join("// -----\n"))
    } else {
        Err(())
    }
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
