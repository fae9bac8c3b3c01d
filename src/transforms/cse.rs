//! The `cse` pass (CSE.cpp): an op equal to one that dominates it (same name, attributes,
//! properties, operands and result types) is replaced by it; ops that only read memory are
//! replaced only within a block with no write in between. Trivially dead ops are erased on the
//! way. Blocks are visited in dominator-tree order; scopes follow the tree, and an op isolated
//! from above starts from an empty table.

use super::dominance::DomTree;
use super::effects::{effects_recursively, is_memory_effect_free, is_trivially_dead, op_effects};
use super::equivalence::{equivalent, hash_op};
use super::rewriter::{NoListener, Rewriter};
use crate::diag::Diagnostic;
use crate::ir::{BlockId, Context, OpId, RegionId};
use crate::ods::{traits, Effect};
use rustc_hash::FxHashMap;

/// The known values: a scoped table from op hash to the ops with it, innermost last.
#[derive(Default)]
struct Known {
    table: FxHashMap<u64, Vec<OpId>>,
    /// The keys inserted in each open scope.
    scopes: Vec<Vec<u64>>,
}

impl Known {
    fn open(&mut self) {
        self.scopes.push(vec![]);
    }
    fn close(&mut self) {
        if let Some(keys) = self.scopes.pop() {
            for k in keys.into_iter().rev() {
                if let Some(v) = self.table.get_mut(&k) {
                    v.pop();
                    if v.is_empty() {
                        self.table.remove(&k);
                    }
                }
            }
        }
    }
    fn lookup(&self, ctx: &Context, op: OpId, h: u64) -> Option<OpId> {
        self.table
            .get(&h)?
            .iter()
            .rev()
            .copied()
            .find(|&o| equivalent(ctx, o, op))
    }
    fn contains(&self, ctx: &Context, op: OpId) -> bool {
        let h = hash_op(ctx, op);
        self.table
            .get(&h)
            .is_some_and(|v| v.iter().any(|&o| o == op || equivalent(ctx, o, op)))
    }
    fn insert(&mut self, op: OpId, h: u64) {
        self.table.entry(h).or_default().push(op);
        if let Some(s) = self.scopes.last_mut() {
            s.push(h);
        }
    }
}

struct Driver {
    to_erase: Vec<OpId>,
}

fn only_reads(ctx: &Context, op: OpId) -> bool {
    match op_effects(ctx, op) {
        Some(e) => !e.is_empty() && e.iter().all(|x| x.effect == Effect::Read),
        None => false,
    }
}

/// Regions with SSA dominance (not graph regions, not regions of unregistered ops).
fn has_ssa_dominance(ctx: &Context, region: RegionId) -> bool {
    match ctx.regions[region].parent {
        Some(p) => ctx.ops[p].def.is_some_and(|d| !d.has(traits::GRAPH_REGION)),
        None => true,
    }
}

impl Driver {
    /// `hasOtherSideEffectingOpInBetween`: an op between `from` and `to` (same block) that may
    /// write. (Upstream's cache never short-cuts the scan: its condition is inverted.)
    fn other_side_effect_between(&mut self, ctx: &Context, from: OpId, to: OpId) -> bool {
        let mut next = ctx.ops[from].next;
        while let Some(n) = next {
            if n == to {
                break;
            }
            match effects_recursively(ctx, n) {
                None => return true,
                Some(e) if e.iter().any(|x| x.effect == Effect::Write) => return true,
                Some(_) => {}
            }
            next = ctx.ops[n].next;
        }
        false
    }

    fn replace(&mut self, ctx: &mut Context, known: &Known, op: OpId, existing: OpId, ssa: bool) {
        let results = ctx.ops[op].results.clone();
        let ex_results = ctx.ops[existing].results.clone();
        if ssa {
            for (r, e) in results.iter().zip(&ex_results) {
                ctx.replace_all_uses(*r, *e);
            }
            self.to_erase.push(op);
        } else {
            for (r, e) in results.iter().zip(&ex_results) {
                let uses: Vec<_> = ctx.values[*r].uses.iter().rev().copied().collect();
                for u in uses {
                    if !known.contains(ctx, u.op) {
                        ctx.set_operand(u.op, u.index as usize, *e);
                    }
                }
            }
            if results.iter().all(|r| ctx.values[*r].uses.is_empty()) {
                self.to_erase.push(op);
            }
        }
        let unknown = ctx.unknown_loc();
        if ctx.ops[existing].loc == unknown && ctx.ops[op].loc != unknown {
            ctx.ops[existing].loc = ctx.ops[op].loc;
        }
    }

    fn simplify_op(&mut self, ctx: &mut Context, known: &mut Known, op: OpId, ssa: bool) -> bool {
        if super::effects::is_terminator(ctx, op) {
            return false;
        }
        if is_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            return true;
        }
        if !ctx.ops[op].regions.iter().all(|&r| {
            let f = ctx.regions[r].first;
            f.is_none() || f.is_some_and(|b| ctx.blocks[b].next.is_none())
        }) {
            return false;
        }
        let h = hash_op(ctx, op);
        if !is_memory_effect_free(ctx, op) {
            if !only_reads(ctx, op) {
                return false;
            }
            if let Some(existing) = known.lookup(ctx, op, h) {
                if ctx.ops[existing].parent == ctx.ops[op].parent
                    && !self.other_side_effect_between(ctx, existing, op)
                {
                    self.replace(ctx, known, op, existing, ssa);
                    return true;
                }
            }
            known.insert(op, h);
            return false;
        }
        if let Some(existing) = known.lookup(ctx, op, h) {
            self.replace(ctx, known, op, existing, ssa);
            return true;
        }
        known.insert(op, h);
        false
    }

    fn simplify_block(&mut self, ctx: &mut Context, known: &mut Known, b: BlockId, ssa: bool) {
        let mut o = ctx.blocks[b].first;
        while let Some(op) = o {
            o = ctx.ops[op].next;
            let regions = ctx.ops[op].regions.clone();
            if !regions.is_empty() {
                let isolated = ctx.ops[op]
                    .def
                    .is_none_or(|d| d.has(traits::ISOLATED_FROM_ABOVE));
                if isolated {
                    let mut nested = Known::default();
                    for r in regions {
                        self.simplify_region(ctx, &mut nested, r);
                    }
                } else {
                    for r in regions {
                        self.simplify_region(ctx, known, r);
                    }
                }
            }
            self.simplify_op(ctx, known, op, ssa);
        }
    }

    fn simplify_region(&mut self, ctx: &mut Context, known: &mut Known, region: RegionId) {
        let Some(entry) = ctx.regions[region].first else {
            return;
        };
        let ssa = has_ssa_dominance(ctx, region);
        if ctx.blocks[entry].next.is_none() {
            known.open();
            self.simplify_block(ctx, known, entry, ssa);
            known.close();
            return;
        }
        if !ssa {
            return;
        }
        let tree = DomTree::new(ctx, region);
        // Pre-order over the tree, one scope per node.
        let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> = vec![];
        known.open();
        self.simplify_block(ctx, known, entry, ssa);
        stack.push((entry, tree.children(entry), 0));
        while let Some((_, children, i)) = stack.last_mut() {
            if let Some(&c) = children.get(*i) {
                *i += 1;
                known.open();
                self.simplify_block(ctx, known, c, ssa);
                let ch = tree.children(c);
                stack.push((c, ch, 0));
            } else {
                stack.pop();
                known.close();
            }
        }
    }
}

/// Runs CSE on the regions of `op` (`eliminateCommonSubExpressions`); true if anything changed.
pub fn eliminate_common_subexpressions(ctx: &mut Context, op: OpId) -> bool {
    let mut d = Driver { to_erase: vec![] };
    let mut known = Known::default();
    for r in ctx.ops[op].regions.clone() {
        d.simplify_region(ctx, &mut known, r);
    }
    let changed = !d.to_erase.is_empty();
    let mut l = NoListener;
    let mut rw = Rewriter::new(ctx, &mut l);
    for o in d.to_erase {
        if !rw.ctx.ops[o].erased {
            rw.erase_op(o);
        }
    }
    changed
}

pub struct Cse;

impl crate::pass::Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        eliminate_common_subexpressions(ctx, op);
        Ok(())
    }
}
