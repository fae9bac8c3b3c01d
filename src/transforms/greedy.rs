//! The greedy pattern rewrite driver (MLIR 19's `applyPatternsAndFoldGreedily`,
//! GreedyPatternRewriteDriver.cpp), with upstream's order, since the resulting text depends on it:
//!
//! 1. Each iteration starts with an empty worklist and a fresh [`OperationFolder`]. The region is
//!    walked (post-order, or pre-order then reversed when `top_down`); each constant is uniqued
//!    (a duplicate is replaced by the first, which moves to the start of its insertion region)
//!    and every other op is pushed, with its ancestors up to the region.
//! 2. Ops are popped from the back: a trivially dead op is erased; an op that is not a constant is
//!    folded (new constants are made right before it, uniqued only by the next iteration's walk);
//!    otherwise its patterns are tried, highest benefit first.
//! 3. Every edit is reported to the driver: inserted and modified ops are pushed (with their
//!    ancestors), an erased op leaves the worklist and the ops defining its operands are pushed
//!    when at most one other user remains.
//! 4. Then the region is simplified (unreachable blocks, dead values and block arguments;
//!    identical blocks in `aggressive` mode). Another iteration follows if anything changed, up
//!    to `max_iterations`.

use super::effects::is_trivially_dead;
use super::fold::{dialect_of, fold, intern_constant_of_op, materialize, OperationFolder};
use super::pattern::PatternSet;
use super::rewriter::{Listener, Rewriter};
use crate::ir::{Context, OpId, RegionId, ValueId};
use crate::ods::{traits, FoldResult, FoldValue};

/// `GreedySimplifyRegionLevel`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    Disabled,
    /// Unreachable blocks and dead values.
    Normal,
    /// Also identical blocks merged and redundant block arguments dropped.
    Aggressive,
}

/// `GreedyRewriteConfig`: upstream's defaults are those of `Default` (bottom-up, no limits on
/// rewrites, ten iterations, normal region simplification).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    pub top_down: bool,
    pub region_simplify: RegionSimplify,
    /// `None`: no limit.
    pub max_iterations: Option<u64>,
    pub max_num_rewrites: Option<u64>,
    /// Fold ops (the canonicalizer always does).
    pub fold: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Normal,
            max_iterations: Some(10),
            max_num_rewrites: None,
            fold: true,
        }
    }
}

/// A LIFO worklist with set semantics and removal by marking (upstream's `Worklist`).
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    /// Position in `list` of each op on it (`u32::MAX`: not on it), indexed by op id.
    pos: Vec<u32>,
    live: usize,
}

impl Worklist {
    fn clear(&mut self) {
        for o in self.list.drain(..).flatten() {
            self.pos[o.0 as usize] = u32::MAX;
        }
        self.live = 0;
    }
    fn slot(&mut self, op: OpId) -> &mut u32 {
        let i = op.0 as usize;
        if i >= self.pos.len() {
            self.pos.resize((i + 1).max(self.pos.len() * 2), u32::MAX);
        }
        &mut self.pos[i]
    }
    fn push(&mut self, op: OpId) {
        let n = self.list.len() as u32;
        let s = self.slot(op);
        if *s != u32::MAX {
            return;
        }
        *s = n;
        self.list.push(Some(op));
        self.live += 1;
    }
    fn pop(&mut self) -> Option<OpId> {
        while let Some(x) = self.list.pop() {
            if let Some(op) = x {
                self.pos[op.0 as usize] = u32::MAX;
                self.live -= 1;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: OpId) {
        let i = op.0 as usize;
        if let Some(&p) = self.pos.get(i) {
            if p != u32::MAX {
                self.list[p as usize] = None;
                self.pos[i] = u32::MAX;
                self.live -= 1;
            }
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, x) in self.list.iter().enumerate() {
            if let Some(op) = x {
                self.pos[op.0 as usize] = i as u32;
            }
        }
    }
    fn is_empty(&self) -> bool {
        self.live == 0
    }
}

/// The driver's state that edits report to.
struct DriverListener {
    worklist: Worklist,
    /// The region being simplified: only ops inside it are pushed.
    scope: RegionId,
}

impl DriverListener {
    /// `addToWorklist`: `op` and its ancestors up to the scope, if it is inside the scope.
    fn add(&mut self, ctx: &Context, op: OpId) {
        let mut chain: smallvec::SmallVec<[OpId; 8]> = smallvec::SmallVec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(block) = ctx.ops[cur].parent else {
                return;
            };
            let Some(region) = ctx.blocks[block].parent else {
                return;
            };
            if region == self.scope {
                for o in chain {
                    self.worklist.push(o);
                }
                return;
            }
            match ctx.regions[region].parent {
                Some(p) => cur = p,
                None => return,
            }
        }
    }

    /// `addOperandsToWorklist`: the defining ops of `op`'s operands that have at most one user
    /// besides `op`.
    fn add_operands(&mut self, ctx: &Context, op: OpId) {
        for &v in &ctx.ops[op].operands {
            let Some(def) = ctx.defining_op(v) else {
                continue;
            };
            if ctx.ops[def].erased {
                continue;
            }
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in ctx.values[v].uses.iter().rev() {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(ctx, def);
            }
        }
    }
}

impl Listener for DriverListener {
    fn op_inserted(&mut self, ctx: &Context, op: OpId) {
        self.add(ctx, op);
    }
    fn op_modified(&mut self, ctx: &Context, op: OpId) {
        self.add(ctx, op);
    }
    fn op_erased(&mut self, ctx: &Context, op: OpId) {
        self.add_operands(ctx, op);
        self.worklist.remove(op);
    }
}

/// Applies `patterns` and folding to the ops nested in each region of `op` until nothing changes
/// (`applyPatternsAndFoldGreedily(Operation*)`); true if every region converged.
pub fn apply_patterns_and_fold_greedily(
    ctx: &mut Context,
    op: OpId,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut converged = true;
    for r in ctx.ops[op].regions.clone() {
        converged &= apply_to_region(ctx, r, patterns, config);
    }
    converged
}

/// The region driver: iterations of seeding, processing and region simplification.
pub fn apply_to_region(
    ctx: &mut Context,
    region: RegionId,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut listener = DriverListener {
        worklist: Worklist::default(),
        scope: region,
    };
    let mut iteration: u64 = 0;
    let mut continue_rewrites;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|m| iteration > m) {
            // The limit was reached while changes were still being made.
            return false;
        }
        listener.worklist.clear();
        let mut folder = OperationFolder::new();
        seed(ctx, region, config.top_down, &mut folder, &mut listener);
        continue_rewrites = process(ctx, patterns, config, &mut listener);
        if config.region_simplify != RegionSimplify::Disabled {
            let mut rw = Rewriter::new(ctx, &mut listener);
            continue_rewrites |= super::region_simplify::simplify_regions(
                &mut rw,
                &[region],
                config.region_simplify == RegionSimplify::Aggressive,
            );
        }
        if !continue_rewrites {
            return true;
        }
    }
}

/// Fills the worklist for an iteration, uniquing constants on the way.
fn seed(
    ctx: &mut Context,
    region: RegionId,
    top_down: bool,
    folder: &mut OperationFolder,
    listener: &mut DriverListener,
) {
    // The walk visits ops as the IR is at each step (a moved constant is not visited again; an
    // erased duplicate is not descended into).
    let mut visit = |ctx: &mut Context, op: OpId, listener: &mut DriverListener| -> bool {
        if intern_constant_of_op(ctx, op).is_some() {
            let mut rw = Rewriter::new(ctx, listener);
            if !folder.insert_known_constant(&mut rw, op, None) {
                return false;
            }
        }
        listener.add(ctx, op);
        true
    };
    if top_down {
        walk_pre_order(ctx, region, &mut |ctx, op| visit(ctx, op, listener));
        listener.worklist.reverse();
    } else {
        walk_post_order(ctx, region, &mut |ctx, op| {
            visit(ctx, op, listener);
        });
    }
}

/// Pre-order walk of the ops in `region` that tolerates the callback moving or erasing the op it
/// is given (the next op is taken before the call); children are skipped when it returns false.
pub fn walk_pre_order(
    ctx: &mut Context,
    region: RegionId,
    f: &mut dyn FnMut(&mut Context, OpId) -> bool,
) {
    let mut b = ctx.regions[region].first;
    while let Some(blk) = b {
        let next_block = ctx.blocks[blk].next;
        let mut o = ctx.blocks[blk].first;
        while let Some(op) = o {
            let next = ctx.ops[op].next;
            if f(ctx, op) && !ctx.ops[op].erased {
                for r in ctx.ops[op].regions.clone() {
                    walk_pre_order(ctx, r, f);
                }
            }
            o = next;
        }
        b = next_block;
    }
}

/// Post-order walk (each op after the ops nested in it), tolerating the callback editing the op
/// it is given.
pub fn walk_post_order(ctx: &mut Context, region: RegionId, f: &mut dyn FnMut(&mut Context, OpId)) {
    let mut b = ctx.regions[region].first;
    while let Some(blk) = b {
        let next_block = ctx.blocks[blk].next;
        let mut o = ctx.blocks[blk].first;
        while let Some(op) = o {
            let next = ctx.ops[op].next;
            for r in ctx.ops[op].regions.clone() {
                walk_post_order(ctx, r, f);
            }
            f(ctx, op);
            o = next;
        }
        b = next_block;
    }
}

/// `processWorklist`: true if the IR changed.
fn process(
    ctx: &mut Context,
    patterns: &PatternSet,
    config: &GreedyConfig,
    listener: &mut DriverListener,
) -> bool {
    let mut changed = false;
    let mut rewrites: u64 = 0;
    while !listener.worklist.is_empty() && config.max_num_rewrites.is_none_or(|m| rewrites < m) {
        let Some(op) = listener.worklist.pop() else {
            break;
        };
        if ctx.ops[op].erased {
            continue;
        }
        if is_trivially_dead(ctx, op) {
            let mut rw = Rewriter::new(ctx, listener);
            rw.erase_op(op);
            changed = true;
            continue;
        }
        let is_constant = ctx.ops[op]
            .def
            .is_some_and(|d| d.has(traits::CONSTANT_LIKE));
        if config.fold && !is_constant {
            match fold(ctx, op) {
                FoldResult::None => {}
                FoldResult::InPlace => {
                    listener.add(ctx, op);
                    changed = true;
                    continue;
                }
                FoldResult::Values(vals) => {
                    let mut rw = Rewriter::new(ctx, listener);
                    if replace_with_fold(&mut rw, op, vals) {
                        changed = true;
                        continue;
                    }
                }
            }
        }
        let list = patterns.for_op(ctx, op);
        for p in list {
            let mut rw = Rewriter::new(ctx, listener);
            rw.set_insertion_point_before(op);
            if (p.apply)(&mut rw, op) {
                changed = true;
                rewrites += 1;
                break;
            }
        }
    }
    changed
}

/// Replaces `op` with what its folder gave, making constants right before it with its dialect's
/// materializer; false (and nothing changed) if a constant cannot be made.
pub fn replace_with_fold(rw: &mut Rewriter<'_>, op: OpId, vals: Vec<FoldValue>) -> bool {
    rw.set_insertion_point_before(op);
    let loc = rw.ctx.ops[op].loc;
    let dialect = dialect_of(rw.ctx, op).to_string();
    let mut replacements: Vec<ValueId> = vec![];
    let mut created: Vec<OpId> = vec![];
    for (i, v) in vals.into_iter().enumerate() {
        match v {
            FoldValue::Value(x) => replacements.push(x),
            FoldValue::Attr(a) => {
                let ty = rw.ctx.value_type(rw.ctx.ops[op].results[i]);
                match materialize(rw.ctx, &dialect, a, ty, loc) {
                    Some(st) => {
                        let c = rw.create(st);
                        created.push(c);
                        replacements.push(rw.ctx.ops[c].results[0]);
                    }
                    None => {
                        for c in created.into_iter().rev() {
                            rw.erase_op(c);
                        }
                        return false;
                    }
                }
            }
        }
    }
    rw.replace_op(op, &replacements);
    true
}
