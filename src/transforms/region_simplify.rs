//! Region simplification (MLIR 19's `simplifyRegions`, RegionUtils.cpp): unreachable blocks
//! erased, dead ops and block arguments removed by a liveness fixpoint (`runRegionDCE`), and in
//! aggressive mode identical blocks merged and arguments every predecessor passes the same value
//! for dropped.

use super::branch;
use super::effects::{is_terminator, would_be_trivially_dead};
use super::equivalence::{equivalent_ignoring_values, hash_op_shape};
use super::rewriter::{post_order, Rewriter};
use crate::ir::{BlockId, Context, OpId, RegionId, ValueDef, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Simplifies `regions` and everything nested in them; true if anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_dead = run_region_dce(rw, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(rw, regions);
        dropped = drop_redundant_arguments(rw, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// The blocks reachable from the entry of `region` (depth-first).
fn reachable(ctx: &Context, region: RegionId) -> FxHashSet<BlockId> {
    let mut seen = FxHashSet::default();
    let Some(entry) = ctx.regions[region].first else {
        return seen;
    };
    let mut stack = vec![entry];
    seen.insert(entry);
    while let Some(b) = stack.pop() {
        if let Some(t) = ctx.blocks[b].last {
            for &s in &ctx.ops[t].successors {
                if seen.insert(s) {
                    stack.push(s);
                }
            }
        }
    }
    seen
}

/// `eraseUnreachableBlocks`.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let Some(first) = rw.ctx.regions[region].first else {
            continue;
        };
        if rw.ctx.blocks[first].next.is_none() {
            for o in rw.ctx.ops_iter(first) {
                worklist.extend(rw.ctx.ops[o].regions.iter().copied());
            }
            continue;
        }
        let live = reachable(rw.ctx, region);
        let mut b = Some(first);
        while let Some(blk) = b {
            b = rw.ctx.blocks[blk].next;
            if !live.contains(&blk) {
                drop_all_defined_value_uses(rw.ctx, blk);
                rw.erase_block(blk);
                erased = true;
                continue;
            }
            for o in rw.ctx.ops_iter(blk) {
                worklist.extend(rw.ctx.ops[o].regions.iter().copied());
            }
        }
    }
    erased
}

/// `Block::dropAllDefinedValueUses`: the uses of the block's arguments, of its ops' results (and
/// of values nested in them), and of the block itself are dropped, so it can be erased whatever
/// refers to it.
fn drop_all_defined_value_uses(ctx: &mut Context, block: BlockId) {
    let mut values: Vec<ValueId> = ctx.blocks[block].args.clone();
    let mut blocks = vec![block];
    let mut ops = vec![];
    for o in ctx.ops_iter(block) {
        ctx.walk(o, |x| ops.push(x));
    }
    for &o in &ops {
        values.extend(ctx.ops[o].results.iter().copied());
        for &r in &ctx.ops[o].regions {
            for b in ctx.blocks_iter(r) {
                values.extend(ctx.blocks[b].args.iter().copied());
                blocks.push(b);
            }
        }
    }
    for v in values {
        let uses = std::mem::take(&mut ctx.values[v].uses);
        for u in uses.iter() {
            // Users elsewhere keep a dead operand; they are unreachable too (or erased with it).
            let _ = u;
        }
    }
    for b in blocks {
        ctx.blocks[b].uses.clear();
    }
}

/// A set of entity ids as one bit per id of its arena (the liveness fixpoint visits every op of
/// the regions several times: a bit test, not a hash lookup).
#[derive(Default)]
struct IdBits(Vec<u64>);

impl IdBits {
    fn with_len(n: usize) -> Self {
        IdBits(vec![0; n.div_ceil(64)])
    }
    fn contains(&self, i: u32) -> bool {
        self.0
            .get(i as usize / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
    /// True if `i` was not in the set.
    fn insert(&mut self, i: u32) -> bool {
        let w = i as usize / 64;
        if w >= self.0.len() {
            self.0.resize(w + 1, 0);
        }
        let bit = 1 << (i % 64);
        let new = self.0[w] & bit == 0;
        self.0[w] |= bit;
        new
    }
}

/// Liveness of values and ops (`LiveMap`).
struct LiveMap {
    changed: bool,
    /// Live block arguments (an op result is live with its op).
    values: IdBits,
    ops: IdBits,
}

impl LiveMap {
    fn new(ctx: &Context) -> Self {
        LiveMap {
            changed: false,
            values: IdBits::with_len(ctx.values.len()),
            ops: IdBits::with_len(ctx.ops.len()),
        }
    }
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op.0)
    }
    fn value_live(&self, ctx: &Context, v: ValueId) -> bool {
        match ctx.values[v].def {
            ValueDef::OpResult { op, .. } => self.op_live(op),
            ValueDef::BlockArg { .. } => self.values.contains(v.0),
        }
    }
    fn set_value_live(&mut self, ctx: &Context, v: ValueId) {
        match ctx.values[v].def {
            ValueDef::OpResult { op, .. } => self.set_op_live(op),
            ValueDef::BlockArg { .. } => self.changed |= self.values.insert(v.0),
        }
    }
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.0);
    }
}

fn use_known_dead(ctx: &Context, user: OpId, index: usize, live: &LiveMap) -> bool {
    if !is_terminator(ctx, user) {
        return false;
    }
    if !branch::is_branch(ctx, user) {
        return false;
    }
    match branch::successor_block_argument(ctx, user, index) {
        Some(arg) => !live.value_live(ctx, arg),
        None => false,
    }
}

fn process_value(ctx: &Context, v: ValueId, live: &mut LiveMap) {
    let proved = ctx.values[v].uses.iter().rev().any(|u| {
        if use_known_dead(ctx, u.op, u.index as usize, live) {
            return false;
        }
        live.op_live(u.op)
    });
    if proved {
        live.set_value_live(ctx, v);
    }
}

fn propagate_terminator(ctx: &Context, op: OpId, live: &mut LiveMap) {
    live.set_op_live(op);
    if !branch::is_branch(ctx, op) {
        for &s in &ctx.ops[op].successors {
            for &a in &ctx.blocks[s].args {
                live.set_value_live(ctx, a);
            }
        }
    }
    // Of a branch, produced operands (none in the dialects here) would be live; forwarded ones
    // are decided by their uses.
}

fn propagate_op(ctx: &Context, op: OpId, live: &mut LiveMap) {
    for &r in &ctx.ops[op].regions {
        propagate_region(ctx, r, live);
    }
    if is_terminator(ctx, op) {
        propagate_terminator(ctx, op, live);
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !would_be_trivially_dead(ctx, op) {
        live.set_op_live(op);
        return;
    }
    for &r in &ctx.ops[op].results {
        process_value(ctx, r, live);
    }
}

fn propagate_region(ctx: &Context, region: RegionId, live: &mut LiveMap) {
    let Some(entry) = ctx.regions[region].first else {
        return;
    };
    for b in post_order(ctx, entry) {
        let mut o = ctx.blocks[b].last;
        while let Some(op) = o {
            propagate_op(ctx, op, live);
            o = ctx.ops[op].prev;
        }
        if b == entry {
            continue;
        }
        for &a in &ctx.blocks[b].args {
            if !live.value_live(ctx, a) {
                process_value(ctx, a, live);
            }
        }
    }
}

fn erase_terminator_successor_operands(ctx: &mut Context, term: OpId, live: &LiveMap) {
    if !branch::is_branch(ctx, term) {
        return;
    }
    let n = ctx.ops[term].successors.len();
    for succ in (0..n).rev() {
        let Some(s) = branch::successor_operands(ctx, term, succ) else {
            continue;
        };
        let block = ctx.ops[term].successors[succ];
        for arg in (0..s.len).rev() {
            let Some(&a) = ctx.blocks[block].args.get(arg) else {
                continue;
            };
            if !live.value_live(ctx, a) {
                branch::erase_successor_operand(ctx, term, succ, arg);
            }
        }
    }
}

fn delete_deadness(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(entry) = rw.ctx.regions[region].first else {
            continue;
        };
        let single = rw.ctx.blocks[entry].next.is_none();
        for b in post_order(rw.ctx, entry) {
            if !single {
                if let Some(t) = rw.ctx.blocks[b].last {
                    erase_terminator_successor_operands(rw.ctx, t, live);
                }
            }
            let mut o = rw.ctx.blocks[b].last;
            while let Some(op) = o {
                o = rw.ctx.ops[op].prev;
                if !live.op_live(op) {
                    erased = true;
                    for r in rw.ctx.ops[op].results.clone() {
                        rw.ctx.values[r].uses.clear();
                    }
                    rw.erase_op(op);
                } else {
                    let regions = rw.ctx.ops[op].regions.clone();
                    erased |= delete_deadness(rw, &regions, live);
                }
            }
        }
        // Arguments of the blocks after the entry.
        let mut b = rw.ctx.blocks[entry].next;
        while let Some(blk) = b {
            b = rw.ctx.blocks[blk].next;
            let mut i = 0;
            while i < rw.ctx.blocks[blk].args.len() {
                let a = rw.ctx.blocks[blk].args[i];
                if !live.value_live(rw.ctx, a) {
                    rw.ctx.erase_block_arg(blk, i);
                } else {
                    i += 1;
                }
            }
        }
    }
    erased
}

/// `runRegionDCE`.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::new(rw.ctx);
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw.ctx, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

// ---- identical block merging ---------------------------------------------------------------------------

struct BlockData {
    block: BlockId,
    hash: u64,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(ctx: &Context, block: BlockId) -> Self {
        let mut order = FxHashMap::default();
        let mut next = ctx.blocks[block].args.len();
        let mut hash: u64 = 0;
        for op in ctx.ops_iter(block) {
            let n = ctx.ops[op].results.len();
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
            hash = hash.rotate_left(5) ^ hash_op_shape(ctx, op);
        }
        BlockData { block, hash, order }
    }
    fn order_of(&self, ctx: &Context, v: ValueId) -> usize {
        match ctx.values[v].def {
            ValueDef::BlockArg { index, .. } => index as usize,
            ValueDef::OpResult { op, index } => {
                self.order.get(&op).copied().unwrap_or(0) + index as usize
            }
        }
    }
}

struct Cluster {
    leader: BlockData,
    to_merge: Vec<BlockId>,
    operands: std::collections::BTreeSet<(usize, usize)>,
}

fn used_outside(ctx: &Context, op: OpId, block: BlockId) -> bool {
    ctx.ops[op].results.iter().any(|r| {
        ctx.values[*r].uses.iter().any(|u| {
            // The user, or its ancestor in `block`'s region, must be in `block`.
            let mut cur = u.op;
            loop {
                match ctx.ops[cur].parent {
                    Some(b) if b == block => return false,
                    Some(b) => match ctx.block_parent_op(b) {
                        Some(p) => cur = p,
                        None => return true,
                    },
                    None => return true,
                }
            }
        })
    })
}

impl Cluster {
    fn add(&mut self, ctx: &Context, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, mb) = (self.leader.block, data.block);
        let lt: Vec<_> = ctx.blocks[lb]
            .args
            .iter()
            .map(|a| ctx.values[*a].ty)
            .collect();
        let mt: Vec<_> = ctx.blocks[mb]
            .args
            .iter()
            .map(|a| ctx.values[*a].ty)
            .collect();
        if lt != mt {
            return false;
        }
        let lops: Vec<OpId> = ctx.ops_iter(lb).collect();
        let mops: Vec<OpId> = ctx.ops_iter(mb).collect();
        let mut mismatched = vec![];
        for (i, (&l, &r)) in lops.iter().zip(&mops).enumerate() {
            if !equivalent_ignoring_values(ctx, l, r) {
                return false;
            }
            let (lo, ro) = (&ctx.ops[l].operands, &ctx.ops[r].operands);
            for k in 0..lo.len() {
                let (x, y) = (lo[k], ro[k]);
                if x == y {
                    continue;
                }
                if ctx.values[x].ty != ctx.values[y].ty {
                    return false;
                }
                let x_in = ctx.value_block(x) == Some(lb);
                let y_in = ctx.value_block(y) == Some(mb);
                if x_in != y_in {
                    return false;
                }
                if !x_in {
                    let valid = |block: BlockId, v: ValueId| {
                        let Some(d) = ctx.defining_op(v) else {
                            return true;
                        };
                        let Some(pb) = ctx.ops[d].parent else {
                            return true;
                        };
                        if ctx.blocks[pb].last != Some(d) {
                            return true;
                        }
                        !ctx.predecessors(block)
                            .any(|u| ctx.ops[u.op].parent == Some(pb))
                    };
                    if !valid(lb, x) || !valid(mb, y) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(ctx, x) != data.order_of(ctx, y) {
                    return false;
                }
            }
            if used_outside(ctx, r, mb) || used_outside(ctx, l, lb) {
                return false;
            }
        }
        if lops.len() != mops.len() {
            return false;
        }
        self.operands.extend(mismatched);
        if !self.to_merge.contains(&mb) {
            self.to_merge.push(mb);
        }
        true
    }

    fn merge(self, rw: &mut Rewriter<'_>) -> bool {
        if self.to_merge.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let can_update =
            |ctx: &Context, b: BlockId| ctx.predecessors(b).all(|u| branch::is_branch(ctx, u.op));
        if !self.operands.is_empty() {
            if !can_update(rw.ctx, leader) || !self.to_merge.iter().all(|b| can_update(rw.ctx, *b))
            {
                return false;
            }
            let blocks: Vec<BlockId> = std::iter::once(leader)
                .chain(self.to_merge.iter().copied())
                .collect();
            let block_ops: Vec<Vec<OpId>> = blocks
                .iter()
                .map(|b| rw.ctx.ops_iter(*b).collect())
                .collect();
            let mut new_args: Vec<Vec<ValueId>> =
                vec![Vec::with_capacity(self.operands.len()); blocks.len()];
            for &(op_i, operand) in &self.operands {
                for (bi, ops) in block_ops.iter().enumerate() {
                    let o = ops[op_i];
                    let v = rw.ctx.ops[o].operands[operand];
                    new_args[bi].push(v);
                    if bi == 0 {
                        let ty = rw.ctx.values[v].ty;
                        let loc = value_loc(rw.ctx, v);
                        let a = rw.ctx.add_block_arg(leader, ty, Some(loc));
                        rw.ctx.set_operand(o, operand, a);
                    }
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, leader);
            for (bi, b) in blocks.iter().enumerate() {
                let preds: Vec<_> = rw.ctx.predecessors(*b).collect();
                for u in preds {
                    branch::append_successor_operands(
                        rw.ctx,
                        u.op,
                        u.index as usize,
                        &new_args[bi],
                    );
                }
            }
        }
        for b in self.to_merge {
            rw.ctx.replace_all_block_uses(b, leader);
            rw.erase_block(b);
        }
        true
    }
}

/// The location of a value: its op's, or the block argument's own.
fn value_loc(ctx: &mut Context, v: ValueId) -> crate::ir::Attribute {
    match ctx.values[v].def {
        ValueDef::OpResult { op, .. } => ctx.ops[op].loc,
        ValueDef::BlockArg { .. } => match ctx.values[v].loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// `pruneRedundantArguments`.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    new_args: Vec<Vec<ValueId>>,
    block: BlockId,
) -> Vec<Vec<ValueId>> {
    if new_args.is_empty() {
        return new_args;
    }
    let num_args = new_args[0].len();
    let mut first: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, v) in new_args[0].iter().enumerate() {
        first.entry(*v).or_insert(j);
    }
    let mut replace: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..num_args {
        let k = first[&new_args[0][j]];
        if k != j && new_args.iter().skip(1).all(|l| l[k] == l[j]) {
            replace.insert(j, k);
        }
    }
    let pruned: Vec<Vec<ValueId>> = new_args
        .iter()
        .map(|l| {
            (0..num_args)
                .filter(|j| !replace.contains_key(j))
                .map(|j| l[j])
                .collect()
        })
        .collect();
    // The new arguments are the last `num_args` of the block.
    let base = rw.ctx.blocks[block].args.len() - num_args;
    let mut to_erase = vec![];
    for j in 0..num_args {
        if let Some(&k) = replace.get(&j) {
            let old = rw.ctx.blocks[block].args[base + j];
            let new = rw.ctx.blocks[block].args[base + k];
            rw.replace_all_uses_with(old, new);
            to_erase.push(base + j);
        }
    }
    for i in to_erase.into_iter().rev() {
        rw.ctx.erase_block_arg(block, i);
    }
    pruned
}

fn merge_identical_blocks_in(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let Some(entry) = rw.ctx.regions[region].first else {
        return false;
    };
    if rw.ctx.blocks[entry].next.is_none() {
        return false;
    }
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = vec![];
    let mut b = rw.ctx.blocks[entry].next;
    while let Some(blk) = b {
        b = rw.ctx.blocks[blk].next;
        let succs = match rw.ctx.blocks[blk].last {
            Some(t) => rw.ctx.ops[t].successors.clone(),
            None => vec![],
        };
        match groups.iter_mut().find(|g| g.0 == succs) {
            Some(g) => g.1.push(blk),
            None => groups.push((succs, vec![blk])),
        }
    }
    let mut merged = false;
    for (_, blocks) in groups {
        if blocks.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = vec![];
        for blk in blocks {
            let data = BlockData::new(rw.ctx, blk);
            let has_region = rw.ctx.ops_iter(blk).any(|o| {
                rw.ctx.ops[o]
                    .regions
                    .iter()
                    .any(|r| rw.ctx.regions[*r].first.is_some())
            });
            if has_region {
                continue;
            }
            let mut added = false;
            for c in clusters.iter_mut() {
                if c.add(rw.ctx, &data) {
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push(Cluster {
                    leader: data,
                    to_merge: vec![],
                    operands: Default::default(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(rw);
        }
    }
    merged
}

/// `mergeIdenticalBlocks` over `regions` and the regions nested in them.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_identical_blocks_in(rw, region) {
            worklist.insert(region);
            changed = true;
        }
        worklist.insert_nested(rw.ctx, region);
    }
    changed
}

/// A LIFO worklist of regions with set semantics (upstream's `SetVector<Region *>`): inserting a
/// region already on it does nothing; a popped region may be inserted again.
struct RegionWorklist {
    list: Vec<RegionId>,
    on: FxHashSet<RegionId>,
}

impl RegionWorklist {
    fn new(regions: &[RegionId]) -> Self {
        let mut w = RegionWorklist {
            list: vec![],
            on: FxHashSet::default(),
        };
        for &r in regions {
            w.insert(r);
        }
        w
    }
    fn insert(&mut self, r: RegionId) {
        if self.on.insert(r) {
            self.list.push(r);
        }
    }
    fn pop(&mut self) -> Option<RegionId> {
        let r = self.list.pop()?;
        self.on.remove(&r);
        Some(r)
    }
    /// The regions of the ops of `region`'s blocks, in order.
    fn insert_nested(&mut self, ctx: &Context, region: RegionId) {
        for b in ctx.blocks_iter(region) {
            for o in ctx.ops_iter(b) {
                for &r in &ctx.ops[o].regions {
                    self.insert(r);
                }
            }
        }
    }
}

fn drop_redundant_arguments_in(rw: &mut Rewriter<'_>, block: BlockId) -> bool {
    let mut to_erase = vec![];
    let nargs = rw.ctx.blocks[block].args.len();
    for i in 0..nargs {
        let arg = rw.ctx.blocks[block].args[i];
        let mut same = true;
        let mut common: Option<ValueId> = None;
        let preds: Vec<_> = rw.ctx.predecessors(block).collect();
        for u in preds {
            if !branch::is_branch(rw.ctx, u.op) {
                same = false;
                break;
            }
            let fwd = branch::forwarded(rw.ctx, u.op, u.index as usize);
            let Some(&v) = fwd.get(i) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            to_erase.push(i);
            rw.replace_all_uses_with(arg, c);
        }
    }
    for &i in to_erase.iter().rev() {
        rw.ctx.erase_block_arg(block, i);
        let preds: Vec<_> = rw.ctx.predecessors(block).collect();
        for u in preds {
            branch::erase_successor_operand(rw.ctx, u.op, u.index as usize, i);
        }
    }
    !to_erase.is_empty()
}

/// `dropRedundantArguments` over `regions` and the regions nested in them.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        for b in rw.ctx.blocks_iter(region).collect::<Vec<_>>() {
            // Upstream keeps only the last block's answer.
            changed = drop_redundant_arguments_in(rw, b);
            for o in rw.ctx.ops_iter(b) {
                for &r in &rw.ctx.ops[o].regions {
                    worklist.insert(r);
                }
            }
        }
    }
    changed
}
