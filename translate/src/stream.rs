//! Streaming translation of large modules, so that the MLIR form of the whole module never sits in
//! memory next to the LLVM module.
//!
//! Works on modules as `mlir-opt` prints them (aliases, `module ... {`, one top-level op per line at
//! two spaces, `}`). A *skeleton* module, in which every function body is replaced by
//! `llvm.unreachable`, is parsed, verified and translated first: that declares every function and
//! creates every global exactly as the whole-module path does. Then the real functions are parsed,
//! verified and translated in batches of about `batch_bytes` of text, in module order; each batch is a
//! module of its own holding declarations of the other symbols it refers to. On machines with more
//! than two cores another thread parses and verifies batches while this one translates (LLVM IR is
//! built on one thread); at most one parsed batch per parser waits, and each batch's MLIR context is
//! dropped once translated.
//!
//! Anything unexpected (another layout, a parse or verifier error, distinct metadata that must be
//! shared between functions, an LLVM verifier failure) gives `None`, and the caller translates the
//! whole module the ordinary way, which also produces the proper diagnostics.

use super::{Shared, Translator};
use irbridge::dialect::llvm::ops::control::UnreachableOp;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::global::{ComdatOp, GlobalOp};
use irbridge::dialect::llvm::types as lt;
use irbridge::ir::{Context, OpId};
use rustc_hash::{FxHashMap, FxHashSet};

/// One top-level op of the module body: its text and, for a function with a body, its stub.
struct Piece<'s> {
    text: &'s str,
    /// `llvm.func ... {` + `llvm.unreachable` + `}`: the function with its body cut out.
    stub: Option<String>,
}

/// The layout of a printed module.
struct Layout<'s> {
    /// Alias definitions and comments before `module`.
    prefix: &'s str,
    /// The `module ... {` line.
    header: &'s str,
    pieces: Vec<Piece<'s>>,
    /// What follows the module's closing brace (location aliases).
    suffix: &'s str,
}

/// Translates `src` piece by piece into a new module of `llctx`, or `None` (see the module doc).
/// After `None`, `llctx` may hold types of the attempt (identified structs keep their names per
/// context): translate again in a fresh context.
pub fn translate_streaming<'ctx>(
    file: &str,
    src: &[u8],
    allow_unregistered: bool,
    llctx: &'ctx inkwell::context::Context,
    batch_bytes: usize,
) -> Option<inkwell::module::Module<'ctx>> {
    let parsers = std::env::var("IRBRIDGE_PARSE_THREADS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or_else(default_parsers);
    translate_streaming_with(file, src, allow_unregistered, llctx, batch_bytes, parsers)
}

/// [`translate_streaming`] with `parsers` threads parsing ahead (0: parse on the calling thread).
pub fn translate_streaming_with<'ctx>(
    file: &str,
    src: &[u8],
    allow_unregistered: bool,
    llctx: &'ctx inkwell::context::Context,
    batch_bytes: usize,
    parsers: usize,
) -> Option<inkwell::module::Module<'ctx>> {
    let text = std::str::from_utf8(src).ok()?;
    if needs_shared_distinct_metadata(text) {
        return None;
    }
    let layout = split(text)?;
    let m = llctx.create_module("LLVMDialectModule");
    // The skeleton: every top-level op, function bodies stubbed.
    let mut skeleton = String::with_capacity(text.len() / 8);
    skeleton.push_str(layout.prefix);
    skeleton.push_str(layout.header);
    for p in &layout.pieces {
        skeleton.push_str(p.stub.as_deref().unwrap_or(p.text));
    }
    skeleton.push_str("}\n");
    skeleton.push_str(layout.suffix);
    let (skel_ctx, skel_module) = parse_verified(file, &skeleton, allow_unregistered)?;
    drop(skeleton);
    let mut t = Translator::new(&skel_ctx, skel_module, Shared::new(llctx, &m));
    let ops = t.translate_top_level().ok()?;
    if ops.len() != layout.pieces.len() {
        return None;
    }
    // What each top-level symbol is, for the declarations a batch needs.
    let mut decls: FxHashMap<Vec<u8>, String> = FxHashMap::default();
    let mut comdats = String::new();
    for (op, p) in ops.iter().zip(&layout.pieces) {
        let name = t.str_prop(*op, "sym_name").map(|s| s.to_vec());
        match (skel_ctx.op_name(*op), name) {
            (LLVMFuncOp::NAME, Some(name)) => {
                decls.insert(name.clone(), declaration(&skel_ctx, *op, &name)?);
            }
            (GlobalOp::NAME, Some(name)) => {
                decls.insert(name, p.text.to_string());
            }
            (ComdatOp::NAME, _) => comdats.push_str(p.text),
            _ => {}
        }
    }
    // Bodies in module order: stubbed functions in batches, others from the skeleton.
    let mut jobs: Vec<Job<'_, '_>> = vec![];
    let mut batch: Vec<&Piece<'_>> = vec![];
    let mut batch_len = 0;
    for (i, p) in layout.pieces.iter().enumerate() {
        if p.stub.is_some() {
            batch.push(p);
            batch_len += p.text.len();
            if batch_len >= batch_bytes {
                jobs.push(Job::Batch(std::mem::take(&mut batch)));
                batch_len = 0;
            }
        } else if LLVMFuncOp::is(&skel_ctx, ops[i]) {
            if !batch.is_empty() {
                jobs.push(Job::Batch(std::mem::take(&mut batch)));
                batch_len = 0;
            }
            jobs.push(Job::Skeleton(ops[i]));
        }
    }
    if !batch.is_empty() {
        jobs.push(Job::Batch(batch));
    }
    // Other threads parse and verify the batches ahead of the translation (LLVM IR is built on this
    // one): parser k takes batches k, k + n, k + 2n... and hands them over in order through its own
    // channel, at most one waiting each, which bounds the memory.
    let parsers = parsers.min(MAX_PARSERS);
    let batches: Vec<&Vec<&Piece<'_>>> = jobs
        .iter()
        .filter_map(|j| match j {
            Job::Batch(b) => Some(b),
            Job::Skeleton(_) => None,
        })
        .collect();
    let mut shared = Some(t.into_shared());
    if parsers == 0 {
        // All on this thread: parse a batch, translate it, drop it.
        for job in &jobs {
            let s = shared.take()?;
            shared = Some(match job {
                Job::Batch(pieces) => {
                    let (ctx, module) =
                        batch_module(file, &layout, pieces, &decls, &comdats, allow_unregistered)?;
                    translate_batch(&ctx, module, pieces.len(), s)?
                }
                Job::Skeleton(op) => {
                    let mut t = Translator::new(&skel_ctx, skel_module, s);
                    t.translate_function(*op).ok()?;
                    t.into_shared()
                }
            });
        }
        drop(shared);
        drop(skel_ctx);
        m.verify().ok()?;
        return Some(m);
    }
    let ok = std::thread::scope(|scope| {
        let mut receivers = vec![];
        for k in 0..parsers {
            let (tx, rx) = std::sync::mpsc::sync_channel::<Option<(Context, OpId, usize)>>(1);
            receivers.push(rx);
            let (layout, decls, comdats, batches) = (&layout, &decls, &comdats, &batches);
            scope.spawn(move || {
                for pieces in batches.iter().skip(k).step_by(parsers) {
                    let parsed =
                        batch_module(file, layout, pieces, decls, comdats, allow_unregistered)
                            .map(|(ctx, m)| (ctx, m, pieces.len()));
                    let failed = parsed.is_none();
                    if tx.send(parsed).is_err() || failed {
                        return;
                    }
                }
            });
        }
        let mut next = 0;
        for job in &jobs {
            let s = shared.take()?;
            shared = Some(match job {
                Job::Batch(_) => {
                    let (ctx, module, n) = receivers[next % parsers].recv().ok()??;
                    next += 1;
                    translate_batch(&ctx, module, n, s)?
                }
                Job::Skeleton(op) => {
                    let mut t = Translator::new(&skel_ctx, skel_module, s);
                    t.translate_function(*op).ok()?;
                    t.into_shared()
                }
            });
        }
        Some(())
    });
    ok?;
    drop(shared);
    drop(skel_ctx);
    m.verify().ok()?;
    Some(m)
}

/// Threads parsing batches ahead of the translation: one per core (none on a single core). Parsing
/// and verifying a batch costs about 2.5 times translating it, so the translating thread mostly waits
/// and the parsers should have every core; measured on 2 cores with `benches/translate.sh`, two
/// parsers take the 31 MB module from 1.65 s to 1.2-1.3 s for ~18 MB more peak memory.
/// `IRBRIDGE_PARSE_THREADS` sets 0 to `MAX_PARSERS`.
fn default_parsers() -> usize {
    match std::thread::available_parallelism().map(|n| n.get()) {
        Ok(n) if n > 1 => n.min(MAX_PARSERS),
        _ => 0,
    }
}
const MAX_PARSERS: usize = 4;

/// What translating the bodies consists of, in module order.
enum Job<'p, 's> {
    /// Functions parsed together in a module of their own.
    Batch(Vec<&'p Piece<'s>>),
    /// A function whose body stayed in the skeleton.
    Skeleton(OpId),
}

/// The module of one batch of functions: the declarations of the other symbols they refer to (and
/// all comdats), then the functions; parsed and verified.
fn batch_module(
    file: &str,
    layout: &Layout<'_>,
    batch: &[&Piece<'_>],
    decls: &FxHashMap<Vec<u8>, String>,
    comdats: &str,
    allow_unregistered: bool,
) -> Option<(Context, OpId)> {
    let mut defined: FxHashSet<Vec<u8>> = FxHashSet::default();
    let mut referenced: Vec<Vec<u8>> = vec![];
    let mut seen: FxHashSet<Vec<u8>> = FxHashSet::default();
    for p in batch {
        let mut refs = symbol_refs(p.text);
        if let Some(first) = refs.first() {
            defined.insert(first.clone());
        }
        refs.retain(|r| seen.insert(r.clone()));
        referenced.extend(refs);
    }
    let mut text = String::new();
    text.push_str(layout.prefix);
    text.push_str(layout.header);
    text.push_str(comdats);
    for r in &referenced {
        if defined.contains(r) {
            continue;
        }
        if let Some(d) = decls.get(r) {
            text.push_str(d);
        }
    }
    for p in batch {
        text.push_str(p.text);
    }
    text.push_str("}\n");
    text.push_str(layout.suffix);
    parse_verified(file, &text, allow_unregistered)
}

/// Translates the last `n` top-level ops (the batch's functions) of a parsed batch module; the LLVM
/// side comes back for the next job.
fn translate_batch<'ctx>(
    ctx: &Context,
    module: OpId,
    n: usize,
    shared: Shared<'ctx>,
) -> Option<Shared<'ctx>> {
    let mut t = Translator::new(ctx, module, shared);
    t.check_dialects().ok()?;
    let ops = super::module::top_level_ops(ctx, module);
    let first = ops.len().checked_sub(n)?;
    for &op in &ops[first..] {
        if !LLVMFuncOp::is(ctx, op) {
            return None;
        }
        t.translate_function(op).ok()?;
    }
    Some(t.into_shared())
}

fn parse_verified(file: &str, text: &str, allow_unregistered: bool) -> Option<(Context, OpId)> {
    let mut ctx = Context::new();
    ctx.allow_unregistered = allow_unregistered;
    let module = irbridge::parse::ops::parse_source(&mut ctx, file, text.as_bytes(), 0).ok()?;
    if !irbridge::verify::verify(&ctx, module).is_empty() {
        return None;
    }
    Some((ctx, module))
}

/// `  llvm.func @"name"(T, ...) -> R` for a function of the skeleton (a declaration verifies calls
/// and addresses as the definition does).
fn declaration(ctx: &Context, op: OpId, name: &[u8]) -> Option<String> {
    let name = std::str::from_utf8(name).ok()?;
    if name
        .chars()
        .any(|c| c == '"' || c == '\\' || c.is_control())
    {
        return None;
    }
    let fty = ctx
        .get_attr(op, "function_type")
        .and_then(|a| ctx.as_type_attr(a))?;
    let info = lt::func_info(ctx, fty)?;
    let mut params: Vec<String> = info
        .params
        .iter()
        .map(|p| irbridge::print::type_to_string(ctx, *p))
        .collect();
    if info.var_arg {
        params.push("...".into());
    }
    let mut s = format!("  {} @\"{name}\"({})", LLVMFuncOp::NAME, params.join(", "));
    if !lt::is_void(ctx, info.ret) {
        s += " -> ";
        s += &irbridge::print::type_to_string(ctx, info.ret);
    }
    s.push('\n');
    Some(s)
}

/// The symbols a piece mentions (`@name` or `@"name"`), the piece's own name first, as owned keys.
fn symbol_refs(text: &str) -> Vec<Vec<u8>> {
    irbridge::stream::symbol_refs(text)
        .into_iter()
        .map(|s| s.as_bytes().to_vec())
        .collect()
}

/// Distinct metadata attributes (access groups, alias scopes, loop IDs, anonymous TBAA roots) must
/// map to one LLVM node across all functions; batches have separate MLIR contexts, so such modules
/// are translated whole (so are modules with a file metadata section).
fn needs_shared_distinct_metadata(text: &str) -> bool {
    text.contains("distinct[")
        // Resource blobs (`{-# dialect_resources ... #-}`) that globals of any batch may name.
        || text.contains("{-#")
        || text.contains("loop_annotation")
        // Debug info: lexical blocks and structs are distinct nodes even without a `distinct[...]`.
        || text.contains("#llvm.di_")
        || text
            .match_indices("#llvm.tbaa_root")
            .any(|(i, m)| !text[i + m.len()..].starts_with("<id "))
}

/// The printed layout, or `None` if `text` is laid out otherwise.
fn split(text: &str) -> Option<Layout<'_>> {
    let mut lines = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let end = text[pos..].find('\n').map_or(text.len(), |e| pos + e + 1);
        lines.push((pos, end));
        pos = end;
    }
    let line = |k: usize| &text[lines[k].0..lines[k].1];
    // Prefix: blank lines, comments and alias definitions.
    let mut k = 0;
    while k < lines.len() {
        let l = line(k).trim_end();
        if l.is_empty() || l.starts_with("//") || l.starts_with('#') || l.starts_with('!') {
            k += 1;
        } else {
            break;
        }
    }
    let header_line = k;
    let header = line(header_line);
    if !(header.starts_with("module") && header.trim_end().ends_with('{')) {
        return None;
    }
    // The closing brace: the last line that is exactly `}`.
    let close = (header_line + 1..lines.len())
        .rev()
        .find(|&j| line(j).trim_end() == "}")?;
    for j in close + 1..lines.len() {
        let l = line(j).trim_end();
        if !(l.is_empty() || l.starts_with('#') || l.starts_with("//")) {
            return None;
        }
    }
    let mut pieces: Vec<(usize, usize)> = vec![];
    for j in header_line + 1..close {
        let l = line(j);
        let starts_piece = l.starts_with("  ")
            && !l[2..].starts_with(' ')
            && !l[2..].starts_with('}')
            && !l[2..].starts_with('^')
            && !l.trim().is_empty();
        if starts_piece {
            pieces.push((j, j + 1));
        } else if let Some(last) = pieces.last_mut() {
            last.1 = j + 1;
        } else if !l.trim().is_empty() {
            return None;
        }
    }
    let pieces = pieces
        .into_iter()
        .map(|(a, b)| {
            let body = &text[lines[a].0..lines[b - 1].1];
            let first = line(a).trim_end();
            let last = (a..b)
                .rev()
                .map(line)
                .find(|l| !l.trim().is_empty())
                .unwrap_or("");
            let stub = (first
                .strip_prefix("  ")
                .and_then(|f| f.strip_prefix(LLVMFuncOp::NAME))
                .is_some_and(|f| f.starts_with(' '))
                && first.ends_with(" {")
                && last.trim_end() == "  }"
                && b - a > 2)
                .then(|| format!("{first}\n    {}\n  }}\n", UnreachableOp::NAME));
            Piece { text: body, stub }
        })
        .collect();
    Some(Layout {
        prefix: &text[..lines.get(header_line).map_or(0, |l| l.0)],
        header,
        pieces,
        suffix: &text[lines[close].1..],
    })
}
