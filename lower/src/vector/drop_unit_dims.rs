//! Transfers on memrefs with unit dimensions read or write through a rank-reducing
//! `memref.subview` instead (upstream 19's `TransferReadDropUnitDimsPattern` and
//! `TransferWriteDropUnitDimsPattern` of VectorTransferOpTransforms.cpp, the set
//! `transform.apply_patterns.vector.rank_reducing_subview_patterns` adds): the vector loses its
//! non-scalable unit dimensions too, a `vector.create_mask` mask is rebuilt without them, and a
//! `vector.shape_cast` restores the old vector shape.

use super::util::{dense_i64_array, index_constant, loc_of, vparts};
use irbridge::dialect::arith;
use irbridge::dialect::memref::layout::{self, CanonicalLayout, StridedInfo};
use irbridge::dialect::memref::views::subview_inferred_layout;
use irbridge::dialect::memref::{DimOp, SubViewOp};
use irbridge::dialect::vector::fold::{constant_int, transfer_groups, transfer_vector};
use irbridge::dialect::vector::transfer::{
    in_bounds, in_bounds_attr, is_minor_identity, minor_identity, permutation_map,
};
use irbridge::dialect::vector::{
    vector_type, CreateMaskOp, ShapeCastOp, TransferReadOp, TransferWriteOp,
};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use irbridge::transforms::{Pattern, PatternSet, Rewriter};

/// Adds `populateVectorTransferDropUnitDimsPatterns`'s two patterns (its shape_cast folding
/// pattern is the op's folder, which the greedy driver applies anyway).
pub fn populate(set: &mut PatternSet) {
    set.add(TransferReadOp::def(), &READ);
    set.add(TransferWriteOp::def(), &WRITE);
}

static READ: Pattern = Pattern::new("TransferReadDropUnitDimsPattern", |rw, op| {
    rewrite(rw, op, true).is_some()
});
static WRITE: Pattern = Pattern::new("TransferWriteDropUnitDimsPattern", |rw, op| {
    rewrite(rw, op, false).is_some()
});

/// `trimNonScalableUnitDims`: the shape without its non-scalable 1s.
fn trim_unit_dims(shape: &[i64], scalable: &[bool]) -> (Vec<i64>, Vec<bool>) {
    shape
        .iter()
        .zip(scalable)
        .filter(|(d, s)| **d != 1 || **s)
        .map(|(d, s)| (*d, *s))
        .unzip()
}

/// The memref's shape, if `t` is a ranked memref.
fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// The checks both patterns share; the reduced vector shape on success.
fn matches(ctx: &Context, op: OpId, source: ValueId, indices: &[ValueId]) -> Option<Type> {
    let shape = memref_shape(ctx, ctx.value_type(source))?;
    layout::strides_and_offset(ctx, ctx.value_type(source))?;
    // `hasOutOfBoundsDim` (a minor identity has no broadcast dims, checked next).
    if in_bounds(ctx, op).iter().any(|b| !b) {
        return None;
    }
    if !is_minor_identity(&permutation_map(ctx, op)?) {
        return None;
    }
    let reduced_rank = shape.iter().filter(|d| **d != 1).count();
    if reduced_rank == shape.len() {
        return None;
    }
    let (vshape, vscalable, _) = vparts(ctx, transfer_vector(ctx, op))?;
    if trim_unit_dims(&vshape, &vscalable).0.len() != reduced_rank {
        return None;
    }
    if indices.iter().any(|v| constant_int(ctx, *v) != Some(0)) {
        return None;
    }
    Some(transfer_vector(ctx, op))
}

/// `createMaskDropNonScalableUnitDims`: `None` unless every dropped dim's operand is the index
/// constant 1 (and some dim is dropped).
fn reduced_mask(rw: &mut Rewriter<'_>, loc: Attribute, mask: ValueId) -> Option<ValueId> {
    let ctx = &*rw.ctx;
    let def = ctx
        .defining_op(mask)
        .filter(|d| CreateMaskOp::is(ctx, *d))?;
    let (shape, scalable, elem) = vparts(ctx, ctx.value_type(mask))?;
    let (rshape, rscalable) = trim_unit_dims(&shape, &scalable);
    if rshape.len() == shape.len() {
        return None;
    }
    let mut operands = vec![];
    for (i, v) in ctx.ops[def].operands.iter().enumerate() {
        if shape.get(i) == Some(&1) && !scalable.get(i).copied().unwrap_or(false) {
            let is_index_one = ctx
                .defining_op(*v)
                .is_some_and(|c| arith::ConstantOp::is(ctx, c))
                && ctx.is_index(ctx.value_type(*v))
                && constant_int(ctx, *v) == Some(1);
            if !is_index_one {
                return None;
            }
            continue;
        }
        operands.push(*v);
    }
    let t = vector_type(rw.ctx, rshape, rscalable, elem);
    Some(CreateMaskOp::build(rw, loc, t, &operands).result(rw.ctx))
}

/// The layout `canonicalizeStridedLayout` gives the strided layout of a rank-reduced subview
/// (`None`: the identity): a form whose map is already the identity (rank 1, unit stride) or
/// 0-D stays strided, other non-canonical ones become their simplified affine map.
fn canonical_layout_attr(
    ctx: &mut Context,
    shape: &[i64],
    info: &StridedInfo,
) -> Option<Attribute> {
    match layout::canonical_layout_of_strided(shape, info) {
        CanonicalLayout::Identity => None,
        CanonicalLayout::Strided(i) => Some(layout::strided_layout(ctx, i.strides, i.offset)),
        CanonicalLayout::Affine(i) => {
            let map = layout::strided_affine_map(&i);
            Some(ctx.attr(AttrKind::AffineMap(map)))
        }
        CanonicalLayout::Other(a) => Some(a),
    }
}

/// `rankReducingSubviewDroppingUnitDims`: a subview at offset 0 with unit strides over the whole
/// source, typed without its static unit dims (`inferRankReducedResultType` then
/// `canonicalizeStridedLayout`); the dynamic sizes are `memref.dim`s.
fn drop_unit_dims_subview(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: ValueId,
) -> Option<ValueId> {
    let st = rw.ctx.value_type(source);
    let parts = irbridge::dialect::memref::common::memref_parts(rw.ctx, st)?;
    let info = layout::strides_and_offset(rw.ctx, st)?;
    let rank = parts.shape.len();
    let mut dyn_sizes = vec![];
    for (i, d) in parts.shape.iter().enumerate() {
        if *d == DYNAMIC {
            let c = index_constant(rw, loc, i as i64);
            let index = rw.ctx.index();
            dyn_sizes.push(DimOp::build(rw, loc, index, source, c).result(rw.ctx));
        }
    }
    let zeros = vec![0; rank];
    let ones = vec![1; rank];
    let inferred = subview_inferred_layout(&info, &zeros, &ones);
    let keep: Vec<usize> = (0..rank).filter(|i| parts.shape[*i] != 1).collect();
    let shape: Vec<i64> = keep.iter().map(|i| parts.shape[*i]).collect();
    let reduced = StridedInfo {
        strides: keep.iter().map(|i| inferred.strides[*i]).collect(),
        offset: inferred.offset,
    };
    if shape == parts.shape {
        return Some(source);
    }
    let layout = canonical_layout_attr(rw.ctx, &shape, &reduced);
    let ty = rw.ctx.ty(TypeKind::MemRef {
        shape,
        elem: parts.elem,
        layout,
        memory_space: parts.memory_space,
    });
    let offsets = dense_i64_array(rw.ctx, &zeros);
    let sizes = dense_i64_array(rw.ctx, &parts.shape);
    let strides = dense_i64_array(rw.ctx, &ones);
    let op = SubViewOp::build(
        rw,
        loc,
        ty,
        source,
        &[],
        &dyn_sizes,
        &[],
        offsets,
        sizes,
        strides,
    );
    Some(op.result(rw.ctx))
}

/// `createOrFold<vector::ShapeCastOp>` where only the same-type fold can apply.
fn shape_cast(rw: &mut Rewriter<'_>, loc: Attribute, to: Type, v: ValueId) -> ValueId {
    if rw.ctx.value_type(v) == to {
        return v;
    }
    ShapeCastOp::build(rw, loc, to, v).result(rw.ctx)
}

/// Both patterns: `read` selects the `vector.transfer_read` one.
fn rewrite(rw: &mut Rewriter<'_>, op: OpId, read: bool) -> Option<()> {
    let (source, indices, mask) = transfer_groups(rw.ctx, op)?;
    let vt = matches(rw.ctx, op, source, &indices)?;
    let (vshape, vscalable, elem) = vparts(rw.ctx, vt)?;
    let (rshape, rscalable) = trim_unit_dims(&vshape, &vscalable);
    let loc = loc_of(rw.ctx, op);
    let mask = match mask {
        Some(m) => Some(reduced_mask(rw, loc, m)?),
        None => None,
    };
    let new_source = drop_unit_dims_subview(rw, loc, source)?;
    let rank = rshape.len();
    let c0 = index_constant(rw, loc, 0);
    let zeros = vec![c0; rank];
    let map = minor_identity(rank as u32, rank as u32)?;
    let map = rw.ctx.attr(AttrKind::AffineMap(map));
    let ib = in_bounds_attr(rw.ctx, &vec![true; rank]);
    let rt = vector_type(rw.ctx, rshape, rscalable, elem);
    if read {
        let pad = rw.ctx.operand(op, 1 + indices.len());
        let new = TransferReadOp::build(rw, loc, rt, new_source, &zeros, pad, mask, map, ib)
            .vector(rw.ctx);
        let cast = shape_cast(rw, loc, vt, new);
        rw.replace_op(op, &[cast]);
    } else {
        let v = rw.ctx.operand(op, 0);
        let cast = shape_cast(rw, loc, rt, v);
        let new = TransferWriteOp::build(rw, loc, None, cast, new_source, &zeros, mask, map, ib).0;
        let results = rw.ctx.ops[new].results.to_vec();
        if rw.ctx.ops[op].results.is_empty() {
            rw.erase_op(op);
        } else {
            rw.replace_op(op, &results);
        }
    }
    Some(())
}
