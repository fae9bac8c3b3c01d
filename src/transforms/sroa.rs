//! `sroa` (upstream 19's SROA.cpp): an allocation of an aggregate whose every use either rewires
//! itself to one element (loads, stores, GEPs, memory intrinsics: `DestructurableAccessor`), is
//! shown to stay in bounds (`SafeMemorySlotAccess`), or can give its use up (`PromotableOp`) is
//! replaced by one allocation per element actually used; the new allocations are tried again
//! until nothing changes. What each op does is its dialect's [`MemorySlotModel`], reached
//! through the registry.

use super::mem2reg::{
    blocks_sorted_by_dominance, for_each_in_region_post_order, forward_slice, model, uses_of,
    BlockingUses,
};
use crate::diag::Diagnostic;
use crate::ir::context::Use;
use crate::ir::{Attribute, Context, OpId, RegionId};
use crate::ods::memory_slot::{Deletion, DestructurableSlot, MemorySlot, MemorySlotModel};
use crate::pass::Pass;
use crate::rewrite::rewriter::NoListener;
use crate::rewrite::Rewriter;
use rustc_hash::FxHashSet;

pub struct Sroa;

impl Pass for Sroa {
    fn name(&self) -> &'static str {
        "sroa"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        for region in ctx.ops[op].regions.clone() {
            if ctx.regions[region].first.is_none() {
                continue;
            }
            let mut ops = vec![];
            for_each_in_region_post_order(ctx, region, &mut |_, o| ops.push(o));
            let allocators: Vec<OpId> = ops
                .into_iter()
                .filter(|&o| model(ctx, o).destructurable_slots(ctx, o).is_some())
                .collect();
            try_to_destructure_memory_slots(ctx, allocators);
        }
        Ok(())
    }
}

struct DestructuringInfo {
    used_indices: Vec<Attribute>,
    blocking: BlockingUses,
    accessors: Vec<OpId>,
}

/// `computeDestructuringInfo`: `None` if the slot cannot be destructured (or is unused).
fn compute_info(ctx: &mut Context, slot: &DestructurableSlot) -> Option<DestructuringInfo> {
    if ctx.values[slot.slot.ptr].uses.is_empty() {
        return None;
    }
    let mut info = DestructuringInfo {
        used_indices: vec![],
        blocking: BlockingUses::default(),
        accessors: vec![],
    };
    let mut must_be_safe: Vec<MemorySlot> = vec![];
    for u in uses_of(ctx, slot.slot.ptr) {
        let m = model(ctx, u.op);
        if m.is_destructurable_accessor(ctx, u.op)
            && m.can_rewire(ctx, u.op, slot, &mut info.used_indices, &mut must_be_safe)
                == Some(true)
        {
            info.accessors.push(u.op);
            continue;
        }
        info.blocking.insert(u);
    }
    let mut visited: FxHashSet<Use> = FxHashSet::default();
    while let Some(sub) = must_be_safe.pop() {
        for u in uses_of(ctx, sub.ptr) {
            if !visited.insert(u) {
                continue;
            }
            let m = model(ctx, u.op);
            if m.ensure_only_safe_accesses(ctx, u.op, &sub, &mut must_be_safe) == Some(true) {
                continue;
            }
            info.blocking.insert(u);
        }
    }
    for user in forward_slice(ctx, slot.slot.ptr) {
        let Some(uses) = info.blocking.get(user).cloned() else {
            continue;
        };
        let m = model(ctx, user);
        if !m.is_promotable_op(ctx, user) {
            return None;
        }
        let mut new_blocking = vec![];
        if !m.can_uses_be_removed(ctx, user, &uses, &mut new_blocking) {
            return None;
        }
        for u in new_blocking {
            info.blocking.insert(u);
        }
    }
    Some(info)
}

/// `topologicalSort`: `ops` in the order of a pre-order walk of `region` whose blocks are
/// visited in dominance order.
fn topological_sort(ctx: &Context, region: RegionId, ops: &[OpId]) -> Vec<OpId> {
    let wanted: FxHashSet<OpId> = ops.iter().copied().collect();
    if ops.len() <= 1 {
        return ops.to_vec();
    }
    enum Item {
        Region(RegionId),
        Op(OpId),
    }
    let mut out = vec![];
    let mut placed: FxHashSet<OpId> = FxHashSet::default();
    let mut stack = vec![Item::Region(region)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Region(r) => {
                for b in blocks_sorted_by_dominance(ctx, r).into_iter().rev() {
                    for o in ctx.block_ops(b).into_iter().rev() {
                        stack.push(Item::Op(o));
                    }
                }
            }
            Item::Op(o) => {
                if wanted.contains(&o) && placed.insert(o) {
                    out.push(o);
                }
                for &r in ctx.ops[o].regions.iter().rev() {
                    stack.push(Item::Region(r));
                }
            }
        }
    }
    out
}

/// `destructureSlot`.
fn destructure_slot(
    ctx: &mut Context,
    slot: &DestructurableSlot,
    allocator: OpId,
    info: &DestructuringInfo,
    new_allocators: &mut Vec<OpId>,
) {
    let m: &dyn MemorySlotModel = model(ctx, allocator);
    let mut listener = NoListener;
    let mut rw = Rewriter::new(ctx, &mut listener);
    if let Some(b) = rw.ctx.value_block(slot.slot.ptr) {
        rw.set_insertion_point_to_start(b);
    }
    let subslots = m.destructure(&mut rw, allocator, slot, &info.used_indices, new_allocators);
    let mut users: Vec<OpId> = vec![];
    for (op, _) in &info.blocking.entries {
        if !users.contains(op) {
            users.push(*op);
        }
    }
    for op in &info.accessors {
        if !users.contains(op) {
            users.push(*op);
        }
    }
    let Some(region) = super::mem2reg::value_region(rw.ctx, slot.slot.ptr) else {
        return;
    };
    let users = topological_sort(rw.ctx, region, &users);
    let mut to_erase = vec![];
    for &op in users.iter().rev() {
        rw.set_insertion_point_after(op);
        let um = model(rw.ctx, op);
        if um.is_destructurable_accessor(rw.ctx, op) {
            if um.rewire(&mut rw, op, slot, &subslots) == Deletion::Delete {
                to_erase.push(op);
            }
            continue;
        }
        let blocking = info.blocking.get(op).cloned().unwrap_or_default();
        if um.remove_blocking_uses(&mut rw, op, &blocking) == Deletion::Delete {
            to_erase.push(op);
        }
    }
    for op in to_erase {
        rw.ctx.erase_op(op);
    }
    if let Some(n) = m.handle_destructuring_complete(&mut rw, allocator, slot) {
        new_allocators.push(n);
    }
}

/// `tryToDestructureMemorySlots`: destructures slots of `allocators` (and of the allocations
/// that creates) until nothing changes; true if any was.
pub fn try_to_destructure_memory_slots(ctx: &mut Context, allocators: Vec<OpId>) -> bool {
    let mut any = false;
    let mut work = allocators;
    loop {
        let mut changed_round = false;
        let mut next = vec![];
        for allocator in work {
            if ctx.ops[allocator].erased {
                continue;
            }
            let m = model(ctx, allocator);
            let mut done = false;
            for slot in m.destructurable_slots(ctx, allocator).unwrap_or_default() {
                let Some(info) = compute_info(ctx, &slot) else {
                    continue;
                };
                destructure_slot(ctx, &slot, allocator, &info, &mut next);
                done = true;
                break;
            }
            if !done {
                next.push(allocator);
            }
            changed_round |= done;
        }
        if !changed_round {
            break;
        }
        any = true;
        work = next;
    }
    any
}
