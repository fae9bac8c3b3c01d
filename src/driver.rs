//! The `opt` job as a library call: parse, verify, run passes, print; `--split-input-file` chunking.

use crate::diag::{Diagnostic, Reported, SourceMgr};
use crate::dialect::builtin::ModuleOp;
use crate::ir::Context;
use crate::pass::{IrPrinting, Scheduled};
use crate::print::PrintFlags;

#[derive(Clone, Copy, Debug, Default)]
pub struct OptOptions {
    pub allow_unregistered: bool,
    pub print: PrintFlags,
    /// Skip the verifier (`--verify-each=0` / `-no-verify`).
    pub no_verify: bool,
}

/// Parses, verifies and prints one buffer. Errors come back as diagnostics (render with a [`SourceMgr`]).
pub fn opt_buffer(
    file: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
) -> Result<String, Vec<Diagnostic>> {
    opt_buffer_with_passes(file, src, line_offset, opts, &mut [], true)
}

/// [`opt_buffer`] with a pass pipeline run between verifying and printing; the IR is verified after
/// each pass when `verify_each` (mlir-opt's `--verify-each`, on by default). What the passes
/// reported without failing is dropped on success (see [`opt_buffer_reported`]).
pub fn opt_buffer_with_passes(
    file: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
    pipeline: &mut [Scheduled],
    verify_each: bool,
) -> Result<String, Vec<Diagnostic>> {
    opt_buffer_reported(
        file,
        src,
        line_offset,
        opts,
        pipeline,
        verify_each,
        &IrPrinting::default(),
    )
    .into_result()
}

/// [`opt_buffer_with_passes`] with the diagnostics the passes emitted without failing (warnings,
/// remarks, errors they went on after) and the IR dumps `printing` asks for, in order.
pub fn opt_buffer_reported(
    file: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
    pipeline: &mut [Scheduled],
    verify_each: bool,
    printing: &IrPrinting,
) -> Reported<String> {
    let mut ctx = Context::new();
    ctx.allow_unregistered = opts.allow_unregistered;
    let module = match crate::parse::ops::parse_source(&mut ctx, file, src, line_offset) {
        Ok(m) => m,
        Err(d) => return Err(vec![d]).into(),
    };
    if !opts.no_verify {
        let errs = crate::verify::verify(&ctx, module);
        if !errs.is_empty() {
            return Err(errs).into();
        }
    }
    if !pipeline.is_empty() {
        let ran = crate::print::with_cli_flags(opts.print, || {
            crate::pass::run_pipeline_printing(&mut ctx, module, pipeline, verify_each, printing)
        });
        if let Err(errs) = ran {
            return Reported {
                result: Err(errs),
                emitted: ctx.diagnostics.take(),
            };
        }
    }
    // Output is about as large as the input; reserve it once.
    let capacity = src.len() + src.len() / 16;
    Reported {
        result: Ok(crate::print::ops::print_module_with_capacity(
            &ctx, module, opts.print, capacity,
        )),
        emitted: ctx.diagnostics.take(),
    }
}

/// The top-level op of a source parsed without an implicit module (`--no-implicit-module`): the
/// source's own `builtin.module`, or its single top-level op. Zero or several top-level ops is
/// upstream's error, located as upstream locates it: line 0 of the chunk (with
/// `--split-input-file`, the line of the chunk's marker's predecessor).
pub fn top_level_op(
    ctx: &mut Context,
    parsed: crate::ir::OpId,
    file: &str,
    line_offset: u32,
) -> Result<crate::ir::OpId, Diagnostic> {
    // The parser wraps what it read in a module located at `"file":0:0` unless the source was one
    // `builtin.module`.
    let implicit_loc = ctx.file_loc(file, 0, 0);
    if ctx.ops[parsed].loc != implicit_loc {
        return Ok(parsed);
    }
    let body: Vec<crate::ir::OpId> = ctx.ops[parsed]
        .regions
        .first()
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| ctx.block_ops(b))
        .unwrap_or_default();
    match body[..] {
        [op] => Ok(op),
        _ => Err(Diagnostic::error(
            crate::diag::DiagLoc::File {
                file: file.to_string(),
                line: line_offset.saturating_sub(1),
                col: 0,
            },
            format!(
                "source must contain a single top-level operation, found: {}",
                body.len()
            ),
        )),
    }
}

/// [`opt_buffer_reported`] for `--no-implicit-module`: the source's single top-level op is
/// verified, run through the pipeline (anchored on it) and printed alone.
pub fn opt_buffer_no_implicit_module(
    file: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
    pipeline: &mut [Scheduled],
    verify_each: bool,
    printing: &IrPrinting,
) -> Reported<String> {
    let mut ctx = Context::new();
    ctx.allow_unregistered = opts.allow_unregistered;
    let parsed = match crate::parse::ops::parse_source(&mut ctx, file, src, line_offset) {
        Ok(p) => p,
        Err(d) => return Err(vec![d]).into(),
    };
    let top = match top_level_op(&mut ctx, parsed, file, line_offset) {
        Ok(t) => t,
        Err(d) => return Err(vec![d]).into(),
    };
    if !opts.no_verify {
        let errs = crate::verify::verify(&ctx, top);
        if !errs.is_empty() {
            return Err(errs).into();
        }
    }
    if !pipeline.is_empty() {
        if !ModuleOp::is(&ctx, top) {
            let loc = crate::diag::diag_loc(&ctx, ctx.ops[top].loc);
            return Err(vec![Diagnostic::error(
                loc,
                format!(
                    "can't add pass pipeline anchored on '{}' to a top-level '{}'",
                    ModuleOp::NAME,
                    ctx.op_name(top)
                ),
            )])
            .into();
        }
        let ran = crate::print::with_cli_flags(opts.print, || {
            crate::pass::run_pipeline_printing(&mut ctx, top, pipeline, verify_each, printing)
        });
        if let Err(errs) = ran {
            return Reported {
                result: Err(errs),
                emitted: ctx.diagnostics.take(),
            };
        }
    }
    Reported {
        result: Ok(crate::print::ops::print_module(&ctx, top, opts.print)),
        emitted: ctx.diagnostics.take(),
    }
}

/// [`opt_buffer_reported`] that streams large inputs (see [`crate::stream`]) when `stream` is given:
/// `elements` is the textual pipeline `pipeline` was instantiated from, for the worker threads to
/// build their own. The output and the diagnostics are the whole-module path's (a batch whose
/// passes emitted any diagnostic falls back to it).
#[allow(clippy::too_many_arguments)]
pub fn opt_buffer_streamed(
    file: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
    elements: &[crate::pass::PipelineElement],
    pipeline: &mut [Scheduled],
    verify_each: bool,
    stream: Option<&crate::stream::StreamConfig>,
    printing: &IrPrinting,
) -> Reported<String> {
    // The IR dumps are the whole-module path's.
    if let Some(cfg) = stream.filter(|_| !printing.is_on()) {
        let out = crate::stream::opt_streaming(file, src, opts, elements, verify_each, cfg);
        match out {
            Ok(out) => {
                if cfg.verbose {
                    eprintln!("irbridge: {file}:{}: streamed", line_offset + 1);
                }
                return Ok(out).into();
            }
            Err(why) if cfg.verbose => {
                eprintln!("irbridge: {file}:{}: whole module ({why})", line_offset + 1)
            }
            Err(_) => {}
        }
    }
    opt_buffer_reported(
        file,
        src,
        line_offset,
        opts,
        pipeline,
        verify_each,
        printing,
    )
}

/// Stack size of the threads that parse and print: deep-but-legal nesting must not overflow.
/// (`tests/corpus.rs` uses the same size for its robustness test.)
pub const STACK_SIZE: usize = 256 << 20;

/// A chunk of a `--split-input-file` buffer and the line it starts on (0-based offset).
pub struct Chunk<'a> {
    pub text: &'a [u8],
    pub line_offset: u32,
}

/// Splits on lines that consist of `// -----` (upstream's marker, possibly with trailing dashes/spaces).
pub fn split_input<'a>(src: &'a [u8], marker: &str) -> Vec<Chunk<'a>> {
    split_input_any(src, &[marker])
}

/// [`split_input`] on lines that consist of any of `markers` (LLVM IR input: `; // -----`, and
/// `// -----`, which mlir-translate splits on too).
pub fn split_input_any<'a>(src: &'a [u8], markers: &[&str]) -> Vec<Chunk<'a>> {
    let mut chunks = vec![];
    let mut start = 0usize;
    let mut start_line = 0u32;
    let mut line = 0u32;
    let mut pos = 0usize;
    while pos < src.len() {
        let end = src[pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map(|p| pos + p)
            .unwrap_or(src.len());
        let text = &src[pos..end];
        let trimmed = trim(text);
        if markers.iter().any(|marker| {
            trimmed.starts_with(marker.as_bytes())
                && trimmed[marker.len()..].iter().all(|&c| c == b'-')
        }) {
            // Like upstream's, a chunk ends where the marker starts: the newline before the marker
            // line is the chunk's last character (an error at the end of the chunk is reported there).
            chunks.push(Chunk {
                text: &src[start..pos.max(start)],
                line_offset: start_line,
            });
            start = (end + 1).min(src.len());
            start_line = line + 1;
        }
        line += 1;
        pos = end + 1;
    }
    chunks.push(Chunk {
        text: &src[start.min(src.len())..],
        line_offset: start_line,
    });
    chunks
}

/// Byte offsets where upstream's splitter warns "near miss with file split marker": it cuts the
/// input at every occurrence of the marker without its last two characters, then keeps a cut
/// only where those two characters follow (and a `0` does not); elsewhere it warns at the text
/// after the cut and glues the pieces back together. Whole-marker lines split here as there.
pub fn split_near_misses(src: &[u8], marker: &str) -> Vec<usize> {
    const CHECK_LEN: usize = 2;
    let marker = marker.as_bytes();
    if marker.len() <= CHECK_LEN {
        return vec![];
    }
    let (prefix, suffix) = marker.split_at(marker.len() - CHECK_LEN);
    // The pieces' start offsets: the input's start, then the text after each prefix occurrence.
    let mut starts = vec![0usize];
    let mut pos = 0usize;
    while let Some(found) = find(&src[pos..], prefix) {
        pos += found + prefix.len();
        starts.push(pos);
    }
    let mut near = vec![];
    // Upstream's first non-empty piece is taken as is (nothing before it to check).
    let mut have_prev = false;
    for (i, &start) in starts.iter().enumerate() {
        let end = starts
            .get(i + 1)
            .map_or(src.len(), |&next| next - prefix.len());
        let piece = &src[start..end];
        if !have_prev {
            have_prev = !piece.is_empty();
            continue;
        }
        let cut = piece.starts_with(suffix) && piece.len() > CHECK_LEN && piece[CHECK_LEN] != b'0';
        if !cut {
            near.push(start);
        }
    }
    near
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn trim(s: &[u8]) -> &[u8] {
    let a = s
        .iter()
        .position(|c| !c.is_ascii_whitespace())
        .unwrap_or(s.len());
    let b = s
        .iter()
        .rposition(|c| !c.is_ascii_whitespace())
        .map(|p| p + 1)
        .unwrap_or(a);
    &s[a..b.max(a)]
}

/// Convenience for tests: run `opt` on a string and render errors as text.
pub fn opt_str(src: &str, opts: &OptOptions) -> Result<String, String> {
    opt_buffer("<stdin>", src.as_bytes(), 0, opts).map_err(|ds| {
        let mut sm = SourceMgr::default();
        sm.add("<stdin>", src.as_bytes());
        ds.iter().map(|d| sm.render(d)).collect::<String>()
    })
}
