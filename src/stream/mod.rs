//! Streaming `opt`: a large module is parsed, verified, run through a function-local pipeline and
//! printed piece by piece, on every core, without ever holding the whole module's IR.
//!
//! 1. The text is cut into its layout (`layout.rs`): prefix, `module ... {`, top-level ops, `}`.
//! 2. A skeleton, every function body cut out, is parsed and verified once (`skeleton.rs`): it catches
//!    module-level errors and gives each symbol's declaration.
//! 3. Consecutive top-level ops are grouped into batches of about `batch_bytes` of text; worker threads
//!    take batches in turn, each parsed in a fresh `Context` with the declarations of the symbols it
//!    refers to, verified, run through the pipeline and printed; only the batch's own ops are kept
//!    (`batch.rs`). The calling thread appends the outputs in module order; each batch's IR is dropped
//!    once printed, so memory is about input + output + one batch per thread.
//! 4. Ops lowering creates at the start of the module (`llvm.func @malloc`, ...) are deduplicated and
//!    put where the whole-module path puts them: batches run the pipeline element by element and
//!    note which element made each, since the whole-module path runs an element over every batch
//!    before the next. C wrappers stay next to their function. Symbols named from a counter
//!    (`assert_msg_N`, `vector_print_str_N`) are placeholders in batches, numbered at the end in
//!    the whole-module path's creation order (`crate::pass::unique_names`).
//!
//! 5. Alias definitions (`#loop_annotation = ...`; the empty pipeline only): each batch prints its own
//!    ops' aliases, numbered for the batch; the assembly numbers them for the whole module as its
//!    printer would (same depth/kind/name order, first visits in module order) and renames the
//!    references in each batch's text.
//!
//! 6. A module whose text is still being written (the import) is printed by batches as its chunks
//!    come ([`print_chunks`]): a skeleton the writer gives first stands in for the layout's.
//!
//! Anything this can't reproduce exactly — another layout, location aliases or `distinct[N]` in
//! the output, a pipeline not known to be function-local, a parse, verifier or pass error anywhere —
//! gives `None`, and the caller runs the whole-module path, which also produces the diagnostics.

mod batch;
mod layout;
mod rename;

pub use layout::symbol_refs;
mod skeleton;

use crate::ir::{Context, OpId};
use crate::pass::{unique_names, PipelineElement};
use crate::print::alias::AliasRecord;
use crate::print::PrintFlags;
use batch::BatchOut;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// When and how to stream.
#[derive(Clone, Copy, Debug)]
pub struct StreamConfig {
    /// Inputs smaller than this take the whole-module path.
    pub min_bytes: usize,
    /// About this much input text per batch.
    pub batch_bytes: usize,
    /// Worker threads (0: one per core).
    pub threads: usize,
    /// Say on stderr whether an input was streamed (for tests and benchmarks).
    pub verbose: bool,
    /// What the workers resolve the pipeline's pass names against (each builds its own passes).
    pub registry: crate::pass::Registry,
}

impl Default for StreamConfig {
    /// Below 4 MB the whole-module path is fast and small enough; 512 KB batches keep a batch's IR
    /// around 7 MB while leaving the per-batch overhead (prefix, declarations) negligible.
    fn default() -> Self {
        StreamConfig {
            min_bytes: 4 << 20,
            batch_bytes: 512 << 10,
            threads: 0,
            verbose: false,
            registry: crate::transforms::CORE,
        }
    }
}

impl StreamConfig {
    /// The defaults, overridden by `IRBRIDGE_STREAM`: `off`, or comma-separated `min=BYTES`,
    /// `batch=BYTES`, `threads=N`, `verbose` (e.g. `min=0,batch=1` streams every input, one op per
    /// batch).
    /// `None` when streaming is off.
    pub fn from_env() -> Option<StreamConfig> {
        Self::parse(std::env::var("IRBRIDGE_STREAM").ok().as_deref())
    }

    /// [`StreamConfig::from_env`] on a given value of the variable.
    pub fn parse(var: Option<&str>) -> Option<StreamConfig> {
        let mut cfg = StreamConfig::default();
        let Some(var) = var.map(str::trim).filter(|v| !v.is_empty()) else {
            return Some(cfg);
        };
        if matches!(var, "off" | "0" | "false") {
            return None;
        }
        for item in var.split(',') {
            if item.trim() == "verbose" {
                cfg.verbose = true;
                continue;
            }
            let (k, v) = item.split_once('=').unwrap_or((item, ""));
            let Ok(n) = v.trim().parse::<usize>() else {
                continue;
            };
            match k.trim() {
                "min" => cfg.min_bytes = n,
                "batch" => cfg.batch_bytes = n,
                "threads" => cfg.threads = n,
                _ => {}
            }
        }
        Some(cfg)
    }
}

/// Passes whose effect on a module is the sum of their effects on its functions, up to the
/// module-start declarations they create (which [`opt_streaming`] merges) — checked against the
/// whole-module path by `cli/tests/stream.rs` on the lowering corpus.
///
/// The greedy drivers (`canonicalize`, and the pattern phases of `convert-vector-to-scf` and
/// `convert-vector-to-llvm`) are function-local too: constants are uniqued per isolated region
/// (each function), an iteration's edits in one function never reach another, region
/// simplification of the module's single block erases no symbol op, and `cse` never merges
/// function ops (they are not free of memory effects). Only a global rewrite budget
/// (`canonicalize{max-num-rewrites=N}`) would count across functions: that option is not streamed.
/// The passes anchored on functions (`lower-vector-multi-reduction`, `lower-vector-mask`) run on
/// each function by definition. `mem2reg` and `sroa` only edit the regions their slots live in
/// (and read the data layout of the module's header, which every batch has).
const FUNCTION_LOCAL_PASSES: &[&str] = &[
    "convert-to-llvm",
    "convert-func-to-llvm",
    "convert-arith-to-llvm",
    "convert-cf-to-llvm",
    "convert-index-to-llvm",
    "convert-complex-to-llvm",
    "finalize-memref-to-llvm",
    "expand-strided-metadata",
    "lower-affine",
    "reconcile-unrealized-casts",
    "llvm-request-c-wrappers",
    "convert-scf-to-cf",
    "scf-for-to-while",
    "scf-forall-to-for",
    "convert-vector-to-scf",
    "convert-vector-to-llvm",
    "lower-vector-multi-reduction",
    "lower-vector-mask",
    "canonicalize",
    "cse",
    "mem2reg",
    "sroa",
    "control-flow-sink",
    "scf-for-loop-range-folding",
    "scf-for-loop-specialization",
    "scf-parallel-loop-specialization",
    "scf-for-loop-peeling",
    "scf-parallel-loop-tiling",
    "scf-parallel-loop-fusion",
];

/// Pass options whose effect is counted over the whole module, not per function.
const MODULE_WIDE_OPTIONS: &[&str] = &["max-num-rewrites"];

/// Whether every pass of `pipeline` is one of `FUNCTION_LOCAL_PASSES`, with no option of
/// `MODULE_WIDE_OPTIONS`.
pub fn is_function_local(pipeline: &[PipelineElement]) -> bool {
    pipeline.iter().all(|e| match e {
        PipelineElement::Pass { name, options } => {
            FUNCTION_LOCAL_PASSES.contains(&name.as_str())
                && !MODULE_WIDE_OPTIONS.iter().any(|o| options.contains(o))
        }
        PipelineElement::Nested { elements, .. } => is_function_local(elements),
    })
}

/// Everything a batch needs to know about the job.
pub(crate) struct Job<'a> {
    pub file: &'a str,
    pub allow_unregistered: bool,
    /// Verify after parsing (off with `--mlir-very-unsafe-disable-verifier-on-parsing`).
    pub verify: bool,
    pub pipeline: &'a [PipelineElement],
    pub registry: crate::pass::Registry,
    pub verify_each: bool,
    pub print: PrintFlags,
}

/// `opt` on `src` by batches, or why not (see the module doc): same output as the whole-module path.
pub fn opt_streaming(
    file: &str,
    src: &[u8],
    opts: &crate::driver::OptOptions,
    pipeline: &[PipelineElement],
    verify_each: bool,
    cfg: &StreamConfig,
) -> Result<String, &'static str> {
    let mut body = Body::Buffer(String::new());
    opt_streaming_into(file, src, opts, pipeline, verify_each, cfg, &mut body)?;
    match body {
        Body::Buffer(out) => Ok(out),
        Body::Writer { .. } | Body::Spill { .. } => Err("no batch"),
    }
}

/// [`opt_streaming`] that writes the output to `out` batch by batch, in module order, instead of
/// returning it: memory then holds the input and the batches in flight, not the output too. Only
/// for pipelines that create no module-start ops (the empty one), whose output has no part that
/// comes before batches already written. On `Err`, `out` may hold part of the output: the caller
/// discards it (an atomic output file is truncated) and takes the whole-module path.
pub fn opt_streaming_to(
    file: &str,
    src: &[u8],
    opts: &crate::driver::OptOptions,
    pipeline: &[PipelineElement],
    verify_each: bool,
    cfg: &StreamConfig,
    out: &mut dyn std::io::Write,
) -> Result<(), &'static str> {
    if !pipeline.is_empty() {
        return Err("a pass pipeline (its output is assembled in memory)");
    }
    let mut body = Body::Writer { out, failed: false };
    opt_streaming_into(file, src, opts, pipeline, verify_each, cfg, &mut body)
}

fn opt_streaming_into(
    file: &str,
    src: &[u8],
    opts: &crate::driver::OptOptions,
    pipeline: &[PipelineElement],
    verify_each: bool,
    cfg: &StreamConfig,
    body: &mut Body<'_>,
) -> Result<(), &'static str> {
    if src.len() < cfg.min_bytes {
        return Err("small input");
    }
    if opts.print.debuginfo {
        return Err("locations are printed");
    }
    if opts.print.local_scope {
        return Err("the local scope is printed");
    }
    // The generic form numbers values across the whole module.
    if opts.print.generic {
        return Err("generic form");
    }
    if opts.print.has_whole_module_only() {
        return Err("printer flags of the whole-module path");
    }
    if !is_function_local(pipeline) {
        return Err("pipeline not known to be function-local");
    }
    let text = std::str::from_utf8(src).map_err(|_| "not UTF-8")?;
    // Symbols named from a counter (`cf.assert`'s and `vector.print`'s strings) are placeholders in
    // batches, renamed at the end: the input must not look like one.
    if text.contains(unique_names::PLACEHOLDER_MARK) {
        return Err("the input holds the placeholder mark of counted names");
    }
    let counter = unique_names::counter().ok_or("inside a batch")?;
    let t0 = std::time::Instant::now();
    let layout = layout::split(text).ok_or("unusual layout")?;
    let t_split = t0.elapsed();
    let job = Job {
        file,
        allow_unregistered: opts.allow_unregistered,
        verify: !opts.no_verify,
        pipeline,
        registry: cfg.registry,
        verify_each,
        print: opts.print,
    };
    let symbols = skeleton::read(file, &layout, job.allow_unregistered, job.verify)
        .ok_or("the skeleton fails")?;
    let t_skeleton = t0.elapsed() - t_split;
    let batches = batches(&layout, cfg.batch_bytes.max(1));
    let threads = match cfg.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .min(batches.len())
    .max(1);
    // Output is about as large as the input for the empty pipeline; lowering makes it larger.
    let capacity = if pipeline.is_empty() {
        src.len() + src.len() / 16
    } else {
        src.len() * 2
    };
    if let Body::Buffer(b) = body {
        b.reserve(capacity);
    }
    let mut assembly = Assembly::new(body);
    assembly.counter = counter;
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let take = || {
        let i = next.fetch_add(1, Ordering::Relaxed);
        (i < batches.len() && !failed.load(Ordering::Relaxed)).then_some((i, i))
    };
    let run = |i: usize| batch::run(&job, &layout, &symbols, batches[i].clone());
    let ok = std::thread::scope(|scope| {
        let (tx, rx) = std::sync::mpsc::channel::<(usize, Option<BatchOut>)>();
        spawn_workers(scope, threads, &failed, &take, &run, &tx);
        drop(tx);
        for (i, out) in rx.iter() {
            if out.and_then(|out| assembly.arrive(i, out)).is_none() {
                failed.store(true, Ordering::Relaxed);
                return None;
            }
        }
        (assembly.pushed == batches.len()).then_some(())
    });
    ok.ok_or("a batch fails or can't be placed")?;
    let t_batches = t0.elapsed() - t_split - t_skeleton;
    let counter = assembly
        .finish(symbols.index.keys())
        .ok_or("no batch, counted names clash, or the output cannot be written")?;
    unique_names::set_counter(counter);
    if cfg.verbose {
        eprintln!(
            "irbridge: {} pieces, {} batches on {threads} threads; split {:.0?}, skeleton {:.0?}, batches {:.0?}, assembly {:.0?}",
            layout.pieces.len(),
            batches.len(),
            t_split,
            t_skeleton,
            t_batches,
            t0.elapsed() - t_split - t_skeleton - t_batches
        );
    }
    Ok(())
}

/// A module's text that arrives in chunks while it is being written (the import's emitter), printed
/// by batches as they come, with the empty pipeline and the verifier: the same output as
/// [`opt_streaming`] on the whole text, while the writer goes on.
///
/// `skeleton` is the module with every function declared instead (an op for each top-level op of
/// the module, in order): it gives the symbols and the declarations batches need, before the ops
/// that define them have arrived. Each chunk ends between top-level ops; the first starts with the
/// skeleton's prefix and header, and no chunk has the closing line. Gives up (`Err`, once the chunks
/// are all read) where [`opt_streaming`] would, and when the chunks do not match the skeleton.
///
/// Memory: the writer is expected to hold much of it while the chunks come (the import holds
/// LLVM's module). So the output goes to a temporary file as it is put together, and is read back
/// only once `released` says the writer's memory is gone (a message, or the sender dropped); in
/// memory, reserved for `expected_bytes`, when no temporary file can be made.
pub fn print_chunks(
    file: &str,
    skeleton: &str,
    chunks: std::sync::mpsc::Receiver<String>,
    print: PrintFlags,
    cfg: &StreamConfig,
    expected_bytes: usize,
    released: std::sync::mpsc::Receiver<()>,
) -> Result<String, &'static str> {
    // Whatever happens, the writer must be able to finish: the chunks are read to the end.
    let drain = |chunks: std::sync::mpsc::Receiver<String>| for _ in chunks {};
    if print.debuginfo || print.generic || print.local_scope || print.has_whole_module_only() {
        drain(chunks);
        return Err("locations or the generic form are printed");
    }
    let Some(layout) = layout::split(skeleton) else {
        drain(chunks);
        return Err("unusual layout");
    };
    let job = Job {
        file,
        allow_unregistered: false,
        verify: true,
        pipeline: &[],
        registry: crate::transforms::CORE,
        verify_each: false,
        print,
    };
    let Some(symbols) = skeleton::read(file, &layout, false, true) else {
        drain(chunks);
        return Err("the skeleton fails");
    };
    let head_len = layout.prefix.len() + layout.header.len();
    let indent = if layout.header.is_empty() { "" } else { "  " };
    let threads = match cfg.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .max(1);
    let mut body = match tempfile::tempfile() {
        Ok(file) => Body::Spill {
            file,
            len: 0,
            failed: false,
        },
        Err(_) => Body::Buffer(String::with_capacity(expected_bytes)),
    };
    let mut assembly = Assembly::new(&mut body);
    let failed = AtomicBool::new(false);
    // (batch number, first piece, piece count, text): a batch of whole top-level ops.
    type Work = (usize, usize, usize, String);
    let (work_tx, work_rx) = std::sync::mpsc::sync_channel::<Work>(threads);
    let work_rx = std::sync::Mutex::new(work_rx);
    // Batches are taken until the writer is done, also after a failure (the writer must never
    // block): they are then dropped unread.
    let take = || {
        let (k, start, n, text) = work_rx.lock().ok()?.recv().ok()?;
        Some((k, (start, n, text)))
    };
    let run = |(start, n, text): (usize, usize, String)| {
        if failed.load(Ordering::Relaxed) {
            return None;
        }
        let pieces =
            layout::pieces_of(&text, indent, !indent.is_empty()).filter(|p| p.len() == n)?;
        batch::run_pieces(&job, &layout, &pieces, &symbols, start..start + n)
    };
    let ok = std::thread::scope(|scope| {
        let (done_tx, done_rx) = std::sync::mpsc::channel::<(usize, Option<BatchOut>)>();
        spawn_workers(scope, threads, &failed, &take, &run, &done_tx);
        drop(done_tx);
        // Batches go out as their text comes; outputs are appended in module order as they arrive.
        let mut arrive = |i: usize, out: Option<BatchOut>| {
            if out.and_then(|out| assembly.arrive(i, out)).is_none() {
                failed.store(true, Ordering::Relaxed);
            }
        };
        let (mut sent, mut next_piece) = (0, 0);
        let mut batch = String::new();
        let mut first = true;
        let send = |batch: &mut String, sent: &mut usize, next_piece: &mut usize| {
            if batch.is_empty() || failed.load(Ordering::Relaxed) {
                batch.clear();
                return;
            }
            // The batch's pieces are counted here, to number the next one (the worker checks).
            let n = layout::count_pieces(batch, indent);
            let text = std::mem::take(batch);
            if work_tx.send((*sent, *next_piece, n, text)).is_err() {
                failed.store(true, Ordering::Relaxed);
            }
            *sent += 1;
            *next_piece += n;
        };
        for chunk in chunks {
            let mut chunk = chunk.as_str();
            if first {
                first = false;
                match chunk.get(..head_len) {
                    Some(h) if h == &skeleton[..head_len] => chunk = &chunk[head_len..],
                    _ => failed.store(true, Ordering::Relaxed),
                }
            }
            if failed.load(Ordering::Relaxed) {
                continue;
            }
            batch.push_str(chunk);
            if batch.len() >= cfg.batch_bytes.max(1) {
                send(&mut batch, &mut sent, &mut next_piece);
            }
            while let Ok((i, out)) = done_rx.try_recv() {
                arrive(i, out);
            }
        }
        send(&mut batch, &mut sent, &mut next_piece);
        drop(work_tx);
        for (i, out) in done_rx.iter() {
            arrive(i, out);
        }
        let complete = next_piece == layout.pieces.len() && assembly.pushed == sent;
        (complete && !failed.load(Ordering::Relaxed)).then_some(())
    });
    ok.ok_or("a batch fails, or the chunks do not match the skeleton")?;
    let _ = released.recv();
    assembly
        .unspill()
        .ok_or("the output cannot be read back from its temporary file")?;
    assembly.finish(symbols.index.keys()).ok_or("no batch")?;
    match body {
        Body::Buffer(out) => Ok(out),
        Body::Writer { .. } | Body::Spill { .. } => Err("no batch"),
    }
}

/// Starts `threads` workers, each taking `(i, item)` from `take` until it gives `None` and sending
/// `(i, run(item))` to `done`. A panic in `run` counts as its `None`; any `None`, or a thread that
/// cannot start, sets `failed`.
fn spawn_workers<'scope, T>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    threads: usize,
    failed: &'scope AtomicBool,
    take: &'scope (dyn Fn() -> Option<(usize, T)> + Sync),
    run: &'scope (dyn Fn(T) -> Option<BatchOut> + Sync),
    done: &std::sync::mpsc::Sender<(usize, Option<BatchOut>)>,
) {
    for _ in 0..threads {
        let done = done.clone();
        let worker = move || {
            while let Some((i, item)) = take() {
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(item)))
                    .ok()
                    .flatten();
                if out.is_none() {
                    failed.store(true, Ordering::Relaxed);
                }
                if done.send((i, out)).is_err() {
                    return;
                }
            }
        };
        let spawned = std::thread::Builder::new()
            .name("irbridge-stream".into())
            .stack_size(WORKER_STACK)
            .spawn_scoped(scope, worker);
        if spawned.is_err() {
            failed.store(true, Ordering::Relaxed);
            break;
        }
    }
}

/// Workers parse like the opt thread does: deep nesting needs a deep stack (reserved, not touched).
const WORKER_STACK: usize = 256 << 20;

/// Consecutive pieces of about `batch_bytes` of text each.
fn batches(layout: &layout::Layout<'_>, batch_bytes: usize) -> Vec<std::ops::Range<usize>> {
    let mut out = vec![];
    let (mut start, mut len) = (0, 0);
    for (i, p) in layout.pieces.iter().enumerate() {
        len += p.text.len();
        if len >= batch_bytes {
            out.push(start..i + 1);
            (start, len) = (i + 1, 0);
        }
    }
    if start < layout.pieces.len() {
        out.push(start..layout.pieces.len());
    }
    out
}

/// Where a module-start op was first created: pipeline element, batch, place in the batch's
/// creation order (the whole-module path's creation order).
type CreationKey = (usize, usize, usize);

/// Where the assembled output goes.
enum Body<'w> {
    /// Kept in memory: module-start ops created by any batch go before everything.
    Buffer(String),
    /// As `Buffer`, but kept in a temporary file until [`Assembly::unspill`] reads it back (while
    /// the module's writer holds a lot of memory, see [`print_chunks`]).
    Spill {
        file: std::fs::File,
        len: usize,
        failed: bool,
    },
    /// Written as it comes: nothing may be created at the module start.
    Writer {
        out: &'w mut dyn std::io::Write,
        failed: bool,
    },
}

impl Body<'_> {
    fn push_str(&mut self, text: &str) {
        match self {
            Body::Buffer(b) => b.push_str(text),
            Body::Spill { file, len, failed } => {
                use std::io::Write;
                if !*failed && file.write_all(text.as_bytes()).is_err() {
                    *failed = true;
                }
                *len += text.len();
            }
            Body::Writer { out, failed } => {
                if !*failed && out.write_all(text.as_bytes()).is_err() {
                    *failed = true;
                }
            }
        }
    }
}

/// The output being put together from batch outputs in module order.
struct Assembly<'b, 'w> {
    header: Option<String>,
    close: String,
    /// Module-start ops with the place of their first creation, in batch order (the output shows
    /// them in reverse creation order, each having been inserted before the previous one).
    created: Vec<(CreationKey, String, String)>,
    /// The next N of counted names (`unique_names`) before this run.
    counter: usize,
    created_names: FxHashMap<String, usize>,
    interior: FxHashSet<String>,
    /// The module's body so far (after the header when written as it comes).
    body: &'b mut Body<'w>,
    /// Where the batches that use aliases are in the body (in memory), with those aliases.
    aliased: Vec<(std::ops::Range<usize>, Vec<AliasRecord>)>,
    /// Batch outputs that arrived before those ahead of them, by batch number.
    early: FxHashMap<usize, BatchOut>,
    /// How many batches are in, in module order.
    pushed: usize,
}

impl<'b, 'w> Assembly<'b, 'w> {
    fn new(body: &'b mut Body<'w>) -> Self {
        Assembly {
            header: None,
            close: String::new(),
            created: vec![],
            counter: 0,
            created_names: FxHashMap::default(),
            interior: FxHashSet::default(),
            body,
            aliased: vec![],
            early: FxHashMap::default(),
            pushed: 0,
        }
    }

    /// Takes batch `i`'s output, which may come before those ahead of it: appends it and the early
    /// ones after it in module order.
    fn arrive(&mut self, i: usize, out: BatchOut) -> Option<()> {
        self.early.insert(i, out);
        while let Some(out) = self.early.remove(&self.pushed) {
            self.pushed += 1;
            self.push(out)?;
        }
        Some(())
    }

    fn push(&mut self, out: BatchOut) -> Option<()> {
        match &self.header {
            None => {
                if let Body::Writer { .. } = self.body {
                    self.body.push_str(&out.header);
                }
                self.header = Some(out.header);
                self.close = out.close;
            }
            Some(h) => {
                if *h != out.header || self.close != out.close {
                    return None;
                }
            }
        }
        // A batch's module-start ops appear in reverse creation order; an op an earlier batch
        // created is found, not created again, by the whole-module path (nor one a later batch
        // created in an earlier pipeline element).
        let batch = self.pushed - 1;
        for (seq, op) in out.front.into_iter().rev().enumerate() {
            if self.interior.contains(&op.name) || matches!(self.body, Body::Writer { .. }) {
                return None;
            }
            let key = (op.epoch, batch, seq);
            match self.created_names.get(&op.name) {
                Some(&k) => {
                    if self.created[k].2 != op.text {
                        return None;
                    }
                    self.created[k].0 = self.created[k].0.min(key);
                }
                None => {
                    self.created_names
                        .insert(op.name.clone(), self.created.len());
                    self.created.push((key, op.name, op.text));
                }
            }
        }
        for name in out.interior {
            if self.created_names.contains_key(&name) || !self.interior.insert(name) {
                return None;
            }
        }
        match (&*self.body, out.aliases.is_empty()) {
            (_, true) => self.body.push_str(&out.body),
            // Aliases are defined before the module, which is written already.
            (Body::Writer { .. }, false) => return None,
            (Body::Buffer(_) | Body::Spill { .. }, false) => {
                let start = match &*self.body {
                    Body::Spill { len, .. } => *len,
                    Body::Buffer(b) => b.len(),
                    Body::Writer { .. } => return None,
                };
                self.body.push_str(&out.body);
                let end = start + out.body.len();
                self.aliased.push((start..end, out.aliases));
            }
        }
        match self.body {
            Body::Writer { failed: true, .. } | Body::Spill { failed: true, .. } => None,
            _ => Some(()),
        }
    }

    /// Reads a spilled body back into memory; `None` if it cannot.
    fn unspill(&mut self) -> Option<()> {
        use std::io::{Read, Seek};
        if let Body::Spill { file, len, failed } = &mut *self.body {
            if *failed {
                return None;
            }
            let mut text = String::with_capacity(*len);
            file.rewind().ok()?;
            file.read_to_string(&mut text).ok()?;
            if text.len() != *len {
                return None;
            }
            *self.body = Body::Buffer(text);
        }
        Some(())
    }

    /// Closes the module (and, in memory, puts the header and the module-start ops first, in the
    /// whole-module path's creation order, and gives counted names theirs). `symbols` are the
    /// input's top-level symbols. The counter of counted names after them.
    fn finish<'s>(mut self, symbols: impl Iterator<Item = &'s String>) -> Option<usize> {
        let header = self.header.take()?;
        self.created.sort_by_key(|c| c.0);
        let counter = self.number_counted_names(symbols)?;
        let (definitions, renames) = match self.aliased.is_empty() {
            true => (String::new(), vec![]),
            false => merge_aliases(&self.aliased),
        };
        match self.body {
            // Some batch names an alias otherwise than the module: renamed into a new buffer.
            Body::Buffer(out) if renames.iter().any(Option::is_some) => {
                let mut whole = String::with_capacity(out.len() + out.len() / 64 + header.len());
                whole.push_str(&definitions);
                whole.push_str(&header);
                for (_, _, t) in self.created.iter().rev() {
                    whole.push_str(t);
                }
                let mut copied = 0;
                for ((range, _), map) in self.aliased.iter().zip(&renames) {
                    whole.push_str(&out[copied..range.start]);
                    match map {
                        Some(map) => rename::rename_into(&out[range.clone()], map, &mut whole),
                        None => whole.push_str(&out[range.clone()]),
                    }
                    copied = range.end;
                }
                whole.push_str(&out[copied..]);
                whole.push_str(&self.close);
                *out = whole;
                Some(counter)
            }
            // In place: no second copy of a large output.
            Body::Buffer(out) => {
                let front: usize = self.created.iter().map(|(_, _, t)| t.len()).sum();
                out.reserve(definitions.len() + header.len() + front + self.close.len());
                let mut head = definitions;
                head.push_str(&header);
                for (_, _, t) in self.created.iter().rev() {
                    head.push_str(t);
                }
                out.insert_str(0, &head);
                out.push_str(&self.close);
                Some(counter)
            }
            Body::Writer { .. } => {
                self.body.push_str(&self.close);
                match self.body {
                    Body::Writer { failed: true, .. } => None,
                    _ => Some(counter),
                }
            }
            // Read back by `unspill` first.
            Body::Spill { .. } => None,
        }
    }

    /// Gives the placeholders of counted names (`unique_names`) the names the whole-module path
    /// gives them, in the module-start ops and the body (in memory); the counter after them.
    /// `None` if another symbol has a name the numbering may give, or the body is not in memory.
    fn number_counted_names<'s>(
        &mut self,
        symbols: impl Iterator<Item = &'s String>,
    ) -> Option<usize> {
        let placeholders: Vec<String> = self
            .created
            .iter()
            .map(|c| c.1.clone())
            .filter(|n| unique_names::placeholder_base(n).is_some())
            .collect();
        if placeholders.is_empty() {
            return Some(self.counter);
        }
        let mut bases: Vec<&str> = placeholders
            .iter()
            .filter_map(|p| unique_names::placeholder_base(p))
            .collect();
        bases.sort_unstable();
        bases.dedup();
        let clashes = |name: &str| {
            unique_names::placeholder_base(name).is_none()
                && bases
                    .iter()
                    .any(|b| unique_names::may_be_named_from(name, b))
        };
        let mut others = self
            .interior
            .iter()
            .chain(self.created.iter().map(|c| &c.1));
        if others.any(|n| clashes(n)) || symbols.into_iter().any(|n| clashes(n)) {
            return None;
        }
        let (names, counter) =
            unique_names::final_names(placeholders.iter().map(String::as_str), self.counter)?;
        let map: FxHashMap<String, String> = placeholders.into_iter().zip(names).collect();
        if !self.aliased.is_empty() {
            return None;
        }
        for c in &mut self.created {
            if let Some(new) = map.get(&c.1) {
                c.1.clone_from(new);
            }
            c.2 = rename::rename_counted(std::mem::take(&mut c.2), &map)?;
        }
        match &mut *self.body {
            Body::Buffer(out) => {
                *out = rename::rename_counted(std::mem::take(out), &map)?;
                Some(counter)
            }
            Body::Spill { .. } | Body::Writer { .. } => None,
        }
    }
}

/// The whole module's alias definitions, from the aliases of the batches that use any (in module
/// order), and for each such batch the renaming of its aliases (`None`: its names are the module's).
/// The module's printer would visit each batch's ops in turn, so an alias's first visit is in the
/// first batch that uses it, at the place that batch's printer saw it first; depth, kind and base
/// name are the value's own. Sorting and numbering as in `compute_aliases_from_uses`.
fn merge_aliases(
    batches: &[(std::ops::Range<usize>, Vec<AliasRecord>)],
) -> (String, Vec<Option<FxHashMap<&str, String>>>) {
    // Per distinct value: its first record and batch.
    let mut index: FxHashMap<&str, usize> = FxHashMap::default();
    let mut first: Vec<(usize, &AliasRecord)> = vec![];
    for (b, (_, records)) in batches.iter().enumerate() {
        for r in records {
            index.entry(&r.canonical).or_insert_with(|| {
                first.push((b, r));
                first.len() - 1
            });
        }
    }
    let mut order: Vec<usize> = (0..first.len()).collect();
    order.sort_by(|&x, &y| {
        let ((bx, a), (by, b)) = (first[x], first[y]);
        a.depth
            .cmp(&b.depth)
            .then(b.is_type.cmp(&a.is_type))
            .then(a.base.cmp(&b.base))
            .then((bx, a.visit).cmp(&(by, b.visit)))
    });
    let mut names = vec![String::new(); first.len()];
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    for &i in &order {
        let r = first[i].1;
        let n = counts.entry(&r.base).or_insert(0);
        let sigil = if r.is_type { "!" } else { "#" };
        names[i] = match *n {
            0 => format!("{sigil}{}", r.base),
            n => format!("{sigil}{}{n}", r.base),
        };
        *n += 1;
    }
    let renames: Vec<Option<FxHashMap<&str, String>>> = batches
        .iter()
        .map(|(_, records)| {
            let map: FxHashMap<&str, String> = records
                .iter()
                .map(|r| (r.alias.as_str(), names[index[r.canonical.as_str()]].clone()))
                .collect();
            map.iter().any(|(k, v)| k != v).then_some(map)
        })
        .collect();
    let mut definitions = String::new();
    for &i in &order {
        let (b, r) = first[i];
        definitions.push_str(&names[i]);
        definitions.push_str(" = ");
        match &renames[b] {
            Some(map) => rename::rename_into(&r.definition, map, &mut definitions),
            None => definitions.push_str(&r.definition),
        }
        definitions.push('\n');
    }
    (definitions, renames)
}

/// Parses `text` into a fresh context and verifies it (with `verify`); `None` on any error.
pub(crate) fn parse_verified(
    file: &str,
    text: &str,
    allow_unregistered: bool,
    verify: bool,
) -> Option<(Context, OpId)> {
    let mut ctx = Context::new();
    ctx.allow_unregistered = allow_unregistered;
    let module = crate::parse::ops::parse_source(&mut ctx, file, text.as_bytes(), 0).ok()?;
    if verify && !crate::verify::verify(&ctx, module).is_empty() {
        return None;
    }
    Some((ctx, module))
}

/// The ops of the module's body, in order.
pub(crate) fn top_level_ops(ctx: &Context, module: OpId) -> Vec<OpId> {
    ctx.ops[module]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
        .map(|b| ctx.block_ops(b))
        .unwrap_or_default()
}

/// An op's `sym_name`, if it has one (and it is UTF-8).
pub(crate) fn sym_name(ctx: &Context, op: OpId) -> Option<String> {
    ctx.get_attr(op, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .and_then(|s| std::str::from_utf8(s).ok())
        .map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::{channel, sync_channel};

    /// Calls before and after their callees, a global, and loop annotations that alias (named per
    /// batch, renumbered for the module).
    const MODULE: &str = "module attributes {llvm.target_triple = \"x86_64-pc-linux-gnu\"} {
  llvm.mlir.global external @g(7 : i32) {addr_space = 0 : i32} : i32
  llvm.func @a(%arg0: i32) -> i32 {
    %0 = llvm.call @c(%arg0) : (i32) -> i32
    llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
  ^bb1:
    llvm.return %0 : i32
  }
  llvm.func @b(%arg0: i32) -> i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> i32
    %2 = llvm.call @a(%1) : (i32) -> i32
    llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}
  ^bb1:
    llvm.return %2 : i32
  }
  llvm.func @c(%arg0: i32) -> i32 {
    llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
  ^bb1:
    llvm.return %arg0 : i32
  }
}
";

    /// The module with every function declared by its stub.
    fn skeleton(text: &str) -> String {
        let layout = layout::split(text).unwrap();
        layout.module_text(0, |t| {
            for p in &layout.pieces {
                t.push_str(skeleton::declaration(p));
            }
        })
    }

    /// `text` without its closing line, in chunks of about `size` bytes ending between ops.
    fn chunks_of(text: &str, size: usize) -> Vec<String> {
        let body = &text[..text.rfind("}\n").unwrap()];
        let mut out = vec![String::new()];
        for line in body.split_inclusive('\n') {
            let last = out.last_mut().unwrap();
            if last.len() >= size && layout::count_pieces(line, "  ") == 1 {
                out.push(String::new());
            }
            out.last_mut().unwrap().push_str(line);
        }
        out
    }

    /// Feeds `chunks` from another thread through a one-place channel (a writer that would block
    /// forever if the printer stopped reading) and prints them.
    fn print(skeleton: &str, chunks: Vec<String>, batch_bytes: usize) -> Result<String, &str> {
        let cfg = StreamConfig {
            min_bytes: 0,
            batch_bytes,
            threads: 2,
            verbose: false,
            registry: crate::transforms::CORE,
        };
        std::thread::scope(|s| {
            let (tx, rx) = sync_channel(1);
            s.spawn(move || {
                for c in chunks {
                    tx.send(c).unwrap();
                }
            });
            let (released_tx, released) = channel();
            released_tx.send(()).unwrap();
            print_chunks("t", skeleton, rx, PrintFlags::default(), &cfg, 0, released)
        })
    }

    fn whole(text: &str) -> String {
        let (ctx, module) = parse_verified("t", text, false, true).unwrap();
        crate::print::ops::print_module(&ctx, module, PrintFlags::default())
    }

    #[test]
    fn chunks_print_as_the_whole_module() {
        let want = whole(MODULE);
        assert!(want.starts_with("#loop_annotation = "), "{want}");
        let skeleton = skeleton(MODULE);
        for (chunk, batch) in [(1, 1), (1, 100), (200, 1), (usize::MAX, 1 << 20)] {
            let got = print(&skeleton, chunks_of(MODULE, chunk), batch).unwrap();
            assert_eq!(got, want, "chunks of {chunk}, batches of {batch}");
        }
    }

    #[test]
    fn chunks_that_do_not_match_the_skeleton_are_refused() {
        let skeleton = skeleton(MODULE);
        // A function missing.
        let mut chunks = chunks_of(MODULE, 1);
        chunks.remove(2);
        assert!(print(&skeleton, chunks, 1).is_err());
        // Another header.
        let mut chunks = chunks_of(MODULE, 1);
        chunks[0] = chunks[0].replace("x86_64", "aarch64");
        assert!(print(&skeleton, chunks, 1).is_err());
        // A function renamed (the skeleton's `@b` is not there).
        let renamed = MODULE.replace("@b(", "@d(");
        assert!(print(&skeleton, chunks_of(&renamed, 1), 1).is_err());
        // A batch that does not verify.
        let broken = MODULE.replace("llvm.return %2 : i32", "llvm.return %9 : i32");
        assert!(print(&skeleton, chunks_of(&broken, 1), 1).is_err());
    }
}
