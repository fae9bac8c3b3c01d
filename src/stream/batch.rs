//! One batch: some consecutive top-level ops of the module, parsed in a context of their own together
//! with declarations of the symbols they refer to, verified, run through the pipeline and printed.
//! Only the batch's own ops' text is kept (plus what lowering created for them).

use super::layout::{starts_with_quoted, symbol_refs, Layout};
use super::skeleton::{declaration, Symbols};
use super::Job;
use crate::dialect::builtin::ModuleOp;
use crate::print::alias::AliasRecord;
use rustc_hash::{FxHashMap, FxHashSet};

/// What a batch contributes to the output.
pub struct BatchOut {
    /// The printed module's first line (`module ... {`); must agree between batches.
    pub header: String,
    /// The printed module's last line.
    pub close: String,
    /// Ops lowering created at the start of the module (`llvm.func @malloc`, ...), in output order
    /// (the reverse of their creation order).
    pub front: Vec<Created>,
    /// Names of ops lowering created next to the batch's own ops (C wrappers).
    pub interior: Vec<String>,
    /// The batch's ops, printed, in module order.
    pub body: String,
    /// The aliases `body` uses, named as this batch numbered them (the empty pipeline only: the
    /// assembly renumbers them for the whole module).
    pub aliases: Vec<AliasRecord>,
}

/// An op the pipeline created at the start of the module.
pub struct Created {
    pub name: String,
    /// As printed.
    pub text: String,
    /// The index of the pipeline element that created it: the whole-module path runs each
    /// element over every batch's ops before the next element.
    pub epoch: usize,
}

impl BatchOut {
    /// No ops yet, the body's buffer reserved for `capacity` bytes.
    fn new(header: &str, close: &str, capacity: usize, aliases: Vec<AliasRecord>) -> Self {
        BatchOut {
            header: header.to_string(),
            close: close.to_string(),
            front: vec![],
            interior: vec![],
            body: String::with_capacity(capacity),
            aliases,
        }
    }
}

/// Processes the pieces `range` of `layout`; `None` on any failure or anything not reproducible.
pub fn run(
    job: &Job<'_>,
    layout: &Layout<'_>,
    symbols: &Symbols,
    range: std::ops::Range<usize>,
) -> Option<BatchOut> {
    run_pieces(job, layout, &layout.pieces[range.clone()], symbols, range)
}

/// [`run`] on `pieces`, the pieces `range` of the module, whose text may live outside `layout`
/// (which then gives the declarations of the other pieces: see `super::print_chunks`).
pub fn run_pieces(
    job: &Job<'_>,
    layout: &Layout<'_>,
    pieces: &[super::layout::Piece<'_>],
    symbols: &Symbols,
    range: std::ops::Range<usize>,
) -> Option<BatchOut> {
    let names = symbols.names.get(range.clone())?;
    if pieces.len() != range.len() {
        return None;
    }
    // Declarations go where their symbols are in the module: before or after the batch's ops.
    let (before, after) = declarations(layout, pieces, &range, symbols);
    let decl = |i: &usize| declaration(&layout.pieces[*i]);
    let body_len = before
        .iter()
        .chain(&after)
        .map(|i| decl(i).len())
        .sum::<usize>()
        + pieces.iter().map(|p| p.text.len()).sum::<usize>();
    let text = layout.module_text(body_len, |t| {
        for d in before.iter().map(decl) {
            t.push_str(d);
        }
        for p in pieces {
            t.push_str(p.text);
        }
        for d in after.iter().map(decl) {
            t.push_str(d);
        }
    });
    let (mut ctx, module) =
        super::parse_verified(job.file, &text, job.allow_unregistered, job.verify)?;
    drop(text);
    if super::top_level_ops(&ctx, module).len() != before.len() + pieces.len() + after.len() {
        return None;
    }
    // The element that first made each top-level symbol (see `Created::epoch`).
    let mut epochs: FxHashMap<String, usize> = FxHashMap::default();
    if !job.pipeline.is_empty() {
        let mut pipeline = crate::pass::instantiate(&job.registry, job.pipeline).ok()?;
        crate::pass::unique_names::begin_batch(range.start);
        let mut ran = Some(());
        for epoch in 0..pipeline.len() {
            let element = &mut pipeline[epoch..epoch + 1];
            ran = crate::pass::run_pipeline(&mut ctx, module, element, job.verify_each).ok();
            if ran.is_none() {
                break;
            }
            for op in super::top_level_ops(&ctx, module) {
                if let Some(name) = super::sym_name(&ctx, op) {
                    epochs.entry(name).or_insert(epoch);
                }
            }
        }
        crate::pass::unique_names::end_batch();
        ran?;
        // Diagnostics the passes emitted are reported in the whole module's order, which only the
        // whole-module path gives.
        if !ctx.diagnostics.is_empty() {
            return None;
        }
    }
    let ops = super::top_level_ops(&ctx, module);
    // The batch's own ops are the module's pieces `range` (their text may come from elsewhere
    // than the skeleton's).
    let same_ops = ops.len() == before.len() + pieces.len() + after.len()
        && ops[before.len()..before.len() + pieces.len()]
            .iter()
            .zip(names)
            .all(|(&op, name)| super::sym_name(&ctx, op) == *name);
    if job.pipeline.is_empty() && !same_ops {
        return None;
    }
    if same_ops {
        // Nothing was created or renamed (the empty pipeline, `canonicalize`, `cse`, ...): the
        // declarations go before printing, so that the aliases are those of the batch's own ops,
        // visited in the order the whole module visits them.
        for &op in ops[..before.len()]
            .iter()
            .chain(&ops[before.len() + pieces.len()..])
        {
            ctx.detach_op(op);
        }
        let (printed, aliases) =
            crate::print::ops::print_module_with_alias_records(&ctx, module, job.print, body_len);
        drop(ctx);
        let (header, texts, close) = split_printed(&printed, pieces.len(), aliases.len())?;
        if !aliases.is_empty() && !renumberable(header, &printed, &aliases) {
            return None;
        }
        let mut out = BatchOut::new(header, close, printed.len(), aliases);
        for t in texts {
            out.body.push_str(t);
        }
        return Some(out);
    }
    let ops = super::top_level_ops(&ctx, module);
    let printed = crate::print::ops::print_module_with_capacity(&ctx, module, job.print, body_len);
    let out_names: Vec<Option<String>> = ops.iter().map(|&op| super::sym_name(&ctx, op)).collect();
    drop(ctx);
    let (header, texts, close) = split_printed(&printed, ops.len(), 0)?;
    let mut out = BatchOut::new(header, close, printed.len(), vec![]);
    let decl_names: FxHashSet<&str> = before
        .iter()
        .chain(&after)
        .filter_map(|&i| symbols.names[i].as_deref())
        .collect();
    classify(
        &mut out,
        &texts,
        &out_names,
        names,
        &decl_names,
        symbols,
        &epochs,
    )?;
    Some(out)
}

/// Sorts the printed ops of a batch after a pipeline: declarations are dropped, the batch's own ops
/// kept in order, and ops the pipeline created are kept either as module-start ops (before every op
/// of the input) or attached to the batch op they follow (dropped after a declaration). Anything
/// else: `None`.
fn classify(
    out: &mut BatchOut,
    texts: &[&str],
    out_names: &[Option<String>],
    piece_names: &[Option<String>],
    decl_names: &FxHashSet<&str>,
    symbols: &Symbols,
    epochs: &FxHashMap<String, usize>,
) -> Option<()> {
    #[derive(PartialEq)]
    enum Last {
        Nothing,
        Decl,
        Piece,
    }
    let mut last = Last::Nothing;
    let mut next = 0;
    for (text, name) in texts.iter().zip(out_names) {
        let name = name.as_deref()?;
        if decl_names.contains(name) {
            last = Last::Decl;
        } else if piece_names.get(next).and_then(|n| n.as_deref()) == Some(name) {
            out.body.push_str(text);
            next += 1;
            last = Last::Piece;
        } else if symbols.index.contains_key(name) {
            return None;
        } else {
            match last {
                Last::Nothing => out.front.push(Created {
                    name: name.to_string(),
                    text: text.to_string(),
                    epoch: *epochs.get(name)?,
                }),
                Last::Piece => {
                    out.body.push_str(text);
                    out.interior.push(name.to_string());
                }
                // Made for a declaration (its C wrapper): the op's own batch makes it too.
                Last::Decl => {}
            }
        }
    }
    (next == piece_names.len()).then_some(())
}

/// Whether the batch's aliases can be renumbered for the whole module by renaming tokens: none is a
/// deferred location, none is named in the module's header (which every batch must print alike),
/// and nothing printed has a `distinct[N]` (numbered in output order across the whole module).
fn renumberable(header: &str, printed: &str, aliases: &[AliasRecord]) -> bool {
    !printed.contains("distinct[")
        && aliases
            .iter()
            .all(|a| !a.deferred && !a.is_type && !super::rename::mentions(header, &a.alias))
}

/// Splits a printed module into its first line, its top-level ops and its last line, after exactly
/// `aliases` alias definition lines. `None` if anything else is around the module, or there are not
/// `count` top-level ops.
fn split_printed(printed: &str, count: usize, aliases: usize) -> Option<(&str, Vec<&str>, &str)> {
    let mut start = 0;
    for _ in 0..aliases {
        start += printed[start..].find('\n')? + 1;
    }
    let printed = &printed[start..];
    if !(printed.starts_with("module") || starts_with_quoted(printed, ModuleOp::NAME)) {
        return None;
    }
    let header_end = printed.find('\n')? + 1;
    let body = &printed[header_end..];
    let trimmed = body.strip_suffix('\n')?;
    let close_start = trimmed.rfind('\n').map_or(0, |p| p + 1);
    let (body, close) = body.split_at(close_start);
    if !close.starts_with('}') {
        return None;
    }
    let mut texts: Vec<&str> = Vec::with_capacity(count);
    let mut start = None;
    let mut pos = 0;
    for line in body.split_inclusive('\n') {
        let b = line.as_bytes();
        let starts =
            b.len() > 2 && b[0] == b' ' && b[1] == b' ' && !matches!(b[2], b' ' | b'}' | b'^');
        if starts {
            if let Some(s) = start {
                texts.push(&body[s..pos]);
            }
            start = Some(pos);
        } else if start.is_none() {
            return None;
        }
        pos += line.len();
    }
    if let Some(s) = start {
        texts.push(&body[s..]);
    }
    (texts.len() == count).then_some((&printed[..header_end], texts, close))
}

/// The pieces a batch must declare: every symbol its pieces refer to that is defined elsewhere, and
/// what those declarations refer to; by piece index, split into those before and after the batch.
fn declarations(
    layout: &Layout<'_>,
    pieces: &[super::layout::Piece<'_>],
    range: &std::ops::Range<usize>,
    symbols: &Symbols,
) -> (Vec<usize>, Vec<usize>) {
    let mut needed: FxHashSet<usize> = FxHashSet::default();
    let mut work: Vec<usize> = vec![];
    let known = |r: &str| symbols.index.get(r).copied().filter(|i| !range.contains(i));
    for p in pieces {
        work.extend(symbol_refs(p.text).into_iter().filter_map(known));
        while let Some(i) = work.pop() {
            if needed.insert(i) {
                let d = declaration(&layout.pieces[i]);
                work.extend(symbol_refs(d).into_iter().filter_map(known));
            }
        }
    }
    let mut needed: Vec<usize> = needed.into_iter().collect();
    needed.sort_unstable();
    let after = needed.partition_point(|&i| i < range.start);
    let later = needed.split_off(after);
    (needed, later)
}
