//! The per-chunk loop `opt` and `translate --mlir-to-llvmir` share: run a job on each
//! `--split-input-file` chunk with a panic turned into a located internal-error diagnostic, then
//! either render the chunk's diagnostics or, with `--verify-diagnostics`, check them against the
//! chunk's annotations.

use crate::diag::{DiagLoc, Diagnostic, Reported, Severity, SourceMgr};
use crate::driver::Chunk;

/// What the chunks produced: each chunk's output (`None` where it failed), whether the run
/// succeeded, and what goes to stderr.
pub struct ChunkResults<T> {
    pub outputs: Vec<Option<T>>,
    pub ok: bool,
    pub stderr: String,
}

/// The message of a caught panic payload.
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

pub fn run_chunks<T>(
    name: &str,
    src: &[u8],
    chunks: &[Chunk<'_>],
    verify_diagnostics: bool,
    mut job: impl FnMut(&Chunk<'_>) -> Reported<T>,
) -> ChunkResults<T> {
    // The source manager copies the input: build it only when a diagnostic must be rendered.
    let mut sm_cell: Option<SourceMgr> = None;
    let mut res = ChunkResults {
        outputs: vec![],
        ok: true,
        stderr: String::new(),
    };
    for chunk in chunks {
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(chunk)))
            .unwrap_or_else(|p| {
                Reported::from(Err(vec![Diagnostic::error(
                    DiagLoc::File {
                        file: name.to_string(),
                        line: chunk.line_offset + 1,
                        col: 1,
                    },
                    format!(
                        "internal error: irbridge panicked on this input (a bug): {}",
                        panic_message(p.as_ref())
                    ),
                )]))
            });
        // What the job emitted without failing comes first, then a failure's own diagnostics.
        let (output, diags) = result.into_parts();
        let failed = output.is_none();
        res.outputs.push(output);
        if verify_diagnostics {
            // Printed text (IR dumps) still goes to stderr; the verifier skips it.
            for d in diags.iter().filter(|d| d.severity == Severity::Output) {
                res.stderr.push_str(&d.message);
            }
            let problems =
                crate::verify_diagnostics::verify(name, chunk.text, chunk.line_offset, &diags);
            if !problems.is_empty() {
                res.ok = false;
                res.stderr
                    .push_str(&crate::verify_diagnostics::render_problems(
                        source_mgr(&mut sm_cell, name, src),
                        &problems,
                    ));
            }
        } else if failed || !diags.is_empty() {
            // A pass may fail without a message (upstream's bare `signalPassFailure`): the run
            // fails all the same. Diagnostics emitted by a run that succeeds (an error a pass went
            // on after, too) are printed and the run still succeeds, as with mlir-opt.
            res.ok &= !failed;
            let sm = source_mgr(&mut sm_cell, name, src);
            for d in &diags {
                res.stderr.push_str(&sm.render(d));
            }
        }
    }
    res
}

fn source_mgr<'a>(cell: &'a mut Option<SourceMgr>, name: &str, src: &[u8]) -> &'a SourceMgr {
    cell.get_or_insert_with(|| {
        let mut s = SourceMgr::default();
        s.add(name, src);
        s
    })
}

/// Upstream's "near miss with file split marker" warnings for `src` split on `marker`, rendered
/// with their source lines (printed before any chunk runs, outside `--verify-diagnostics`).
pub fn near_miss_warnings(name: &str, src: &[u8], marker: &str) -> String {
    let near = crate::driver::split_near_misses(src, marker);
    if near.is_empty() {
        return String::new();
    }
    let mut sm = SourceMgr::default();
    sm.add(name, src);
    let index = crate::diag::LineIndex::new(src);
    near.iter()
        .map(|&off| {
            let (line, col) = index.line_col(off as u32);
            sm.render(&Diagnostic::warning(
                DiagLoc::File {
                    file: name.to_string(),
                    line,
                    col,
                },
                "near miss with file split marker",
            ))
        })
        .collect()
}
