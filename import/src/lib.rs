//! Import: LLVM IR (`.ll`, `.bc`) into the `llvm` dialect.
//!
//! The llvm-ir crate parses the module (through LLVM 19 itself, so LLVM's own messages reach the user);
//! `module.rs` walks it and writes the `llvm` dialect in its custom syntax, which irbridge's parser then
//! builds into a [`Context`] and its verifier checks before irbridge's printer prints it. Every panic of
//! llvm-ir or of this crate is contained and becomes a diagnostic.
//!
//! Large inputs (from [`PARALLEL_MIN_BYTES`]) run the same steps on two threads ([`Pipeline`]): the
//! C-API facts (a second LLVM parse) next to llvm-ir's parse, and, in [`from_bytes_printed`], the
//! verifier next to the printer. [`Pipeline::Streamed`] also overlaps the emission with the IR's
//! construction, at a cost in memory. All pipelines give the same output, warnings and diagnostics
//! (`tests/pipeline.rs`); `IRBRIDGE_IMPORT_PIPELINE` forces one, `IRBRIDGE_IMPORT_TIMING=1` prints
//! each phase's time and memory.
//!
//! # Use
//! ```
//! let ll = b"define i32 @inc(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n";
//! let imported = irbridge_import::from_bytes("inc.ll", ll, Default::default())
//!     .map_err(irbridge::Error::from_diagnostics)?;
//! let module = imported.into_module();
//! let mut ops = vec![];
//! module.walk(|op| ops.push(module.ctx().op_name(op).to_string()));
//! assert_eq!(ops, ["builtin.module", "llvm.func", "llvm.mlir.constant", "llvm.add", "llvm.return"]);
//! # Ok::<(), irbridge::Error>(())
//! ```

mod attrs;
mod c_api;
mod constants;
mod data_layout;
mod debuginfo;
mod encoding;
mod functions;
mod globals;
mod instructions;
mod lazy;
mod literals;
mod loop_metadata;
mod metadata;
mod module;
mod names;
mod reread;
mod shuffle_constants;
mod stream;
mod types;

use irbridge::diag::{DiagLoc, Diagnostic, Severity};
use irbridge::ir::{Context, OpId};
use irbridge::print::PrintFlags;
use std::borrow::Cow;
use std::path::Path;

/// Import options (the CLI's `--emit-expensive-warnings`, `--drop-di-composite-type-elements`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ImportOptions {
    /// Report everything dropped (attributes and metadata with no dialect equivalent) as warnings.
    pub expensive_warnings: bool,
    /// Import composite debug types other than vectors without their elements
    /// (`--drop-di-composite-type-elements`).
    pub drop_di_composite_type_elements: bool,
}

/// An imported module: the IR in its context, and the warnings collected on the way.
pub struct Imported {
    pub ctx: Context,
    pub module: OpId,
    pub warnings: Vec<Diagnostic>,
}

impl Imported {
    /// The module as MLIR text, printed by irbridge's printer.
    pub fn print(&self, flags: PrintFlags) -> String {
        irbridge::print::ops::print_module(&self.ctx, self.module, flags)
    }

    /// The module, to walk, transform or translate (the warnings are dropped).
    pub fn into_module(self) -> irbridge::Module {
        irbridge::Module::from_parts(self.ctx, self.module)
    }

    /// Whether the module came with debug information (its location is then the source file's,
    /// as upstream gives it; otherwise unknown).
    pub fn has_debug_info(&self) -> bool {
        use irbridge::ir::attrs::{AttrKind, Location};
        !matches!(
            self.ctx.attr_kind(self.ctx.ops[self.module].loc),
            AttrKind::Location(Location::Unknown)
        )
    }
}

/// Reads a `.ll` or `.bc` file (bitcode is recognised by its magic, not its name) and imports it.
pub fn from_path(path: impl AsRef<Path>) -> Result<Imported, Vec<Diagnostic>> {
    from_path_with(path.as_ref(), ImportOptions::default())
}

/// [`from_path`] with options.
pub fn from_path_with(path: &Path, opts: ImportOptions) -> Result<Imported, Vec<Diagnostic>> {
    let bytes = std::fs::read(path).map_err(|e| {
        vec![Diagnostic::error(
            DiagLoc::Other(path.display().to_string()),
            format!("cannot read file: {e}"),
        )]
    })?;
    from_bytes(&path.display().to_string(), &bytes, opts)
}

/// Imports a buffer holding LLVM IR text or bitcode; `file` names it in diagnostics. Large inputs go
/// through the [`Pipeline::Streamed`] pipeline (see [`pipeline_for`]); the result is the same.
pub fn from_bytes(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
) -> Result<Imported, Vec<Diagnostic>> {
    from_bytes_in(file, bytes, opts, pipeline_for(bytes.len()))
}

/// How [`from_bytes_in`] runs the import. Both give the same module, warnings and diagnostics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pipeline {
    /// One step after the other on the calling thread: parse, C-API facts, the whole text, the IR.
    Plain,
    /// The plain pipeline, with the C-API facts read on a second thread next to llvm-ir's parse.
    Parallel,
    /// [`Pipeline::Parallel`] whose text comes from one LLVM parse, with llvm-ir converting each
    /// function body when it is emitted (see `lazy.rs`): far less memory on large `.ll` inputs.
    /// Where it does not apply (bitcode, debug information, ...), [`Pipeline::Parallel`] runs.
    Lazy,
    /// Two threads: the C-API facts next to llvm-ir's parse, then the IR built from chunks of about
    /// `batch_bytes` of text while the next chunk is emitted (see `stream.rs`). Faster than
    /// [`Pipeline::Parallel`] where the second core is free, but needs more memory: the IR grows
    /// while llvm-ir's module is freed piece by piece, and the allocator reuses little of it.
    Streamed { batch_bytes: usize },
}

/// Inputs from this size on use a second thread (below it, the thread costs more than it saves).
pub const PARALLEL_MIN_BYTES: usize = 1 << 20;
/// The text handed over per batch when streaming.
pub const STREAM_BATCH_BYTES: usize = 1 << 20;

/// The pipeline [`from_bytes`] uses for an input of `len` bytes: [`Pipeline::Lazy`] for large
/// ones. `IRBRIDGE_IMPORT_PIPELINE=plain|parallel|lazy|streamed` overrides the choice.
pub fn pipeline_for(len: usize) -> Pipeline {
    match std::env::var("IRBRIDGE_IMPORT_PIPELINE").as_deref() {
        Ok("plain") => Pipeline::Plain,
        Ok("parallel") => Pipeline::Parallel,
        Ok("lazy") => Pipeline::Lazy,
        Ok("streamed") => Pipeline::Streamed {
            batch_bytes: STREAM_BATCH_BYTES,
        },
        _ if len >= PARALLEL_MIN_BYTES => Pipeline::Lazy,
        _ => Pipeline::Plain,
    }
}

/// [`from_bytes`] with the pipeline chosen by the caller.
pub fn from_bytes_in(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    pipeline: Pipeline,
) -> Result<Imported, Vec<Diagnostic>> {
    let (bytes, columns) = encoding::to_utf8(file, bytes)?;
    let bytes = &bytes[..];
    encoding::check_nesting(file, bytes)?;
    refuse_invalid_with_debug_locations(file, bytes)
        .and_then(|()| {
            retry_without_shuffle_constants(bytes, |b| from_bytes_in_once(file, b, opts, pipeline))
        })
        .map(|mut m| {
            columns.restore(file, &mut m.warnings);
            m
        })
        .map_err(|mut ds| {
            columns.restore(file, &mut ds);
            ds
        })
}

/// llvm-ir reads every instruction's debug location through LLVM without checking it, and on a
/// module LLVM's verifier rejects (a `!dbg` that is not a location, a scope that is not one) that
/// reads past the end of a string. So a module that may carry debug locations (bitcode, or text
/// with `!dbg`) is verified before llvm-ir sees it, at the cost of one more parse; an invalid one
/// gets the diagnostic the import gives every invalid module.
///
/// Bitcode is read first in a child process (`c_api::read_bitcode_contained`), which also verifies it:
/// a file LLVM's reader crashes on is refused here, and nothing later reads one in this process.
fn refuse_invalid_with_debug_locations(file: &str, bytes: &[u8]) -> Result<(), Vec<Diagnostic>> {
    let at_file = || DiagLoc::File {
        file: file.to_string(),
        line: 0,
        col: 0,
    };
    let invalid = if c_api::is_bitcode(bytes) {
        match c_api::read_bitcode_contained(bytes) {
            c_api::BitcodeCheck::Read(v) => v,
            c_api::BitcodeCheck::Refused(msg) => {
                return Err(vec![Diagnostic::error(
                    at_file(),
                    format!("invalid bitcode: {msg}"),
                )])
            }
        }
    } else if bytes.windows(4).any(|w| w == b"!dbg") {
        c_api::verify_error(bytes)
    } else {
        None
    };
    match invalid {
        Some(msg) => Err(vec![Diagnostic::error(
            DiagLoc::File {
                file: file.to_string(),
                line: 0,
                col: 0,
            },
            format!("the module is not valid LLVM IR: {}", msg.trim_end()),
        )]),
        None => Ok(()),
    }
}

/// Runs `import` on `bytes`, and once more on the module with its `shufflevector` constant
/// expressions made instructions when llvm-ir refused them (see [`shuffle_constants`]).
fn retry_without_shuffle_constants<T>(
    bytes: &[u8],
    import: impl Fn(&[u8]) -> Result<T, Vec<Diagnostic>>,
) -> Result<T, Vec<Diagnostic>> {
    match import(bytes) {
        Err(ds)
            if ds
                .iter()
                .any(|d| shuffle_constants::is_shuffle_refusal(&d.message)) =>
        {
            match shuffle_constants::demote(bytes) {
                Some(bc) => import(&bc),
                None => Err(ds),
            }
        }
        // Several target extension types (`reread.rs`).
        Err(ds) if ds.iter().any(|d| reread::is_several_targets(&d.message)) => {
            match reread::targets_as_structs(bytes) {
                Some(text) => retry_without_shuffle_constants(&text, import),
                None => Err(ds),
            }
        }
        r => r,
    }
}

fn from_bytes_in_once(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    pipeline: Pipeline,
) -> Result<Imported, Vec<Diagnostic>> {
    match pipeline {
        Pipeline::Plain => from_bytes_plain(file, bytes, opts),
        Pipeline::Parallel => from_bytes_parallel(file, bytes, opts, true),
        Pipeline::Lazy => match lazy::emit(file, bytes, opts) {
            Some(emitted) => {
                emitted.and_then(|(text, warnings)| build_ir(file, text, warnings, true))
            }
            None => from_bytes_parallel(file, bytes, opts, true),
        },
        Pipeline::Streamed { batch_bytes } => stream::import(file, bytes, opts, batch_bytes, true)
            .unwrap_or_else(|| from_bytes_plain(file, bytes, opts)),
    }
}

/// Imports and prints: `from_bytes(..)` printed with `flags`, and its warnings. Where
/// [`pipeline_for`] picks a two-thread pipeline, the verifier runs on the second thread while the
/// module is printed (the printed text is kept only if the module verifies; if it does not, the
/// plain pipeline runs again and reports it with the whole generated text).
pub fn from_bytes_printed(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    flags: PrintFlags,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    from_bytes_printed_in(file, bytes, opts, flags, pipeline_for(bytes.len()))
}

/// [`from_bytes_printed`] with the pipeline chosen by the caller.
pub fn from_bytes_printed_in(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    flags: PrintFlags,
    pipeline: Pipeline,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    // Not UTF-8 (a byte in a comment or a string, which LLVM takes): read as the same module in
    // UTF-8, with diagnostics at the input's columns (`encoding.rs`).
    let (bytes, columns) = encoding::to_utf8(file, bytes)?;
    let bytes = &bytes[..];
    encoding::check_nesting(file, bytes)?;
    refuse_invalid_with_debug_locations(file, bytes)
        .and_then(|()| {
            retry_without_shuffle_constants(bytes, |b| {
                from_bytes_printed_once(file, b, opts, flags, pipeline)
            })
        })
        .map(|(out, mut warnings)| {
            columns.restore(file, &mut warnings);
            (out, warnings)
        })
        .map_err(|mut ds| {
            columns.restore(file, &mut ds);
            ds
        })
}

fn from_bytes_printed_once(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    flags: PrintFlags,
    pipeline: Pipeline,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    let print = |m: Imported| {
        let t0 = std::time::Instant::now();
        let out = m.print(flags);
        phase("print", t0);
        (out, m.warnings)
    };
    let unverified = match pipeline {
        Pipeline::Plain => return from_bytes_plain(file, bytes, opts).map(print),
        Pipeline::Parallel | Pipeline::Lazy => {
            let printing = irbridge::stream::StreamConfig::from_env().map(|cfg| (flags, cfg));
            let lazy = match pipeline {
                Pipeline::Lazy => lazy::run(file, bytes, opts, printing),
                _ => None,
            };
            let text = match lazy {
                Some(Ok(lazy::Output::Printed(printed))) => return Ok(printed),
                Some(Ok(lazy::Output::Text(text))) => Some(Ok(text)),
                Some(Err(ds)) => Some(Err(ds)),
                None => emit_parallel(file, bytes, opts),
            };
            match text {
                Some(Ok((text, warnings))) => match print_streamed(file, text, flags) {
                    Ok(out) => return Ok((out, warnings)),
                    Err(text) => Some(build_ir(file, text, warnings, false)),
                },
                Some(Err(ds)) => return Err(ds),
                None => None,
            }
        }
        Pipeline::Streamed { batch_bytes } => stream::import(file, bytes, opts, batch_bytes, false),
    };
    let m = match unverified {
        Some(Ok(m)) => m,
        Some(Err(ds)) => return Err(ds),
        None => return from_bytes_plain(file, bytes, opts).map(print),
    };
    let t0 = std::time::Instant::now();
    let (verified, out) = std::thread::scope(|s| {
        let verifier = std::thread::Builder::new()
            .name("irbridge-import-verify".into())
            .stack_size(stream::STACK_SIZE)
            .spawn_scoped(s, || irbridge::verify::verify(&m.ctx, m.module).is_empty());
        let out = m.print(flags);
        let verified = match verifier {
            Ok(v) => v.join().unwrap_or(false),
            Err(_) => irbridge::verify::verify(&m.ctx, m.module).is_empty(),
        };
        (verified, out)
    });
    phase("verify and print", t0);
    if verified {
        let Imported { ctx, warnings, .. } = m;
        // A large module takes a while to free: on another thread, while the caller writes the
        // output.
        if ctx.ops.len() > 100_000 {
            let _ = std::thread::Builder::new()
                .name("irbridge-import-free".into())
                .spawn(move || drop(ctx));
        }
        Ok((out, warnings))
    } else {
        from_bytes_plain(file, bytes, opts).map(print)
    }
}

/// The streamed pipeline alone: `None` where it hands over to the plain one (a batch the parser or
/// the verifier rejects: the plain pipeline reports it with the whole text at hand). For tests.
pub fn try_streamed(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    batch_bytes: usize,
) -> Option<Result<Imported, Vec<Diagnostic>>> {
    match stream::import(file, bytes, opts, batch_bytes, true) {
        Some(Err(ds))
            if ds
                .iter()
                .any(|d| shuffle_constants::is_shuffle_refusal(&d.message)) =>
        {
            match shuffle_constants::demote(bytes) {
                Some(bc) => stream::import(file, &bc, opts, batch_bytes, true),
                None => Some(Err(ds)),
            }
        }
        Some(Err(ds)) if ds.iter().any(|d| reread::is_several_targets(&d.message)) => {
            match reread::targets_as_structs(bytes) {
                Some(text) => try_streamed(file, &text, opts, batch_bytes),
                None => Some(Err(ds)),
            }
        }
        r => r,
    }
}

fn from_bytes_plain(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
) -> Result<Imported, Vec<Diagnostic>> {
    let t0 = std::time::Instant::now();
    let parsed = contain(file, "the llvm-ir reader", || parse_llvm(file, bytes))?;
    let m = parsed?;
    phase("llvm-ir parse", t0);
    import_impl(file, Cow::Owned(m), Facts::Read(bytes), opts, true)
}

/// [`from_bytes_plain`] on two threads: the helper reads the C-API facts while this thread parses
/// with llvm-ir, then emits the text while this one waits, and this one builds the IR. Memory goes
/// back to the arena of the thread that allocated it (glibc), so this keeps each big allocation
/// reusable by the next one: the facts' LLVM module, freed, makes room for the text on the helper;
/// llvm-ir's module, freed here, makes room for the IR.
fn from_bytes_parallel(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    verify: bool,
) -> Result<Imported, Vec<Diagnostic>> {
    match emit_parallel(file, bytes, opts) {
        Some(emitted) => {
            emitted.and_then(|(text, warnings)| build_ir(file, text, warnings, verify))
        }
        // No second thread to be had: all on this one.
        None => from_bytes_plain(file, bytes, opts),
    }
}

/// Generated MLIR text and the warnings collected while writing it.
pub type Emitted = (String, Vec<Diagnostic>);

/// [`Pipeline::Lazy`]'s text alone: `None` where it hands over to the parallel pipeline. For tests.
pub fn try_lazy(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
) -> Option<Result<Emitted, Vec<Diagnostic>>> {
    lazy::emit(file, bytes, opts)
}

/// [`Pipeline::Lazy`]'s printed module where it prints along with the writing (with `cfg`, as
/// `IRBRIDGE_STREAM` would give it): `None` where it gives the text instead or hands over to the
/// parallel pipeline. For tests.
pub fn try_lazy_printed(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    flags: PrintFlags,
    cfg: irbridge::stream::StreamConfig,
) -> Option<Result<Emitted, Vec<Diagnostic>>> {
    match lazy::run(file, bytes, opts, Some((flags, cfg)))? {
        Ok(lazy::Output::Printed(p)) => Some(Ok(p)),
        Ok(lazy::Output::Text(_)) => None,
        Err(ds) => Some(Err(ds)),
    }
}

/// The generated text and the warnings, with llvm-ir's parse on this thread and the C-API facts
/// read next to it on a second one, which then emits the text; `None` when no thread can be had.
fn emit_parallel(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
) -> Option<Result<Emitted, Vec<Diagnostic>>> {
    c_api::no_fatal_debug_info_upgrade();
    let t0 = std::time::Instant::now();
    let done = std::thread::scope(|s| {
        let (module_tx, module_rx) = std::sync::mpsc::sync_channel::<llvm_ir::Module>(1);
        let helper = std::thread::Builder::new()
            .name("irbridge-import-facts".into())
            .stack_size(stream::STACK_SIZE)
            .spawn_scoped(s, move || {
                let facts = contain(file, "the importer (a bug)", || c_api::facts(bytes, opts));
                // Nothing comes when llvm-ir's parse failed.
                let m = module_rx.recv().ok()?;
                phase("llvm-ir parse and C-API facts", t0);
                let t0 = std::time::Instant::now();
                let emitted = emit_text(file, &m, Facts::Given(Box::new(facts)), opts);
                phase("emit text", t0);
                Some((emitted, m))
            })
            .ok()?;
        let parsed = contain(file, "the llvm-ir reader", || parse_llvm(file, bytes));
        let m = match parsed {
            Ok(Ok(m)) => m,
            Ok(Err(ds)) | Err(ds) => return Some(Err(ds)),
        };
        module_tx.send(m).ok()?;
        let (emitted, m) = helper.join().ok()??;
        // The llvm-ir module is large; free it before the IR is built.
        drop(m);
        Some(emitted)
    });
    done
}

/// The generated text of a large module built, verified and printed by batches on every core
/// (`irbridge::stream`, as `irbridge opt` does), never holding the whole module's IR; `Err` gives
/// the text back where streaming does not apply (small input, printed locations, the generic form,
/// alias definitions, ...) or any batch fails: the whole-module path then runs and reports.
fn print_streamed(file: &str, text: String, flags: PrintFlags) -> Result<String, String> {
    let Some(cfg) = irbridge::stream::StreamConfig::from_env() else {
        return Err(text);
    };
    let opts = irbridge::driver::OptOptions {
        allow_unregistered: false,
        print: flags,
        no_verify: false,
    };
    let t0 = std::time::Instant::now();
    match irbridge::stream::opt_streaming(file, text.as_bytes(), &opts, &[], true, &cfg) {
        Ok(out) => {
            phase("build, verify and print by batches", t0);
            Ok(out)
        }
        Err(_) => Err(text),
    }
}

/// Where [`import_impl`] gets the C-API facts.
enum Facts<'a> {
    /// No input bytes (an already parsed module): none.
    None,
    /// Read them from the input.
    Read(&'a [u8]),
    /// Read already (`Err`: reading them panicked).
    Given(Box<Result<Result<c_api::Facts, String>, Vec<Diagnostic>>>),
}

/// Imports an already parsed module.
pub fn from_llvm_ir(m: &llvm_ir::Module) -> Result<Imported, Vec<Diagnostic>> {
    import_module(&m.source_file_name, m, ImportOptions::default())
}

/// [`from_llvm_ir`] with options; `file` names the input in diagnostics.
pub fn import_module(
    file: &str,
    m: &llvm_ir::Module,
    opts: ImportOptions,
) -> Result<Imported, Vec<Diagnostic>> {
    import_impl(file, Cow::Borrowed(m), Facts::None, opts, true)
}

/// `IRBRIDGE_IMPORT_TIMING=1` prints each phase's wall time and the memory in use to stderr (for the
/// benchmark note).
pub(crate) fn phase(name: &str, since: std::time::Instant) {
    if std::env::var_os("IRBRIDGE_IMPORT_TIMING").is_some() {
        eprintln!(
            "import phase {name}: {:.3} s (rss {} MiB, peak {} MiB)",
            since.elapsed().as_secs_f64(),
            proc_status_kib("VmRSS:") / 1024,
            proc_status_kib("VmHWM:") / 1024
        );
    }
}

/// A `/proc/self/status` field in KiB (0 where there is none), for the phase report.
fn proc_status_kib(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix(field))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

fn import_impl(
    file: &str,
    m: Cow<llvm_ir::Module>,
    facts: Facts,
    opts: ImportOptions,
    verify: bool,
) -> Result<Imported, Vec<Diagnostic>> {
    let t0 = std::time::Instant::now();
    let (text, warnings) = emit_text(file, &m, facts, opts)?;
    // The llvm-ir module is large; free it before the IR is built.
    drop(m);
    phase("emit text", t0);
    build_ir(file, text, warnings, verify)
}

/// The module as MLIR text, and the warnings.
fn emit_text(
    file: &str,
    m: &llvm_ir::Module,
    facts: Facts,
    opts: ImportOptions,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    contain(file, "the importer (a bug)", || {
        let facts = match facts {
            Facts::None => None,
            Facts::Read(bytes) => {
                let t0 = std::time::Instant::now();
                let f = c_api::facts(bytes, opts);
                phase("C-API facts", t0);
                Some(f)
            }
            Facts::Given(f) => match *f {
                Ok(f) => Some(f),
                // The panic of the facts' thread, as it would have been reported on this one.
                Err(ds) => return Err(ds),
            },
        };
        module::emit_module(file, m, facts, opts)
    })?
}

/// Parses the generated text into IR and (with `verify`) verifies it; a failure of either is an
/// importer bug, shown with the generated line.
fn build_ir(
    file: &str,
    text: String,
    warnings: Vec<Diagnostic>,
    verify: bool,
) -> Result<Imported, Vec<Diagnostic>> {
    if std::env::var_os("IRBRIDGE_IMPORT_DUMP").is_some() {
        eprintln!("{text}");
    }
    let mut ctx = Context::new();
    let t0 = std::time::Instant::now();
    let module = irbridge::parse::ops::parse_source(&mut ctx, "<import>", text.as_bytes(), 0)
        .map_err(|d| vec![internal(file, &text, d)])?;
    phase("build IR", t0);
    unknown_generated_locs(&mut ctx);
    if !verify {
        return Ok(Imported {
            ctx,
            module,
            warnings,
        });
    }
    let t0 = std::time::Instant::now();
    let errs = irbridge::verify::verify(&ctx, module);
    if let Some(d) = errs.into_iter().next() {
        return Err(vec![internal(file, &text, d)]);
    }
    phase("verify", t0);
    Ok(Imported {
        ctx,
        module,
        warnings,
    })
}

thread_local! {
    /// Set while [`contain`] runs on this thread: its panics become diagnostics, not stderr noise.
    static CONTAINED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, turning a panic (llvm-ir panics on some inputs) into an error diagnostic. The panic hook
/// is wrapped once per process and stays quiet only for threads inside `contain`, so concurrent
/// callers (tests, a host program) keep their own panic reports.
pub(crate) fn contain<T>(
    file: &str,
    stage: &str,
    f: impl FnOnce() -> T,
) -> Result<T, Vec<Diagnostic>> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !CONTAINED.with(|c| c.get()) {
                prev(info);
            }
        }));
    });
    let was = CONTAINED.with(|c| c.replace(true));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    CONTAINED.with(|c| c.set(was));
    r.map_err(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        vec![Diagnostic::error(
            DiagLoc::File {
                file: file.to_string(),
                line: 0,
                col: 0,
            },
            format!("import-failure: unsupported LLVM IR construct ({stage} failed: {what})"),
        )]
    })
}

/// A diagnostic from re-parsing or verifying the generated text is an importer bug; say so and show
/// the offending generated line.
fn internal(file: &str, text: &str, d: Diagnostic) -> Diagnostic {
    // Not a bug: a module nested deeper than irbridge's parser takes (from bitcode; text is
    // refused before, `encoding::check_nesting`).
    if d.message.starts_with("nesting too deep") {
        return Diagnostic::error(
            DiagLoc::File {
                file: file.to_string(),
                line: 0,
                col: 0,
            },
            format!(
                "import-failure: the module nests types or constants deeper than irbridge reads ({})",
                d.message
            ),
        );
    }
    let line = match &d.loc {
        DiagLoc::File { line, .. } => text
            .lines()
            .nth(line.saturating_sub(1) as usize)
            .unwrap_or("")
            .trim()
            .to_string(),
        _ => String::new(),
    };
    // The debug-info shim writes a code LLVM 19 has no name for as its number, which the parser
    // refuses by design (malformed debug information, e.g. a compile unit's name table kind 24):
    // a refusal of the input, not an importer bug.
    let what = if line.starts_with("#irbridge_di") {
        "the module's debug information has a value MLIR 19 cannot name"
    } else {
        "the imported module is not valid MLIR"
    };
    Diagnostic {
        severity: Severity::Error,
        loc: DiagLoc::File {
            file: file.to_string(),
            line: 0,
            col: 0,
        },
        message: format!("import-failure: {what} ({}) at `{line}`", d.message),
        notes: vec![],
    }
}

/// Parses LLVM IR text or bitcode through LLVM; LLVM's message (with line and column) on failure.
pub(crate) fn parse_llvm(file: &str, bytes: &[u8]) -> Result<llvm_ir::Module, Vec<Diagnostic>> {
    match contain(file, "the llvm-ir reader", || parse_llvm_once(file, bytes)) {
        Ok(r) => r,
        // What llvm-ir refuses but LLVM reads (see `reread.rs`): read a changed module, and put
        // back the layout and triple it was read without.
        Err(ds) if ds.iter().any(|d| reread::is_refusal(&d.message)) => {
            match reread::demote(bytes) {
                Some((bc, layout, triple)) => {
                    let mut m =
                        contain(file, "the llvm-ir reader", || parse_llvm_once(file, &bc))??;
                    m.data_layout.layout_str = layout;
                    m.target_triple = Some(triple).filter(|t| !t.is_empty());
                    Ok(m)
                }
                None => Err(ds),
            }
        }
        Err(ds) => Err(ds),
    }
}

fn parse_llvm_once(file: &str, bytes: &[u8]) -> Result<llvm_ir::Module, Vec<Diagnostic>> {
    c_api::no_fatal_debug_info_upgrade();
    let is_bc = bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
    let r = if is_bc {
        // LLVM's default error handling for bitcode ends the process: read it once through a
        // context that collects the error instead, and hand llvm-ir only bitcode LLVM accepts.
        if let Err(msg) = c_api::check_bitcode(bytes) {
            return Err(vec![Diagnostic::error(
                DiagLoc::File {
                    file: file.to_string(),
                    line: 0,
                    col: 0,
                },
                format!("invalid bitcode: {msg}"),
            )]);
        }
        // llvm-ir reads bitcode only from a file: an anonymous memory file, which nothing can
        // leave behind (or a temporary file removed when the guard drops, also on a panic).
        irbridge::io::temp::Scratch::new(bytes, "irbridge-import-", ".bc")
            .map_err(|e| format!("cannot make a scratch copy of the bitcode: {e}"))
            .and_then(|s| llvm_ir::Module::from_bc_path(s.path()))
    } else {
        match std::str::from_utf8(bytes) {
            Ok(s) => llvm_ir::Module::from_ir_str(s),
            Err(_) => Err("Failed to parse IR: input is not UTF-8 text".to_string()),
        }
    };
    r.map_err(|e| {
        let e = if is_bc {
            e
        } else {
            c_api::parse_error(bytes).unwrap_or(e)
        };
        vec![llvm_message(file, &e)]
    })
}

/// LLVM's parse error `<string>:LINE:COL: error: MSG` (after llvm-ir's prefix) as a diagnostic.
pub(crate) fn llvm_message(file: &str, e: &str) -> Diagnostic {
    let e = e.strip_prefix("Failed to parse IR: ").unwrap_or(e);
    let mut parts = e.splitn(3, ':');
    let (l, c, rest) = (parts.next(), parts.next(), parts.next());
    if let (Some(Ok(line)), Some(Ok(col)), Some(rest)) = (
        l.map(|l| l.trim().parse::<u32>()),
        c.map(|c| c.trim().parse::<u32>()),
        rest,
    ) {
        let msg = rest.trim_start();
        let msg = msg.strip_prefix("error: ").unwrap_or(msg);
        let msg = without_addresses(msg.lines().next().unwrap_or(msg));
        return Diagnostic::error(
            DiagLoc::File {
                file: file.to_string(),
                line,
                col,
            },
            msg,
        );
    }
    Diagnostic::error(DiagLoc::Other(file.to_string()), e.trim().to_string())
}

/// LLVM names a struct type that has no name by its address (`%"type 0x55d0c3a1b2c0"`), which
/// differs from run to run: the same input must give the same message.
fn without_addresses(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len());
    let mut rest = msg;
    while let Some(at) = rest.find("type 0x") {
        let hex = rest[at + 7..]
            .bytes()
            .take_while(u8::is_ascii_hexdigit)
            .count();
        out.push_str(&rest[..at]);
        out.push_str(if hex > 0 { "type <unnamed>" } else { "type 0x" });
        rest = &rest[at + 7 + hex..];
    }
    out.push_str(rest);
    out
}

/// Ops and block arguments without a debug location got the position of the generated text from the
/// parser; they become `loc(unknown)` as upstream's import gives them.
pub(crate) fn unknown_generated_locs(ctx: &mut Context) {
    use irbridge::ir::attrs::{AttrKind, Location};
    let Some(gen) = ctx.lookup_sym("<import>") else {
        return;
    };
    let unknown = ctx.unknown_loc();
    let generated = |ctx: &Context, a: irbridge::ir::Attribute| matches!(ctx.attr_kind(a), AttrKind::Location(Location::FileLineCol { file, .. }) if *file == gen);
    let ops: Vec<_> = ctx
        .ops
        .iter()
        .filter(|(_, o)| generated(ctx, o.loc))
        .map(|(id, _)| id)
        .collect();
    for id in ops {
        ctx.ops[id].loc = unknown;
    }
    let vals: Vec<_> = ctx
        .values
        .iter()
        .filter(|(_, v)| v.loc.is_some_and(|l| generated(ctx, l)))
        .map(|(id, _)| id)
        .collect();
    for id in vals {
        ctx.values[id].loc = Some(unknown);
    }
}

#[cfg(test)]
mod message_tests {
    #[test]
    fn struct_type_addresses_leave_llvm_messages() {
        assert_eq!(
            super::without_addresses("expected '%\"type 0x7e0978949ac0\" = type opaque', not 0x1"),
            "expected '%\"type <unnamed>\" = type opaque', not 0x1"
        );
        assert_eq!(super::without_addresses("a type 0x b"), "a type 0x b");
    }
}
