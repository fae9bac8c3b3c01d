//! The transform interpreter's memref and debug ops (upstream 19's MemRefTransformOps.cpp,
//! MultiBuffer.cpp, MemRefUtils.cpp and DebugExtensionOps.cpp): `transform.memref.multibuffer`,
//! `transform.memref.alloca_to_global`, `transform.memref.erase_dead_alloc_and_stores` and
//! `transform.debug.emit_remark_at` (a remark in the context's diagnostic sink, so the pass goes
//! on). Failures carry upstream's messages.

use irbridge::diag::Diagnostic;
use irbridge::dialect::affine::{ApplyOp as AffineApplyOp, ForOp as AffineForOp};
use irbridge::dialect::memref::layout::{strided_layout, strides_and_offset};
use irbridge::dialect::memref::mixed_list::{dense_i64_array, static_list};
use irbridge::dialect::memref::{
    AllocOp, AllocaOp, CopyOp, DeallocOp, GetGlobalOp, GlobalOp, SubViewOp,
};
use irbridge::dialect::scf;
use irbridge::dialect::transform::{debug as tdebug, memref as tm, types};
use irbridge::dialect::vector::{TransferReadOp, TransferWriteOp};
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use irbridge::ods::{prop, Effect};
use irbridge::rewrite::Rewriter;
use std::collections::HashMap;

type Handles = HashMap<ValueId, Vec<OpId>>;
type Apply = fn(&mut Context, OpId, &mut Handles) -> Result<(), Diagnostic>;

/// The ops of this module and what runs each.
const OPS: &[(&str, Apply)] = &[
    (tm::MultiBufferOp::NAME, multibuffer),
    (tm::AllocaToGlobalOp::NAME, alloca_to_global),
    (
        tm::EraseDeadAllocAndStoresOp::NAME,
        erase_dead_alloc_and_stores,
    ),
    (tdebug::EmitRemarkAtOp::NAME, emit_remark_at),
];

/// Runs `op` if it is one of this module's transform ops.
pub fn run(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Option<Result<(), Diagnostic>> {
    let name = ctx.op_name(op);
    let &(_, apply) = OPS.iter().find(|(n, _)| *n == name)?;
    Some(apply(ctx, op, handles))
}

/// The payload of operand `i` of `op`.
fn payload(ctx: &Context, op: OpId, i: usize, handles: &Handles) -> Result<Vec<OpId>, Diagnostic> {
    let v = ctx.ops[op].operands[i];
    handles.get(&v).cloned().ok_or_else(|| {
        irbridge::verify::op_err(ctx, op, "operand handle has no payload bound to it")
    })
}

fn set_result(ctx: &Context, op: OpId, i: usize, ops: Vec<OpId>, handles: &mut Handles) {
    handles.insert(ctx.ops[op].results[i], ops);
}

/// `transform.debug.emit_remark_at`: a remark with the message at each payload op.
fn emit_remark_at(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let at = ctx.ops[op].operands[0];
    if types::op_type_name(ctx, ctx.value_type(at)).is_none() && !handles.contains_key(&at) {
        return Err(irbridge::verify::op_err(
            ctx,
            op,
            "irbridge's interpreter does not bind value handles",
        ));
    }
    let message = prop(ctx, op, "message")
        .and_then(|a| ctx.as_str_attr(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_default();
    for target in payload(ctx, op, 0, handles)? {
        let loc = ctx.ops[target].loc;
        ctx.emit_remark(loc, message.clone());
    }
    Ok(())
}

/// `transform.memref.alloca_to_global`: each `memref.alloca` becomes a `memref.get_global` of a new
/// private `memref.global @alloca` (uniqued as a symbol table does, `alloca_0`, ...) at the end of
/// the nearest symbol table.
fn alloca_to_global(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let allocas = payload(ctx, op, 0, handles)?;
    let (mut globals, mut gets) = (vec![], vec![]);
    for alloca in allocas {
        let Some(table) = irbridge::verify::symbols::nearest_symbol_table(ctx, alloca) else {
            return Err(irbridge::verify::op_err(
                ctx,
                op,
                "expected the alloca payload to be in a symbol table",
            ));
        };
        let Some(body) = ctx.ops[table]
            .regions
            .first()
            .and_then(|&r| ctx.entry_block(r))
        else {
            continue;
        };
        let loc = ctx.ops[alloca].loc;
        let ty = ctx.value_type(ctx.ops[alloca].results[0]);
        let mut name = "alloca".to_string();
        let mut counter = 0;
        while irbridge::verify::symbols::lookup_symbol_in(ctx, table, &name).is_some() {
            name = format!("alloca_{counter}");
            counter += 1;
        }
        let mut listener = irbridge::transforms::rewriter::NoListener;
        let mut rw = Rewriter::new(ctx, &mut listener);
        // At the end of the table's body, before a terminator if it has one.
        match rw.ctx.block_ops(body).last() {
            Some(&last) if irbridge::transforms::effects::is_terminator(rw.ctx, last) => {
                rw.set_insertion_point_before(last)
            }
            _ => rw.set_insertion_point_to_end(body),
        }
        let sym_name = rw.ctx.string_attr(&name);
        let private = rw.ctx.string_attr("private");
        let type_attr = rw.ctx.type_attr(ty);
        let global = GlobalOp::build(
            &mut rw,
            loc,
            sym_name,
            Some(private),
            type_attr,
            None,
            None,
            None,
        )
        .0;
        rw.set_insertion_point_before(alloca);
        let sym = rw.ctx.symbol_ref(&name);
        let get = GetGlobalOp::build(&mut rw, loc, ty, sym).0;
        let value = rw.ctx.ops[get].results[0];
        rw.replace_op(alloca, &[value]);
        globals.push(global);
        gets.push(get);
    }
    set_result(ctx, op, 0, gets, handles);
    set_result(ctx, op, 1, globals, handles);
    Ok(())
}

/// The ops implementing `LoopLikeOpInterface`.
fn is_loop_like(ctx: &Context, op: OpId) -> bool {
    scf::ForOp::is(ctx, op)
        || scf::ForallOp::is(ctx, op)
        || scf::ParallelOp::is(ctx, op)
        || scf::WhileOp::is(ctx, op)
        || AffineForOp::is(ctx, op)
        || irbridge::dialect::affine::ParallelOp::is(ctx, op)
}

/// The closest loop-like op enclosing `op`.
fn parent_loop(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if is_loop_like(ctx, p) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// `DominanceInfo::dominates(a, b)`: `a == b` or `a` properly dominates `b`.
fn dominates(ctx: &Context, a: OpId, b: OpId) -> bool {
    a == b || crate::scf_parallel::properly_dominates(ctx, a, b)
}

/// The users of `v`, in MLIR's use-list order (newest first).
fn users(ctx: &Context, v: ValueId) -> Vec<OpId> {
    ctx.values[v].uses.iter().rev().map(|u| u.op).collect()
}

/// A loop bound or step: a value, or a constant the loop holds as an attribute.
#[derive(Copy, Clone)]
enum Bound {
    Value(ValueId),
    Const(i64),
}

/// `getSingleInductionVar`, `getSingleLowerBound`, `getSingleStep` of the loops that have them.
fn single_iv_lb_step(ctx: &Context, op: OpId) -> Option<(ValueId, Bound, Bound)> {
    let body = ctx.entry_block(*ctx.ops[op].regions.first()?)?;
    let iv = *ctx.blocks[body].args.first()?;
    if scf::ForOp::is(ctx, op) {
        let o = &ctx.ops[op].operands;
        return Some((iv, Bound::Value(o[0]), Bound::Value(o[2])));
    }
    if AffineForOp::is(ctx, op) {
        let parts = irbridge::dialect::affine::map_named(ctx, op, "lowerBoundMap")?;
        let [AffineExpr::Const(lb)] = parts.results[..] else {
            return None;
        };
        let step = prop(ctx, op, "step").and_then(|a| ctx.as_i64(a))?;
        return Some((iv, Bound::Const(lb), Bound::Const(step)));
    }
    None
}

/// `overrideBuffer`: `op` is a `memref.copy` into `buffer`.
fn overrides_buffer(ctx: &Context, op: OpId, buffer: ValueId) -> bool {
    CopyOp::is(ctx, op) && ctx.ops[op].operands.get(1) == Some(&buffer)
}

/// `transform.memref.multibuffer`: each `memref.alloc` used in a loop becomes `factor` copies (a
/// leading dimension), the loop using the slice `((iv - lb) floordiv step) mod factor`.
fn multibuffer(ctx: &mut Context, op: OpId, handles: &mut Handles) -> Result<(), Diagnostic> {
    let factor = prop(ctx, op, "factor")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(1);
    let skip_analysis = prop(ctx, op, "skip_analysis").is_some();
    let mut results = vec![];
    for target in payload(ctx, op, 0, handles)? {
        let result = ctx.ops[target].results[0];
        // Allocations not used in a loop are skipped.
        if users(ctx, result)
            .iter()
            .any(|&u| !DeallocOp::is(ctx, u) && parent_loop(ctx, u).is_none())
        {
            continue;
        }
        match multibuffer_one(ctx, target, factor, skip_analysis) {
            Some(new) => results.push(new),
            None => {
                return Err(Diagnostic::at(
                    ctx,
                    ctx.ops[target].loc,
                    "op failed to multibuffer",
                ))
            }
        }
    }
    set_result(ctx, op, 0, results, handles);
    Ok(())
}

/// `memref::multiBuffer`: the new `memref.alloc`, or `None` where upstream's fails.
fn multibuffer_one(
    ctx: &mut Context,
    alloc: OpId,
    factor: i64,
    skip_analysis: bool,
) -> Option<OpId> {
    let result = ctx.ops[alloc].results[0];
    let all_users = users(ctx, result);
    let mut candidate = None;
    for &user in &all_users {
        let Some(parent) = parent_loop(ctx, user) else {
            if DeallocOp::is(ctx, user) {
                continue;
            }
            return None;
        };
        if !skip_analysis {
            if !overrides_buffer(ctx, user, result) {
                continue;
            }
            if all_users.iter().any(|&other| !dominates(ctx, user, other)) {
                continue;
            }
        } else if all_users
            .iter()
            .any(|&other| !DeallocOp::is(ctx, other) && !ctx.is_proper_ancestor(parent, other))
        {
            continue;
        }
        candidate = Some(parent);
        break;
    }
    let lp = candidate?;
    let (iv, lb, step) = single_iv_lb_step(ctx, lp)?;
    if ctx.ops[lp].regions.len() != 1 || !dominates(ctx, alloc, lp) {
        return None;
    }
    let ty = ctx.value_type(result);
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.kind(ty).clone()
    else {
        return None;
    };
    // 1. The multi-buffered type: a leading dimension of `factor`, the identity layout.
    let mut mb_shape = vec![factor];
    mb_shape.extend(&shape);
    let mb_ty = ctx.ty(TypeKind::MemRef {
        shape: mb_shape.clone(),
        elem,
        layout: None,
        memory_space,
    });
    // 2. The new alloc, with the old one's attributes.
    let loc = ctx.ops[alloc].loc;
    let alignment = prop(ctx, alloc, "alignment");
    let mut listener = irbridge::transforms::rewriter::NoListener;
    let mut rw = Rewriter::new(ctx, &mut listener);
    rw.set_insertion_point_before(alloc);
    let mb_alloc = AllocOp::build(&mut rw, loc, mb_ty, &[], &[], alignment).0;
    let mb_value = rw.ctx.ops[mb_alloc].results[0];
    for (k, v) in rw.ctx.ops[alloc].attrs.clone() {
        let key = rw.ctx.str(k).to_string();
        rw.ctx.set_attr(mb_alloc, &key, v);
    }
    // 3. The slice index at the start of the loop body.
    let body = rw.ctx.entry_block(rw.ctx.ops[lp].regions[0])?;
    rw.set_insertion_point_to_start(body);
    let lb_value = bound_value(&mut rw, loc, lb);
    let step_value = bound_value(&mut rw, loc, step);
    let d = |i| Box::new(AffineExpr::Dim(i));
    let index_expr = AffineExpr::Bin(
        AffineBinOp::Mod,
        Box::new(AffineExpr::Bin(
            AffineBinOp::FloorDiv,
            Box::new(AffineExpr::Bin(
                AffineBinOp::Add,
                d(0),
                Box::new(AffineExpr::Bin(
                    AffineBinOp::Mul,
                    d(1),
                    Box::new(AffineExpr::Const(-1)),
                )),
            )),
            d(2),
        )),
        Box::new(AffineExpr::Const(factor)),
    );
    let mut map = AffineMap {
        num_dims: 3,
        num_symbols: 0,
        results: vec![index_expr],
    };
    let mut operands = vec![iv, lb_value, step_value];
    irbridge::dialect::affine::canon::compose_map_and_operands(rw.ctx, &mut map, &mut operands);
    let index = rw.ctx.index();
    let map_attr = rw.ctx.attr(AttrKind::AffineMap(map));
    let buffer_index = AffineApplyOp::build(&mut rw, loc, index, &operands, map_attr).0;
    let buffer_index = rw.ctx.ops[buffer_index].results[0];
    // 4. The slice: offsets [index, 0, ...], sizes [1, shape...], unit strides, rank-reduced.
    let rank = mb_shape.len();
    let mut offsets = vec![0; rank];
    offsets[0] = DYNAMIC;
    let mut sizes = vec![1];
    sizes.extend(&shape);
    let strides = vec![1; rank];
    let slice_ty =
        rank_reduced_subview_type(rw.ctx, shape.len(), mb_ty, &offsets, &sizes, &strides)?;
    let (offs_attr, sizes_attr, strides_attr) = (
        dense_i64_array(rw.ctx, &offsets),
        dense_i64_array(rw.ctx, &sizes),
        dense_i64_array(rw.ctx, &strides),
    );
    let slice = SubViewOp::build(
        &mut rw,
        loc,
        slice_ty,
        mb_value,
        &[buffer_index],
        &[],
        &[],
        offs_attr,
        sizes_attr,
        strides_attr,
    )
    .0;
    let slice = rw.ctx.ops[slice].results[0];
    // 5. Deallocs free the new buffer.
    for user in users(rw.ctx, result) {
        if DeallocOp::is(rw.ctx, user) {
            let dloc = rw.ctx.ops[user].loc;
            rw.set_insertion_point_before(user);
            DeallocOp::build(&mut rw, dloc, mb_value);
            rw.erase_op(user);
        }
    }
    // 6. The other uses take the slice; subviews of the old buffer are rebuilt on it.
    replace_uses_and_propagate_type(&mut rw, result, slice);
    // 7. The old alloc goes.
    rw.erase_op(alloc);
    Some(mb_alloc)
}

/// `getValueOrCreateConstantIndexOp`.
fn bound_value(rw: &mut Rewriter<'_>, loc: Attribute, b: Bound) -> ValueId {
    match b {
        Bound::Value(v) => v,
        Bound::Const(c) => {
            let index = rw.ctx.index();
            let value = rw.ctx.int_attr(index, c);
            let op = irbridge::dialect::arith::ConstantOp::build(rw, loc, index, value).0;
            rw.ctx.ops[op].results[0]
        }
    }
}

/// `SubViewOp::inferRankReducedResultType` on static lists: the subview's strided type, its leading
/// unit dimensions dropped down to `rank`.
fn rank_reduced_subview_type(
    ctx: &mut Context,
    rank: usize,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let info = strides_and_offset(ctx, source)?;
    let inferred =
        irbridge::dialect::memref::views::subview_inferred_layout(&info, offsets, strides);
    let TypeKind::MemRef {
        elem, memory_space, ..
    } = ctx.kind(source).clone()
    else {
        return None;
    };
    let mut to_drop = sizes.len().checked_sub(rank)?;
    let (mut shape, mut kept_strides) = (vec![], vec![]);
    for (i, &s) in sizes.iter().enumerate() {
        if to_drop > 0 && s == 1 {
            to_drop -= 1;
            continue;
        }
        shape.push(s);
        kept_strides.push(inferred.strides[i]);
    }
    if to_drop > 0 {
        return None;
    }
    let layout = strided_layout(ctx, kept_strides, inferred.offset);
    Some(ctx.ty(TypeKind::MemRef {
        shape,
        elem,
        layout: Some(layout),
        memory_space,
    }))
}

/// `replaceUsesAndPropagateType`: the uses of `old` take `new`, a subview of `old` is rebuilt as
/// a subview of `new` (with the type that gives) and its own uses replaced the same way.
fn replace_uses_and_propagate_type(rw: &mut Rewriter<'_>, old: ValueId, new: ValueId) {
    let uses: Vec<_> = rw.ctx.values[old].uses.iter().rev().copied().collect();
    let mut to_erase = vec![];
    let mut to_replace = vec![];
    for u in uses {
        if !SubViewOp::is(rw.ctx, u.op) {
            to_replace.push(u);
            continue;
        }
        let sv = u.op;
        let sv_ty = rw.ctx.value_type(rw.ctx.ops[sv].results[0]);
        let rank = rw.ctx.shape(sv_ty).map_or(0, |s| s.len());
        let (offsets, sizes, strides) = (
            static_list(rw.ctx, sv, "static_offsets"),
            static_list(rw.ctx, sv, "static_sizes"),
            static_list(rw.ctx, sv, "static_strides"),
        );
        let new_ty = rw.ctx.value_type(new);
        let Some(ty) = rank_reduced_subview_type(rw.ctx, rank, new_ty, &offsets, &sizes, &strides)
        else {
            to_replace.push(u);
            continue;
        };
        let loc = rw.ctx.ops[sv].loc;
        let dyn_offsets = SubViewOp(sv).offsets(rw.ctx).to_vec();
        let dyn_sizes = SubViewOp(sv).sizes(rw.ctx).to_vec();
        let dyn_strides = SubViewOp(sv).strides(rw.ctx).to_vec();
        let (a, b, c) = (
            dense_i64_array(rw.ctx, &offsets),
            dense_i64_array(rw.ctx, &sizes),
            dense_i64_array(rw.ctx, &strides),
        );
        rw.set_insertion_point_before(sv);
        let nsv = SubViewOp::build(
            rw,
            loc,
            ty,
            new,
            &dyn_offsets,
            &dyn_sizes,
            &dyn_strides,
            a,
            b,
            c,
        )
        .0;
        let nv = rw.ctx.ops[nsv].results[0];
        let old_result = rw.ctx.ops[sv].results[0];
        replace_uses_and_propagate_type(rw, old_result, nv);
        to_erase.push(sv);
    }
    for u in to_replace {
        rw.ctx.set_operand(u.op, u.index as usize, new);
    }
    for op in to_erase {
        rw.erase_op(op);
    }
}

/// `transform.memref.erase_dead_alloc_and_stores`: stores forwarded to the loads they reach
/// (`vector::transferOpflowOpt`, its store-to-load forwarding in the cases proven here), then
/// `memref.alloc`s only written into erased with their writers (`memref::eraseDeadAllocAndStores`).
fn erase_dead_alloc_and_stores(
    ctx: &mut Context,
    op: OpId,
    handles: &mut Handles,
) -> Result<(), Diagnostic> {
    for target in payload(ctx, op, 0, handles)? {
        forward_stores_to_loads(ctx, target);
        let mut allocs = vec![];
        ctx.walk(target, |o| {
            if AllocOp::is(ctx, o) {
                allocs.push(o);
            }
        });
        let mut to_erase = vec![];
        for alloc in allocs {
            let mut uses = vec![];
            if result_is_not_read(ctx, alloc, &mut uses) {
                to_erase.extend(uses);
                to_erase.push(alloc);
            }
        }
        let mut listener = irbridge::transforms::rewriter::NoListener;
        let mut rw = Rewriter::new(ctx, &mut listener);
        for o in to_erase {
            rw.erase_op(o);
        }
    }
    Ok(())
}

/// `resultIsNotRead`: every use of `op`'s result is a dealloc, an op with no results, regions or
/// read effect, or a subview whose own uses are such; those are added to `uses`.
fn result_is_not_read(ctx: &Context, op: OpId, uses: &mut Vec<OpId>) -> bool {
    let mut found = vec![];
    for user in users(ctx, ctx.ops[op].results[0]) {
        let reads = irbridge::transforms::effects::op_effects(ctx, user)
            .is_some_and(|e| e.iter().any(|e| e.effect == Effect::Read));
        let writes_only =
            ctx.ops[user].results.is_empty() && ctx.ops[user].regions.is_empty() && !reads;
        if DeallocOp::is(ctx, user)
            || writes_only
            || (SubViewOp::is(ctx, user) && result_is_not_read(ctx, user, &mut found))
        {
            found.push(user);
            continue;
        }
        return false;
    }
    uses.extend(found);
    true
}

/// Store-to-load forwarding of `vector.transfer_write` to `vector.transfer_read` on a local
/// allocation: a read whose buffer is a `memref.alloc`/`memref.alloca` used only by transfers
/// in one block, with the same indices, vector type, permutation and in-bounds flags (no masks)
/// as the last write before it, takes the written vector.
fn forward_stores_to_loads(ctx: &mut Context, root: OpId) {
    let mut reads = vec![];
    ctx.walk(root, |o| {
        if TransferReadOp::is(ctx, o) {
            reads.push(o);
        }
    });
    for read in reads {
        let Some(written) = forwarded_value(ctx, read) else {
            continue;
        };
        let result = ctx.ops[read].results[0];
        let mut listener = irbridge::transforms::rewriter::NoListener;
        let mut rw = Rewriter::new(ctx, &mut listener);
        rw.replace_all_uses_with(result, written);
        rw.erase_op(read);
    }
}

/// The vector the last write before `read` stored, if forwarding it is sound here.
fn forwarded_value(ctx: &Context, read: OpId) -> Option<ValueId> {
    let source = *ctx.ops[read].operands.first()?;
    let alloc = ctx.defining_op(source)?;
    if !(AllocOp::is(ctx, alloc) || AllocaOp::is(ctx, alloc)) {
        return None;
    }
    let block = ctx.ops[read].parent?;
    let users = users(ctx, source);
    if users.iter().any(|&u| {
        ctx.ops[u].parent != Some(block)
            || !(TransferReadOp::is(ctx, u) || TransferWriteOp::is(ctx, u))
    }) {
        return None;
    }
    // The last user before the read must be a write of the same shape at the same place.
    let mut prev = ctx.ops[read].prev;
    while let Some(p) = prev {
        if users.contains(&p) {
            if !TransferWriteOp::is(ctx, p) {
                return None;
            }
            let (w, r) = (TransferWriteOp(p), TransferReadOp(read));
            let same = w.mask(ctx).is_none()
                && r.mask(ctx).is_none()
                && w.indices(ctx) == r.indices(ctx)
                && ctx.value_type(w.vector(ctx)) == ctx.value_type(ctx.ops[read].results[0])
                && prop(ctx, p, "permutation_map") == prop(ctx, read, "permutation_map")
                && prop(ctx, p, "in_bounds") == prop(ctx, read, "in_bounds");
            return same.then(|| w.vector(ctx));
        }
        prev = ctx.ops[p].prev;
    }
    None
}
