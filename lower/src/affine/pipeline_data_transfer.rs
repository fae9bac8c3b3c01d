//! `affine-pipeline-data-transfer` (PipelineDataTransfer.cpp): in each loop with a constant trip
//! count, the `affine.dma_start` ops bringing data into a faster memory space are overlapped with
//! the rest of the body: their buffers and tags get a leading dimension of two indexed by the
//! iteration's parity (double buffering), and the body is skewed so that iteration `i + 1`'s
//! transfers start while iteration `i` computes (a prologue, the steady-state loop, an
//! epilogue). Also here: `affineForOpBodySkew`, `isOpwiseShiftValid` and
//! `createAffineComputationSlice`, which only this pass uses.

use super::post_order_fors;
use super::utils::{
    build_apply, build_index_constant, constant_trip_count, for_parts, fully_compose, identity_map,
    promote_if_single_iteration, replace_all_memref_uses_with, Ip, MemrefReplacement, ValueMap,
};
use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::fold::fold_for;
use irbridge::dialect::affine::syntax::dma_start_layout;
use irbridge::dialect::affine::{map_named, ApplyOp, DmaStartOp, DmaWaitOp};
use irbridge::dialect::memref::{AllocOp, DeallocOp, DimOp};
use irbridge::ir::attrs::{AffineExpr, AffineMap};
use irbridge::ir::{BlockId, Context, OpId, TypeKind, ValueId};
use irbridge::ods::{FoldResult, FoldValue};
use irbridge::transforms::clone::{clone_op, Mapping};
use rustc_hash::FxHashMap;

/// The pass on one function: loops innermost first, since pipelining an outer loop replaces the
/// loops nested in it by copies.
pub fn run(ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
    for for_op in post_order_fors(ctx, func) {
        if !ctx.ops[for_op].erased {
            pipeline_loop(ctx, for_op);
        }
    }
    Ok(())
}

/// `getMemorySpaceAsInt` of a memref value's type (0 without a memory space).
fn memory_space(ctx: &Context, memref: ValueId) -> i64 {
    match ctx.kind(ctx.value_type(memref)) {
        TypeKind::MemRef {
            memory_space: Some(a),
            ..
        } => ctx.as_i64(*a).unwrap_or(0),
        _ => 0,
    }
}

/// The parts of an `affine.dma_start` the pass reads.
struct DmaStart {
    src: ValueId,
    dst: ValueId,
    /// The operand position of the destination memref.
    dst_pos: usize,
    tag: ValueId,
    tag_indices: Vec<ValueId>,
}

fn dma_start(ctx: &Context, op: OpId) -> Option<DmaStart> {
    if !DmaStartOp::is(ctx, op) {
        return None;
    }
    let (src, dst, tag, num) = dma_start_layout(ctx, op)?;
    let operands = &ctx.ops[op].operands;
    Some(DmaStart {
        src: *operands.get(src)?,
        dst: *operands.get(dst)?,
        dst_pos: dst,
        tag: *operands.get(tag)?,
        tag_indices: operands.get(tag + 1..num)?.to_vec(),
    })
}

impl DmaStart {
    /// `isDestMemorySpaceFaster` (a lower number is a slower space).
    fn is_incoming(&self, ctx: &Context) -> bool {
        memory_space(ctx, self.src) < memory_space(ctx, self.dst)
    }
    /// `isSrcMemorySpaceFaster`.
    fn is_outgoing(&self, ctx: &Context) -> bool {
        memory_space(ctx, self.dst) < memory_space(ctx, self.src)
    }
    /// `getFasterMemPos`: the operand position of the memref in the faster space.
    fn faster_pos(&self, ctx: &Context) -> usize {
        if self.is_outgoing(ctx) {
            0
        } else {
            self.dst_pos
        }
    }
}

/// An `affine.dma_wait`'s tag memref and indices.
fn dma_wait_tag(ctx: &Context, op: OpId) -> Option<(ValueId, Vec<ValueId>)> {
    if !DmaWaitOp::is(ctx, op) {
        return None;
    }
    let map = map_named(ctx, op, "tag_map")?;
    let n = (map.num_dims + map.num_symbols) as usize;
    let operands = &ctx.ops[op].operands;
    Some((*operands.first()?, operands.get(1..1 + n)?.to_vec()))
}

/// The op of `block` that is `op` or encloses it (`Block::findAncestorOpInBlock`).
fn ancestor_in_block(ctx: &Context, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if ctx.ops[cur].parent == Some(block) {
            return Some(cur);
        }
        cur = ctx.parent_op(cur)?;
    }
}

/// `findMatchingStartFinishInsts`: the incoming transfers of the loop's body (into a faster
/// space, not reading what an outgoing transfer of the body writes, their faster buffer used
/// only in the loop or by deallocations) each paired with the first wait on the same tag.
fn start_wait_pairs(ctx: &Context, body: BlockId) -> Vec<(OpId, OpId)> {
    let ops = ctx.block_ops(body);
    let outgoing_dsts: Vec<ValueId> = ops
        .iter()
        .filter_map(|&o| dma_start(ctx, o))
        .filter(|d| d.is_outgoing(ctx))
        .map(|d| d.dst)
        .collect();
    let mut starts = vec![];
    let mut waits = vec![];
    for &op in &ops {
        if DmaWaitOp::is(ctx, op) {
            waits.push(op);
            continue;
        }
        let Some(d) = dma_start(ctx, op) else {
            continue;
        };
        if !d.is_incoming(ctx) || outgoing_dsts.contains(&d.src) {
            continue;
        }
        let buffer = ctx.ops[op].operands[d.faster_pos(ctx)];
        let escapes = ctx.values[buffer]
            .uses
            .iter()
            .any(|u| !DeallocOp::is(ctx, u.op) && ancestor_in_block(ctx, body, u.op).is_none());
        if !escapes {
            starts.push((op, d));
        }
    }
    let mut pairs = vec![];
    for (start, d) in starts {
        // `checkTagMatch`: the same tag memref at the same index values.
        let matching = waits
            .iter()
            .find(|&&w| dma_wait_tag(ctx, w) == Some((d.tag, d.tag_indices.clone())));
        if let Some(&w) = matching {
            pairs.push((start, w));
        }
    }
    pairs
}

/// `doubleBuffer`: a buffer of twice `old`'s shape (a leading dimension of two, the identity
/// layout) allocated before the loop and freed after it, indexed in the body by
/// `(iv floordiv step) mod 2` in place of `old`. Fails (leaving only the unused allocation, as
/// upstream) when `old` has a use in the body that is not an affine access.
fn double_buffer(ctx: &mut Context, old: ValueId, for_op: OpId) -> bool {
    let Some(p) = for_parts(ctx, for_op) else {
        return false;
    };
    let loc = ctx.ops[for_op].loc;
    let old_ty = ctx.value_type(old);
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.kind(old_ty).clone()
    else {
        return false;
    };
    let mut new_shape = vec![2];
    new_shape.extend(&shape);
    let new_ty = ctx.ty(TypeKind::MemRef {
        shape: new_shape,
        elem,
        layout: None,
        memory_space,
    });
    let index = ctx.index();
    let mut dynamic_sizes = vec![];
    for (i, d) in shape.iter().enumerate() {
        if *d == irbridge::ir::DYNAMIC {
            let c = build_index_constant(ctx, Ip::Before(for_op), loc, i as i64);
            let b = &mut super::utils::at(ctx, Ip::Before(for_op));
            let dim = DimOp::build(b, loc, index, old, c);
            // `createOrFold`: a size the dim folds to (the allocation's operand) is used as is
            // (the index constant stays). A dynamic size never folds to a constant.
            let size = match irbridge::rewrite::fold::fold(ctx, dim.id()) {
                FoldResult::Values(v) => match v.as_slice() {
                    [FoldValue::Value(size)] => Some(*size),
                    _ => None,
                },
                _ => None,
            };
            match size {
                Some(size) => {
                    ctx.erase_op(dim.id());
                    dynamic_sizes.push(size);
                }
                None => dynamic_sizes.push(dim.result(ctx)),
            }
        }
    }
    let b = &mut super::utils::at(ctx, Ip::Before(for_op));
    let new = AllocOp::build(b, loc, new_ty, &dynamic_sizes, &[], None).memref(b.ctx);
    let parity = AffineMap {
        num_dims: 1,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(0)
            .floor_div(AffineExpr::Const(p.step))
            .modulo(AffineExpr::Const(2))],
    };
    let start = super::utils::block_start(ctx, p.body);
    let iv_parity = build_apply(ctx, start, loc, parity, &[p.iv]);
    let Some(parity_op) = ctx.defining_op(iv_parity) else {
        return false;
    };
    let how = MemrefReplacement {
        extra_indices: &[iv_parity],
        dom_filter: Some(parity_op),
        ..MemrefReplacement::default()
    };
    if !replace_all_memref_uses_with(ctx, old, new, &how) {
        ctx.erase_op(parity_op);
        return false;
    }
    let b = &mut super::utils::at(ctx, Ip::Before(for_op));
    let dealloc = DeallocOp::build(b, loc, new).id();
    ctx.detach_op(dealloc);
    ctx.insert_op_after(for_op, dealloc);
    true
}

/// The allocation of a buffer that double buffering replaced, erased when nothing or only its
/// deallocation uses it any more (canonicalization would, more generally).
fn erase_if_dead(ctx: &mut Context, old: ValueId) {
    let Some(def) = ctx.defining_op(old) else {
        return;
    };
    let uses: Vec<OpId> = ctx.values[old].uses.iter().map(|u| u.op).collect();
    match uses.as_slice() {
        [] => ctx.erase_op(def),
        [only] if DeallocOp::is(ctx, *only) => {
            ctx.erase_op(*only);
            ctx.erase_op(def);
        }
        _ => {}
    }
}

/// `runOnAffineForOp`: double buffers, then skews the body by one iteration for everything but
/// the incoming transfers and the index computations feeding them.
fn pipeline_loop(ctx: &mut Context, for_op: OpId) {
    if constant_trip_count(ctx, for_op).is_none() {
        return;
    }
    let Some(body) = for_parts(ctx, for_op).map(|p| p.body) else {
        return;
    };
    let pairs = start_wait_pairs(ctx, body);
    if pairs.is_empty() {
        return;
    }
    for &(start, _) in &pairs {
        let Some(d) = dma_start(ctx, start) else {
            return;
        };
        let buffer = ctx.ops[start].operands[d.faster_pos(ctx)];
        if !double_buffer(ctx, buffer, for_op) {
            return;
        }
        erase_if_dead(ctx, buffer);
    }
    for &(_, wait) in &pairs {
        let Some(tag) = ctx.ops[wait].operands.first().copied() else {
            return;
        };
        if !double_buffer(ctx, tag, for_op) {
            return;
        }
        erase_if_dead(ctx, tag);
    }
    // The rewrites replaced operands in place; the pairs are found again as upstream does.
    let pairs = start_wait_pairs(ctx, body);
    let mut unshifted: Vec<OpId> = vec![];
    for &(start, _) in &pairs {
        unshifted.push(start);
        let slice = create_computation_slice(ctx, start);
        if !slice.is_empty() {
            unshifted.extend(slice);
        } else {
            let operands = ctx.ops[start].operands.to_vec();
            unshifted.extend(reachable_apply_ops(ctx, &operands));
        }
    }
    // Everything else is shifted by one; the terminator keeps shift 0, so a value it yields
    // from a shifted op (an iteration argument) makes the shifts invalid, as upstream.
    let ops = ctx.block_ops(body);
    let last = ops.len().saturating_sub(1);
    let shifts: Vec<u64> = ops
        .iter()
        .enumerate()
        .map(|(i, o)| u64::from(i != last && !unshifted.contains(o)))
        .collect();
    if !is_opwise_shift_valid(ctx, body, &shifts) {
        return;
    }
    body_skew(ctx, for_op, &shifts);
}

/// `getReachableAffineApplyOps`: the `affine.apply` ops `operands` are computed by, directly or
/// through other ones, in depth-first pre-order.
pub fn reachable_apply_ops(ctx: &Context, operands: &[ValueId]) -> Vec<OpId> {
    let mut out = vec![];
    // (value, next operand of its `affine.apply` to visit)
    // A stack: the last operand is explored first, as upstream's worklist does.
    let mut stack: Vec<(ValueId, usize)> = operands.iter().map(|v| (*v, 0)).collect();
    while let Some((v, next)) = stack.pop() {
        let Some(def) = ctx.defining_op(v).filter(|d| ApplyOp::is(ctx, *d)) else {
            continue;
        };
        if next == 0 {
            out.push(def);
        }
        if let Some(&o) = ctx.ops[def].operands.get(next) {
            stack.push((v, next + 1));
            stack.push((o, 0));
        }
    }
    out
}

/// `createAffineComputationSlice`: when the `affine.apply` ops computing `op`'s operands are also
/// used elsewhere, a private copy of that computation (one `affine.apply` per operand, fully
/// composed) is created before `op` and `op` uses it; the new ops are returned.
pub fn create_computation_slice(ctx: &mut Context, op: OpId) -> Vec<OpId> {
    let mut sub_operands: Vec<ValueId> = vec![];
    for &v in ctx.ops[op].operands.iter() {
        if ctx.defining_op(v).is_some_and(|d| ApplyOp::is(ctx, d)) {
            sub_operands.push(v);
        }
    }
    let applies = reachable_apply_ops(ctx, &sub_operands);
    if applies.is_empty() {
        return vec![];
    }
    let localized = applies.iter().all(|&a| {
        ctx.ops[a]
            .results
            .iter()
            .all(|r| ctx.values[*r].uses.iter().all(|u| u.op == op))
    });
    if localized {
        return vec![];
    }
    let mut map = identity_map(sub_operands.len() as u32);
    let mut operands = sub_operands.clone();
    fully_compose(ctx, &mut map, &mut operands);
    let loc = ctx.ops[op].loc;
    let mut slice = vec![];
    for e in &map.results {
        let m = AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: vec![e.clone()],
        };
        slice.push(build_apply(ctx, Ip::Before(op), loc, m, &operands));
    }
    let new_operands: Vec<ValueId> = ctx.ops[op]
        .operands
        .iter()
        .map(|v| match sub_operands.iter().position(|s| s == v) {
            Some(j) => slice[j],
            None => *v,
        })
        .collect();
    ctx.set_operands(op, new_operands);
    slice.iter().filter_map(|v| ctx.defining_op(*v)).collect()
}

/// `isOpwiseShiftValid`: every use of an op's results inside the body (by the op of the body
/// enclosing the user) has the op's own shift. `shifts` has one entry per op of the body.
pub fn is_opwise_shift_valid(ctx: &Context, body: BlockId, shifts: &[u64]) -> bool {
    let ops = ctx.block_ops(body);
    let shift_of: FxHashMap<OpId, u64> = ops.iter().copied().zip(shifts.iter().copied()).collect();
    ops.iter().all(|&op| {
        let shift = shift_of.get(&op).copied().unwrap_or(0);
        ctx.ops[op].results.iter().all(|r| {
            ctx.values[*r].uses.iter().all(|u| {
                ancestor_in_block(ctx, body, u.op)
                    .is_none_or(|a| shift_of.get(&a).copied().unwrap_or(0) == shift)
            })
        })
    })
}

/// `map` with `shift` added to each result (`Builder::getShiftedAffineMap`).
fn shifted_map(map: &AffineMap, shift: i64) -> AffineMap {
    AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: map
            .results
            .iter()
            .map(|e| e.clone() + AffineExpr::Const(shift))
            .collect(),
    }
}

/// `generateShiftedLoop`: a copy of `src` from `lb` to `ub` (over `src`'s bound operands) before
/// it, holding the op groups of `queue` from `offset` on; a group shifted by `s` sees the
/// induction variable minus `s` steps. Returns the loop, or `None` when it ran once and was
/// promoted into its parent.
fn shifted_loop(
    ctx: &mut Context,
    lb: AffineMap,
    ub: AffineMap,
    queue: &[(u64, Vec<OpId>)],
    offset: usize,
    src: OpId,
) -> Option<OpId> {
    let p = for_parts(ctx, src)?;
    let loc = ctx.ops[src].loc;
    let (chunk, body, iv) = super::tile::build_for(
        ctx,
        Ip::Before(src),
        loc,
        &ValueMap::new(lb, p.lb.operands.clone()),
        &ValueMap::new(ub, p.ub.operands.clone()),
        p.step,
    );
    let term = ctx.blocks[body].last?;
    let mut m = Mapping::default();
    for (shift, ops) in queue.iter().skip(offset) {
        let iv_used = !ctx.values[p.iv].uses.is_empty();
        let mapped_iv = if iv_used && *shift != 0 {
            let map = AffineMap {
                num_dims: 1,
                num_symbols: 0,
                results: vec![AffineExpr::Dim(0) + AffineExpr::Const(-(p.step * *shift as i64))],
            };
            build_apply(ctx, Ip::Before(term), loc, map, &[iv])
        } else {
            iv
        };
        m.values.insert(p.iv, mapped_iv);
        for &op in ops {
            let c = clone_op(ctx, op, &mut m);
            ctx.insert_op_before(term, c);
        }
    }
    if promote_if_single_iteration(ctx, chunk) {
        return None;
    }
    Some(chunk)
}

/// `affineForOpBodySkew` (no unrolling of the prologue and epilogue): the body's ops, grouped by
/// their shift (`shifts`, one per op of the body, the terminator's last), are spread over a
/// sequence of loops replacing `for_op` so that a group shifted by `s` runs `s` iterations late.
/// Loops without a constant trip count are left alone.
pub fn body_skew(ctx: &mut Context, for_op: OpId, shifts: &[u64]) {
    let Some(p) = for_parts(ctx, for_op) else {
        return;
    };
    let ops = ctx.block_ops(p.body);
    if ops.len() <= 1 || shifts.len() != ops.len() {
        return;
    }
    let Some(trip_count) = constant_trip_count(ctx, for_op) else {
        return;
    };
    let step = p.step as u64;
    let max_shift = shifts.iter().copied().max().unwrap_or(0);
    // Upstream warns and keeps the loop for shifts this large; the pass never makes them.
    if max_shift >= shifts.len() as u64 {
        return;
    }
    let mut groups: Vec<Vec<OpId>> = vec![vec![]; max_shift as usize + 1];
    for (op, s) in ops.iter().zip(shifts).take(ops.len() - 1) {
        groups[*s as usize].push(*op);
    }
    let orig_lb = p.lb.map.clone();
    let mut queue: Vec<(u64, Vec<OpId>)> = vec![];
    let mut lb_shift: u64 = 0;
    for (d, group) in groups.into_iter().enumerate() {
        let d = d as u64;
        if group.is_empty() {
            continue;
        }
        if queue.is_empty() {
            lb_shift = d * step;
        } else {
            let res = if lb_shift + trip_count * step < d * step {
                let ub_shift = lb_shift + trip_count * step;
                let r = shifted_loop(
                    ctx,
                    shifted_map(&orig_lb, lb_shift as i64),
                    shifted_map(&orig_lb, ub_shift as i64),
                    &queue,
                    0,
                    for_op,
                );
                queue.clear();
                lb_shift = ub_shift;
                r
            } else {
                let r = shifted_loop(
                    ctx,
                    shifted_map(&orig_lb, lb_shift as i64),
                    // Upstream's bound here is `d`, not `d * step`.
                    shifted_map(&orig_lb, d as i64),
                    &queue,
                    0,
                    for_op,
                );
                lb_shift = d * step;
                r
            };
            if let Some(r) = res {
                // Upstream applies the loop's canonicalization patterns to it (the bounds fold).
                fold_for(ctx, r, &[]);
            }
        }
        queue.push((d, group));
    }
    for i in 0..queue.len() {
        let ub_shift = (queue[i].0 + trip_count) * step;
        shifted_loop(
            ctx,
            shifted_map(&orig_lb, lb_shift as i64),
            shifted_map(&orig_lb, ub_shift as i64),
            &queue,
            i,
            for_op,
        );
        lb_shift = ub_shift;
    }
    ctx.erase_op(for_op);
}
