//! Functions: every `llvm.func` is declared (with its attributes) before any body, so calls and
//! addresses resolve in any order; then each body is translated as upstream does it:
//!
//! * blocks keep their region order; a terminator that reaches one block twice with arguments gets a
//!   dummy block per extra edge, appended after the others (upstream's `ensureDistinctSuccessors`);
//! * blocks are translated in dominance order (reverse post-order from each unvisited block);
//! * each block argument is a PHI created before the block's ops and connected after the whole
//!   function, with incoming edges in MLIR's predecessor (use-list) order.

use super::llvm::{Bb, Val};
use super::{TResult, Translator};
use irbridge::dialect::llvm::ops::call::InvokeOp;
use irbridge::dialect::llvm::ops::control::{BrOp, CondBrOp, SwitchOp};
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::ir::{BlockId, OpId};
use irbridge_llvm::tables;
use rustc_hash::{FxHashMap, FxHashSet};

/// A block of the translated function: an MLIR block, or a dummy inserted for a repeated successor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum VBlock {
    Real(BlockId),
    /// Branches on to `target`, forwarding its own arguments.
    Dummy {
        target: BlockId,
    },
}

/// One incoming edge of a block, in MLIR's predecessor order.
#[derive(Clone, Copy, Debug)]
enum Edge {
    /// Successor `pos` of the terminator of MLIR block `from`.
    Term { from: BlockId, pos: usize },
    /// The `br` of dummy block `dummy` (index into `FnView::blocks`).
    Dummy { dummy: usize },
}

/// The control-flow view of one function body.
struct FnView {
    blocks: Vec<VBlock>,
    index: FxHashMap<BlockId, usize>,
    /// (terminator, successor position) → the view block it now targets, if not the MLIR successor.
    redirect: FxHashMap<(OpId, usize), usize>,
    /// Incoming edges of each view block, in predecessor order.
    preds: Vec<Vec<Edge>>,
}

impl<'ctx> Translator<'_, 'ctx> {
    pub(crate) fn declare_functions(&mut self, ops: &[OpId]) -> TResult<()> {
        let ctx = self.ctx;
        for &op in ops {
            if !LLVMFuncOp::is(ctx, op) {
                continue;
            }
            let name = self
                .str_prop(op, "sym_name")
                .ok_or_else(|| self.err(op, "expected 'sym_name'"))?
                .to_vec();
            let fty = ctx
                .get_attr(op, "function_type")
                .and_then(|a| ctx.as_type_attr(a))
                .ok_or_else(|| self.err(op, "expected 'function_type'"))?;
            let lfty = self.ty(fty, op)?;
            let f = self.ll.add_function(&name, lfty);
            if let Some(sp) = super::debuginfo::subprogram_of(ctx, ctx.ops[op].loc) {
                if let Some(node) = self.di.node(sp) {
                    self.ll.set_subprogram(f, node);
                }
            }
            let linkage = self.enum_prop_c_api(op, "linkage", &tables::LINKAGE, "linkage")?;
            self.ll.set_linkage(f, linkage);
            if let Some(cc) = self.enum_prop(op, "CConv") {
                self.ll.set_call_conv(f, cc as u32);
            }
            self.functions.insert(name.clone().into_boxed_slice(), f);
            if self.unit_prop(op, "dso_local") {
                self.ll.set_dso_local(f);
            }
            self.function_attributes(op, f)?;
            let vis = self.enum_prop_c_api(op, "visibility_", &tables::VISIBILITY, "visibility")?;
            self.ll.set_visibility(f, vis);
            if let Some((cname, kind)) = self.comdat_of(op)? {
                self.ll.set_comdat(f, &cname, kind);
            }
            if let Some(gc) = self.str_prop(op, "garbageCollector") {
                let gc = gc.to_vec();
                self.ll.set_gc(f, &gc);
            }
            if self.enum_prop(op, "unnamed_addr").is_some() {
                let u = self.enum_prop_c_api(
                    op,
                    "unnamed_addr",
                    &tables::UNNAMED_ADDR,
                    "unnamed_addr",
                )?;
                self.ll.set_unnamed_addr(f, u);
            }
            if let Some(a) = self.alignment(op)? {
                self.ll.set_alignment(f, a);
            }
        }
        Ok(())
    }

    pub(crate) fn translate_function(&mut self, op: OpId) -> TResult<()> {
        let ctx = self.ctx;
        let Some(region) = ctx.ops[op].regions.first().copied() else {
            return Ok(());
        };
        let real = ctx.region_blocks(region);
        if real.is_empty() {
            return Ok(());
        }
        let name = self.str_prop(op, "sym_name").unwrap_or_default();
        let f = self.functions[name];
        let entry_args = ctx.blocks[real[0]].args.clone();
        for (i, a) in entry_args.iter().enumerate() {
            let p = self.ll.param(f, i as u32);
            self.map_value(*a, p);
        }
        if let Some(p) = ctx.get_attr(op, "personality") {
            let pf = self.symbol_ref_value(p, op)?;
            self.ll.set_personality(f, pf);
        }
        if let Some(s) = self.str_prop(op, "section") {
            let s = s.to_vec();
            self.ll.set_section(f, &s);
        }
        self.definition_attributes(op, f)?;
        self.begin_function_debug_info(op);

        let view = build_view(self, &real);
        let mut lblocks: Vec<Bb<'ctx>> = Vec::with_capacity(view.blocks.len());
        for _ in &view.blocks {
            lblocks.push(self.ll.append_block(f));
        }
        self.blocks.clear();
        self.phis.clear();
        for (b, i) in &view.index {
            self.blocks.insert(*b, lblocks[*i]);
        }
        self.redirects = view
            .redirect
            .iter()
            .map(|(k, v)| (*k, lblocks[*v]))
            .collect();
        let mut dummy_phis: FxHashMap<usize, Vec<Val<'ctx>>> = FxHashMap::default();
        for vi in dominance_order(self, &view) {
            self.ll.position_at_end(lblocks[vi]);
            // Upstream translates each block with a fresh IRBuilder: PHIs get no location.
            self.ll.set_debug_location(None);
            match view.blocks[vi] {
                VBlock::Real(b) => {
                    if vi != 0 {
                        let args = ctx.blocks[b].args.clone();
                        let mut phis = Vec::with_capacity(args.len());
                        for a in args {
                            let t = self.ty(ctx.value_type(a), op)?;
                            let phi = self.ll.phi(t);
                            self.map_value(a, phi);
                            phis.push(phi);
                        }
                        self.phis.insert(b, phis);
                    }
                    for inner in ctx.block_ops(b) {
                        self.set_op_debug_location(inner)?;
                        self.translate_op(inner)?;
                    }
                }
                VBlock::Dummy { target } => {
                    let mut phis = vec![];
                    for a in ctx.blocks[target].args.clone() {
                        let t = self.ty(ctx.value_type(a), op)?;
                        phis.push(self.ll.phi(t));
                    }
                    // The dummy's branch has the location of the terminator it was split from.
                    let term = view
                        .redirect
                        .iter()
                        .find(|(_, d)| **d == vi)
                        .map(|((t, _), _)| *t);
                    if let Some(t) = term {
                        self.set_op_debug_location(t)?;
                    }
                    self.ll.br(lblocks[view.index[&target]]);
                    dummy_phis.insert(vi, phis);
                }
            }
        }
        // Connect the PHIs now that every value exists.
        let mut ranges: FxHashMap<OpId, Vec<(usize, usize)>> = FxHashMap::default();
        for (vi, vb) in view.blocks.iter().enumerate() {
            let phis = match vb {
                VBlock::Real(b) if vi != 0 => self.phis.get(b).cloned().unwrap_or_default(),
                VBlock::Dummy { .. } => dummy_phis.get(&vi).cloned().unwrap_or_default(),
                _ => continue,
            };
            if phis.is_empty() {
                continue;
            }
            for edge in &view.preds[vi] {
                match *edge {
                    Edge::Term { from, pos } => {
                        let Some(term) = ctx.terminator(from) else {
                            continue;
                        };
                        let ranges = ranges
                            .entry(term)
                            .or_insert_with(|| successor_ranges(self, term));
                        let (start, len) = ranges.get(pos).copied().unwrap_or((0, 0));
                        let operands = &ctx.ops[term].operands[start..start + len];
                        let from_bb = lblocks[view.index[&from]];
                        for (k, phi) in phis.iter().enumerate() {
                            let Some(&v) = operands.get(k) else {
                                return Err(self.err(term, "missing successor operand"));
                            };
                            let x = self.value(v, term)?;
                            self.ll.add_incoming(*phi, x, from_bb);
                        }
                    }
                    Edge::Dummy { dummy } => {
                        let src = &dummy_phis[&dummy];
                        for (k, phi) in phis.iter().enumerate() {
                            self.ll.add_incoming(*phi, src[k], lblocks[dummy]);
                        }
                    }
                }
            }
        }
        self.redirects.clear();
        self.ll.set_debug_location(None);
        Ok(())
    }

    /// The LLVM block successor `pos` of terminator `op` branches to.
    pub fn successor(&self, op: OpId, pos: usize) -> TResult<Bb<'ctx>> {
        if let Some(bb) = self.redirects.get(&(op, pos)) {
            return Ok(*bb);
        }
        let b = *self.ctx.ops[op]
            .successors
            .get(pos)
            .ok_or_else(|| self.err(op, "missing successor"))?;
        self.block(b, op)
    }

    /// The function a flat symbol reference names, as a value.
    pub fn symbol_ref_value(&self, a: irbridge::ir::Attribute, at: OpId) -> TResult<Val<'ctx>> {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            irbridge::ir::AttrKind::SymbolRef { root, .. } => self
                .functions
                .get(ctx.str(*root).as_bytes())
                .or_else(|| self.globals.get(ctx.str(*root).as_bytes()))
                .copied()
                .ok_or_else(|| self.err(at, format!("symbol '{}' not found", ctx.str(*root)))),
            _ => Err(self.err(at, "expected a symbol reference")),
        }
    }
}

/// For each successor of terminator `op`: where its operands start among the op's operands, and how
/// many there are.
pub(crate) fn successor_ranges(t: &Translator<'_, '_>, op: OpId) -> Vec<(usize, usize)> {
    let ctx = t.ctx;
    let d = &ctx.ops[op];
    let segs = |name: &str| -> Vec<usize> {
        ctx.get_attr(op, name)
            .and_then(|a| ctx.as_dense_i64_array(a))
            .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
            .unwrap_or_default()
    };
    let at = |v: &[usize], i: usize, default: usize| v.get(i).copied().unwrap_or(default);
    let n = d.operands.len();
    // Clamp to the operand list so a malformed op cannot index out of range.
    let clamp = |start: usize, len: usize| (start.min(n), len.min(n - start.min(n)));
    match ctx.op_name(op) {
        BrOp::NAME => vec![(0, n)],
        CondBrOp::NAME | InvokeOp::NAME => {
            let s = segs("operandSegmentSizes");
            let first = if CondBrOp::is(ctx, op) { 1 } else { 0 };
            let c = at(&s, 0, first);
            let (a, b) = (at(&s, 1, 0), at(&s, 2, 0));
            vec![clamp(c, a), clamp(c + a, b)]
        }
        SwitchOp::NAME => {
            let s = segs("operandSegmentSizes");
            let (c, dn) = (at(&s, 0, 1), at(&s, 1, 0));
            let mut out = vec![clamp(c, dn)];
            let mut start = c + dn;
            for len in segs("case_operand_segments") {
                out.push(clamp(start, len));
                start += len;
            }
            out
        }
        _ => vec![],
    }
}

/// Real blocks in region order, dummies for repeated successors with arguments, and each block's
/// predecessor edges in MLIR's use-list order (newest use first).
fn build_view(t: &Translator<'_, '_>, real: &[BlockId]) -> FnView {
    let ctx = t.ctx;
    let mut blocks: Vec<VBlock> = real.iter().map(|b| VBlock::Real(*b)).collect();
    let index: FxHashMap<BlockId, usize> = real.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    // Uses in creation order (reversed at the end: MLIR lists the newest use first). Parsing creates
    // terminators in text order, with their successors in order.
    let mut preds: Vec<Vec<Edge>> = vec![vec![]; real.len()];
    for &b in real {
        if let Some(term) = ctx.terminator(b) {
            for (pos, s) in ctx.ops[term].successors.iter().enumerate() {
                if let Some(&si) = index.get(s) {
                    preds[si].push(Edge::Term { from: b, pos });
                }
            }
        }
    }
    // `ensureDistinctSuccessors`: each repeated successor with arguments gets a dummy block; the edge
    // moves to the dummy and the dummy's `br` becomes the newest use of the successor.
    let mut redirect = FxHashMap::default();
    let mut moved: FxHashSet<(BlockId, usize)> = FxHashSet::default();
    for &b in real {
        let Some(term) = ctx.terminator(b) else {
            continue;
        };
        let succs = &ctx.ops[term].successors;
        if succs.len() < 2 {
            continue;
        }
        let mut groups: Vec<(BlockId, Vec<usize>)> = vec![];
        let mut group_of: FxHashMap<BlockId, usize> = FxHashMap::default();
        for (pos, s) in succs.iter().enumerate() {
            if ctx.blocks[*s].args.is_empty() {
                continue;
            }
            match group_of.get(s) {
                Some(&g) => groups[g].1.push(pos),
                None => {
                    group_of.insert(*s, groups.len());
                    groups.push((*s, vec![pos]));
                }
            }
        }
        for (s, positions) in groups {
            let Some(&si) = index.get(&s) else { continue };
            for &pos in positions.iter().skip(1) {
                let di = blocks.len();
                blocks.push(VBlock::Dummy { target: s });
                redirect.insert((term, pos), di);
                moved.insert((b, pos));
                preds.push(vec![Edge::Term { from: b, pos }]);
                preds[si].push(Edge::Dummy { dummy: di });
            }
        }
    }
    let n_real = real.len();
    for (i, list) in preds.iter_mut().enumerate() {
        // The moved edges leave the real successors' lists (a dummy's list is exactly its edge).
        if i < n_real && !moved.is_empty() {
            list.retain(
                |e| !matches!(e, Edge::Term { from, pos } if moved.contains(&(*from, *pos))),
            );
        }
        list.reverse();
    }
    FnView {
        blocks,
        index,
        redirect,
        preds,
    }
}

/// Upstream's `getBlocksSortedByDominance`: for each block not yet visited, in region order, its
/// reverse post-order.
fn dominance_order(t: &Translator<'_, '_>, view: &FnView) -> Vec<usize> {
    let ctx = t.ctx;
    let n = view.blocks.len();
    let succs = |i: usize| -> Vec<usize> {
        match view.blocks[i] {
            VBlock::Real(b) => match ctx.terminator(b) {
                Some(term) => ctx.ops[term]
                    .successors
                    .iter()
                    .enumerate()
                    .filter_map(|(pos, s)| {
                        view.redirect
                            .get(&(term, pos))
                            .copied()
                            .or_else(|| view.index.get(s).copied())
                    })
                    .collect(),
                None => vec![],
            },
            VBlock::Dummy { target } => view.index.get(&target).copied().into_iter().collect(),
        }
    };
    let mut seen = vec![false; n];
    // Visited marks of the current traversal: the traversal's number (no clearing between starts).
    let mut visited = vec![usize::MAX; n];
    let mut out = Vec::with_capacity(n);
    for start in 0..n {
        if seen[start] {
            continue;
        }
        // Iterative post-order from `start` over blocks not yet emitted.
        let mut post = vec![];
        let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(start, succs(start), 0)];
        visited[start] = start;
        while let Some((node, ss, next)) = stack.last_mut() {
            if *next < ss.len() {
                let s = ss[*next];
                *next += 1;
                if visited[s] != start && !seen[s] {
                    visited[s] = start;
                    let sv = succs(s);
                    stack.push((s, sv, 0));
                }
            } else {
                post.push(*node);
                stack.pop();
            }
        }
        for &b in post.iter().rev() {
            if !seen[b] {
                seen[b] = true;
                out.push(b);
            }
        }
    }
    out
}

/// Size of operand segment `i` of an op with `operandSegmentSizes` (0 when absent).
pub(crate) fn segment_size(ctx: &irbridge::ir::Context, op: OpId, i: usize) -> usize {
    ctx.get_attr(op, "operandSegmentSizes")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .and_then(|v| v.get(i).copied())
        .map_or(0, |x| x.max(0) as usize)
}
