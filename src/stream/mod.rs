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
//!    put where the whole-module path puts them; C wrappers stay next to their function.
//!
//! 5. Alias definitions (`#loop_annotation = ...`; the empty pipeline only): each batch prints its own
//!    ops' aliases, numbered for the batch; the assembly numbers them for the whole module as its
//!    printer would (same depth/kind/name order, first visits in module order) and renames the
//!    references in each batch's text.
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
use crate::pass::PipelineElement;
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
/// whole-module path by `tests/stream.rs` on the lowering corpus.
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
];

/// Whether every pass of `pipeline` is one of [`FUNCTION_LOCAL_PASSES`].
pub fn is_function_local(pipeline: &[PipelineElement]) -> bool {
    pipeline.iter().all(|e| match e {
        PipelineElement::Pass { name, .. } => FUNCTION_LOCAL_PASSES.contains(&name.as_str()),
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
        Body::Writer { .. } => Err("no batch"),
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
    // The generic form numbers values across the whole module.
    if opts.print.generic {
        return Err("generic form");
    }
    if !is_function_local(pipeline) {
        return Err("pipeline not known to be function-local");
    }
    let text = std::str::from_utf8(src).map_err(|_| "not UTF-8")?;
    // cf.assert lowering names its message globals with a per-thread counter.
    if !pipeline.is_empty() && text.contains("cf.assert") {
        return Err("cf.assert");
    }
    let t0 = std::time::Instant::now();
    let layout = layout::split(text).ok_or("unusual layout")?;
    let t_split = t0.elapsed();
    let job = Job {
        file,
        allow_unregistered: opts.allow_unregistered,
        verify: !opts.no_verify,
        pipeline,
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
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let ok = std::thread::scope(|scope| {
        let (tx, rx) = std::sync::mpsc::channel::<(usize, Option<BatchOut>)>();
        for _ in 0..threads {
            let tx = tx.clone();
            let (job, layout, symbols, batches) = (&job, &layout, &symbols, &batches);
            let (next, failed) = (&next, &failed);
            let worker = move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= batches.len() || failed.load(Ordering::Relaxed) {
                    return;
                }
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    batch::run(job, layout, symbols, batches[i].clone())
                }))
                .ok()
                .flatten();
                if out.is_none() {
                    failed.store(true, Ordering::Relaxed);
                }
                if tx.send((i, out)).is_err() {
                    return;
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
        drop(tx);
        // Append in module order; batches that arrive early wait in `pending`.
        let mut pending: FxHashMap<usize, BatchOut> = FxHashMap::default();
        let mut want = 0;
        for (i, out) in rx.iter() {
            let Some(out) = out else {
                failed.store(true, Ordering::Relaxed);
                return None;
            };
            pending.insert(i, out);
            while let Some(out) = pending.remove(&want) {
                if assembly.push(out).is_none() {
                    failed.store(true, Ordering::Relaxed);
                    return None;
                }
                want += 1;
            }
        }
        (want == batches.len()).then_some(())
    });
    ok.ok_or("a batch fails or can't be placed")?;
    let t_batches = t0.elapsed() - t_split - t_skeleton;
    assembly
        .finish()
        .ok_or("no batch, or the output cannot be written")?;
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

/// Where the assembled output goes.
enum Body<'w> {
    /// Kept in memory: module-start ops created by any batch go before everything.
    Buffer(String),
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
    /// Module-start ops in the order they were created (the output shows them reversed, each
    /// having been inserted before the previous one), with their text.
    created: Vec<(String, String)>,
    created_names: FxHashMap<String, usize>,
    interior: FxHashSet<String>,
    /// The module's body so far (after the header when written as it comes).
    body: &'b mut Body<'w>,
    /// Where the batches that use aliases are in the body (in memory), with those aliases.
    aliased: Vec<(std::ops::Range<usize>, Vec<AliasRecord>)>,
}

impl<'b, 'w> Assembly<'b, 'w> {
    fn new(body: &'b mut Body<'w>) -> Self {
        Assembly {
            header: None,
            close: String::new(),
            created: vec![],
            created_names: FxHashMap::default(),
            interior: FxHashSet::default(),
            body,
            aliased: vec![],
        }
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
        // created is found, not created again, by the whole-module path.
        for (name, text) in out.front.into_iter().rev() {
            if self.interior.contains(&name) || matches!(self.body, Body::Writer { .. }) {
                return None;
            }
            match self.created_names.get(&name) {
                Some(&k) => {
                    if self.created[k].1 != text {
                        return None;
                    }
                }
                None => {
                    self.created_names.insert(name.clone(), self.created.len());
                    self.created.push((name, text));
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
            (Body::Buffer(b), false) => {
                let start = b.len();
                self.body.push_str(&out.body);
                let end = start + out.body.len();
                self.aliased.push((start..end, out.aliases));
            }
        }
        match self.body {
            Body::Writer { failed: true, .. } => None,
            _ => Some(()),
        }
    }

    /// Closes the module (and, in memory, puts the header and the module-start ops first).
    fn finish(self) -> Option<()> {
        let header = self.header?;
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
                for (_, t) in self.created.iter().rev() {
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
                Some(())
            }
            // In place: no second copy of a large output.
            Body::Buffer(out) => {
                let front: usize = self.created.iter().map(|(_, t)| t.len()).sum();
                out.reserve(definitions.len() + header.len() + front + self.close.len());
                let mut head = definitions;
                head.push_str(&header);
                for (_, t) in self.created.iter().rev() {
                    head.push_str(t);
                }
                out.insert_str(0, &head);
                out.push_str(&self.close);
                Some(())
            }
            Body::Writer { .. } => {
                self.body.push_str(&self.close);
                match self.body {
                    Body::Writer { failed: true, .. } => None,
                    _ => Some(()),
                }
            }
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
