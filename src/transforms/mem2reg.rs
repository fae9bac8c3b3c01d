//! `mem2reg` (upstream 19's Mem2Reg.cpp): memory slots whose pointer is used only by ops that
//! can give that use up (loads, stores, casts, debug and lifetime intrinsics, ...) are promoted to
//! SSA values. The analysis finds every use that must go (the forward slice of the pointer), the
//! blocks where definitions meet (the iterated dominance frontier of the storing blocks, pruned by
//! liveness), and checks their predecessors can forward a value; the promotion then walks the
//! dominator tree carrying the reaching definition, adds one block argument per merge point and
//! lets each user rewire or erase itself, in dominance order.
//!
//! What the ops do is their dialect's business: the pass asks the
//! [`MemorySlotModel`] the registry gives for each op.

use super::branch;
use super::dominance::DomTree;
use crate::diag::Diagnostic;
use crate::ir::context::Use;
use crate::ir::{BlockId, Context, OpId, RegionId, ValueDef, ValueId};
use crate::ods::memory_slot::{insert_use, Deletion, MemorySlot, MemorySlotModel};
use crate::pass::Pass;
use crate::rewrite::rewriter::NoListener;
use crate::rewrite::Rewriter;
use rustc_hash::{FxHashMap, FxHashSet};

/// The pass; `region-simplify` is accepted as upstream 19's option, which its pass never reads.
pub struct Mem2Reg;

impl Pass for Mem2Reg {
    fn name(&self) -> &'static str {
        "mem2reg"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        for region in ctx.ops[op].regions.clone() {
            if ctx.regions[region].first.is_none() {
                continue;
            }
            let mut allocators = vec![];
            for_each_in_region_post_order(ctx, region, &mut |ctx, o| {
                if model(ctx, o).promotable_slots(ctx, o).is_some() {
                    allocators.push(o);
                }
            });
            try_to_promote_memory_slots(ctx, allocators);
        }
        Ok(())
    }
}

/// The model answering for `op`.
pub(crate) fn model(ctx: &Context, op: OpId) -> &'static dyn MemorySlotModel {
    (ctx.registry.memory_slots)(ctx, op)
}

/// `Region::walk` (post-order: nested ops before the op holding them).
pub(crate) fn for_each_in_region_post_order(
    ctx: &Context,
    region: RegionId,
    f: &mut dyn FnMut(&Context, OpId),
) {
    for block in ctx.region_blocks(region) {
        for op in ctx.block_ops(block) {
            for_each_op_post_order(ctx, op, f);
        }
    }
}

fn for_each_op_post_order(ctx: &Context, op: OpId, f: &mut dyn FnMut(&Context, OpId)) {
    // Iterative post-order: (op, index of the next nested op to visit).
    let mut stack: Vec<(OpId, Vec<OpId>, usize)> = vec![(op, nested_ops(ctx, op), 0)];
    while let Some(top) = stack.last_mut() {
        if let Some(&n) = top.1.get(top.2) {
            top.2 += 1;
            let children = nested_ops(ctx, n);
            stack.push((n, children, 0));
        } else {
            let o = top.0;
            stack.pop();
            f(ctx, o);
        }
    }
}

fn nested_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut v = vec![];
    for &r in &ctx.ops[op].regions {
        for b in ctx.region_blocks(r) {
            v.extend(ctx.block_ops(b));
        }
    }
    v
}

/// The uses of `v` in MLIR's use-list order (newest first).
pub(crate) fn uses_of(ctx: &Context, v: ValueId) -> Vec<Use> {
    ctx.values[v].uses.iter().rev().copied().collect()
}

/// The region `v` is defined in.
pub(crate) fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    ctx.blocks[ctx.value_block(v)?].parent
}

fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.blocks[ctx.ops[op].parent?].parent
}

/// `getForwardSlice(value)`: every op transitively using `v` (through results and nested ops),
/// in topological order.
pub(crate) fn forward_slice(ctx: &Context, v: ValueId) -> Vec<OpId> {
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut order: Vec<OpId> = vec![];
    let children = |o: OpId| -> Vec<OpId> {
        let mut c = nested_ops(ctx, o);
        for &r in &ctx.ops[o].results {
            c.extend(uses_of(ctx, r).into_iter().map(|u| u.op));
        }
        c
    };
    for u in uses_of(ctx, v) {
        if seen.contains(&u.op) {
            continue;
        }
        let mut stack: Vec<(OpId, Vec<OpId>, usize)> = vec![(u.op, children(u.op), 0)];
        while let Some(top) = stack.last_mut() {
            if let Some(&n) = top.1.get(top.2) {
                top.2 += 1;
                if !seen.contains(&n) && !stack.iter().any(|f| f.0 == n) {
                    let c = children(n);
                    stack.push((n, c, 0));
                }
            } else {
                let o = top.0;
                stack.pop();
                if seen.insert(o) {
                    order.push(o);
                }
            }
        }
    }
    order.reverse();
    order
}

/// An insertion-ordered map (`llvm::MapVector`) from users to the uses they must give up.
#[derive(Default)]
pub(crate) struct BlockingUses {
    pub entries: Vec<(OpId, Vec<Use>)>,
    index: FxHashMap<OpId, usize>,
}

impl BlockingUses {
    pub fn insert(&mut self, u: Use) {
        let i = *self.index.entry(u.op).or_insert_with(|| {
            self.entries.push((u.op, vec![]));
            self.entries.len() - 1
        });
        insert_use(&mut self.entries[i].1, u);
    }
    pub fn get(&self, op: OpId) -> Option<&Vec<Use>> {
        self.index.get(&op).map(|&i| &self.entries[i].1)
    }
    pub fn contains(&self, op: OpId) -> bool {
        self.index.contains_key(&op)
    }
}

struct PromotionInfo {
    merge_points: FxHashSet<BlockId>,
    blocking: BlockingUses,
}

/// `computeBlockingUses`: `None` if some use cannot be removed.
fn compute_blocking_uses(ctx: &Context, slot: &MemorySlot) -> Option<BlockingUses> {
    let mut blocking = BlockingUses::default();
    for u in uses_of(ctx, slot.ptr) {
        blocking.insert(u);
    }
    for user in forward_slice(ctx, slot.ptr) {
        let Some(uses) = blocking.get(user).cloned() else {
            continue;
        };
        let m = model(ctx, user);
        let mut new_blocking = vec![];
        let ok = if m.is_promotable_op(ctx, user) {
            m.can_uses_be_removed(ctx, user, &uses, &mut new_blocking)
        } else if m.is_promotable_mem_op(ctx, user) {
            m.mem_can_uses_be_removed(ctx, user, slot, &uses, &mut new_blocking)
        } else {
            false
        };
        if !ok {
            return None;
        }
        for u in new_blocking {
            blocking.insert(u);
        }
    }
    let region = value_region(ctx, slot.ptr);
    for (op, _) in &blocking.entries {
        if model(ctx, *op).is_promotable_mem_op(ctx, *op) && op_region(ctx, *op) != region {
            return None;
        }
    }
    Some(blocking)
}

fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    match ctx.blocks[b].last {
        Some(t) => ctx.ops[t].successors.clone(),
        None => vec![],
    }
}

fn predecessor_blocks(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    ctx.predecessors(b)
        .filter_map(|u| ctx.ops[u.op].parent)
        .collect()
}

/// `computeSlotLiveIn`: the blocks where the slot's content is read before being written.
fn compute_live_in(
    ctx: &Context,
    slot: &MemorySlot,
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut live_in = FxHashSet::default();
    let mut work = vec![];
    let mut visited = FxHashSet::default();
    for u in uses_of(ctx, slot.ptr) {
        let Some(block) = ctx.ops[u.op].parent else {
            continue;
        };
        if !visited.insert(block) {
            continue;
        }
        for op in ctx.ops_iter(block) {
            let m = model(ctx, op);
            if m.is_promotable_mem_op(ctx, op) {
                if m.loads_from(ctx, op, slot) {
                    work.push(block);
                    break;
                }
                if m.stores_to(ctx, op, slot) {
                    break;
                }
            }
        }
    }
    while let Some(b) = work.pop() {
        if !live_in.insert(b) {
            continue;
        }
        for p in predecessor_blocks(ctx, b) {
            if !defining.contains(&p) {
                work.push(p);
            }
        }
    }
    live_in
}

/// The iterated dominance frontier of `defining`, pruned to `live_in` (LLVM's
/// `IDFCalculator` with live-in blocks; only the set matters here).
fn iterated_dominance_frontier(
    ctx: &Context,
    dom: &DomTree,
    defining: &FxHashSet<BlockId>,
    live_in: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    // Dominance frontiers of the reachable blocks.
    let mut df: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in &dom.preorder {
        let preds: Vec<BlockId> = predecessor_blocks(ctx, b)
            .into_iter()
            .filter(|p| dom.is_reachable(*p))
            .collect();
        let Some(idom) = dom.idom(b) else {
            // The entry block: its predecessors (if any) put it in their frontier.
            for p in preds {
                let mut runner = Some(p);
                while let Some(r) = runner {
                    let e = df.entry(r).or_default();
                    if !e.contains(&b) {
                        e.push(b);
                    }
                    runner = dom.idom(r);
                }
            }
            continue;
        };
        if preds.len() < 2 {
            continue;
        }
        for p in preds {
            let mut runner = p;
            while runner != idom {
                let e = df.entry(runner).or_default();
                if !e.contains(&b) {
                    e.push(b);
                }
                match dom.idom(runner) {
                    Some(r) => runner = r,
                    None => break,
                }
            }
        }
    }
    let mut result = FxHashSet::default();
    let mut work: Vec<BlockId> = dom
        .preorder
        .iter()
        .copied()
        .filter(|b| defining.contains(b))
        .collect();
    while let Some(x) = work.pop() {
        for &y in df.get(&x).map(Vec::as_slice).unwrap_or(&[]) {
            if !live_in.contains(&y) {
                continue;
            }
            if result.insert(y) && !defining.contains(&y) {
                work.push(y);
            }
        }
    }
    result
}

/// `computeInfo`: what promotion needs, or `None` if the slot cannot be promoted.
fn compute_info(ctx: &Context, slot: &MemorySlot) -> Option<PromotionInfo> {
    let blocking = compute_blocking_uses(ctx, slot)?;
    let mut merge_points = FxHashSet::default();
    let region = value_region(ctx, slot.ptr)?;
    let single = ctx.regions[region].first == ctx.regions[region].last;
    if !single {
        let dom = DomTree::new(ctx, region);
        let mut defining = FxHashSet::default();
        for u in uses_of(ctx, slot.ptr) {
            let m = model(ctx, u.op);
            if m.is_promotable_mem_op(ctx, u.op) && m.stores_to(ctx, u.op, slot) {
                if let Some(b) = ctx.ops[u.op].parent {
                    defining.insert(b);
                }
            }
        }
        let live_in = compute_live_in(ctx, slot, &defining);
        merge_points = iterated_dominance_frontier(ctx, &dom, &defining, &live_in);
    }
    // `areMergePointsUsable`.
    for &mp in &merge_points {
        for u in ctx.predecessors(mp) {
            if !branch::is_branch(ctx, u.op) {
                return None;
            }
        }
    }
    Some(PromotionInfo {
        merge_points,
        blocking,
    })
}

/// `getBlocksSortedByDominance`: each block not yet listed starts a reverse post-order walk.
pub(crate) fn blocks_sorted_by_dominance(ctx: &Context, region: RegionId) -> Vec<BlockId> {
    let mut listed: FxHashSet<BlockId> = FxHashSet::default();
    let mut out = vec![];
    for b in ctx.region_blocks(region) {
        if listed.contains(&b) {
            continue;
        }
        // Post-order from `b` with a fresh visited set, successors in order.
        let mut seen = FxHashSet::default();
        let mut post = vec![];
        seen.insert(b);
        let mut stack = vec![(b, successors(ctx, b), 0usize)];
        while let Some(top) = stack.last_mut() {
            if let Some(&s) = top.1.get(top.2) {
                top.2 += 1;
                if seen.insert(s) {
                    let ss = successors(ctx, s);
                    stack.push((s, ss, 0));
                }
            } else {
                post.push(top.0);
                stack.pop();
            }
        }
        for x in post.into_iter().rev() {
            if listed.insert(x) {
                out.push(x);
            }
        }
    }
    out
}

/// The block of `region` holding `op` (itself or through its ancestors).
fn block_in_region(ctx: &Context, mut op: OpId, region: RegionId) -> Option<BlockId> {
    loop {
        let b = ctx.ops[op].parent?;
        if ctx.blocks[b].parent == Some(region) {
            return Some(b);
        }
        op = ctx.block_parent_op(b)?;
    }
}

/// `dominanceSort`: by the blocks' dominance order, then by position within a block.
pub(crate) fn dominance_sort(ctx: &Context, ops: &mut [OpId], region: RegionId) {
    let order = blocks_sorted_by_dominance(ctx, region);
    let index: FxHashMap<BlockId, usize> = order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    // Positions within the blocks holding the ops, numbered once per block.
    let mut position: FxHashMap<OpId, usize> = FxHashMap::default();
    let mut numbered: FxHashSet<BlockId> = FxHashSet::default();
    for &o in ops.iter() {
        if let Some(b) = ctx.ops[o].parent {
            if numbered.insert(b) {
                for (i, x) in ctx.ops_iter(b).enumerate() {
                    position.insert(x, i);
                }
            }
        }
    }
    let key = |o: OpId| {
        let bi = ctx.ops[o]
            .parent
            .and_then(|b| index.get(&b).copied())
            .or_else(|| block_in_region(ctx, o, region).and_then(|b| index.get(&b).copied()))
            .unwrap_or(usize::MAX);
        (bi, position.get(&o).copied().unwrap_or(0))
    };
    ops.sort_by_cached_key(|o| key(*o));
}

struct Promoter<'a, 'c> {
    rw: Rewriter<'c>,
    slot: MemorySlot,
    allocator: OpId,
    default_value: Option<ValueId>,
    reaching_defs: FxHashMap<OpId, ValueId>,
    replaced: FxHashMap<OpId, ValueId>,
    info: &'a PromotionInfo,
}

impl Promoter<'_, '_> {
    fn ctx(&self) -> &Context {
        self.rw.ctx
    }

    /// `getOrCreateDefaultValue`: built once, at the start of the slot pointer's block.
    fn default_value(&mut self) -> Option<ValueId> {
        if let Some(v) = self.default_value {
            return Some(v);
        }
        let block = self.ctx().value_block(self.slot.ptr)?;
        let saved = self.rw.insertion_point();
        self.rw.set_insertion_point_to_start(block);
        let v = model(self.rw.ctx, self.allocator).default_value(
            &mut self.rw,
            self.allocator,
            &self.slot,
        );
        self.rw.set_insertion_point(saved);
        self.default_value = v;
        v
    }

    fn reaching_def_in_block(&mut self, block: BlockId, mut reaching: ValueId) -> ValueId {
        let slot = self.slot;
        for op in self.ctx().block_ops(block) {
            let m = model(self.ctx(), op);
            if !m.is_promotable_mem_op(self.ctx(), op) {
                continue;
            }
            if self.info.blocking.contains(op) {
                self.reaching_defs.entry(op).or_insert(reaching);
            }
            if m.stores_to(self.ctx(), op, &slot) {
                self.rw.set_insertion_point_after(op);
                if let Some(stored) = m.get_stored(&mut self.rw, op, &slot, reaching) {
                    reaching = stored;
                    self.replaced.insert(op, stored);
                }
            }
        }
        reaching
    }

    fn reaching_def_in_region(&mut self, region: RegionId, reaching: ValueId) {
        let ctx = self.ctx();
        let Some(entry) = ctx.regions[region].first else {
            return;
        };
        if ctx.regions[region].last == Some(entry) {
            self.reaching_def_in_block(entry, reaching);
            return;
        }
        let dom = DomTree::new(ctx, region);
        let mut stack = vec![(entry, reaching)];
        while let Some((block, mut def)) = stack.pop() {
            if self.info.merge_points.contains(&block) {
                let ptr = self.slot.ptr;
                let loc = match self.ctx().values[ptr].def {
                    ValueDef::OpResult { op, .. } => Some(self.ctx().ops[op].loc),
                    ValueDef::BlockArg { .. } => self.ctx().values[ptr].loc,
                };
                let arg = self.rw.ctx.add_block_arg(block, self.slot.elem_type, loc);
                self.rw.set_insertion_point_to_start(block);
                model(self.rw.ctx, self.allocator).handle_block_argument(
                    &mut self.rw,
                    self.allocator,
                    &self.slot,
                    arg,
                );
                def = arg;
            }
            def = self.reaching_def_in_block(block, def);
            if let Some(term) = self.ctx().blocks[block].last {
                if branch::is_branch(self.ctx(), term) {
                    let succs = self.ctx().ops[term].successors.clone();
                    for (i, s) in succs.iter().enumerate() {
                        if self.info.merge_points.contains(s) {
                            branch::append_successor_operands(self.rw.ctx, term, i, &[def]);
                        }
                    }
                }
            }
            for child in dom.children(block) {
                stack.push((child, def));
            }
        }
    }

    fn remove_blocking_uses(&mut self) {
        let Some(region) = value_region(self.ctx(), self.slot.ptr) else {
            return;
        };
        let mut users: Vec<OpId> = self.info.blocking.entries.iter().map(|e| e.0).collect();
        dominance_sort(self.ctx(), &mut users, region);
        let slot = self.slot;
        let mut to_erase = vec![];
        let mut replaced_list: Vec<(OpId, ValueId)> = vec![];
        let mut to_visit = vec![];
        for &op in users.iter().rev() {
            let m = model(self.ctx(), op);
            let blocking = self.info.blocking.get(op).cloned().unwrap_or_default();
            if m.is_promotable_mem_op(self.ctx(), op) {
                let reaching = match self.reaching_defs.get(&op) {
                    Some(&v) => Some(v),
                    None => self.default_value(),
                };
                let Some(reaching) = reaching else {
                    continue;
                };
                self.rw.set_insertion_point_after(op);
                if m.mem_remove_blocking_uses(&mut self.rw, op, &slot, &blocking, reaching)
                    == Deletion::Delete
                {
                    to_erase.push(op);
                }
                if m.stores_to(self.ctx(), op, &slot) {
                    if let Some(&v) = self.replaced.get(&op) {
                        replaced_list.push((op, v));
                    }
                }
                continue;
            }
            self.rw.set_insertion_point_after(op);
            if m.remove_blocking_uses(&mut self.rw, op, &blocking) == Deletion::Delete {
                to_erase.push(op);
            }
            if m.requires_replaced_values(self.ctx(), op) {
                to_visit.push(op);
            }
        }
        for op in to_visit {
            self.rw.set_insertion_point_after(op);
            model(self.ctx(), op).visit_replaced_values(&mut self.rw, op, &replaced_list);
        }
        for op in to_erase {
            self.rw.ctx.erase_op(op);
        }
    }

    /// `promoteSlot`; returns a new allocation to promote, if the allocator made one.
    fn promote(mut self) -> Option<OpId> {
        let default = self.default_value()?;
        if let Some(region) = value_region(self.ctx(), self.slot.ptr) {
            self.reaching_def_in_region(region, default);
        }
        self.remove_blocking_uses();
        // Predecessors the dominator-tree walk did not reach forward the default value.
        let mut merge_points: Vec<BlockId> = self.info.merge_points.iter().copied().collect();
        merge_points.sort();
        for mp in merge_points {
            let nargs = self.ctx().blocks[mp].args.len();
            let preds: Vec<Use> = self.ctx().predecessors(mp).collect();
            for u in preds {
                let Some(s) = branch::successor_operands(self.ctx(), u.op, u.index as usize) else {
                    continue;
                };
                if s.len + 1 == nargs {
                    if let Some(d) = self.default_value() {
                        branch::append_successor_operands(
                            self.rw.ctx,
                            u.op,
                            u.index as usize,
                            &[d],
                        );
                    }
                }
            }
        }
        let alloc = self.allocator;
        let slot = self.slot;
        let default = self.default_value;
        model(self.rw.ctx, alloc).handle_promotion_complete(&mut self.rw, alloc, &slot, default)
    }
}

/// `tryToPromoteMemorySlots`: promotes slots of `allocators` until nothing changes; true if any
/// was promoted.
pub fn try_to_promote_memory_slots(ctx: &mut Context, allocators: Vec<OpId>) -> bool {
    let mut promoted_any = false;
    let mut work = allocators;
    loop {
        let mut changed_round = false;
        let mut next = vec![];
        for allocator in work {
            if ctx.ops[allocator].erased {
                continue;
            }
            let m = model(ctx, allocator);
            let mut changed = false;
            for slot in m.promotable_slots(ctx, allocator).unwrap_or_default() {
                if ctx.values[slot.ptr].uses.is_empty() {
                    continue;
                }
                let Some(info) = compute_info(ctx, &slot) else {
                    continue;
                };
                let mut listener = NoListener;
                let promoter = Promoter {
                    rw: Rewriter::new(ctx, &mut listener),
                    slot,
                    allocator,
                    default_value: None,
                    reaching_defs: FxHashMap::default(),
                    replaced: FxHashMap::default(),
                    info: &info,
                };
                let new_allocator = promoter.promote();
                changed = true;
                if let Some(n) = new_allocator {
                    next.push(n);
                }
                break;
            }
            if !changed {
                next.push(allocator);
            }
            changed_round |= changed;
        }
        if !changed_round {
            break;
        }
        promoted_any = true;
        work = next;
    }
    promoted_any
}
