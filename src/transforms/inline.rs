//! The `inline` pass (MLIR 19's InlinerPass.cpp, Inliner.cpp, InliningUtils.cpp, CallGraph.cpp):
//! the call graph of callable regions is visited SCC by SCC, callees first (LLVM's Tarjan order
//! from the external caller node); each SCC's callables are optimized with the default pipeline
//! (`canonicalize`) and then their calls inlined where every op is legal to inline (the dialects'
//! inliner interfaces) and profitable (`inlining-threshold`), up to `max-iterations` times. A
//! callee with a single use it can lose is moved rather than cloned; callables left without uses
//! are erased.

use super::clone::{clone_region_into, Mapping};
use super::effects::{is_memory_effect_free, is_terminator};
use super::symbols::{
    can_discard_on_use_empty, is_private, is_symbol, is_symbol_table, symbol_uses,
};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, BlockId, Context, Location, OpId, RegionId, ValueId};
use crate::pass::{Pass, Scheduled};
use rustc_hash::{FxHashMap, FxHashSet};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum NodeRef {
    External,
    Unknown,
    Node(usize),
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum EdgeKind {
    Abstract,
    Call,
    Child,
}

struct Node {
    region: RegionId,
    edges: Vec<(NodeRef, EdgeKind)>,
}

/// `CallGraph`.
struct CallGraph {
    nodes: Vec<Node>,
    by_region: FxHashMap<RegionId, usize>,
    external: Vec<(NodeRef, EdgeKind)>,
}

fn callable_region(ctx: &Context, op: OpId) -> Option<Option<RegionId>> {
    let f = ctx.ops[op].def?.callable?;
    Some(f(ctx, op))
}

fn call_callee(ctx: &Context, op: OpId) -> Option<Option<Attribute>> {
    let c = ctx.ops[op].def?.call?;
    Some((c.callee)(ctx, op))
}

fn call_args(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let start = ctx.ops[op]
        .def
        .and_then(|d| d.call)
        .map_or(0, |c| (c.args_start)(ctx, op));
    ctx.ops[op].operands[start.min(ctx.ops[op].operands.len())..].to_vec()
}

fn add_edge(edges: &mut Vec<(NodeRef, EdgeKind)>, e: (NodeRef, EdgeKind)) {
    if !edges.contains(&e) {
        edges.push(e);
    }
}

impl CallGraph {
    fn build(ctx: &Context, root: OpId) -> Self {
        let mut cg = CallGraph {
            nodes: vec![],
            by_region: FxHashMap::default(),
            external: vec![],
        };
        cg.compute(ctx, root, None, false);
        cg.compute(ctx, root, None, true);
        cg
    }

    fn get_or_add(&mut self, region: RegionId, parent: Option<usize>) -> usize {
        if let Some(&i) = self.by_region.get(&region) {
            return i;
        }
        let i = self.nodes.len();
        self.nodes.push(Node {
            region,
            edges: vec![],
        });
        self.by_region.insert(region, i);
        match parent {
            Some(p) => add_edge(
                &mut self.nodes[p].edges,
                (NodeRef::Node(i), EdgeKind::Child),
            ),
            None => add_edge(&mut self.external, (NodeRef::Node(i), EdgeKind::Abstract)),
        }
        i
    }

    fn resolve(&self, ctx: &Context, call: OpId) -> NodeRef {
        let Some(Some(callee)) = call_callee(ctx, call) else {
            return NodeRef::Unknown;
        };
        let Some(target) = crate::verify::symbols::lookup_symbol(ctx, call, callee) else {
            return NodeRef::Unknown;
        };
        match callable_region(ctx, target) {
            Some(Some(r)) => self
                .by_region
                .get(&r)
                .map_or(NodeRef::Unknown, |i| NodeRef::Node(*i)),
            _ => NodeRef::Unknown,
        }
    }

    fn compute(&mut self, ctx: &Context, op: OpId, mut parent: Option<usize>, resolve: bool) {
        if call_callee(ctx, op).is_some() {
            if resolve {
                if let Some(p) = parent {
                    let t = self.resolve(ctx, op);
                    add_edge(&mut self.nodes[p].edges, (t, EdgeKind::Call));
                }
            }
            return;
        }
        if let Some(r) = callable_region(ctx, op) {
            match r {
                Some(r) => parent = Some(self.get_or_add(r, parent)),
                None => return,
            }
        }
        for &r in &ctx.ops[op].regions {
            for b in ctx.blocks_iter(r) {
                for o in ctx.ops_iter(b) {
                    self.compute(ctx, o, parent, resolve);
                }
            }
        }
    }

    fn children(&self, n: NodeRef) -> Vec<NodeRef> {
        match n {
            NodeRef::External => self.external.iter().map(|e| e.0).collect(),
            NodeRef::Unknown => vec![],
            NodeRef::Node(i) => self.nodes[i].edges.iter().map(|e| e.0).collect(),
        }
    }

    fn has_children(&self, i: usize) -> bool {
        self.nodes[i].edges.iter().any(|e| e.1 == EdgeKind::Child)
    }

    /// The SCCs in LLVM's `scc_iterator` order from the external caller node.
    fn sccs(&self) -> Vec<Vec<NodeRef>> {
        let mut out = vec![];
        let mut num: FxHashMap<NodeRef, u32> = FxHashMap::default();
        let mut visit_num = 0u32;
        let mut scc_stack: Vec<NodeRef> = vec![];
        // (node, children, next child index, min visited)
        let mut visit: Vec<(NodeRef, Vec<NodeRef>, usize, u32)> = vec![];
        let mut visit_one =
            |n: NodeRef,
             num: &mut FxHashMap<NodeRef, u32>,
             scc_stack: &mut Vec<NodeRef>,
             visit: &mut Vec<(NodeRef, Vec<NodeRef>, usize, u32)>| {
                visit_num += 1;
                num.insert(n, visit_num);
                scc_stack.push(n);
                visit.push((n, self.children(n), 0, visit_num));
            };
        visit_one(NodeRef::External, &mut num, &mut scc_stack, &mut visit);
        while !visit.is_empty() {
            // Visit the children of the top node.
            while let Some(top) = visit.last_mut() {
                if top.2 >= top.1.len() {
                    break;
                }
                let child = top.1[top.2];
                top.2 += 1;
                match num.get(&child) {
                    None => visit_one(child, &mut num, &mut scc_stack, &mut visit),
                    Some(&c) => {
                        if top.3 > c {
                            top.3 = c;
                        }
                    }
                }
            }
            let Some((n, _, _, min)) = visit.pop() else {
                break;
            };
            if let Some(parent) = visit.last_mut() {
                if parent.3 > min {
                    parent.3 = min;
                }
            }
            if Some(&min) != num.get(&n) {
                continue;
            }
            let mut scc = vec![];
            while let Some(x) = scc_stack.pop() {
                num.insert(x, u32::MAX);
                scc.push(x);
                if x == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// `CGUseList`: how many uses the discardable callables have.
struct UseList {
    discardable: FxHashMap<usize, i64>,
    top_level: FxHashMap<usize, FxHashSet<usize>>,
    inner: FxHashMap<usize, FxHashMap<usize, i64>>,
}

/// `walkReferencedSymbolNodes`: the call-graph nodes referenced by symbols in `op`.
fn referenced_nodes(ctx: &Context, cg: &CallGraph, op: OpId) -> Vec<(usize, OpId)> {
    let Some(uses) = symbol_uses(ctx, op) else {
        return vec![];
    };
    let Some(table) = ctx.parent_op(op) else {
        return vec![];
    };
    let mut resolved: FxHashMap<Attribute, Option<usize>> = FxHashMap::default();
    let mut out = vec![];
    for (user, r) in uses {
        let node = *resolved.entry(r).or_insert_with(|| {
            let target = lookup_nearest_symbol_from(ctx, table, r)?;
            let region = callable_region(ctx, target)??;
            cg.by_region.get(&region).copied()
        });
        if let Some(n) = node {
            out.push((n, user));
        }
    }
    out
}

/// `SymbolTable::lookupNearestSymbolFrom(from, ref)`.
fn lookup_nearest_symbol_from(ctx: &Context, from: OpId, r: Attribute) -> Option<OpId> {
    let table = if is_symbol_table(ctx, from) {
        from
    } else {
        crate::verify::symbols::nearest_symbol_table(ctx, from)?
    };
    super::symbols::lookup_symbol_chain(ctx, table, r)?
        .last()
        .copied()
}

impl UseList {
    fn new(ctx: &Context, root: OpId, cg: &CallGraph) -> Self {
        let mut ul = UseList {
            discardable: FxHashMap::default(),
            top_level: FxHashMap::default(),
            inner: FxHashMap::default(),
        };
        let mut always_live: Vec<usize> = vec![];
        // `walkSymbolTables`.
        let mut stack = vec![(root, ctx.ops[root].parent.is_none())];
        let mut tables = vec![];
        while let Some((op, visible)) = stack.pop() {
            if is_symbol_table(ctx, op) {
                tables.push((op, visible));
            }
            for &r in &ctx.ops[op].regions {
                for b in ctx.blocks_iter(r) {
                    for o in ctx.ops_iter(b) {
                        let v = visible && (!is_symbol(ctx, o) || is_private(ctx, o));
                        stack.push((o, v));
                    }
                }
            }
        }
        for (table, visible) in tables {
            let Some(&r) = ctx.ops[table].regions.first() else {
                continue;
            };
            for b in ctx.blocks_iter(r) {
                for o in ctx.ops_iter(b) {
                    if let Some(Some(cr)) = callable_region(ctx, o) {
                        if let Some(&n) = cg.by_region.get(&cr) {
                            if is_symbol(ctx, o)
                                && (visible || is_private(ctx, o))
                                && can_discard_on_use_empty(ctx, o)
                            {
                                ul.discardable.entry(n).or_insert(0);
                            }
                            continue;
                        }
                    }
                    for (n, _) in referenced_nodes(ctx, cg, o) {
                        always_live.push(n);
                    }
                }
            }
        }
        for n in always_live {
            ul.discardable.remove(&n);
        }
        for i in 0..cg.nodes.len() {
            ul.recompute(ctx, cg, i);
        }
        ul
    }

    fn decrement(&mut self, node: usize) {
        if let Some(t) = self.top_level.remove(&node) {
            for n in t {
                if let Some(c) = self.discardable.get_mut(&n) {
                    *c -= 1;
                }
            }
        }
        if let Some(inner) = self.inner.remove(&node) {
            for (n, k) in inner {
                if let Some(c) = self.discardable.get_mut(&n) {
                    *c -= k;
                }
            }
        }
    }

    fn recompute(&mut self, ctx: &Context, cg: &CallGraph, node: usize) {
        let parent = ctx.regions[cg.nodes[node].region].parent;
        self.decrement(node);
        let Some(parent) = parent else {
            return;
        };
        let mut top = FxHashSet::default();
        let mut inner: FxHashMap<usize, i64> = FxHashMap::default();
        for (n, user) in referenced_nodes(ctx, cg, parent) {
            if !self.discardable.contains_key(&n) {
                continue;
            }
            if user != parent {
                *inner.entry(n).or_insert(0) += 1;
            } else if !top.insert(n) {
                continue;
            }
            if let Some(c) = self.discardable.get_mut(&n) {
                *c += 1;
            }
        }
        self.top_level.insert(node, top);
        self.inner.insert(node, inner);
    }

    fn drop_call_uses(&mut self, ctx: &Context, cg: &CallGraph, user: usize, call: OpId) {
        for (n, _) in referenced_nodes(ctx, cg, call) {
            let Some(c) = self.inner.get_mut(&user).and_then(|m| m.get_mut(&n)) else {
                continue;
            };
            *c -= 1;
            if let Some(d) = self.discardable.get_mut(&n) {
                *d -= 1;
            }
        }
    }

    fn merge_after_inlining(&mut self, lhs: usize, rhs: usize) {
        let l: Vec<(usize, i64)> = self
            .inner
            .get(&lhs)
            .map(|m| m.iter().map(|(a, b)| (*a, *b)).collect())
            .unwrap_or_default();
        for (n, k) in l {
            *self.inner.entry(rhs).or_default().entry(n).or_insert(0) += k;
            *self.discardable.entry(n).or_insert(0) += k;
        }
    }

    fn erase_node(&mut self, cg: &CallGraph, node: usize) {
        for (t, k) in cg.nodes[node].edges.clone() {
            if k == EdgeKind::Child {
                if let NodeRef::Node(c) = t {
                    self.erase_node(cg, c);
                }
            }
        }
        self.decrement(node);
        self.discardable.remove(&node);
    }

    fn is_dead(&self, ctx: &Context, cg: &CallGraph, node: usize) -> bool {
        let Some(op) = ctx.regions[cg.nodes[node].region].parent else {
            return false;
        };
        if !is_symbol(ctx, op) {
            return is_memory_effect_free(ctx, op)
                && ctx.ops[op]
                    .results
                    .iter()
                    .all(|r| ctx.values[*r].uses.is_empty());
        }
        self.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, ctx: &Context, cg: &CallGraph, node: usize) -> bool {
        let Some(op) = ctx.regions[cg.nodes[node].region].parent else {
            return false;
        };
        if !is_symbol(ctx, op) {
            let uses: usize = ctx.ops[op]
                .results
                .iter()
                .map(|r| ctx.values[*r].uses.len())
                .sum();
            return is_memory_effect_free(ctx, op) && uses == 1;
        }
        self.discardable.get(&node) == Some(&1)
    }
}

/// A call, the node it is in, and the node it calls.
#[derive(Copy, Clone, Debug)]
struct ResolvedCall {
    call: OpId,
    source: usize,
    target: usize,
}

/// `collectCallOps`.
fn collect_calls(
    ctx: &Context,
    cg: &CallGraph,
    blocks: &[BlockId],
    source: usize,
    traverse_nested: bool,
    out: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(BlockId, usize)> = blocks.iter().map(|b| (*b, source)).collect();
    while let Some((b, node)) = worklist.pop() {
        for op in ctx.ops_iter(b) {
            if let Some(callee) = call_callee(ctx, op) {
                if let Some(c) = callee {
                    if matches!(ctx.attr_kind(c), AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
                    {
                        continue;
                    }
                }
                if let NodeRef::Node(t) = cg.resolve(ctx, op) {
                    out.push(ResolvedCall {
                        call: op,
                        source: node,
                        target: t,
                    });
                }
                continue;
            }
            for &r in &ctx.ops[op].regions {
                let nested = cg.by_region.get(&r).copied();
                if traverse_nested || nested.is_none() {
                    let n = nested.unwrap_or(node);
                    worklist.extend(ctx.blocks_iter(r).map(|x| (x, n)));
                }
            }
        }
    }
}

/// `isLegalToInline(src region into insert region)` for every op of `src`, recursively.
fn ops_legal(ctx: &Context, src: RegionId, dest_parent: OpId) -> bool {
    for b in ctx.blocks_iter(src) {
        for op in ctx.ops_iter(b) {
            if !(ctx.registry.inliner.legal_op)(ctx, op, dest_parent) {
                return false;
            }
            for &r in &ctx.ops[op].regions {
                if !ops_legal(ctx, r, dest_parent) {
                    return false;
                }
            }
        }
    }
    true
}

/// `CallSiteLoc::get(callee, caller)`.
fn call_site_loc(ctx: &mut Context, callee: Attribute, caller: Attribute) -> Attribute {
    ctx.attr(AttrKind::Location(Location::CallSite { callee, caller }))
}

/// `inlineCall` + `inlineRegionImpl`; the call is erased by the caller on success.
fn inline_call(
    ctx: &mut Context,
    call: OpId,
    callable: OpId,
    src: RegionId,
    clone: bool,
    cg: &CallGraph,
    calls: &mut Vec<ResolvedCall>,
) -> bool {
    let Some(entry) = ctx.regions[src].first else {
        return false;
    };
    let result_types = function_result_types(ctx, callable);
    let operands = call_args(ctx, call);
    let results = ctx.ops[call].results.to_vec();
    let entry_args = ctx.blocks[entry].args.clone();
    if operands.len() != entry_args.len() || results.len() != result_types.len() {
        return false;
    }
    let mut m = Mapping::default();
    for (a, v) in entry_args.iter().zip(&operands) {
        // No dialect here materializes call conversions.
        if ctx.values[*a].ty != ctx.values[*v].ty {
            return false;
        }
        m.values.insert(*a, *v);
    }
    for (r, t) in results.iter().zip(&result_types) {
        if ctx.values[*r].ty != *t {
            return false;
        }
    }
    if !(ctx.registry.inliner.legal_call)(ctx, call, callable, clone) {
        return false;
    }
    let Some(inline_block) = ctx.ops[call].parent else {
        return false;
    };
    let Some(insert_region) = ctx.blocks[inline_block].parent else {
        return false;
    };
    let Some(dest_parent) = ctx.regions[insert_region].parent else {
        return false;
    };
    let legal_region = (ctx.registry.inliner.legal_region)(
        ctx,
        insert_region,
        src,
        &|v| m.values.get(&v).copied(),
        &|op| super::effects::op_effects(ctx, op).is_some_and(|e| e.is_empty()),
    );
    if !legal_region || !ops_legal(ctx, src, dest_parent) {
        return false;
    }
    // `handleArgumentImpl`: the callable's dialect may replace each argument (new ops go after
    // the call, before the point the block is split at).
    let inline_point = ctx.ops[call].next;
    let arg_attrs: Vec<Attribute> = ctx
        .get_attr(callable, "arg_attrs")
        .and_then(|a| ctx.as_array(a).map(|v| v.to_vec()))
        .unwrap_or_default();
    let at = crate::ods::registry::InsertPoint {
        block: inline_block,
        before: inline_point,
    };
    for (i, a) in entry_args.iter().enumerate() {
        let Some(&v) = m.values.get(a) else {
            continue;
        };
        let nv = (ctx.registry.inliner.handle_argument)(
            ctx,
            call,
            callable,
            v,
            arg_attrs.get(i).copied(),
            at,
        );
        m.values.insert(*a, nv);
    }
    // Split after the call.
    let post = ctx.new_block();
    ctx.insert_block_after(inline_block, post);
    let mut cur = inline_point;
    while let Some(o) = cur {
        cur = ctx.ops[o].next;
        ctx.detach_op(o);
        ctx.append_op(post, o);
    }
    let new_blocks: Vec<BlockId> = if clone {
        clone_region_into(ctx, src, insert_region, Some(post), &mut m)
    } else {
        let blocks: Vec<BlockId> = ctx.blocks_iter(src).collect();
        for &b in &blocks {
            ctx.detach_block(b);
            ctx.insert_block_before(post, b);
        }
        blocks
    };
    let call_loc = ctx.ops[call].loc;
    if !matches!(
        ctx.attr_kind(call_loc),
        AttrKind::Location(Location::Unknown)
    ) {
        let mut mapped: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        let mut ops = vec![];
        for &b in &new_blocks {
            for o in ctx.ops_iter(b) {
                ctx.walk(o, |x| ops.push(x));
            }
        }
        for o in ops {
            let l = ctx.ops[o].loc;
            let nl = match mapped.get(&l) {
                Some(x) => *x,
                None => {
                    let x = call_site_loc(ctx, l, call_loc);
                    mapped.insert(l, x);
                    x
                }
            };
            ctx.ops[o].loc = nl;
        }
    }
    if !clone {
        // Remap the moved blocks' uses of the entry arguments.
        let mut ops = vec![];
        for &b in &new_blocks {
            for o in ctx.ops_iter(b) {
                ctx.walk(o, |x| ops.push(x));
            }
        }
        for o in ops {
            for i in 0..ctx.ops[o].operands.len() {
                let v = ctx.ops[o].operands[i];
                if let Some(&nv) = m.values.get(&v) {
                    ctx.set_operand(o, i, nv);
                }
            }
        }
    }
    (ctx.registry.inliner.process_call_blocks)(ctx, call, &new_blocks);
    // `processInlinedBlocks`: the new calls, attributed to the node holding them.
    let mut region = insert_region;
    let node = loop {
        if let Some(&n) = cg.by_region.get(&region) {
            break Some(n);
        }
        match ctx.regions[region].parent.and_then(|p| ctx.ops[p].parent) {
            Some(b) => match ctx.blocks[b].parent {
                Some(r) => region = r,
                None => break None,
            },
            None => break None,
        }
    };
    if let Some(n) = node {
        collect_calls(ctx, cg, &new_blocks, n, true, calls);
    }
    let first = new_blocks[0];
    if new_blocks.len() == 1 {
        let Some(term) = ctx.blocks[first].last else {
            return false;
        };
        let vals = ctx.ops[term].operands.to_vec();
        for (r, v) in results.iter().zip(vals) {
            ctx.replace_all_uses(*r, v);
        }
        ctx.erase_op(term);
        while let Some(o) = ctx.blocks[post].first {
            ctx.detach_op(o);
            ctx.append_op(first, o);
        }
        ctx.detach_block(post);
    } else {
        for r in &results {
            let ty = ctx.values[*r].ty;
            let a = ctx.add_block_arg(post, ty, Some(call_loc));
            ctx.replace_all_uses(*r, a);
        }
        for &b in &new_blocks {
            if let Some(t) = ctx.blocks[b].last {
                (ctx.registry.inliner.handle_terminator)(ctx, t, post);
            }
        }
    }
    while let Some(o) = ctx.blocks[first].first {
        ctx.detach_op(o);
        ctx.append_op(inline_block, o);
    }
    ctx.detach_block(first);
    true
}

/// The result types of a callable (its function type's results).
fn function_result_types(ctx: &Context, callable: OpId) -> Vec<crate::ir::Type> {
    let Some(ft) = ctx
        .get_attr(callable, "function_type")
        .and_then(|a| ctx.as_type_attr(a))
    else {
        return vec![];
    };
    match ctx.kind(ft) {
        crate::ir::TypeKind::Function { results, .. } => results.clone(),
        crate::ir::TypeKind::Dialect(crate::ir::types::DialectType::LlvmFunc { ret, .. }) => {
            if matches!(
                ctx.kind(*ret),
                crate::ir::TypeKind::Dialect(crate::ir::types::DialectType::LlvmVoid)
            ) {
                vec![]
            } else {
                vec![*ret]
            }
        }
        _ => vec![],
    }
}

/// Inliner options.
pub struct Inline {
    /// The default pipeline run on callables before their calls are inlined (`None`: none).
    pub default_pipeline: Option<String>,
    /// Pipelines by callable op name.
    pub op_pipelines: Vec<(String, String)>,
    pub max_iterations: u32,
    /// Percent of the caller's op count the callee may have (`u32::MAX`: any).
    pub threshold: u32,
}

fn count_ops(ctx: &Context, r: RegionId) -> u32 {
    let mut n = 0;
    for b in ctx.blocks_iter(r) {
        for o in ctx.ops_iter(b) {
            ctx.walk(o, |_| n += 1);
        }
    }
    n
}

impl Inline {
    fn profitable(&self, ctx: &Context, cg: &CallGraph, c: &ResolvedCall) -> bool {
        if self.threshold == 0 {
            return false;
        }
        if self.threshold == u32::MAX {
            return true;
        }
        let caller = count_ops(ctx, cg.nodes[c.source].region);
        if caller == 0 {
            return true;
        }
        let ratio = count_ops(ctx, cg.nodes[c.target].region) * 100 / caller;
        ratio <= self.threshold
    }

    fn should_inline(&self, ctx: &Context, cg: &CallGraph, c: &ResolvedCall) -> bool {
        if is_terminator(ctx, c.call) && ctx.ops[c.call].def.is_some() {
            return false;
        }
        if cg.nodes[c.target]
            .edges
            .iter()
            .any(|e| e.0 == NodeRef::Node(c.target))
        {
            return false;
        }
        let region = cg.nodes[c.target].region;
        // The callee contains the call.
        let mut cur = ctx.ops[c.call].parent.and_then(|b| ctx.blocks[b].parent);
        while let Some(r) = cur {
            if r == region {
                return false;
            }
            cur = ctx.regions[r]
                .parent
                .and_then(|p| ctx.ops[p].parent)
                .and_then(|b| ctx.blocks[b].parent);
        }
        let multi = ctx.regions[region]
            .first
            .is_some_and(|b| ctx.blocks[b].next.is_some());
        if multi {
            let callee_op = ctx.regions[region].parent;
            let caller_op = ctx.parent_op(c.call);
            let same_name = match (callee_op, caller_op) {
                (Some(a), Some(b)) => ctx.ops[a].name == ctx.ops[b].name,
                _ => false,
            };
            let single_block = caller_op
                .and_then(|p| ctx.ops[p].def)
                .is_none_or(|d| d.has(crate::ods::traits::SINGLE_BLOCK));
            if !same_name && single_block {
                return false;
            }
        }
        self.profitable(ctx, cg, c)
    }

    fn pipeline_for(&self, name: &str) -> Option<&str> {
        if let Some((_, p)) = self.op_pipelines.iter().find(|(n, _)| n == name) {
            return Some(p);
        }
        self.default_pipeline.as_deref()
    }

    fn optimize(&self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let name = ctx.op_name(op).to_string();
        let Some(text) = self.pipeline_for(&name) else {
            return Ok(());
        };
        if text.trim().is_empty() {
            return Ok(());
        }
        let mut pipeline = parse_nested_pipeline(text)
            .map_err(|e| vec![Diagnostic::at(ctx, ctx.ops[op].loc, e)])?;
        crate::pass::run_pipeline(ctx, op, &mut pipeline, false)
    }

    fn run_inliner(&mut self, ctx: &mut Context, root: OpId) -> Result<(), Vec<Diagnostic>> {
        let cg = CallGraph::build(ctx, root);
        let mut ul = UseList::new(ctx, root, &cg);
        let mut dead_nodes: Vec<usize> = vec![];
        for scc in cg.sccs() {
            let mut nodes: Vec<usize> = scc
                .iter()
                .filter_map(|n| match n {
                    NodeRef::Node(i) => Some(*i),
                    _ => None,
                })
                .collect();
            let mut iteration = 0;
            loop {
                // optimizeSCC
                let visit: Vec<usize> = nodes
                    .iter()
                    .copied()
                    .filter(|&n| {
                        !cg.has_children(n)
                            && ctx.regions[cg.nodes[n].region].parent.is_some_and(|p| {
                                ctx.ops[p]
                                    .def
                                    .is_none_or(|d| d.has(crate::ods::traits::ISOLATED_FROM_ABOVE))
                            })
                    })
                    .collect();
                for &n in &visit {
                    if let Some(op) = ctx.regions[cg.nodes[n].region].parent {
                        self.optimize(ctx, op)?;
                    }
                }
                for &n in &visit {
                    ul.recompute(ctx, &cg, n);
                }
                // inlineCallsInSCC
                let inlined = self.inline_calls(ctx, &cg, &mut ul, &mut nodes, &mut dead_nodes);
                iteration += 1;
                if !inlined || iteration >= self.max_iterations {
                    break;
                }
            }
        }
        for n in dead_nodes {
            if let Some(op) = ctx.regions[cg.nodes[n].region].parent {
                if !ctx.ops[op].erased {
                    ctx.erase_op(op);
                }
            }
        }
        Ok(())
    }

    fn inline_calls(
        &self,
        ctx: &mut Context,
        cg: &CallGraph,
        ul: &mut UseList,
        nodes: &mut Vec<usize>,
        all_dead: &mut Vec<usize>,
    ) -> bool {
        let mut calls: Vec<ResolvedCall> = vec![];
        let mut dead: Vec<usize> = vec![];
        for &n in nodes.iter() {
            if ul.is_dead(ctx, cg, n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
            } else {
                let blocks: Vec<BlockId> = ctx.blocks_iter(cg.nodes[n].region).collect();
                collect_calls(ctx, cg, &blocks, n, false, &mut calls);
            }
        }
        let mut history: Vec<(usize, Option<usize>)> = vec![];
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined = false;
        let mut i = 0;
        while i < calls.len() {
            let c = calls[i];
            i += 1;
            if dead.contains(&c.source) || ctx.ops[c.call].erased {
                continue;
            }
            let hid = call_history[i - 1];
            let mut in_history = false;
            let mut h = hid;
            while let Some(x) = h {
                if history[x].0 == c.target {
                    in_history = true;
                    break;
                }
                h = history[x].1;
            }
            if in_history || !self.should_inline(ctx, cg, &c) {
                continue;
            }
            let prev = calls.len();
            let region = cg.nodes[c.target].region;
            let Some(callable) = ctx.regions[region].parent else {
                continue;
            };
            let in_place = ul.has_one_use_and_discardable(ctx, cg, c.target);
            if !inline_call(ctx, c.call, callable, region, !in_place, cg, &mut calls) {
                continue;
            }
            inlined = true;
            let new_id = history.len();
            history.push((c.target, hid));
            for _ in prev..calls.len() {
                call_history.push(Some(new_id));
            }
            ul.drop_call_uses(ctx, cg, c.source, c.call);
            ul.merge_after_inlining(c.target, c.source);
            ctx.erase_op(c.call);
            if in_place {
                ul.erase_node(cg, c.target);
                if !dead.contains(&c.target) {
                    dead.push(c.target);
                }
            }
        }
        for n in dead {
            nodes.retain(|x| *x != n);
            if !all_dead.contains(&n) {
                all_dead.push(n);
            }
        }
        inlined
    }
}

/// A pass list as `default-pipeline` spells it (`canonicalize`, `cse,canonicalize{...}`).
fn parse_nested_pipeline(text: &str) -> Result<Vec<Scheduled>, String> {
    let root = crate::pass::parse_pipeline(&format!("any({text})"))?;
    let crate::pass::PipelineElement::Nested { elements, .. } = root else {
        return Err(format!("invalid pass pipeline '{text}'"));
    };
    crate::pass::instantiate(&super::CORE, &elements)
}

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        if !is_symbol_table(ctx, op) {
            return Err(vec![crate::verify::op_err(
                ctx,
                op,
                " was scheduled to run under the inliner, but does not define a symbol table",
            )]);
        }
        self.run_inliner(ctx, op)
    }
}

/// The pass from its options (`default-pipeline`, `op-pipelines`, `max-iterations`,
/// `inlining-threshold`).
pub fn from_options(o: &crate::pass::PassOptions) -> Result<Box<dyn Pass>, String> {
    let default_pipeline = match o.get("default-pipeline") {
        None => Some("canonicalize".to_string()),
        Some(s) => {
            let s = s.trim_matches(|c| c == '\'' || c == '"').to_string();
            if s.is_empty() {
                None
            } else {
                // Fail early on unknown passes, as upstream does when it parses the option.
                parse_nested_pipeline(&s)?;
                Some(s)
            }
        }
    };
    let threshold = match o.get("inlining-threshold") {
        None => u32::MAX,
        Some(v) => v.parse::<u32>().map_err(|_| {
            format!("for the --inlining-threshold option: '{v}' value invalid for uint argument!")
        })?,
    };
    let max_iterations = match o.get("max-iterations") {
        None => 4,
        Some(v) => v.parse::<u32>().map_err(|_| {
            format!("for the --max-iterations option: '{v}' value invalid for uint argument!")
        })?,
    };
    let mut op_pipelines = vec![];
    for p in o.list("op-pipelines") {
        if let Some((name, rest)) = p.split_once('(') {
            let inner = rest.strip_suffix(')').unwrap_or(rest);
            op_pipelines.push((name.trim().to_string(), inner.to_string()));
        }
    }
    Ok(Box::new(Inline {
        default_pipeline,
        op_pipelines,
        max_iterations,
        threshold,
    }))
}
