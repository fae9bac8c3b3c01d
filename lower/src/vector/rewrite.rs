//! The rewriter the vector patterns are written against ([`VRewriter`]): creating ops (through the
//! typed builders, [`OpBuilder`]), replacing and erasing ops, moving the insertion point. The
//! dialect conversion's [`ConversionRewriter`] implements it (the rewrite patterns upstream adds to
//! `convert-vector-to-llvm`'s conversion run there), and so does [`LocalRewriter`], the rewriter of
//! [`apply_patterns`]: a minimal driver that applies vector-to-vector patterns until nothing
//! matches, erasing ops that become dead, until the shared greedy driver (folding, constant
//! uniquing, upstream's worklist order) is available to run them.

use crate::conversion::{ConversionRewriter, InsertPoint};
use irbridge::ir::{Context, OpId, OpState, ValueId};
use irbridge::ods::{traits, OpBuilder, OpDef};

/// What vector patterns need from a rewriter.
pub trait VRewriter: OpBuilder {
    /// The context, read-only.
    fn c(&self) -> &Context;
    /// Replaces every result of `op` by the matching value and removes `op`.
    fn replace_op(&mut self, op: OpId, with: &[ValueId]);
    /// Removes `op` (its results must be unused).
    fn erase_op(&mut self, op: OpId);
    /// New ops go right before `op`.
    fn set_insertion_point_before(&mut self, op: OpId);
    /// The latest replacement of `v` (a conversion's value mapping; `v` itself elsewhere).
    fn lookup(&self, v: ValueId) -> ValueId {
        v
    }
}

impl OpBuilder for ConversionRewriter<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        self.create(st)
    }
}

impl VRewriter for ConversionRewriter<'_> {
    fn c(&self) -> &Context {
        self.ctx
    }
    fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        ConversionRewriter::replace_op(self, op, with)
    }
    fn erase_op(&mut self, op: OpId) {
        ConversionRewriter::erase_op(self, op)
    }
    fn set_insertion_point_before(&mut self, op: OpId) {
        self.set_insertion_point(InsertPoint::Before(op));
    }
    fn lookup(&self, v: ValueId) -> ValueId {
        ConversionRewriter::lookup(self, v)
    }
}

/// The rewriter of [`apply_patterns`]: edits the IR directly and remembers what changed.
pub struct LocalRewriter<'a> {
    pub ctx: &'a mut Context,
    before: Option<OpId>,
    /// Ops created since the driver last looked (they go on its worklist).
    pub created: Vec<OpId>,
}

impl OpBuilder for LocalRewriter<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, mut st: OpState) -> OpId {
        crate::conversion::rewriter::add_default_props(self.ctx, &mut st);
        let op = self.ctx.create_op(st);
        if let Some(b) = self.before {
            self.ctx.insert_op_before(b, op);
        }
        self.created.push(op);
        op
    }
}

impl VRewriter for LocalRewriter<'_> {
    fn c(&self) -> &Context {
        self.ctx
    }
    fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        let results: Vec<ValueId> = self.ctx.ops[op].results.to_vec();
        for (r, w) in results.into_iter().zip(with) {
            self.ctx.replace_all_uses(r, *w);
        }
        self.ctx.erase_op(op);
    }
    fn erase_op(&mut self, op: OpId) {
        self.ctx.erase_op(op);
    }
    fn set_insertion_point_before(&mut self, op: OpId) {
        self.before = Some(op);
    }
}

/// A vector-to-vector rewrite pattern: the op it applies to, its upstream name and benefit, and
/// the rewrite (true if it changed the IR; it must not change anything otherwise).
pub struct VPattern {
    pub root: fn() -> &'static OpDef,
    pub name: &'static str,
    pub benefit: u16,
    pub apply: for<'a, 'b> fn(&'a mut LocalRewriter<'b>, OpId) -> bool,
}

/// True if `op` has no effect but its results and none of them is used.
fn trivially_dead(ctx: &Context, op: OpId) -> bool {
    let d = &ctx.ops[op];
    let pure = d.def.is_some_and(|def| {
        (def.has(traits::PURE) || def.has(traits::NO_MEMORY_EFFECT)) && !def.has(traits::TERMINATOR)
    });
    pure && d.regions.is_empty() && d.results.iter().all(|r| ctx.values[*r].uses.is_empty())
}

/// Applies `patterns` to the ops nested in `root` until none matches (at most `max_rounds` passes
/// over the IR), erasing ops that are trivially dead. Patterns of higher benefit are tried first,
/// then in the order given.
pub fn apply_patterns(ctx: &mut Context, root: OpId, patterns: &[VPattern], max_rounds: usize) {
    let mut order: Vec<&VPattern> = patterns.iter().collect();
    order.sort_by_key(|p| std::cmp::Reverse(p.benefit));
    for _ in 0..max_rounds {
        let mut ops = vec![];
        ctx.walk(root, |o| ops.push(o));
        ops.retain(|o| *o != root);
        let mut changed = false;
        // Post-order (the walk is pre-order): nested ops before their parents.
        for op in ops.into_iter().rev() {
            if ctx.ops[op].erased || ctx.ops[op].parent.is_none() {
                continue;
            }
            if trivially_dead(ctx, op) {
                ctx.erase_op(op);
                changed = true;
                continue;
            }
            let Some(def) = ctx.ops[op].def else { continue };
            for p in &order {
                if !std::ptr::eq((p.root)(), def) {
                    continue;
                }
                let mut rw = LocalRewriter {
                    ctx,
                    before: Some(op),
                    created: vec![],
                };
                if (p.apply)(&mut rw, op) {
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            return;
        }
    }
}
