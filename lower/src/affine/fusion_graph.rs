//! The memref dependence graph loop fusion works on (upstream's `MemRefDependenceGraph`): a node
//! per top-level op of one block that matters to fusion (each `affine.for` nest with the affine
//! loads and stores inside it, top-level affine accesses, ops whose results are used, ops with
//! memory effects), and edges for memrefs two nodes access where one writes, and for SSA values
//! a node defines and a loop nest uses.
//!
//! Upstream keeps the nodes in a `DenseMap<unsigned, Node>` and fusion visits them in that map's
//! bucket order, so [`IdOrder`] reproduces it: the hash `id * 37`, quadratic probing, tombstones
//! and growth as LLVM's `DenseMap` does them.

use super::dependence::{is_read, is_write, memref_of};
use irbridge::dialect::affine::{ForOp, IfOp};
use irbridge::ir::{BlockId, Context, OpId, TypeKind, ValueId};
use irbridge::transforms::effects::is_memory_effect_free;
use std::collections::HashMap;

/// A bucket of [`IdOrder`].
#[derive(Copy, Clone, PartialEq, Eq)]
enum Slot {
    Empty,
    Tombstone,
    Full(u32),
}

/// The iteration order of an LLVM `DenseMap<unsigned, _>` holding the node ids.
#[derive(Default)]
pub struct IdOrder {
    buckets: Vec<Slot>,
    entries: usize,
    tombstones: usize,
}

impl IdOrder {
    /// The bucket holding `id`, or where it would go (the first tombstone passed, else the empty
    /// bucket that ends the probe).
    fn probe(&self, id: u32) -> (usize, bool) {
        let mask = self.buckets.len() - 1;
        let mut b = (id.wrapping_mul(37) as usize) & mask;
        let mut step = 1;
        let mut tomb = None;
        loop {
            match self.buckets[b] {
                Slot::Full(x) if x == id => return (b, true),
                Slot::Empty => return (tomb.unwrap_or(b), false),
                Slot::Tombstone if tomb.is_none() => tomb = Some(b),
                _ => {}
            }
            b = (b + step) & mask;
            step += 1;
        }
    }

    fn grow(&mut self, at_least: usize) {
        let n = at_least.next_power_of_two().max(64);
        let old = std::mem::replace(&mut self.buckets, vec![Slot::Empty; n]);
        self.tombstones = 0;
        for s in old {
            if let Slot::Full(id) = s {
                let (b, _) = self.probe(id);
                self.buckets[b] = Slot::Full(id);
            }
        }
    }

    pub fn insert(&mut self, id: u32) {
        if !self.buckets.is_empty() && self.probe(id).1 {
            return;
        }
        let nb = self.buckets.len();
        if (self.entries + 1) * 4 >= nb * 3 {
            self.grow(nb * 2);
        } else if nb - (self.entries + 1 + self.tombstones) <= nb / 8 {
            self.grow(nb);
        }
        let (b, _) = self.probe(id);
        if self.buckets[b] == Slot::Tombstone {
            self.tombstones -= 1;
        }
        self.buckets[b] = Slot::Full(id);
        self.entries += 1;
    }

    pub fn remove(&mut self, id: u32) {
        if self.buckets.is_empty() {
            return;
        }
        let (b, found) = self.probe(id);
        if found {
            self.buckets[b] = Slot::Tombstone;
            self.entries -= 1;
            self.tombstones += 1;
        }
    }

    /// The ids in bucket order.
    pub fn ids(&self) -> Vec<u32> {
        self.buckets
            .iter()
            .filter_map(|s| match s {
                Slot::Full(id) => Some(*id),
                _ => None,
            })
            .collect()
    }
}

/// A node: a top-level op of the block and, for a loop nest, the affine accesses in it.
#[derive(Clone, Debug)]
pub struct Node {
    pub id: u32,
    pub op: OpId,
    pub loads: Vec<OpId>,
    pub stores: Vec<OpId>,
}

impl Node {
    pub fn load_count(&self, ctx: &Context, memref: ValueId) -> usize {
        count_on(ctx, &self.loads, memref)
    }
    pub fn store_count(&self, ctx: &Context, memref: ValueId) -> usize {
        count_on(ctx, &self.stores, memref)
    }
    pub fn loads_on(&self, ctx: &Context, memref: ValueId) -> Vec<OpId> {
        self.loads
            .iter()
            .copied()
            .filter(|&o| memref_of(ctx, o) == Some(memref))
            .collect()
    }
    /// `getLoadAndStoreMemrefSet`: memrefs the node both loads and stores.
    pub fn load_and_store_memrefs(&self, ctx: &Context) -> Vec<ValueId> {
        let loaded: Vec<ValueId> = self
            .loads
            .iter()
            .filter_map(|&o| memref_of(ctx, o))
            .collect();
        let mut out = vec![];
        for m in self.stores.iter().filter_map(|&o| memref_of(ctx, o)) {
            if loaded.contains(&m) && !out.contains(&m) {
                out.push(m);
            }
        }
        out
    }
}

fn count_on(ctx: &Context, ops: &[OpId], memref: ValueId) -> usize {
    ops.iter()
        .filter(|&&o| memref_of(ctx, o) == Some(memref))
        .count()
}

/// An edge to or from node `id` carrying `value` (a memref, or an SSA value used in a nest).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub id: u32,
    pub value: ValueId,
}

/// `LoopNestStateCollector`: the loops, loads and stores of a nest, and whether it holds a region
/// op other than `affine.for`/`affine.if`.
pub struct Collected {
    pub loads: Vec<OpId>,
    pub stores: Vec<OpId>,
    pub has_non_affine_region_op: bool,
}

pub fn collect(ctx: &Context, root: OpId) -> Collected {
    let mut c = Collected {
        loads: vec![],
        stores: vec![],
        has_non_affine_region_op: false,
    };
    ctx.walk(root, |op| {
        if ForOp::is(ctx, op) {
        } else if !ctx.ops[op].regions.is_empty() && !IfOp::is(ctx, op) {
            c.has_non_affine_region_op = true;
        } else if is_read(ctx, op) {
            c.loads.push(op);
        } else if is_write(ctx, op) {
            c.stores.push(op);
        }
    });
    c
}

/// `MemRefDependenceGraph`.
pub struct Graph {
    pub block: BlockId,
    pub nodes: HashMap<u32, Node>,
    pub order: IdOrder,
    pub in_edges: HashMap<u32, Vec<Edge>>,
    pub out_edges: HashMap<u32, Vec<Edge>>,
    /// Memref edges per memref, in the order the memrefs were first counted.
    pub memref_edge_count: Vec<(ValueId, i64)>,
    next_id: u32,
}

fn is_memref(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.kind(ctx.value_type(v)), TypeKind::MemRef { .. })
}

/// The ancestor of `op` directly in `block`, if any.
pub fn ancestor_in_block(ctx: &Context, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if ctx.ops[op].parent == Some(block) {
            return Some(op);
        }
        op = ctx.parent_op(op)?;
    }
}

/// Whether `a` comes before `b` in their block.
pub fn is_before(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut cur = ctx.ops[a].next;
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = ctx.ops[o].next;
    }
    false
}

impl Graph {
    /// `init`: the graph of `block`, `None` where upstream gives up on the block (a nest holding a
    /// non-affine region op, a region op the graph cannot model).
    pub fn build(ctx: &Context, block: BlockId) -> Option<Graph> {
        let mut g = Graph {
            block,
            nodes: HashMap::new(),
            order: IdOrder::default(),
            in_edges: HashMap::new(),
            out_edges: HashMap::new(),
            memref_edge_count: vec![],
            next_id: 0,
        };
        // Memref -> accessing nodes, in first-access order (upstream iterates a pointer-keyed
        // map here; this order is deterministic instead).
        let mut accesses: Vec<(ValueId, Vec<u32>)> = vec![];
        let note = |m: ValueId, id: u32, acc: &mut Vec<(ValueId, Vec<u32>)>| match acc
            .iter_mut()
            .find(|(x, _)| *x == m)
        {
            Some((_, ids)) => {
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
            None => acc.push((m, vec![id])),
        };
        let mut for_nodes: HashMap<OpId, u32> = HashMap::new();
        for op in ctx.block_ops(block) {
            let (loads, stores) = if ForOp::is(ctx, op) {
                let c = collect(ctx, op);
                if c.has_non_affine_region_op {
                    return None;
                }
                (c.loads, c.stores)
            } else if is_read(ctx, op) {
                (vec![op], vec![])
            } else if is_write(ctx, op) {
                (vec![], vec![op])
            } else if ctx.ops[op]
                .results
                .iter()
                .any(|&r| !ctx.values[r].uses.is_empty())
                || (!is_memory_effect_free(ctx, op)
                    && (ctx.ops[op].regions.is_empty()
                        || irbridge::ods::interfaces::region_branch(ctx, op).is_some()))
            {
                g.add_node(op);
                continue;
            } else if !ctx.ops[op].regions.is_empty() {
                return None;
            } else {
                continue;
            };
            let id = g.add_node(op);
            for &l in &loads {
                if let Some(m) = memref_of(ctx, l) {
                    note(m, id, &mut accesses);
                }
            }
            for &s in &stores {
                if let Some(m) = memref_of(ctx, s) {
                    note(m, id, &mut accesses);
                }
            }
            if ForOp::is(ctx, op) {
                for_nodes.insert(op, id);
            }
            let n = g.nodes.get_mut(&id)?;
            n.loads = loads;
            n.stores = stores;
        }
        // SSA edges: values of store-free nodes used inside loop nests of the block.
        for id in g.order.ids() {
            let node = g.nodes.get(&id)?.clone();
            if !node.stores.is_empty() {
                continue;
            }
            for &r in &ctx.ops[node.op].results.clone() {
                for u in ctx.values[r].uses.clone() {
                    let Some(top) = ancestor_in_block(ctx, block, u.op) else {
                        continue;
                    };
                    if !ForOp::is(ctx, top) {
                        continue;
                    }
                    if let Some(&user) = for_nodes.get(&top) {
                        g.add_edge(ctx, id, user, r);
                    }
                }
            }
        }
        for (m, ids) in &accesses {
            for i in 0..ids.len() {
                let src_store = g.nodes[&ids[i]].store_count(ctx, *m) > 0;
                for j in i + 1..ids.len() {
                    let dst_store = g.nodes[&ids[j]].store_count(ctx, *m) > 0;
                    if src_store || dst_store {
                        g.add_edge(ctx, ids[i], ids[j], *m);
                    }
                }
            }
        }
        Some(g)
    }

    pub fn add_node(&mut self, op: OpId) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        self.nodes.insert(
            id,
            Node {
                id,
                op,
                loads: vec![],
                stores: vec![],
            },
        );
        self.order.insert(id);
        id
    }

    pub fn remove_node(&mut self, ctx: &Context, id: u32) {
        for e in self.in_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(ctx, e.id, id, e.value);
        }
        for e in self.out_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(ctx, id, e.id, e.value);
        }
        self.in_edges.remove(&id);
        self.out_edges.remove(&id);
        self.nodes.remove(&id);
        self.order.remove(id);
    }

    /// The node of the loop nest `op`.
    pub fn for_node(&self, op: OpId) -> Option<u32> {
        self.order
            .ids()
            .into_iter()
            .find(|i| self.nodes[i].op == op)
    }

    pub fn has_edge(&self, src: u32, dst: u32, value: Option<ValueId>) -> bool {
        let matches = |e: &Edge, id: u32| e.id == id && value.is_none_or(|v| e.value == v);
        self.out_edges
            .get(&src)
            .is_some_and(|es| es.iter().any(|e| matches(e, dst)))
            && self
                .in_edges
                .get(&dst)
                .is_some_and(|es| es.iter().any(|e| matches(e, src)))
    }

    pub fn add_edge(&mut self, ctx: &Context, src: u32, dst: u32, value: ValueId) {
        if self.has_edge(src, dst, Some(value)) {
            return;
        }
        self.out_edges
            .entry(src)
            .or_default()
            .push(Edge { id: dst, value });
        self.in_edges
            .entry(dst)
            .or_default()
            .push(Edge { id: src, value });
        if is_memref(ctx, value) {
            match self.memref_edge_count.iter_mut().find(|(m, _)| *m == value) {
                Some((_, c)) => *c += 1,
                None => self.memref_edge_count.push((value, 1)),
            }
        }
    }

    pub fn remove_edge(&mut self, ctx: &Context, src: u32, dst: u32, value: ValueId) {
        if is_memref(ctx, value) {
            if let Some((_, c)) = self.memref_edge_count.iter_mut().find(|(m, _)| *m == value) {
                *c -= 1;
            }
        }
        if let Some(es) = self.in_edges.get_mut(&dst) {
            if let Some(p) = es.iter().position(|e| e.id == src && e.value == value) {
                es.remove(p);
            }
        }
        if let Some(es) = self.out_edges.get_mut(&src) {
            if let Some(p) = es.iter().position(|e| e.id == dst && e.value == value) {
                es.remove(p);
            }
        }
    }

    /// `hasDependencePath`: a path of edges from `src` to `dst` that stays before `dst`.
    pub fn has_dependence_path(&self, ctx: &Context, src: u32, dst: u32) -> bool {
        let dst_op = self.nodes[&dst].op;
        let mut work: Vec<(u32, usize)> = vec![(src, 0)];
        while let Some(&(id, idx)) = work.last() {
            if id == dst {
                return true;
            }
            let outs = self.out_edges.get(&id);
            if outs.is_none_or(|es| idx == es.len()) {
                work.pop();
                continue;
            }
            let e = outs.map(|es| es[idx]);
            if let Some(top) = work.last_mut() {
                top.1 += 1;
            }
            let Some(e) = e else { continue };
            let after_dst = self
                .nodes
                .get(&e.id)
                .is_some_and(|n| is_before(ctx, dst_op, n.op));
            if !after_dst && e.id != id {
                work.push((e.id, 0));
            }
        }
        false
    }

    /// `getIncomingMemRefAccesses`: incoming edges on `memref` from nodes that store to it.
    pub fn incoming_memref_accesses(&self, ctx: &Context, id: u32, memref: ValueId) -> usize {
        self.in_edges.get(&id).map_or(0, |es| {
            es.iter()
                .filter(|e| e.value == memref && self.nodes[&e.id].store_count(ctx, memref) > 0)
                .count()
        })
    }

    /// `getOutEdgeCount`, on `memref` or on anything.
    pub fn out_edge_count(&self, id: u32, memref: Option<ValueId>) -> usize {
        self.out_edges.get(&id).map_or(0, |es| {
            es.iter()
                .filter(|e| memref.is_none_or(|m| e.value == m))
                .count()
        })
    }

    /// `getFusedLoopNestInsertionPoint`: where the fused nest of `src` into `dst` can go (`dst`,
    /// or before the first op between them that depends on `src`), `None` if nowhere.
    pub fn fused_insertion_point(&self, ctx: &Context, src: u32, dst: u32) -> Option<OpId> {
        let dst_op = self.nodes[&dst].op;
        if !self.out_edges.contains_key(&src) {
            return Some(dst_op);
        }
        // Nodes defining SSA values `dst` uses must not depend on `src`.
        let defining: Vec<u32> = self
            .in_edges
            .get(&dst)
            .map(|es| {
                es.iter()
                    .filter(|e| !is_memref(ctx, e.value))
                    .map(|e| e.id)
                    .collect()
            })
            .unwrap_or_default();
        if defining
            .iter()
            .any(|&d| self.has_dependence_path(ctx, src, d))
        {
            return None;
        }
        let src_deps: Vec<OpId> = self.out_edges[&src]
            .iter()
            .filter(|e| e.id != dst)
            .filter_map(|e| self.nodes.get(&e.id).map(|n| n.op))
            .collect();
        let dst_deps: Vec<OpId> = self
            .in_edges
            .get(&dst)
            .map(|es| {
                es.iter()
                    .filter(|e| e.id != src)
                    .filter_map(|e| self.nodes.get(&e.id).map(|n| n.op))
                    .collect()
            })
            .unwrap_or_default();
        let mut first_src_dep: Option<OpId> = None;
        let mut last_dst_dep_after_first = false;
        let mut cur = ctx.ops[self.nodes[&src].op].next;
        while let Some(o) = cur {
            if o == dst_op {
                break;
            }
            if src_deps.contains(&o) && first_src_dep.is_none() {
                first_src_dep = Some(o);
            }
            if dst_deps.contains(&o) && first_src_dep.is_some() {
                last_dst_dep_after_first = true;
            }
            cur = ctx.ops[o].next;
        }
        match first_src_dep {
            Some(_) if last_dst_dep_after_first => None,
            Some(f) => Some(f),
            None => Some(dst_op),
        }
    }

    /// `updateEdges` after fusing `src` into `dst`: `src`'s in-edges move to `dst` (except on
    /// private memrefs), its edges to `dst` go, its other out-edges move to `dst` if it is
    /// removed; `dst`'s in-edges on private memrefs go.
    pub fn update_edges_after_fusion(
        &mut self,
        ctx: &Context,
        src: u32,
        dst: u32,
        private: &[ValueId],
        remove_src: bool,
    ) {
        for e in self.in_edges.get(&src).cloned().unwrap_or_default() {
            if !private.contains(&e.value) {
                self.add_edge(ctx, e.id, dst, e.value);
            }
        }
        for e in self.out_edges.get(&src).cloned().unwrap_or_default() {
            if e.id == dst {
                self.remove_edge(ctx, src, e.id, e.value);
            } else if remove_src {
                self.add_edge(ctx, dst, e.id, e.value);
                self.remove_edge(ctx, src, e.id, e.value);
            }
        }
        if !private.is_empty() {
            for e in self.in_edges.get(&dst).cloned().unwrap_or_default() {
                if private.contains(&e.value) {
                    self.remove_edge(ctx, e.id, dst, e.value);
                }
            }
        }
    }

    /// `updateEdges` after sibling fusion: all of `sib`'s edges move to `dst`.
    pub fn update_edges_after_sibling_fusion(&mut self, ctx: &Context, sib: u32, dst: u32) {
        for e in self.in_edges.get(&sib).cloned().unwrap_or_default() {
            self.add_edge(ctx, e.id, dst, e.value);
            self.remove_edge(ctx, e.id, sib, e.value);
        }
        for e in self.out_edges.get(&sib).cloned().unwrap_or_default() {
            self.add_edge(ctx, dst, e.id, e.value);
            self.remove_edge(ctx, sib, e.id, e.value);
        }
    }

    /// `forEachMemRefInputEdge`/`OutputEdge`: memref edges whose other end is a loop nest.
    pub fn memref_edges(&self, ctx: &Context, id: u32, incoming: bool) -> Vec<Edge> {
        let es = if incoming {
            self.in_edges.get(&id)
        } else {
            self.out_edges.get(&id)
        };
        es.map(|es| {
            es.iter()
                .copied()
                .filter(|e| {
                    is_memref(ctx, e.value)
                        && self.nodes.get(&e.id).is_some_and(|n| ForOp::is(ctx, n.op))
                })
                .collect()
        })
        .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::IdOrder;

    /// Below 48 entries the 64 buckets hold id `k` at `k * 37 mod 64`.
    #[test]
    fn dense_map_order_of_small_ids() {
        let mut o = IdOrder::default();
        for id in 0..5 {
            o.insert(id);
        }
        // Buckets: 0 -> 0, 1 -> 37, 2 -> 10, 3 -> 47, 4 -> 20.
        assert_eq!(o.ids(), vec![0, 2, 4, 1, 3]);
        o.remove(2);
        o.insert(5); // 185 mod 64 = 57
        assert_eq!(o.ids(), vec![0, 4, 1, 3, 5]);
    }
}
