//! The `sccp` pass (SCCP.cpp with MLIR 19's `DeadCodeAnalysis` and
//! `SparseConstantPropagation`): values are propagated as constants along the control flow that
//! can execute (branches whose condition is known take one edge), through calls of functions
//! whose callers are all known, then every value found constant is replaced by a uniqued constant
//! at the start of its region, and ops left dead are erased.
//!
//! The analysis is a monotone fixpoint, computed here by sweeping the live code until nothing
//! changes (upstream's worklist reaches the same fixpoint).

use super::branch;
use super::effects::would_be_trivially_dead;
use super::fold::{fold_with, OperationFolder};
use super::rewriter::{NoListener, Rewriter};
use super::symbols::{is_symbol, is_symbol_table, lookup_symbol_chain, symbol_uses};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, BlockId, Context, OpId, RegionId, ValueDef, ValueId};
use crate::ods::interfaces::{self, BranchPoint, RegionBranchDef, RegionSuccessor};
use crate::ods::{traits, FoldResult, FoldValue};
use rustc_hash::{FxHashMap, FxHashSet};

/// `ConstantValue` in `Lattice<ConstantValue>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Lattice {
    Uninit,
    /// A constant and the dialect whose op produced it (which materializes it).
    Const(Attribute, &'static str),
    Unknown,
}

impl Lattice {
    fn join(self, o: Lattice) -> Lattice {
        match (self, o) {
            (Lattice::Uninit, x) | (x, Lattice::Uninit) => x,
            (a, b) if a == b => a,
            _ => Lattice::Unknown,
        }
    }
}

/// `PredecessorState`: known predecessors, or unknown ones too.
#[derive(Default)]
struct Preds {
    unknown: bool,
    known: Vec<OpId>,
}

impl Preds {
    fn all_known(&self) -> bool {
        !self.unknown
    }
}

struct Solver {
    scope: OpId,
    live_blocks: FxHashSet<BlockId>,
    live_edges: FxHashSet<(BlockId, BlockId)>,
    values: FxHashMap<ValueId, Lattice>,
    /// Call sites of each callable (`PredecessorState` of the callable).
    callsites: FxHashMap<OpId, Preds>,
    /// Return sites of each call (`PredecessorState` of the call).
    returns: FxHashMap<OpId, Preds>,
    /// `PredecessorState` of the entry block of a region of a region-branch op: the op itself or
    /// the region terminators that branch there, each with the values that receive what it passes.
    entry_preds: FxHashMap<BlockId, Vec<(OpId, Vec<ValueId>)>>,
    /// The same for the results of a region-branch op.
    result_preds: FxHashMap<OpId, Vec<(OpId, Vec<ValueId>)>>,
    changed: bool,
}

impl Solver {
    fn get(&self, v: ValueId) -> Lattice {
        self.values.get(&v).copied().unwrap_or(Lattice::Uninit)
    }
    fn join(&mut self, v: ValueId, l: Lattice) {
        let cur = self.get(v);
        let new = cur.join(l);
        if new != cur {
            self.values.insert(v, new);
            self.changed = true;
        }
    }
    fn set_unknown(&mut self, vs: &[ValueId]) {
        for &v in vs {
            self.join(v, Lattice::Unknown);
        }
    }
    fn mark_block(&mut self, b: BlockId) {
        if self.live_blocks.insert(b) {
            self.changed = true;
        }
    }
    fn mark_edge(&mut self, from: BlockId, to: BlockId) {
        self.mark_block(to);
        if self.live_edges.insert((from, to)) {
            self.changed = true;
        }
    }
    fn mark_entry_blocks(&mut self, ctx: &Context, op: OpId) {
        for &r in &ctx.ops[op].regions {
            if let Some(e) = ctx.regions[r].first {
                self.mark_block(e);
            }
        }
    }
    fn preds_unknown(map: &mut FxHashMap<OpId, Preds>, op: OpId, changed: &mut bool) {
        let p = map.entry(op).or_default();
        if !p.unknown {
            p.unknown = true;
            *changed = true;
        }
    }
    fn preds_add(map: &mut FxHashMap<OpId, Preds>, op: OpId, pred: OpId, changed: &mut bool) {
        let p = map.entry(op).or_default();
        if !p.known.contains(&pred) {
            p.known.push(pred);
            *changed = true;
        }
    }

    /// The region-branch hooks of `op` if it is a region-branch op and not a callable.
    fn region_branch(ctx: &Context, op: OpId) -> Option<&'static RegionBranchDef> {
        if Self::callable_region(ctx, op).is_some() {
            return None;
        }
        interfaces::region_branch(ctx, op)
    }

    /// Records that control reaches the successors `succs` from `pred` (the op entering its
    /// regions, or a terminator of one): each region's entry block is live and has `pred` as a
    /// predecessor; reaching the parent makes `pred` a predecessor of the op's results.
    fn reach(&mut self, ctx: &Context, op: OpId, pred: OpId, succs: Vec<RegionSuccessor>) {
        for succ in succs {
            let inputs = succ.inputs().to_vec();
            let list = match succ {
                RegionSuccessor::Region { index, .. } => {
                    let entry = ctx.ops[op]
                        .regions
                        .get(index)
                        .and_then(|r| ctx.regions[*r].first);
                    let Some(entry) = entry else {
                        continue;
                    };
                    self.mark_block(entry);
                    self.entry_preds.entry(entry).or_default()
                }
                RegionSuccessor::Parent { .. } => self.result_preds.entry(op).or_default(),
            };
            if !list.iter().any(|(p, _)| *p == pred) {
                list.push((pred, inputs));
                self.changed = true;
            }
        }
    }

    /// `visitRegionSuccessors`: joins into `targets` (the op's results, or a region's entry
    /// arguments, at `point`) what each known predecessor forwards; targets no predecessor feeds
    /// are unknown.
    fn join_from_preds(
        &mut self,
        ctx: &Context,
        op: OpId,
        preds: Vec<(OpId, Vec<ValueId>)>,
        point: BranchPoint,
        targets: &[ValueId],
    ) {
        for (pred, inputs) in preds {
            let operands = if pred == op {
                Self::region_branch(ctx, op).map(|d| (d.entry_operands)(ctx, op, point))
            } else {
                interfaces::terminator_operands(ctx, pred, point)
            };
            let Some(operands) = operands else {
                self.set_unknown(targets);
                continue;
            };
            for &t in targets {
                if !inputs.contains(&t) {
                    self.join(t, Lattice::Unknown);
                }
            }
            for (t, v) in inputs.iter().zip(operands) {
                let l = self.get(v);
                self.join(*t, l);
            }
        }
    }

    /// `CallOpInterface::resolveCallable`: the callable op a call names.
    fn resolve_callable(ctx: &Context, call: OpId) -> Option<OpId> {
        let iface = ctx.ops[call].def?.call?;
        let callee = (iface.callee)(ctx, call)?;
        crate::verify::symbols::lookup_symbol(ctx, call, callee)
    }

    fn callable_region(ctx: &Context, op: OpId) -> Option<Option<RegionId>> {
        let f = ctx.ops[op].def?.callable?;
        Some(f(ctx, op))
    }

    /// `initializeSymbolCallables`.
    fn init_symbol_callables(&mut self, ctx: &Context) {
        let top_has_block = ctx.ops[self.scope].parent.is_some();
        let mut tables = vec![];
        // `walkSymbolTables`: the scope and nested symbol tables, with whether all uses are seen.
        let mut stack = vec![(self.scope, !top_has_block)];
        while let Some((op, all_visible)) = stack.pop() {
            if is_symbol_table(ctx, op) {
                tables.push((op, all_visible));
            }
            for &r in &ctx.ops[op].regions {
                for b in ctx.blocks_iter(r) {
                    for o in ctx.ops_iter(b) {
                        let vis = all_visible
                            && (!is_symbol(ctx, o) || super::symbols::is_private(ctx, o));
                        stack.push((o, vis));
                    }
                }
            }
        }
        for (table, all_visible) in tables {
            let Some(&region) = ctx.ops[table].regions.first() else {
                continue;
            };
            let Some(block) = ctx.regions[region].first else {
                continue;
            };
            let mut found = false;
            for o in ctx.ops_iter(block) {
                let Some(Some(_)) = Self::callable_region(ctx, o) else {
                    continue;
                };
                if !is_symbol(ctx, o) {
                    continue;
                }
                let vis = super::symbols::visibility(ctx, o);
                let public = matches!(vis, None | Some(b"public"));
                let nested = vis == Some(b"nested");
                if public || (!all_visible && nested) {
                    Self::preds_unknown(&mut self.callsites, o, &mut self.changed);
                }
                found = true;
            }
            if !found {
                continue;
            }
            // Non-call uses of symbols: their callables have unknown callers.
            let mut uses = vec![];
            let mut unknown_table = false;
            for o in ctx.ops_iter(block) {
                match symbol_uses(ctx, o) {
                    Some(u) => uses.extend(u),
                    None => unknown_table = true,
                }
            }
            if unknown_table {
                let mut all = vec![];
                ctx.walk(self.scope, |x| {
                    if Self::callable_region(ctx, x).is_some() {
                        all.push(x);
                    }
                });
                for x in all {
                    Self::preds_unknown(&mut self.callsites, x, &mut self.changed);
                }
                return;
            }
            for (user, r) in uses {
                if ctx.ops[user].def.is_some_and(|d| d.call.is_some()) {
                    continue;
                }
                if let Some(chain) = lookup_symbol_chain(ctx, self.scope, r) {
                    if let Some(&s) = chain.last() {
                        Self::preds_unknown(&mut self.callsites, s, &mut self.changed);
                    }
                }
            }
        }
    }

    fn operand_constants(&self, ctx: &Context, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let mut out = vec![];
        for &v in &ctx.ops[op].operands {
            match self.get(v) {
                Lattice::Uninit => return None,
                Lattice::Const(a, _) => out.push(Some(a)),
                Lattice::Unknown => out.push(None),
            }
        }
        Some(out)
    }

    /// One visit of `op` in a live block: control flow (DeadCodeAnalysis) and its results.
    fn visit_op(&mut self, ctx: &mut Context, op: OpId) {
        let def = ctx.ops[op].def;
        let is_call = def.is_some_and(|d| d.call.is_some());
        if is_call {
            let callee = Self::resolve_callable(ctx, op);
            // `isExternalCallable`: outside the analysis, or a declaration.
            let internal = callee.filter(|&c| {
                is_symbol(ctx, c)
                    && ctx.is_ancestor(self.scope, c)
                    && !matches!(Self::callable_region(ctx, c), Some(None))
            });
            match internal {
                Some(c) => Self::preds_add(&mut self.callsites, c, op, &mut self.changed),
                None => Self::preds_unknown(&mut self.returns, op, &mut self.changed),
            }
        }
        if !ctx.ops[op].regions.is_empty() {
            match Self::callable_region(ctx, op) {
                Some(_) => {
                    // Live if it has callers, or callers nobody knows.
                    let p = self.callsites.get(&op);
                    if p.is_some_and(|p| !p.all_known() || !p.known.is_empty()) {
                        self.mark_entry_blocks(ctx, op);
                    }
                }
                None => match Self::region_branch(ctx, op) {
                    // `visitRegionBranchOperation`: the successors the operands allow.
                    Some(rb) => {
                        if let Some(k) = self.operand_constants(ctx, op) {
                            let succs = rb
                                .entry_successors
                                .and_then(|f| f(ctx, op, &k))
                                .unwrap_or_else(|| (rb.successors)(ctx, op, BranchPoint::Parent));
                            self.reach(ctx, op, op, succs);
                        }
                    }
                    None => self.mark_entry_blocks(ctx, op),
                },
            }
        }
        // `visitRegionTerminator`: a region's terminator passes control to the successors of
        // its region.
        if let Some(parent) = ctx.parent_op(op) {
            let last = ctx.ops[op].parent.and_then(|b| ctx.blocks[b].last) == Some(op);
            if let Some(rb) = Self::region_branch(ctx, parent) {
                let k = self.operand_constants(ctx, op);
                if let (true, true, Some(k)) = (last, ctx.ops[op].successors.is_empty(), k) {
                    let region = ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent);
                    let index = ctx.ops[parent]
                        .regions
                        .iter()
                        .position(|r| Some(*r) == region);
                    if let Some(index) = index {
                        let succs = rb
                            .exit_successors
                            .and_then(|f| f(ctx, parent, index, op, &k))
                            .unwrap_or_else(|| {
                                (rb.successors)(ctx, parent, BranchPoint::Region(index))
                            });
                        self.reach(ctx, parent, op, succs);
                    }
                }
            }
        }
        // A callable's return: a return site of each known call site.
        if let Some(parent) = ctx.parent_op(op) {
            let is_return = ctx.ops[op].successors.is_empty()
                && Self::callable_region(ctx, parent).is_some()
                && ctx.ops[op].parent.and_then(|b| ctx.blocks[b].last) == Some(op);
            if is_return {
                let return_like = def.is_some_and(|d| d.has(traits::RETURN_LIKE));
                let sites = self
                    .callsites
                    .get(&parent)
                    .map(|p| p.known.clone())
                    .unwrap_or_default();
                for s in sites {
                    if return_like {
                        Self::preds_add(&mut self.returns, s, op, &mut self.changed);
                    } else {
                        Self::preds_unknown(&mut self.returns, s, &mut self.changed);
                    }
                }
            }
        }
        if !ctx.ops[op].successors.is_empty() {
            let from = ctx.ops[op].parent;
            let succs = ctx.ops[op].successors.clone();
            let chosen = match def.and_then(|d| d.successor_for_operands) {
                Some(f) if branch::is_branch(ctx, op) => match self.operand_constants(ctx, op) {
                    // Uninitialized operands: wait.
                    None => Some(None),
                    Some(k) => f(ctx, op, &k).map(Some),
                },
                _ => None,
            };
            if let Some(from) = from {
                match chosen {
                    Some(Some(b)) => self.mark_edge(from, b),
                    Some(None) => {}
                    None => {
                        for s in succs {
                            self.mark_edge(from, s);
                        }
                    }
                }
            }
        }
        self.visit_results(ctx, op, is_call);
    }

    fn visit_results(&mut self, ctx: &mut Context, op: OpId, is_call: bool) {
        let results = ctx.ops[op].results.to_vec();
        if results.is_empty() {
            return;
        }
        if is_call {
            let callee = Self::resolve_callable(ctx, op);
            if matches!(
                callee.and_then(|c| Self::callable_region(ctx, c)),
                Some(None)
            ) {
                return self.set_unknown(&results);
            }
            let Some(p) = self.returns.get(&op) else {
                return;
            };
            if !p.all_known() {
                return self.set_unknown(&results);
            }
            let rets = p.known.clone();
            for r in rets {
                let ops = ctx.ops[r].operands.to_vec();
                for (res, v) in results.iter().zip(ops) {
                    let l = self.get(v);
                    self.join(*res, l);
                }
            }
            return;
        }
        if !ctx.ops[op].regions.is_empty() {
            if Self::region_branch(ctx, op).is_some() {
                let preds = self.result_preds.get(&op).cloned().unwrap_or_default();
                return self.join_from_preds(ctx, op, preds, BranchPoint::Parent, &results);
            }
            return self.set_unknown(&results);
        }
        let Some(k) = self.operand_constants(ctx, op) else {
            return;
        };
        let Some(def) = ctx.ops[op].def else {
            return self.set_unknown(&results);
        };
        let saved_operands = ctx.ops[op].operands.to_vec();
        let saved_props = ctx.ops[op].props.clone();
        let saved_attrs = ctx.ops[op].attrs.clone();
        match fold_with(ctx, op, def, &k) {
            FoldResult::None => self.set_unknown(&results),
            FoldResult::InPlace => {
                if ctx.ops[op].operands[..] != saved_operands[..] {
                    ctx.set_operands(op, saved_operands);
                }
                ctx.ops[op].props = saved_props;
                ctx.ops[op].attrs = saved_attrs;
                self.set_unknown(&results);
            }
            FoldResult::Values(vals) => {
                let dialect = super::fold::static_dialect(ctx, super::fold::dialect_of(ctx, op));
                for (r, v) in results.iter().zip(vals) {
                    match v {
                        FoldValue::Attr(a) => self.join(*r, Lattice::Const(a, dialect)),
                        FoldValue::Value(x) => {
                            let l = self.get(x);
                            self.join(*r, l);
                        }
                    }
                }
            }
        }
    }

    /// The arguments of a live block: from the edges into it, or its region's entry.
    fn visit_block_args(&mut self, ctx: &Context, b: BlockId) {
        let args = ctx.blocks[b].args.clone();
        if args.is_empty() {
            return;
        }
        let Some(region) = ctx.blocks[b].parent else {
            return;
        };
        if ctx.regions[region].first == Some(b) {
            let Some(parent) = ctx.regions[region].parent else {
                return self.set_unknown(&args);
            };
            if Self::region_branch(ctx, parent).is_some() {
                let index = ctx.ops[parent].regions.iter().position(|r| *r == region);
                let preds = self.entry_preds.get(&b).cloned().unwrap_or_default();
                if let Some(index) = index {
                    self.join_from_preds(ctx, parent, preds, BranchPoint::Region(index), &args);
                }
                return;
            }
            if let Some(Some(cr)) = Self::callable_region(ctx, parent) {
                if cr == region {
                    let sites = match self.callsites.get(&parent) {
                        Some(p) if !p.all_known() => return self.set_unknown(&args),
                        Some(p) => p.known.clone(),
                        None => vec![],
                    };
                    for s in sites {
                        let start = ctx.ops[s]
                            .def
                            .and_then(|d| d.call)
                            .map_or(0, |c| (c.args_start)(ctx, s));
                        let ops = ctx.ops[s].operands[start..].to_vec();
                        for (a, v) in args.iter().zip(ops) {
                            let l = self.get(v);
                            self.join(*a, l);
                        }
                    }
                    return;
                }
            }
            return self.set_unknown(&args);
        }
        let preds: Vec<_> = ctx.predecessors(b).collect();
        for u in preds {
            let Some(pb) = ctx.ops[u.op].parent else {
                continue;
            };
            if !self.live_edges.contains(&(pb, b)) {
                continue;
            }
            if !branch::is_branch(ctx, u.op) {
                return self.set_unknown(&args);
            }
            let fwd = branch::forwarded(ctx, u.op, u.index as usize);
            for (i, a) in args.iter().enumerate() {
                match fwd.get(i) {
                    Some(&v) => {
                        let l = self.get(v);
                        self.join(*a, l);
                    }
                    None => self.join(*a, Lattice::Unknown),
                }
            }
        }
    }

    fn run(&mut self, ctx: &mut Context) {
        self.mark_entry_blocks(ctx, self.scope);
        // The arguments of the scope's own regions are unknown.
        for r in ctx.ops[self.scope].regions.clone() {
            if let Some(e) = ctx.regions[r].first {
                let args = ctx.blocks[e].args.clone();
                self.set_unknown(&args);
            }
        }
        self.init_symbol_callables(ctx);
        loop {
            self.changed = false;
            let mut blocks = vec![];
            collect_blocks(ctx, self.scope, &mut blocks);
            for b in blocks {
                if !self.live_blocks.contains(&b) {
                    continue;
                }
                self.visit_block_args(ctx, b);
                let ops: Vec<OpId> = ctx.ops_iter(b).collect();
                for op in ops {
                    self.visit_op(ctx, op);
                }
            }
            if !self.changed {
                break;
            }
        }
    }
}

/// Every block nested in `op`, regions in order, pre-order.
fn collect_blocks(ctx: &Context, op: OpId, out: &mut Vec<BlockId>) {
    for &r in &ctx.ops[op].regions {
        for b in ctx.blocks_iter(r) {
            out.push(b);
            for o in ctx.ops_iter(b) {
                if !ctx.ops[o].regions.is_empty() {
                    collect_blocks(ctx, o, out);
                }
            }
        }
    }
}

/// The rewrite: constants for every value known constant, dead ops erased.
fn rewrite(ctx: &mut Context, solver: &Solver, regions: &[RegionId]) {
    let mut folder = OperationFolder::new();
    let mut worklist: Vec<BlockId> = vec![];
    let add = |ctx: &Context, regions: &[RegionId], wl: &mut Vec<BlockId>| {
        for &r in regions {
            let blocks: Vec<BlockId> = ctx.blocks_iter(r).collect();
            wl.extend(blocks.into_iter().rev());
        }
    };
    add(ctx, regions, &mut worklist);
    let mut l = NoListener;
    let mut rw = Rewriter::new(ctx, &mut l);
    let replace =
        |rw: &mut Rewriter<'_>, folder: &mut OperationFolder, block: BlockId, v: ValueId| -> bool {
            let Some(Lattice::Const(a, dialect)) = solver.values.get(&v).copied() else {
                return false;
            };
            let ty = rw.ctx.value_type(v);
            let Some(c) = folder.get_or_create_constant(rw, block, dialect, a, ty) else {
                return false;
            };
            rw.ctx.replace_all_uses(v, c);
            true
        };
    while let Some(block) = worklist.pop() {
        if rw.ctx.blocks[block].parent.is_none() {
            continue;
        }
        let mut o = rw.ctx.blocks[block].first;
        while let Some(op) = o {
            o = rw.ctx.ops[op].next;
            let results = rw.ctx.ops[op].results.to_vec();
            let mut all = !results.is_empty();
            for r in results {
                all &= replace(&mut rw, &mut folder, block, r);
            }
            if all && would_be_trivially_dead(rw.ctx, op) {
                rw.ctx.erase_op(op);
                continue;
            }
            let regions = rw.ctx.ops[op].regions.clone();
            add(rw.ctx, &regions, &mut worklist);
        }
        for a in rw.ctx.blocks[block].args.clone() {
            replace(&mut rw, &mut folder, block, a);
        }
    }
}

pub struct Sccp;

impl crate::pass::Pass for Sccp {
    fn name(&self) -> &'static str {
        "sccp"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut s = Solver {
            scope: op,
            live_blocks: FxHashSet::default(),
            live_edges: FxHashSet::default(),
            values: FxHashMap::default(),
            callsites: FxHashMap::default(),
            returns: FxHashMap::default(),
            entry_preds: FxHashMap::default(),
            result_preds: FxHashMap::default(),
            changed: false,
        };
        s.run(ctx);
        let regions = ctx.ops[op].regions.clone();
        rewrite(ctx, &s, &regions);
        Ok(())
    }
}

#[allow(dead_code)]
fn _value_def(ctx: &Context, v: ValueId) -> ValueDef {
    ctx.values[v].def
}
