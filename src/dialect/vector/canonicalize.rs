//! `vector`'s canonicalization patterns (MLIR 19's VectorOps.cpp `getCanonicalizationPatterns`),
//! listed on the records of their root ops in upstream's order.

use super::fold::{constant_int, mask_format, MaskFormat};
use super::ops::{
    BroadcastOp, CompressStoreOp, ConstantMaskOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp,
    MaskedStoreOp, ScatterOp, SplatOp, StoreOp, VectorScaleOp,
};
use crate::ir::{OpId, TypeKind, ValueId};
use crate::transforms::{Pattern, Rewriter};

/// `rewriteFromElementsAsSplat`: `vector.from_elements %a, %a, %a` is `vector.splat %a`.
fn from_elements_as_splat(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let elements = &ctx.ops[op].operands;
    let Some(&first) = elements.first() else {
        return false;
    };
    if elements.iter().any(|e| *e != first) {
        return false;
    }
    let (loc, ty) = (ctx.ops[op].loc, ctx.value_type(ctx.result(op, 0)));
    let splat = SplatOp::build(rw, loc, ty, first).0;
    let value = rw.ctx.result(splat, 0);
    rw.replace_op(op, &[value]);
    true
}

pub static FROM_ELEMENTS: &[Pattern] = &[Pattern::new(
    "rewriteFromElementsAsSplat",
    from_elements_as_splat,
)];

// ---- masked memory accesses: an all-true mask is no mask, an all-false one no access ------------------------

/// `MaskedLoadFolder`.
fn masked_load(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let load = MaskedLoadOp(op);
    match mask_format(ctx, load.mask(ctx)) {
        MaskFormat::AllTrue => {
            let (loc, ty) = (ctx.ops[op].loc, ctx.value_type(load.result(ctx)));
            let (base, indices) = (load.base(ctx), load.indices(ctx).to_vec());
            rw.set_insertion_point_before(op);
            let new = LoadOp::build(rw, loc, ty, base, &indices, None).result(rw.ctx);
            rw.replace_op(op, &[new]);
            true
        }
        MaskFormat::AllFalse => {
            let pass = load.pass_thru(ctx);
            rw.replace_op(op, &[pass]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `MaskedStoreFolder`.
fn masked_store(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let store = MaskedStoreOp(op);
    match mask_format(ctx, store.mask(ctx)) {
        MaskFormat::AllTrue => {
            let loc = ctx.ops[op].loc;
            let (value, base) = (store.value_to_store(ctx), store.base(ctx));
            let indices = store.indices(ctx).to_vec();
            rw.set_insertion_point_before(op);
            StoreOp::build(rw, loc, value, base, &indices, None);
            rw.erase_op(op);
            true
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `GatherFolder`: only an all-false mask folds (a gather has no unmasked form).
fn gather(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let g = GatherOp(op);
    if mask_format(ctx, g.mask(ctx)) != MaskFormat::AllFalse {
        return false;
    }
    let pass = g.pass_thru(ctx);
    rw.replace_op(op, &[pass]);
    true
}

/// `ScatterFolder`: only an all-false mask folds.
fn scatter(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if mask_format(ctx, ScatterOp(op).mask(ctx)) != MaskFormat::AllFalse {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `ExpandLoadFolder`.
fn expand_load(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let load = ExpandLoadOp(op);
    match mask_format(ctx, load.mask(ctx)) {
        MaskFormat::AllTrue => {
            let (loc, ty) = (ctx.ops[op].loc, ctx.value_type(load.result(ctx)));
            let (base, indices) = (load.base(ctx), load.indices(ctx).to_vec());
            rw.set_insertion_point_before(op);
            let new = LoadOp::build(rw, loc, ty, base, &indices, None).result(rw.ctx);
            rw.replace_op(op, &[new]);
            true
        }
        MaskFormat::AllFalse => {
            let pass = load.pass_thru(ctx);
            rw.replace_op(op, &[pass]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `CompressStoreFolder`.
fn compress_store(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let store = CompressStoreOp(op);
    match mask_format(ctx, store.mask(ctx)) {
        MaskFormat::AllTrue => {
            let loc = ctx.ops[op].loc;
            let (value, base) = (store.value_to_store(ctx), store.base(ctx));
            let indices = store.indices(ctx).to_vec();
            rw.set_insertion_point_before(op);
            StoreOp::build(rw, loc, value, base, &indices, None);
            rw.erase_op(op);
            true
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

pub static MASKED_LOAD: &[Pattern] = &[Pattern::new("MaskedLoadFolder", masked_load)];
pub static MASKED_STORE: &[Pattern] = &[Pattern::new("MaskedStoreFolder", masked_store)];
pub static GATHER: &[Pattern] = &[Pattern::new("GatherFolder", gather)];
pub static SCATTER: &[Pattern] = &[Pattern::new("ScatterFolder", scatter)];
pub static EXPAND_LOAD: &[Pattern] = &[Pattern::new("ExpandLoadFolder", expand_load)];
pub static COMPRESS_STORE: &[Pattern] = &[Pattern::new("CompressStoreFolder", compress_store)];

// ---- masks --------------------------------------------------------------------------------------------------

/// True if `v` is `vector.vscale * dim` (either order), which a scalable dimension of size `dim`
/// counts as "all set".
fn is_vscale_times(rw: &Rewriter<'_>, v: ValueId, dim: i64) -> bool {
    let ctx = &*rw.ctx;
    let Some(mul) = ctx
        .defining_op(v)
        .filter(|&d| crate::dialect::arith::MulIOp::is(ctx, d))
    else {
        return false;
    };
    let (a, b) = (ctx.operand(mul, 0), ctx.operand(mul, 1));
    let is_vscale = |x: ValueId| {
        ctx.defining_op(x)
            .is_some_and(|d| VectorScaleOp::is(ctx, d))
    };
    (is_vscale(a) || is_vscale(b))
        && (constant_int(ctx, a) == Some(dim) || constant_int(ctx, b) == Some(dim))
}

/// `CreateMaskFolder`: `create_mask` of constants (or, for scalable dims, of `vscale * dim` or a
/// non-positive constant) is a `constant_mask`, the sizes clamped to the shape and all zero as soon
/// as one is.
fn create_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(ty)
    else {
        return false;
    };
    let (shape, scalable) = (shape.clone(), scalable.clone());
    let operands = ctx.ops[op].operands.to_vec();
    let any_scalable = scalable.iter().any(|s| *s);
    for (i, &o) in operands.iter().enumerate() {
        match constant_int(ctx, o) {
            Some(c) if scalable.get(i) == Some(&true) && c > 0 => return false,
            Some(_) => {}
            None if !any_scalable => return false,
            None if !is_vscale_times(rw, o, shape[i]) => return false,
            None => {}
        }
    }
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, &o) in operands.iter().enumerate() {
        match constant_int(rw.ctx, o) {
            None => sizes.push(shape[i]),
            Some(c) if c <= 0 => {
                sizes = vec![0; shape.len()];
                break;
            }
            Some(c) => sizes.push(c.min(shape[i])),
        }
    }
    let loc = rw.ctx.ops[op].loc;
    let attr = super::constraints::i64_array_attr(rw.ctx, &sizes);
    rw.set_insertion_point_before(op);
    let new = ConstantMaskOp::build(rw, loc, ty, attr).result(rw.ctx);
    rw.replace_op(op, &[new]);
    true
}

pub static CREATE_MASK: &[Pattern] = &[Pattern::new("CreateMaskFolder", create_mask)];

// ---- broadcasts ---------------------------------------------------------------------------------------------

/// `BroadcastFolder`: a broadcast of a broadcast broadcasts the inner source.
fn broadcast_of_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| BroadcastOp::is(ctx, d))
    else {
        return false;
    };
    let (loc, ty, src) = (
        ctx.ops[op].loc,
        ctx.value_type(ctx.result(op, 0)),
        ctx.operand(inner, 0),
    );
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::build(rw, loc, ty, src).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
    true
}

pub static BROADCAST: &[Pattern] = &[Pattern::new("BroadcastFolder", broadcast_of_broadcast)];
