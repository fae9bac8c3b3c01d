//! The rewriter patterns and drivers edit the IR through (MLIR's `RewriterBase`/`PatternRewriter`):
//! every edit is reported to a [`Listener`] in the order upstream 19 reports it, because the greedy
//! driver's worklist (and so the order in which ops are visited, and the text that results) follows
//! those notifications.

use crate::ir::{Attribute, BlockId, Context, OpId, OpState, RegionId, Type, ValueId};
use crate::ods::OpBuilder;

/// Where new ops go: before `before` in `block`, or at its end.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InsertPoint {
    pub block: BlockId,
    pub before: Option<OpId>,
}

impl InsertPoint {
    /// Before `op` (which must be in a block).
    pub fn before(ctx: &Context, op: OpId) -> Option<Self> {
        Some(InsertPoint {
            block: ctx.ops[op].parent?,
            before: Some(op),
        })
    }
    /// After `op`.
    pub fn after(ctx: &Context, op: OpId) -> Option<Self> {
        Some(InsertPoint {
            block: ctx.ops[op].parent?,
            before: ctx.ops[op].next,
        })
    }
    pub fn start(ctx: &Context, block: BlockId) -> Self {
        InsertPoint {
            block,
            before: ctx.blocks[block].first,
        }
    }
    pub fn end(block: BlockId) -> Self {
        InsertPoint {
            block,
            before: None,
        }
    }
}

/// What a rewriter reports (MLIR's `RewriterBase::Listener`). Every method has an empty default.
pub trait Listener {
    /// `op` was inserted (created, moved or cloned into place).
    fn op_inserted(&mut self, _ctx: &Context, _op: OpId) {}
    /// `op` was changed in place.
    fn op_modified(&mut self, _ctx: &Context, _op: OpId) {}
    /// `op`'s results are about to be replaced with `with`.
    fn op_replaced(&mut self, _ctx: &Context, _op: OpId, _with: &[ValueId]) {}
    /// `op` is about to be erased (it is still in place, with its operands).
    fn op_erased(&mut self, _ctx: &Context, _op: OpId) {}
    /// `block` was inserted into a region.
    fn block_inserted(&mut self, _ctx: &Context, _block: BlockId) {}
    /// `block` is about to be erased.
    fn block_erased(&mut self, _ctx: &Context, _block: BlockId) {}
}

/// A listener that ignores everything.
pub struct NoListener;
impl Listener for NoListener {}

/// Edits IR and reports each edit to its listener.
pub struct Rewriter<'a> {
    pub ctx: &'a mut Context,
    ip: Option<InsertPoint>,
    listener: &'a mut dyn Listener,
}

impl OpBuilder for Rewriter<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        self.create(st)
    }
}

impl<'a> Rewriter<'a> {
    pub fn new(ctx: &'a mut Context, listener: &'a mut dyn Listener) -> Self {
        Rewriter {
            ctx,
            ip: None,
            listener,
        }
    }

    // ---- insertion point -----------------------------------------------------------------------------------
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = InsertPoint::before(self.ctx, op);
    }
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = InsertPoint::after(self.ctx, op);
    }
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint::start(self.ctx, block));
    }
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint::end(block));
    }

    fn place(&mut self, op: OpId, ip: InsertPoint) {
        match ip.before {
            Some(b) => self.ctx.insert_op_before(b, op),
            None => self.ctx.append_op(ip.block, op),
        }
    }

    // ---- creating ------------------------------------------------------------------------------------------
    /// Creates the op at the insertion point (detached if there is none) and reports it.
    pub fn create(&mut self, st: OpState) -> OpId {
        let op = self.ctx.create_op(st);
        if let Some(ip) = self.ip {
            self.place(op, ip);
            self.listener.op_inserted(self.ctx, op);
        }
        op
    }

    /// `OpBuilder::createOrFold`: the op is created at the insertion point and folded; if the fold
    /// gives values (constants materialized by the op's dialect right there) the op is erased
    /// unreported and those are returned, otherwise the op is reported and its results returned.
    pub fn create_or_fold(&mut self, st: OpState) -> Vec<ValueId> {
        let op = self.ctx.create_op(st);
        let Some(ip) = self.ip else {
            return self.ctx.ops[op].results.to_vec();
        };
        self.place(op, ip);
        if let Some(vals) = self.try_fold(op) {
            return vals;
        }
        self.listener.op_inserted(self.ctx, op);
        self.ctx.ops[op].results.to_vec()
    }

    /// `OpBuilder::tryFold` of a just-placed op: the values it folds to (constants materialized
    /// after it, then the op erased unreported), or `None` (an in-place fold keeps the op).
    fn try_fold(&mut self, op: OpId) -> Option<Vec<ValueId>> {
        use crate::ods::{FoldResult, FoldValue};
        if super::fold::intern_constant_of_op(self.ctx, op).is_some() {
            return None;
        }
        let FoldResult::Values(vals) = super::fold::fold(self.ctx, op) else {
            return None;
        };
        if vals.is_empty() {
            return None;
        }
        let dialect = super::fold::dialect_of(self.ctx, op).to_string();
        let loc = self.ctx.ops[op].loc;
        let results = self.ctx.ops[op].results.to_vec();
        let mut states = vec![];
        let mut slots = vec![];
        for (v, r) in vals.into_iter().zip(results) {
            match v {
                FoldValue::Value(v) => slots.push(Ok(v)),
                FoldValue::Attr(a) => {
                    let ty = self.ctx.value_type(r);
                    let st = super::fold::materialize(self.ctx, &dialect, a, ty, loc)?;
                    slots.push(Err(states.len()));
                    states.push(st);
                }
            }
        }
        // The constants go where the op was.
        let after = InsertPoint::after(self.ctx, op);
        let mut made = vec![];
        for st in states {
            let c = self.ctx.create_op(st);
            if let Some(ip) = after {
                self.place(c, ip);
                self.listener.op_inserted(self.ctx, c);
            }
            made.push(self.ctx.ops[c].results[0]);
        }
        self.ctx.erase_op(op);
        Some(
            slots
                .into_iter()
                .map(|s| match s {
                    Ok(v) => v,
                    Err(i) => made[i],
                })
                .collect(),
        )
    }

    /// Reports `op`, already in place, as inserted (what upstream's `clone` and
    /// `cloneRegionBefore` report for the ops nested in what they copy).
    pub fn notify_inserted(&mut self, op: OpId) {
        self.listener.op_inserted(self.ctx, op);
    }

    /// Inserts a detached op at the insertion point and reports it.
    pub fn insert_op(&mut self, op: OpId) {
        if let Some(ip) = self.ip {
            self.place(op, ip);
            self.listener.op_inserted(self.ctx, op);
        }
    }

    /// Creates a block with arguments in `region`, before `before` (at the end if `None`), and
    /// puts the insertion point at its start (`createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Option<Attribute>)],
    ) -> BlockId {
        let b = self.ctx.new_block();
        for (t, l) in args {
            self.ctx.add_block_arg(b, *t, *l);
        }
        match before {
            Some(x) => self.ctx.insert_block_before(x, b),
            None => self.ctx.append_block(region, b),
        }
        self.listener.block_inserted(self.ctx, b);
        self.ip = Some(InsertPoint::start(self.ctx, b));
        b
    }

    // ---- modifying -----------------------------------------------------------------------------------------
    /// Reports `op` as changed in place (`finalizeOpModification`).
    pub fn modified(&mut self, op: OpId) {
        self.listener.op_modified(self.ctx, op);
    }

    /// Changes `op` with `f` and reports it (`modifyOpInPlace`).
    pub fn modify<R>(&mut self, op: OpId, f: impl FnOnce(&mut Context) -> R) -> R {
        let r = f(self.ctx);
        self.listener.op_modified(self.ctx, op);
        r
    }

    /// Replaces every use of `from` with `to`, reporting each user as modified, in MLIR's use-list
    /// order (the newest use first).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = self.ctx.values[from].uses.last().copied() {
            self.ctx.set_operand(u.op, u.index as usize, to);
            self.listener.op_modified(self.ctx, u.op);
        }
    }

    /// Replaces the uses for which `pred` holds (`replaceUsesWithIf`); true if all were replaced.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Context, crate::ir::context::Use) -> bool,
    ) -> bool {
        let uses: Vec<_> = self.ctx.values[from].uses.iter().rev().copied().collect();
        let mut all = true;
        for u in uses {
            if pred(self.ctx, u) {
                self.ctx.set_operand(u.op, u.index as usize, to);
                self.listener.op_modified(self.ctx, u.op);
            } else {
                all = false;
            }
        }
        all
    }

    /// Replaces the results of `op` with `with` and erases it (`replaceOp`).
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        self.replace_all_op_uses_with(op, with);
        self.erase_op(op);
    }

    /// Replaces the uses of `op`'s results, keeping the op (`replaceAllOpUsesWith`).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, with: &[ValueId]) {
        self.listener.op_replaced(self.ctx, op, with);
        let results = self.ctx.ops[op].results.clone();
        for (r, w) in results.iter().zip(with) {
            self.replace_all_uses_with(*r, *w);
        }
    }

    /// Replaces `op` with the results of the new op `st` created before it.
    pub fn replace_op_with_new(&mut self, op: OpId, st: OpState) -> OpId {
        self.set_insertion_point_before(op);
        let new = self.create(st);
        let results = self.ctx.ops[new].results.to_vec();
        self.replace_op(op, &results);
        new
    }

    /// Erases `op` and everything nested in it, users before definitions, reporting each op
    /// (`eraseOp`: nested ops in post-order, blocks of a region successors first).
    pub fn erase_op(&mut self, op: OpId) {
        let regions = self.ctx.ops[op].regions.clone();
        for &r in regions.iter().rev() {
            while let Some(entry) = self.ctx.regions[r].first {
                let order = post_order(self.ctx, entry);
                for &b in &order {
                    let mut cur = self.ctx.blocks[b].last;
                    while let Some(o) = cur {
                        cur = self.ctx.ops[o].prev;
                        self.erase_op(o);
                    }
                }
                for b in order {
                    self.drop_block_references(b);
                    self.erase_block(b);
                }
            }
        }
        self.listener.op_erased(self.ctx, op);
        self.drop_result_uses(op);
        self.ctx.erase_op(op);
    }

    /// Drops the uses of `op`'s results (they are in a graph region or being erased with it).
    fn drop_result_uses(&mut self, op: OpId) {
        // Users left in a graph region keep naming the dead value (MLIR nulls them); they are
        // erased with it.
        for r in self.ctx.ops[op].results.clone() {
            self.ctx.values[r].uses.clear();
        }
    }

    /// Drops the uses of `b`'s arguments and of `b` itself.
    fn drop_block_references(&mut self, b: BlockId) {
        for a in self.ctx.blocks[b].args.clone() {
            self.ctx.values[a].uses.clear();
        }
        self.ctx.blocks[b].uses.clear();
    }

    /// Erases `block` (no uses) with its ops in reverse order (`eraseBlock`).
    pub fn erase_block(&mut self, block: BlockId) {
        let mut cur = self.ctx.blocks[block].last;
        while let Some(o) = cur {
            cur = self.ctx.ops[o].prev;
            self.erase_op(o);
        }
        self.listener.block_erased(self.ctx, block);
        self.ctx.detach_block(block);
    }

    // ---- moving --------------------------------------------------------------------------------------------
    /// Moves `op` to `ip` and reports it as inserted (`moveOpBefore`).
    pub fn move_op(&mut self, op: OpId, ip: InsertPoint) {
        if ip.before == Some(op) {
            return;
        }
        self.ctx.detach_op(op);
        self.place(op, ip);
        self.listener.op_inserted(self.ctx, op);
    }

    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        if let Some(ip) = InsertPoint::before(self.ctx, anchor) {
            self.move_op(op, ip);
        }
    }

    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        if self.ctx.ops[anchor].next == Some(op) {
            // Already there, but upstream still reports the move.
            self.listener.op_inserted(self.ctx, op);
            return;
        }
        if let Some(ip) = InsertPoint::after(self.ctx, anchor) {
            self.move_op(op, ip);
        }
    }

    /// Moves the ops of `source` before `ip`, replacing its arguments with `args`, and erases it
    /// (`inlineBlockBefore`).
    pub fn inline_block_before(&mut self, source: BlockId, ip: InsertPoint, args: &[ValueId]) {
        let src_args = self.ctx.blocks[source].args.clone();
        for (a, v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(*a, *v);
        }
        while let Some(o) = self.ctx.blocks[source].first {
            self.ctx.detach_op(o);
            self.place(o, ip);
            self.listener.op_inserted(self.ctx, o);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` and erases `source` (`mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, InsertPoint::end(dest), args);
    }

    /// Splits `block` before `before` (at its end if `None`): the ops from there on move, one by
    /// one from the back, into a new block after it (`splitBlock`).
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        let region = self.ctx.blocks[block]
            .parent
            .expect("split block is in a region");
        let next = self.ctx.blocks[block].next;
        let nb = self.create_block(region, next, &[]);
        let Some(before) = before else {
            return nb;
        };
        while let Some(last) = self.ctx.blocks[block].last {
            let ip = InsertPoint::start(self.ctx, nb);
            self.ctx.detach_op(last);
            self.place(last, ip);
            self.listener.op_inserted(self.ctx, last);
            if last == before {
                break;
            }
        }
        nb
    }

    /// Moves the blocks of `region` before `before` in `parent` (at its end if `None`)
    /// (`inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        parent: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(b) = self.ctx.regions[region].first {
            self.ctx.detach_block(b);
            match before {
                Some(x) => self.ctx.insert_block_before(x, b),
                None => self.ctx.append_block(parent, b),
            }
            self.listener.block_inserted(self.ctx, b);
        }
    }
}

/// The blocks reachable from `entry` in post-order over successors (LLVM's `post_order`).
pub fn post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    // Most regions are one block without successors: no visited set then.
    if ctx.blocks[entry]
        .last
        .is_none_or(|t| ctx.ops[t].successors.is_empty())
    {
        return vec![entry];
    }
    let mut out = vec![];
    let mut visited = rustc_hash::FxHashSet::default();
    visited.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some((b, i)) = stack.last_mut() {
        let succs: &[BlockId] = match ctx.blocks[*b].last {
            Some(t) => &ctx.ops[t].successors,
            None => &[],
        };
        if let Some(&s) = succs.get(*i) {
            *i += 1;
            if visited.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}
