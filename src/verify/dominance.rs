//! Dominance of SSA values: in SSACFG regions every use is dominated by its definition (uses in
//! unreachable blocks are accepted, as upstream does); uses never cross an isolated-from-above op.

use super::op_err;
use crate::diag::{diag_loc, Diagnostic};
use crate::ir::{BlockId, Context, OpId, RegionId, ValueId};
use crate::ods::traits;
use rustc_hash::FxHashMap;

/// Immediate dominators of a region's blocks (Cooper, Harvey, Kennedy), `None` for unreachable blocks.
struct DomTree {
    rpo_index: FxHashMap<BlockId, usize>,
    idom: Vec<usize>,
}

impl DomTree {
    fn new(ctx: &Context, region: RegionId) -> Self {
        let blocks = ctx.region_blocks(region);
        let succs = |b: BlockId| -> Vec<BlockId> {
            ctx.terminator(b)
                .map(|t| ctx.ops[t].successors.clone())
                .unwrap_or_default()
        };
        // Iterative DFS post-order from the entry block.
        let mut post = vec![];
        let mut seen = rustc_hash::FxHashSet::default();
        if let Some(&entry) = blocks.first() {
            let mut stack = vec![(entry, 0usize)];
            seen.insert(entry);
            while let Some((b, i)) = stack.pop() {
                let ss = succs(b);
                if i < ss.len() {
                    stack.push((b, i + 1));
                    if seen.insert(ss[i]) {
                        stack.push((ss[i], 0));
                    }
                } else {
                    post.push(b);
                }
            }
        }
        let rpo: Vec<BlockId> = post.into_iter().rev().collect();
        let rpo_index: FxHashMap<BlockId, usize> =
            rpo.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![vec![]; rpo.len()];
        for (i, b) in rpo.iter().enumerate() {
            for s in succs(*b) {
                if let Some(&j) = rpo_index.get(&s) {
                    preds[j].push(i);
                }
            }
        }
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; rpo.len()];
        if !rpo.is_empty() {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..rpo.len() {
                let mut new = UNDEF;
                for &p in &preds[i] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if new != UNDEF && idom[i] != new {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        DomTree { rpo_index, idom }
    }

    /// Does `a` dominate `b`? Unreachable `b` is dominated by everything.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let Some(&bi) = self.rpo_index.get(&b) else {
            return true;
        };
        let Some(&ai) = self.rpo_index.get(&a) else {
            return false;
        };
        let mut cur = bi;
        loop {
            if cur == ai {
                return true;
            }
            if cur == 0 || self.idom[cur] == usize::MAX {
                return false;
            }
            cur = self.idom[cur];
        }
    }
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

struct Checker<'c> {
    ctx: &'c Context,
    trees: FxHashMap<RegionId, DomTree>,
    /// Position of each op in its block, indexed by op id (dense: every op is visited anyway).
    order: Vec<u32>,
}

impl Checker<'_> {
    fn position(&mut self, op: OpId) -> u32 {
        self.order.get(op.0 as usize).copied().unwrap_or(0)
    }

    /// Regions of graph-region ops, and of unregistered ops (whose semantics are unknown), have no
    /// dominance requirement, as upstream treats them.
    fn region_has_ssa_dominance(&self, region: RegionId) -> bool {
        match self.ctx.regions[region].parent {
            Some(p) => self.ctx.ops[p]
                .def
                .is_some_and(|d| !d.has(traits::GRAPH_REGION)),
            None => true,
        }
    }

    /// Checks one use; returns the error for it.
    fn check_use(&mut self, user: OpId, index: usize, v: ValueId) -> Option<Diagnostic> {
        let ctx = self.ctx;
        let Some(def_block) = ctx.value_block(v) else {
            return Some(op_err(
                ctx,
                user,
                format!("operand #{index} has no definition"),
            ));
        };
        let def_region = ctx.blocks[def_block].parent?;
        // Walk up from the user to the op that lives in the defining region.
        let mut anc = user;
        loop {
            let Some(b) = ctx.ops[anc].parent else {
                return Some(op_err(
                    ctx,
                    user,
                    format!("operand #{index} does not dominate this use"),
                ));
            };
            let Some(r) = ctx.blocks[b].parent else {
                return Some(op_err(
                    ctx,
                    user,
                    format!("operand #{index} does not dominate this use"),
                ));
            };
            if r == def_region {
                break;
            }
            let Some(parent) = ctx.regions[r].parent else {
                return Some(op_err(
                    ctx,
                    user,
                    format!("operand #{index} does not dominate this use"),
                ));
            };
            if ctx.ops[parent]
                .def
                .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
            {
                let mut d = op_err(ctx, user, "using value defined outside the region");
                d.notes.push(Diagnostic {
                    severity: crate::diag::Severity::Note,
                    loc: diag_loc(ctx, ctx.ops[parent].loc),
                    message: "required by region isolation constraints".into(),
                    notes: vec![],
                });
                return Some(d);
            }
            anc = parent;
        }
        if !self.region_has_ssa_dominance(def_region) {
            return None;
        }
        let use_block = ctx.ops[anc].parent.expect("checked above");
        let ok = if use_block == def_block {
            match ctx.defining_op(v) {
                None => true,
                Some(d) => d != anc && self.position(d) < self.position(anc),
            }
        } else {
            let tree = self
                .trees
                .entry(def_region)
                .or_insert_with(|| DomTree::new(ctx, def_region));
            tree.dominates(def_block, use_block)
        };
        if ok {
            return None;
        }
        let mut d = op_err(
            ctx,
            user,
            format!("operand #{index} does not dominate this use"),
        );
        if let Some(def_op) = ctx.defining_op(v) {
            let rel = if use_block == def_block && anc == user {
                "op in the same block"
            } else if anc != user {
                "op in a parent region"
            } else {
                "op in the same region"
            };
            d.notes.push(Diagnostic {
                severity: crate::diag::Severity::Note,
                loc: diag_loc(ctx, ctx.ops[def_op].loc),
                message: format!("operand defined here ({rel})"),
                notes: vec![],
            });
        }
        Some(d)
    }
}

pub fn verify_dominance(ctx: &Context, root: OpId, errs: &mut Vec<Diagnostic>) {
    let mut c = Checker {
        ctx,
        trees: Default::default(),
        order: vec![0; ctx.ops.len()],
    };
    let mut users = vec![];
    ctx.walk(root, |op| {
        users.push(op);
        // Number the ops of each region's blocks as the walk enters the parent op.
        for &r in &ctx.ops[op].regions {
            let mut b = ctx.regions[r].first;
            while let Some(blk) = b {
                let (mut o, mut i) = (ctx.blocks[blk].first, 0u32);
                while let Some(x) = o {
                    c.order[x.0 as usize] = i;
                    i += 1;
                    o = ctx.ops[x].next;
                }
                b = ctx.blocks[blk].next;
            }
        }
    });
    for op in users {
        for (i, &v) in ctx.ops[op].operands.iter().enumerate() {
            if let Some(e) = c.check_use(op, i, v) {
                errs.push(e);
                break;
            }
        }
    }
}
