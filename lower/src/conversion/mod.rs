//! Dialect conversion (MLIR's `applyPartialConversion` / `applyFullConversion`): every op under a root
//! is visited once in pre-order; ops the [`ConversionTarget`] calls legal are kept, the others are
//! offered to the [`PatternSet`]'s patterns for their name, which rewrite them through a
//! [`ConversionRewriter`]. Values crossing between converted and unconverted ops are bridged by
//! `builtin.unrealized_conversion_cast`, which `reconcile-unrealized-casts` removes once both sides are
//! converted.

pub mod pattern;
pub mod rewriter;
pub mod signature;
pub mod target;

pub use pattern::{ConversionPattern, Outcome, PatternSet};
pub use rewriter::{ConversionRewriter, InsertPoint};
pub use signature::{ArgRemap, SignatureConversion};
pub use target::{ConversionTarget, Legality};

use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::ir::{Context, OpId};

/// Partial or full conversion.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Ops that no pattern converts are kept unless explicitly illegal.
    Partial,
    /// Every op must end up legal.
    Full,
}

/// Converts the ops nested under `root` (not `root` itself) with `patterns` towards `target`, keeping
/// what can't be converted unless it is illegal (MLIR's `applyPartialConversion`).
pub fn apply_partial_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &PatternSet,
    tc: &LlvmTypeConverter,
) -> Result<(), Diagnostic> {
    apply_conversion(ctx, root, target, patterns, tc, Mode::Partial)
}

/// Like [`apply_partial_conversion`] but every remaining op must be legal (`applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &PatternSet,
    tc: &LlvmTypeConverter,
) -> Result<(), Diagnostic> {
    apply_conversion(ctx, root, target, patterns, tc, Mode::Full)
}

pub fn apply_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &PatternSet,
    tc: &LlvmTypeConverter,
    mode: Mode,
) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    collect_ops(ctx, root, &mut ops);
    convert_ops(ctx, ops, target, patterns, tc, mode)
}

/// Converts each of `roots` and the ops nested in it (upstream's `applyPartialConversion` /
/// `applyFullConversion` on a list of ops, which convert the ops themselves too).
pub fn apply_conversion_on_roots(
    ctx: &mut Context,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &PatternSet,
    tc: &LlvmTypeConverter,
    mode: Mode,
) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    for &r in roots {
        ops.push(r);
        collect_ops(ctx, r, &mut ops);
    }
    convert_ops(ctx, ops, target, patterns, tc, mode)
}

fn convert_ops(
    ctx: &mut Context,
    ops: Vec<OpId>,
    target: &ConversionTarget,
    patterns: &PatternSet,
    tc: &LlvmTypeConverter,
    mode: Mode,
) -> Result<(), Diagnostic> {
    let first = ops.first().copied();
    let ip = match first {
        Some(op) => InsertPoint::Before(op),
        None => return Ok(()),
    };
    let mut rw = ConversionRewriter::new(ctx, tc, target, patterns, ip);
    let mut cache = LegalityCache::default();
    for op in ops {
        // Most ops of a large module are already legal: decide that from the interned name alone.
        let name = rw.ctx.ops[op].name;
        let static_legality = *cache
            .entry(name)
            .or_insert_with(|| target.static_legality(rw.ctx.str(name)));
        if static_legality == Some(Legality::Legal) {
            continue;
        }
        let legalized = legalize(&mut rw, op, target, patterns, 0)?;
        rw.clear_journal();
        if !legalized {
            // As upstream's `OperationConverter::convert`: an op no pattern legalized is an error in
            // a full conversion, or when it is explicitly illegal.
            let explicit = match target.legality(rw.ctx, op) {
                Legality::Illegal => true,
                _ if mode == Mode::Full => false,
                _ => continue,
            };
            return Err(failed_to_legalize(rw.ctx, op, explicit));
        }
    }
    rw.finalize()
}

type LegalityCache = rustc_hash::FxHashMap<irbridge::ir::Sym, Option<Legality>>;

/// The ops nested in `op`, in the order upstream 19 converts them: the blocks of each region in
/// depth-first pre-order over the control-flow graph from the entry block (successors in order), each
/// op followed by the ops nested in it. Blocks unreachable from the entry are not converted.
pub(crate) fn collect_ops(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &r in &ctx.ops[op].regions {
        let Some(entry) = ctx.regions[r].first else {
            continue;
        };
        let mut visited = rustc_hash::FxHashSet::default();
        visited.insert(entry);
        // (block, index of the next successor to visit)
        let mut stack = vec![(entry, 0usize)];
        visit_block(ctx, entry, out);
        while let Some((b, i)) = stack.last_mut() {
            let succs: &[irbridge::ir::BlockId] = match ctx.terminator(*b) {
                Some(t) => &ctx.ops[t].successors,
                None => &[],
            };
            if let Some(&next) = succs.get(*i) {
                *i += 1;
                if visited.insert(next) {
                    visit_block(ctx, next, out);
                    stack.push((next, 0));
                }
            } else {
                stack.pop();
            }
        }
    }
}

fn visit_block(ctx: &Context, b: irbridge::ir::BlockId, out: &mut Vec<OpId>) {
    let mut cur = ctx.blocks[b].first;
    while let Some(o) = cur {
        out.push(o);
        collect_ops(ctx, o, out);
        cur = ctx.ops[o].next;
    }
}

/// Patterns may create ops that are themselves illegal; those are legalized in turn, up to this depth.
const MAX_DEPTH: u32 = 32;

/// `failed to legalize operation 'name'` at `op`.
fn failed_to_legalize(ctx: &Context, op: OpId, explicit: bool) -> Diagnostic {
    let suffix = if explicit {
        "' that was explicitly marked illegal"
    } else {
        "'"
    };
    let name = ctx.op_name(op);
    Diagnostic::at(
        ctx,
        ctx.ops[op].loc,
        format!("failed to legalize operation '{name}{suffix}"),
    )
}

/// Legalizes `op` as upstream's `OperationLegalizer::legalize`: `Ok(true)` if it is legal, was
/// folded, or a pattern rewrote it and every op that pattern created could be legalized in turn;
/// `Ok(false)` if not, with every change of the patterns tried rolled back. A pattern whose created
/// ops cannot all be legalized is rolled back and the next one tried. An op of unknown legality
/// that nothing legalizes fails too (which fails the pattern that created it); at the top level
/// that is only an error in a full conversion.
fn legalize(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    target: &ConversionTarget,
    patterns: &PatternSet,
    depth: u32,
) -> Result<bool, Diagnostic> {
    if rw.is_dead(op) {
        return Ok(true);
    }
    if target.legality(rw.ctx, op) == Legality::Legal {
        return Ok(true);
    }
    if depth > MAX_DEPTH {
        return Err(failed_to_legalize(rw.ctx, op, false));
    }
    match try_fold(rw, op, target, patterns) {
        Folded::No => {}
        Folded::InPlace => return legalize(rw, op, target, patterns, depth + 1),
        Folded::Replaced => return Ok(true),
    }
    let name = rw.ctx.op_name(op).to_string();
    // As upstream's `ConversionPattern`s with a type converter: an operand whose type does not convert
    // means no pattern applies (the op stays, and is an error only if illegal).
    let operand_types = rw.ctx.operand_types(op);
    let tc = rw.tc;
    let convertible = operand_types
        .iter()
        .all(|t| tc.convert_type(rw.ctx, *t).is_some());
    let candidates = if convertible {
        patterns.for_op(&name)
    } else {
        &[]
    };
    for p in candidates {
        // The operands' materializations belong to the pattern's changes, as upstream's remapping
        // inside `ConversionPattern::matchAndRewrite`.
        let cp = rw.checkpoint();
        rw.set_insertion_point(InsertPoint::Before(op));
        let operands = if p.remaps_operands() {
            rw.remapped_operands(op)
        } else {
            vec![]
        };
        rw.take_created();
        match p.match_and_rewrite(op, &operands, rw)? {
            // A pattern that declines leaves nothing behind (`resetState`).
            Outcome::NoMatch => rw.rollback(cp),
            Outcome::Rewritten => {
                // `legalizePatternCreatedOperations`: each created op must be legalized in turn,
                // or the whole pattern is undone.
                let mut ok = true;
                for c in rw.take_created() {
                    if !legalize(rw, c, target, patterns, depth + 1)? {
                        ok = false;
                        break;
                    }
                }
                if ok {
                    return Ok(true);
                }
                rw.rollback(cp);
            }
        }
    }
    Ok(false)
}

/// What [`try_fold`] did.
enum Folded {
    No,
    /// The op changed in place and must be legalized again.
    InPlace,
    /// The op was replaced by existing values or new (converted) constants.
    Replaced,
}

/// Upstream folds an op that is not legal before trying patterns (`legalizeWithFold`): the op's
/// own folder (its record's, the one the greedy driver uses too), with new constants made by its
/// dialect's materializer and legalized right away; the fold is skipped if they could not be
/// (upstream rolls it back). Constants themselves are not folded (`OpBuilder::tryFold`).
fn try_fold(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    target: &ConversionTarget,
    patterns: &PatternSet,
) -> Folded {
    use irbridge::ods::{FoldResult, FoldValue};
    use irbridge::transforms::fold;
    if rw.is_dead(op) || fold::intern_constant_of_op(rw.ctx, op).is_some() {
        return Folded::No;
    }
    let vals = match fold::fold(rw.ctx, op) {
        FoldResult::None => return Folded::No,
        FoldResult::InPlace => return Folded::InPlace,
        FoldResult::Values(v) => v,
    };
    let loc = rw.ctx.ops[op].loc;
    let dialect = fold::dialect_of(rw.ctx, op).to_string();
    // Materialize the constants first (detached), so a failure changes nothing.
    let mut states = vec![];
    for (i, v) in vals.iter().enumerate() {
        if let FoldValue::Attr(a) = v {
            let t = rw.ctx.value_type(rw.ctx.result(op, i));
            match fold::materialize(rw.ctx, &dialect, *a, t, loc) {
                Some(st) => states.push(st),
                None => return Folded::No,
            }
        }
    }
    // Each new constant must be legal or convertible here, else upstream rolls the fold back.
    for st in &states {
        let name = rw.ctx.str(st.name).to_string();
        if target.static_legality(&name) == Some(Legality::Legal) {
            continue;
        }
        let tc = rw.tc;
        let convertible = !patterns.for_op(&name).is_empty()
            && st
                .result_types
                .iter()
                .all(|&t| tc.convert_type(rw.ctx, t).is_some());
        if !convertible {
            return Folded::No;
        }
    }
    rw.set_insertion_point(InsertPoint::Before(op));
    let mut states = states.into_iter();
    let mut new_vals = vec![];
    let mut consts = vec![];
    for v in vals {
        new_vals.push(match v {
            FoldValue::Value(v) => v,
            FoldValue::Attr(_) => {
                let Some(st) = states.next() else {
                    return Folded::No;
                };
                let c = rw.create(st);
                consts.push(c);
                rw.ctx.result(c, 0)
            }
        });
    }
    rw.take_created();
    rw.replace_op(op, &new_vals);
    for c in consts {
        if target.legality(rw.ctx, c) == Legality::Legal {
            continue;
        }
        // A constant of a convertible type always converts.
        let _ = legalize_created(rw, c, patterns);
    }
    Folded::Replaced
}

/// Applies the first matching pattern to an op made by folding.
fn legalize_created(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    patterns: &PatternSet,
) -> Result<(), Diagnostic> {
    let name = rw.ctx.op_name(op).to_string();
    for p in patterns.for_op(&name) {
        let cp = rw.checkpoint();
        rw.set_insertion_point(InsertPoint::Before(op));
        let operands = rw.remapped_operands(op);
        rw.take_created();
        if p.match_and_rewrite(op, &operands, rw)? == Outcome::Rewritten {
            rw.take_created();
            return Ok(());
        }
        rw.rollback(cp);
    }
    Ok(())
}
