//! What the affine loop passes share (upstream's `AffineValueMap`, `LoopAnalysis.cpp` and the
//! start of `LoopUtils.cpp`): an `affine.for`'s parts, value maps and their difference, the trip
//! count as a map, and promoting a loop that runs once.

use irbridge::dialect::affine::canon::{
    canonicalize_map_and_operands, compose_map_and_operands, simplify_map,
};
use irbridge::dialect::affine::syntax::for_operand_groups;
use irbridge::dialect::affine::{map_named, ApplyOp, ForOp, YieldOp};
use irbridge::dialect::arith::ConstantOp;
use irbridge::dialect::func::FuncOp;
use irbridge::ir::affine_simplify::replace_dims_and_symbols;
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, BlockId, Context, OpId, OpState, ValueId};
use irbridge::ods::OpBuilder;

/// Where new ops go.
#[derive(Copy, Clone)]
pub enum Ip {
    Before(OpId),
    End(BlockId),
}

/// Creates ops at an insertion point (for the records' typed builders).
pub struct Builder<'c> {
    pub ctx: &'c mut Context,
    pub ip: Ip,
}

impl OpBuilder for Builder<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        let op = self.ctx.create_op(st);
        match self.ip {
            Ip::Before(anchor) => self.ctx.insert_op_before(anchor, op),
            Ip::End(b) => self.ctx.append_op(b, op),
        }
        op
    }
}

pub fn at(ctx: &mut Context, ip: Ip) -> Builder<'_> {
    Builder { ctx, ip }
}

/// The insertion point at the start of `block`.
pub fn block_start(ctx: &Context, block: BlockId) -> Ip {
    match ctx.blocks[block].first {
        Some(f) => Ip::Before(f),
        None => Ip::End(block),
    }
}

/// `affine.apply map(operands)` at `ip`, its result.
pub fn build_apply(
    ctx: &mut Context,
    ip: Ip,
    loc: Attribute,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    let index = ctx.index();
    let a = ctx.attr(AttrKind::AffineMap(map));
    let op = ApplyOp::build(&mut at(ctx, ip), loc, index, operands, a).id();
    ctx.result(op, 0)
}

/// `arith.constant v : index` at `ip`, its result.
pub fn build_index_constant(ctx: &mut Context, ip: Ip, loc: Attribute, v: i64) -> ValueId {
    let index = ctx.index();
    let a = ctx.int_attr(index, v);
    let op = ConstantOp::build(&mut at(ctx, ip), loc, index, a).id();
    ctx.result(op, 0)
}

/// A map with the values it applies to (`AffineValueMap`).
#[derive(Clone, Debug, PartialEq)]
pub struct ValueMap {
    pub map: AffineMap,
    pub operands: Vec<ValueId>,
}

impl ValueMap {
    pub fn new(map: AffineMap, operands: Vec<ValueId>) -> Self {
        ValueMap { map, operands }
    }

    /// `AffineValueMap::canonicalize`: composed with the `affine.apply` producers of its operands.
    pub fn canonicalize(&mut self, ctx: &Context) {
        compose_map_and_operands(ctx, &mut self.map, &mut self.operands);
    }
}

/// `AffineMap::getConstantMap`.
pub fn constant_map(c: i64) -> AffineMap {
    AffineMap {
        num_dims: 0,
        num_symbols: 0,
        results: vec![AffineExpr::Const(c)],
    }
}

/// `shiftDims(nd).shiftSymbols(ns)`.
pub fn shift_map(map: &AffineMap, nd: u32, ns: u32) -> AffineMap {
    let dims: Vec<AffineExpr> = (0..map.num_dims).map(|i| AffineExpr::Dim(i + nd)).collect();
    let syms: Vec<AffineExpr> = (0..map.num_symbols)
        .map(|i| AffineExpr::Symbol(i + ns))
        .collect();
    AffineMap {
        num_dims: map.num_dims + nd,
        num_symbols: map.num_symbols + ns,
        results: map
            .results
            .iter()
            .map(|e| replace_dims_and_symbols(e, &dims, &syms))
            .collect(),
    }
}

/// `AffineMap::compose`: `outer`'s dims replaced by `inner`'s results (its symbols kept, `inner`'s
/// after them).
pub fn compose_maps(outer: &AffineMap, inner: &AffineMap) -> AffineMap {
    let ns = outer.num_symbols;
    let dims: Vec<AffineExpr> = (0..inner.num_dims).map(AffineExpr::Dim).collect();
    let syms: Vec<AffineExpr> = (0..inner.num_symbols)
        .map(|i| AffineExpr::Symbol(i + ns))
        .collect();
    let inner_results: Vec<AffineExpr> = inner
        .results
        .iter()
        .map(|e| replace_dims_and_symbols(e, &dims, &syms))
        .collect();
    AffineMap {
        num_dims: inner.num_dims,
        num_symbols: ns + inner.num_symbols,
        results: outer
            .results
            .iter()
            .map(|e| replace_dims_and_symbols(e, &inner_results, &[]))
            .collect(),
    }
}

/// `fullyComposeAffineMapAndOperands`.
pub fn fully_compose(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    // Each round removes at least one `affine.apply` operand; bounded in case a malformed map
    // keeps one.
    for _ in 0..64 {
        let has_apply = operands
            .iter()
            .any(|v| ctx.defining_op(*v).is_some_and(|o| ApplyOp::is(ctx, o)));
        if !has_apply {
            return;
        }
        let before = (map.clone(), operands.clone());
        compose_map_and_operands(ctx, map, operands);
        if before.0 == *map && before.1 == *operands {
            return;
        }
    }
}

/// `AffineValueMap::difference(a, b)`: `a - b` result by result, over the dims of both and then
/// the symbols of both, composed, canonicalized and simplified.
pub fn difference(ctx: &Context, a: &ValueMap, b: &ValueMap) -> ValueMap {
    let (and, ans) = (a.map.num_dims as usize, a.map.num_symbols as usize);
    let (bnd, bns) = (b.map.num_dims as usize, b.map.num_symbols as usize);
    let mut operands = vec![];
    operands.extend_from_slice(&a.operands[..and.min(a.operands.len())]);
    operands.extend_from_slice(&b.operands[..bnd.min(b.operands.len())]);
    operands.extend_from_slice(&a.operands[a.operands.len().saturating_sub(ans)..]);
    operands.extend_from_slice(&b.operands[b.operands.len().saturating_sub(bns)..]);
    let bmap = shift_map(&b.map, a.map.num_dims, a.map.num_symbols);
    let mut map = AffineMap {
        num_dims: bmap.num_dims,
        num_symbols: bmap.num_symbols,
        results: a
            .map
            .results
            .iter()
            .zip(&bmap.results)
            .map(|(x, y)| x.clone() - y.clone())
            .collect(),
    };
    fully_compose(ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    simplify_map(&mut map);
    ValueMap::new(map, operands)
}

/// The parts of an `affine.for` the passes read.
pub struct ForParts {
    pub lb: ValueMap,
    pub ub: ValueMap,
    pub inits: Vec<ValueId>,
    pub step: i64,
    pub body: BlockId,
    pub iv: ValueId,
}

/// The parts of `op`, or `None` for a malformed loop (no body, missing maps).
pub fn for_parts(ctx: &Context, op: OpId) -> Option<ForParts> {
    let [lb, ub, inits] = for_operand_groups(ctx, op).map(<[ValueId]>::to_vec);
    let lbm = map_named(ctx, op, "lowerBoundMap")?.clone();
    let ubm = map_named(ctx, op, "upperBoundMap")?.clone();
    let step = irbridge::ods::prop(ctx, op, "step").and_then(|a| ctx.as_i64(a))?;
    let body = ctx.entry_block(*ctx.ops[op].regions.first()?)?;
    let iv = *ctx.blocks[body].args.first()?;
    Some(ForParts {
        lb: ValueMap::new(lbm, lb),
        ub: ValueMap::new(ubm, ub),
        inits,
        step,
        body,
        iv,
    })
}

/// The single constant result of `map`.
pub fn single_constant(map: &AffineMap) -> Option<i64> {
    match map.results.as_slice() {
        [AffineExpr::Const(c)] => Some(*c),
        _ => None,
    }
}

/// `setLowerBound`/`setUpperBound`: a bound's operands and map replaced, the segment sizes
/// updated.
pub fn set_for_bound(ctx: &mut Context, op: OpId, lower: bool, vm: &ValueMap) {
    let [lb, ub, inits] = for_operand_groups(ctx, op).map(<[ValueId]>::to_vec);
    let (lb, ub) = if lower {
        (vm.operands.clone(), ub)
    } else {
        (lb, vm.operands.clone())
    };
    let sizes = vec![lb.len() as i128, ub.len() as i128, inits.len() as i128];
    let mut all = lb;
    all.extend(ub);
    all.extend(inits);
    ctx.set_operands(op, all);
    let i32t = ctx.i32();
    let seg = ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        values: sizes,
    });
    ctx.set_prop(op, "operandSegmentSizes", seg);
    let a = ctx.attr(AttrKind::AffineMap(vm.map.clone()));
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    ctx.set_prop(op, name, a);
}

/// `setStep`.
pub fn set_for_step(ctx: &mut Context, op: OpId, step: i64) {
    let index = ctx.index();
    let a = ctx.int_attr(index, step);
    ctx.set_prop(op, "step", a);
}

/// `getTripCountMapAndOperands`: the trip count per upper bound result, or `None` when it is not
/// an affine function of the operands (several lower bounds).
pub fn trip_count_map(ctx: &Context, op: OpId) -> Option<ValueMap> {
    let p = for_parts(ctx, op)?;
    if let (Some(lb), Some(ub)) = (single_constant(&p.lb.map), single_constant(&p.ub.map)) {
        let span = ub.saturating_sub(lb).max(0);
        if p.step <= 0 {
            return None;
        }
        let count = span / p.step + i64::from(span % p.step != 0);
        return Some(ValueMap::new(constant_map(count), vec![]));
    }
    if p.lb.map.results.len() != 1 || p.step <= 0 {
        return None;
    }
    let splat = AffineMap {
        num_dims: p.lb.map.num_dims,
        num_symbols: p.lb.map.num_symbols,
        results: vec![p.lb.map.results[0].clone(); p.ub.map.results.len()],
    };
    let mut tc = difference(ctx, &p.ub, &ValueMap::new(splat, p.lb.operands.clone()));
    let step = AffineExpr::Const(p.step);
    for r in &mut tc.map.results {
        *r = r.clone().ceil_div(step.clone());
    }
    Some(tc)
}

/// `getConstantTripCount`: the smallest trip count when every one is a constant (a negative one
/// read as unsigned, as upstream's cast does).
pub fn constant_trip_count(ctx: &Context, op: OpId) -> Option<u64> {
    let tc = trip_count_map(ctx, op)?;
    let mut out: Option<u64> = None;
    for r in &tc.map.results {
        let AffineExpr::Const(c) = r else {
            return None;
        };
        let c = *c as u64;
        out = Some(out.map_or(c, |o| o.min(c)));
    }
    out
}

/// The `func.func` around `op`.
fn enclosing_func(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if FuncOp::is(ctx, p) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// `promoteIfSingleIteration`: a loop that runs exactly once (and has one lower bound) is
/// replaced by its body, the induction variable by the lower bound (a constant at the start of
/// the function, the operand itself for an identity map, an `affine.apply` otherwise).
pub fn promote_if_single_iteration(ctx: &mut Context, op: OpId) -> bool {
    if constant_trip_count(ctx, op) != Some(1) {
        return false;
    }
    let Some(p) = for_parts(ctx, op) else {
        return false;
    };
    if p.lb.map.results.len() != 1 {
        return false;
    }
    let loc = ctx.ops[op].loc;
    if !ctx.values[p.iv].uses.is_empty() {
        let replacement = if let Some(c) = single_constant(&p.lb.map) {
            let ip = enclosing_func(ctx, op)
                .and_then(|f| ctx.ops[f].regions.first().copied())
                .and_then(|r| ctx.entry_block(r))
                .map_or(Ip::Before(op), |b| block_start(ctx, b));
            build_index_constant(ctx, ip, loc, c)
        } else if p.lb.map.num_dims == 1
            && p.lb.map.num_symbols == 0
            && p.lb.map.results == [AffineExpr::Dim(0)]
        {
            p.lb.operands[0]
        } else {
            build_apply(ctx, Ip::Before(op), loc, p.lb.map.clone(), &p.lb.operands)
        };
        ctx.replace_all_uses(p.iv, replacement);
    }
    replace_iter_args_and_results(ctx, op, &p);
    if let Some(t) = ctx.blocks[p.body].last {
        ctx.erase_op(t);
    }
    for o in ctx.block_ops(p.body) {
        ctx.detach_op(o);
        ctx.insert_op_before(op, o);
    }
    ctx.erase_op(op);
    true
}

/// `replaceIterArgsAndYieldResults`: iteration arguments become the inits, the loop's results
/// the values its body yields.
fn replace_iter_args_and_results(ctx: &mut Context, op: OpId, p: &ForParts) {
    let args = ctx.blocks[p.body].args.clone();
    for (a, init) in args.iter().skip(1).zip(&p.inits) {
        ctx.replace_all_uses(*a, *init);
    }
    let Some(term) = ctx.blocks[p.body].last.filter(|t| YieldOp::is(ctx, *t)) else {
        return;
    };
    let yielded = ctx.ops[term].operands.to_vec();
    let results = ctx.ops[op].results.to_vec();
    for (r, y) in results.iter().zip(&yielded) {
        ctx.replace_all_uses(*r, *y);
    }
}

/// `AffineForOp::replaceWithAdditionalYields` (no use of the new inits replaced inside): a new
/// loop before `op` with `new_inits` appended to its inits, the body moved into it with a block
/// argument per new init and `new_yields` appended to its yield; `op`'s results replaced by the
/// new loop's first ones and `op` erased (its discardable attributes are not kept, as upstream
/// builds the new loop afresh).
pub fn replace_with_additional_yields(
    ctx: &mut Context,
    op: OpId,
    new_inits: &[ValueId],
    new_yields: &[ValueId],
) -> Option<OpId> {
    let p = for_parts(ctx, op)?;
    let loc = ctx.ops[op].loc;
    let mut inits = p.inits.clone();
    inits.extend_from_slice(new_inits);
    let types: Vec<_> = inits.iter().map(|v| ctx.value_type(*v)).collect();
    let lbm = ctx.attr(AttrKind::AffineMap(p.lb.map.clone()));
    let ubm = ctx.attr(AttrKind::AffineMap(p.ub.map.clone()));
    let index = ctx.index();
    let step = ctx.int_attr(index, p.step);
    let new = ForOp::build(
        &mut at(ctx, Ip::Before(op)),
        loc,
        &types,
        &p.lb.operands,
        &p.ub.operands,
        &inits,
        lbm,
        ubm,
        step,
    )
    .id();
    // The body block moves over; its arguments take the locations a new block would have.
    let r = ctx.ops[op].regions[0];
    let fresh = ctx.new_region();
    ctx.ops[op].regions[0] = fresh;
    ctx.regions[fresh].parent = Some(op);
    ctx.regions[r].parent = Some(new);
    ctx.ops[new].regions.push(r);
    let args = ctx.blocks[p.body].args.clone();
    ctx.values[p.iv].loc = Some(loc);
    for (a, init) in args.iter().skip(1).zip(&p.inits) {
        let l = crate::scf_to_cf::value_loc(ctx, *init);
        ctx.values[*a].loc = Some(l);
    }
    for v in new_inits {
        let (ty, l) = (ctx.value_type(*v), crate::scf_to_cf::value_loc(ctx, *v));
        ctx.add_block_arg(p.body, ty, Some(l));
    }
    if let Some(y) = ctx.blocks[p.body].last.filter(|t| YieldOp::is(ctx, *t)) {
        let mut ops = ctx.ops[y].operands.to_vec();
        ops.extend_from_slice(new_yields);
        ctx.set_operands(y, ops);
    }
    let old_results = ctx.ops[op].results.to_vec();
    let new_results = ctx.ops[new].results.to_vec();
    for (o, n) in old_results.iter().zip(&new_results) {
        ctx.replace_all_uses(*o, *n);
    }
    ctx.erase_op(op);
    Some(new)
}

// ---- Memref replacement (upstream's `replaceAllMemRefUsesWith`, Utils.cpp) ---------------------

/// Where an op that accesses memrefs through affine maps (`AffineMapAccessInterface`: loads,
/// stores, prefetch, `dma_start`, `dma_wait`) keeps the map of `memref`: the map's attribute name
/// and the operand position of the memref (its map operands follow it). `None` for other ops.
pub fn memref_map_slot(ctx: &Context, op: OpId, memref: ValueId) -> Option<(&'static str, usize)> {
    use irbridge::dialect::affine::syntax::dma_start_layout;
    use irbridge::dialect::affine::{
        DmaStartOp, DmaWaitOp, LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp,
    };
    let operands = &ctx.ops[op].operands;
    if LoadOp::is(ctx, op) || VectorLoadOp::is(ctx, op) || PrefetchOp::is(ctx, op) {
        return Some(("map", 0));
    }
    if StoreOp::is(ctx, op) || VectorStoreOp::is(ctx, op) {
        return Some(("map", 1));
    }
    if DmaWaitOp::is(ctx, op) {
        return Some(("tag_map", 0));
    }
    if DmaStartOp::is(ctx, op) {
        let (src, dst, tag, _) = dma_start_layout(ctx, op)?;
        // `getAffineMapAttrForMemRef`: the source's map, else the destination's, else the tag's.
        return Some(if operands.get(src) == Some(&memref) {
            ("src_map", src)
        } else if operands.get(dst) == Some(&memref) {
            ("dst_map", dst)
        } else {
            ("tag_map", tag)
        });
    }
    None
}

/// How the accesses of the old memref index the new one (`replaceAllMemRefUsesWith`'s
/// arguments): the new subscripts are `extra_indices` followed by `index_remap` (identity when
/// `None`) applied to `extra_operands`, the old subscripts and `symbol_operands`. Only users that
/// `dom_filter` dominates are rewritten.
#[derive(Default)]
pub struct MemrefReplacement<'a> {
    pub extra_indices: &'a [ValueId],
    pub index_remap: Option<&'a AffineMap>,
    pub extra_operands: &'a [ValueId],
    pub symbol_operands: &'a [ValueId],
    pub dom_filter: Option<OpId>,
}

/// `AffineMap::getMultiDimIdentityMap(n)`.
pub fn identity_map(n: u32) -> AffineMap {
    AffineMap {
        num_dims: n,
        num_symbols: 0,
        results: (0..n).map(AffineExpr::Dim).collect(),
    }
}

/// `replaceAllMemRefUsesWith` (no post-dominance filter, non-dereferencing uses refused): every
/// use of `old` that the filter keeps is rewritten to access `new`. Deallocations are left
/// alone; any other use that is not an affine access makes the whole replacement fail before
/// anything changes (the memref may escape). Returns whether it succeeded.
pub fn replace_all_memref_uses_with(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    how: &MemrefReplacement<'_>,
) -> bool {
    let mut users: Vec<OpId> = vec![];
    for u in ctx.values[old].uses.iter().rev() {
        let op = u.op;
        if users.contains(&op) {
            continue;
        }
        if how
            .dom_filter
            .is_some_and(|f| !super::scalrep::dominates(ctx, f, op))
        {
            continue;
        }
        if irbridge::dialect::memref::DeallocOp::is(ctx, op) {
            continue;
        }
        if memref_map_slot(ctx, op, old).is_none() {
            return false;
        }
        users.push(op);
    }
    users
        .into_iter()
        .all(|op| replace_memref_use_in(ctx, old, new, op, how))
}

/// `replaceAllMemRefUsesWith` on one affine access `op`: its subscripts of `old` recomputed for
/// `new` (through `affine.apply` ops that composing the new map makes dead and removes again).
fn replace_memref_use_in(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    op: OpId,
    how: &MemrefReplacement<'_>,
) -> bool {
    let positions: Vec<usize> = ctx.ops[op]
        .operands
        .iter()
        .enumerate()
        .filter(|(_, v)| **v == old)
        .map(|(i, _)| i)
        .collect();
    let pos = match positions.as_slice() {
        [] => return true,
        [p] => *p,
        // Several uses of the memref in one op: upstream does not handle it either.
        _ => return false,
    };
    let Some((attr_name, _)) = memref_map_slot(ctx, op, old) else {
        return false;
    };
    let Some(old_map) = irbridge::dialect::affine::map_named(ctx, op, attr_name).cloned() else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    let inputs = (old_map.num_dims + old_map.num_symbols) as usize;
    let Some(old_map_operands) = ctx.ops[op].operands.get(pos + 1..pos + 1 + inputs) else {
        return false;
    };
    let old_map_operands = old_map_operands.to_vec();
    let mut created = vec![];
    let single = |map: &AffineMap, e: &AffineExpr| AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: vec![e.clone()],
    };
    let old_subscripts: Vec<ValueId> = if old_map == identity_map(old_map.num_dims) {
        old_map_operands.clone()
    } else {
        let mut v = vec![];
        for e in &old_map.results {
            let m = single(&old_map, e);
            let r = build_apply(ctx, Ip::Before(op), loc, m, &old_map_operands);
            created.push(r);
            v.push(r);
        }
        v
    };
    let mut remap_operands = how.extra_operands.to_vec();
    remap_operands.extend(&old_subscripts);
    remap_operands.extend(how.symbol_operands);
    let remapped: Vec<ValueId> = match how.index_remap {
        Some(remap) if *remap != identity_map(remap.num_dims) => {
            let mut v = vec![];
            for e in &remap.results {
                let m = single(remap, e);
                let r = build_apply(ctx, Ip::Before(op), loc, m, &remap_operands);
                created.push(r);
                v.push(r);
            }
            v
        }
        _ => remap_operands,
    };
    let mut new_operands = how.extra_indices.to_vec();
    new_operands.extend(remapped);
    let mut new_map = identity_map(new_operands.len() as u32);
    fully_compose(ctx, &mut new_map, &mut new_operands);
    simplify_map(&mut new_map);
    canonicalize_map_and_operands(ctx, &mut new_map, &mut new_operands);
    for v in created {
        if ctx.values[v].uses.is_empty() {
            if let Some(d) = ctx.defining_op(v) {
                ctx.erase_op(d);
            }
        }
    }
    let old_operands = ctx.ops[op].operands.to_vec();
    let mut operands = old_operands[..pos].to_vec();
    operands.push(new);
    operands.extend(new_operands);
    operands.extend_from_slice(&old_operands[pos + 1 + inputs..]);
    ctx.set_operands(op, operands);
    set_named_map(ctx, op, attr_name, new_map);
    true
}

/// Replaces the map named `name` of `op`, where it is (a property or a discardable attribute).
fn set_named_map(ctx: &mut Context, op: OpId, name: &str, map: AffineMap) {
    let a = ctx.attr(AttrKind::AffineMap(map));
    let is_prop = ctx
        .lookup_sym(name)
        .is_some_and(|k| ctx.ops[op].props.iter().any(|(n, _)| *n == k));
    if is_prop {
        ctx.set_prop(op, name, a);
    } else {
        ctx.set_attr(op, name, a);
    }
}

/// Moves `ops` (in order) to the start of `block`.
fn move_to_block_start(ctx: &mut Context, ops: &[OpId], block: BlockId) {
    let first = ctx.blocks[block].first;
    for &o in ops {
        ctx.detach_op(o);
        match first {
            Some(f) if f != o => ctx.insert_op_before(f, o),
            _ => ctx.append_op(block, o),
        }
    }
}

/// `permuteLoops`: the perfect nest `loops` reordered so that loop `i` ends up at depth
/// `perm[i]`; the new outermost loop.
pub fn permute_loops(ctx: &mut Context, loops: &[OpId], perm: &[usize]) -> Option<OpId> {
    let n = loops.len();
    if n < 2 {
        return loops.first().copied();
    }
    let mut inv: Vec<(usize, usize)> = perm.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    inv.sort_unstable();
    let body = |ctx: &Context, l: OpId| for_parts(ctx, l).map(|p| p.body);
    if perm[n - 1] != n - 1 {
        // The innermost body goes to the loop that becomes innermost.
        let dest = body(ctx, loops[inv[n - 1].1])?;
        let src = body(ctx, loops[n - 1])?;
        let mut ops = ctx.block_ops(src);
        ops.pop();
        move_to_block_start(ctx, &ops, dest);
    }
    for i in (0..n).rev() {
        if perm[i] == 0 {
            if i != 0 {
                ctx.detach_op(loops[i]);
                ctx.insert_op_before(loops[0], loops[i]);
            }
            continue;
        }
        let parent = inv[perm[i] - 1].1;
        if i > 0 && i - 1 == parent {
            continue;
        }
        let dest = body(ctx, loops[parent])?;
        move_to_block_start(ctx, &[loops[i]], dest);
    }
    Some(loops[inv[0].1])
}

/// `sinkSequentialLoops`: the loops of `root`'s perfect nest that carry no dependence moved
/// outermost, the others innermost, when that keeps every dependence; the new root.
pub fn sink_sequential_loops(ctx: &mut Context, root: OpId) -> OpId {
    use super::dependence::{check_dependence_components, is_read, is_write, Dependence};
    let loops = super::tile::perfectly_nested_loops(ctx, root);
    let n = loops.len();
    if n < 2 {
        return root;
    }
    let mut accesses = vec![];
    ctx.walk(root, |o| {
        if is_read(ctx, o) || is_write(ctx, o) {
            accesses.push(o);
        }
    });
    let mut comps_vec = vec![];
    for d in 1..=n {
        for &s in &accesses {
            for &t in &accesses {
                let (dep, comps) = check_dependence_components(ctx, s, t, d);
                match dep {
                    Dependence::Has => comps_vec.push(comps),
                    Dependence::None => {}
                    Dependence::Failure => return root,
                }
            }
        }
    }
    let mut parallel = vec![true; n];
    for comps in &comps_vec {
        for (j, par) in parallel.iter_mut().enumerate() {
            match comps.get(j) {
                Some(c) if c.lb == Some(0) && c.ub == Some(0) => {}
                Some(c) if c.lb.is_some() && c.ub.is_some() => *par = false,
                _ => return root,
            }
        }
    }
    let num_parallel = parallel.iter().filter(|&&p| p).count();
    let (mut next_seq, mut next_par) = (num_parallel, 0);
    let perm: Vec<usize> = parallel
        .iter()
        .map(|&p| {
            let slot = if p { &mut next_par } else { &mut next_seq };
            *slot += 1;
            *slot - 1
        })
        .collect();
    // `checkLoopInterchangeDependences`: no dependence may turn negative.
    let mut inv = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    for comps in &comps_vec {
        for &at in &inv {
            let Some(lb) = comps.get(at).and_then(|c| c.lb) else {
                return root;
            };
            if lb > 0 {
                break;
            }
            if lb < 0 {
                return root;
            }
        }
    }
    permute_loops(ctx, &loops, &perm).unwrap_or(root)
}

#[cfg(test)]
mod tests {
    use super::*;
    use irbridge::dialect::affine::LoadOp;
    use irbridge::dialect::memref::AllocOp;
    use irbridge::print::PrintFlags;

    fn parse(src: &str) -> (Context, OpId) {
        let mut ctx = Context::new();
        let m = irbridge::parse::ops::parse_source(&mut ctx, "t.mlir", src.as_bytes(), 0).unwrap();
        (ctx, m)
    }

    fn print(ctx: &Context, m: OpId) -> String {
        assert!(irbridge::verify::verify(ctx, m).is_empty());
        irbridge::print::ops::print_module_with_capacity(ctx, m, PrintFlags::default(), 0)
    }

    /// The results of the `memref.alloc` ops of `m`, in order.
    fn allocs(ctx: &Context, m: OpId) -> Vec<ValueId> {
        let mut out = vec![];
        ctx.walk(m, |o| {
            if AllocOp::is(ctx, o) {
                out.push(ctx.result(o, 0));
            }
        });
        out.sort();
        out
    }

    const SRC: &str = "func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2x4xf32>
  %c1 = arith.constant 1 : index
  %v0 = affine.load %a[0] : memref<4xf32>
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i + 1] : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return
}";

    #[test]
    fn memref_replacement_prepends_indices_after_the_filter() {
        let (mut ctx, m) = parse(SRC);
        let [a, b] = allocs(&ctx, m)[..] else {
            panic!("two allocs")
        };
        let c1 = ctx
            .defining_op(b)
            .and_then(|o| ctx.ops[o].next)
            .map(|o| ctx.result(o, 0))
            .unwrap();
        let mut loads = vec![];
        ctx.walk(m, |o| {
            if LoadOp::is(&ctx, o) {
                loads.push(o);
            }
        });
        // Only the load in the loop is after the filter (the loop).
        let for_op = ctx.parent_op(loads[1]).unwrap();
        let how = MemrefReplacement {
            extra_indices: &[c1],
            dom_filter: Some(for_op),
            ..MemrefReplacement::default()
        };
        assert!(replace_all_memref_uses_with(&mut ctx, a, b, &how));
        let out = print(&ctx, m);
        assert!(
            out.contains("affine.load %alloc[0] : memref<4xf32>"),
            "{out}"
        );
        assert!(
            out.contains("affine.load %alloc_0[1, %arg0 + 1] : memref<2x4xf32>"),
            "{out}"
        );
        assert!(
            out.contains("memref.dealloc %alloc : memref<4xf32>"),
            "{out}"
        );
    }

    #[test]
    fn memref_replacement_remaps_indices() {
        let (mut ctx, m) = parse(&SRC.replace("memref<2x4xf32>", "memref<8xf32>"));
        let [a, b] = allocs(&ctx, m)[..] else {
            panic!("two allocs")
        };
        let remap = AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![AffineExpr::Dim(0) * AffineExpr::Const(2)],
        };
        let how = MemrefReplacement {
            index_remap: Some(&remap),
            ..MemrefReplacement::default()
        };
        assert!(replace_all_memref_uses_with(&mut ctx, a, b, &how));
        let out = print(&ctx, m);
        assert!(
            out.contains("affine.load %alloc_0[0] : memref<8xf32>"),
            "{out}"
        );
        assert!(
            out.contains("affine.load %alloc_0[%arg0 * 2 + 2] : memref<8xf32>"),
            "{out}"
        );
        // As upstream, the dead ops are erased in creation order: the remap's `affine.apply` goes,
        // the old subscript's one it used stays.
        assert_eq!(out.matches("affine.apply").count(), 2, "{out}");
        assert!(out.contains("affine.apply #map1(%arg0)"), "{out}");
    }

    #[test]
    fn memref_replacement_refuses_escaping_uses() {
        let src = SRC.replace("memref<2x4xf32>", "memref<4xf32>").replace(
            "  memref.dealloc",
            "  \"test.use\"(%a) : (memref<4xf32>) -> ()\n  memref.dealloc",
        );
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let m = irbridge::parse::ops::parse_source(&mut ctx, "t.mlir", src.as_bytes(), 0).unwrap();
        let before = print(&ctx, m);
        let [a, b] = allocs(&ctx, m)[..] else {
            panic!("two allocs")
        };
        let how = MemrefReplacement::default();
        assert!(!replace_all_memref_uses_with(&mut ctx, a, b, &how));
        assert_eq!(print(&ctx, m), before);
    }
}
