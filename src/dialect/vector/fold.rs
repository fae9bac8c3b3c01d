//! Folders of the vector dialect (MLIR 19's VectorOps.cpp `fold` methods) that the greedy driver of
//! `convert-vector-to-llvm`'s first phase relies on, and the dialect's constant materializer
//! (`VectorDialect::materializeConstant`: an `arith.constant`).

use crate::ir::attrs::AffineExpr;
use crate::ir::float::FloatKind;
use crate::ir::{Attribute, Context, OpId, Type, ValueId};
use crate::ods::{FoldResult, FoldValue};
use crate::transforms::consts::{float_attr_value, int_attr_value, splat, splat_value, Scalar};

/// The value of an `IntegerAttr` or `FloatAttr`.
pub(super) fn scalar(ctx: &Context, a: Attribute) -> Option<Scalar> {
    int_attr_value(ctx, a)
        .map(Scalar::Int)
        .or_else(|| float_attr_value(ctx, a).map(|(k, bits)| Scalar::Float(k, bits)))
}

/// `BroadcastOp::fold`: a broadcast to the source's own type is the source; a constant scalar or
/// splat source gives a splat of the result type.
pub fn broadcast(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(source) == result_ty {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    let Some(a) = operands.first().copied().flatten() else {
        return FoldResult::None;
    };
    match scalar(ctx, a).or_else(|| splat_value(ctx, a)) {
        Some(s) => FoldResult::Values(vec![FoldValue::Attr(splat(ctx, result_ty, s))]),
        None => FoldResult::None,
    }
}

/// `SplatOp::fold`: a constant scalar input gives a splat of the result type.
pub fn splat_op(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let Some(s) = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| scalar(ctx, a))
    else {
        return FoldResult::None;
    };
    let result_ty = ctx.value_type(ctx.result(op, 0));
    FoldResult::Values(vec![FoldValue::Attr(splat(ctx, result_ty, s))])
}

/// What a mask value is known to be (`MaskFormat`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// The constant integer a value is defined as (`getConstantIntValue`).
pub fn constant_int(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.defining_op(v)?;
    let a = crate::transforms::fold::constant_of_op(ctx, op)?;
    let n = int_attr_value(ctx, a)?;
    i64::try_from(n.s()).ok()
}

/// `getMaskFormat`: all-true or all-false masks made by an `arith.constant`, a
/// `vector.constant_mask`, or (all-false only) a `vector.create_mask` with a non-positive constant.
pub fn mask_format(ctx: &Context, mask: ValueId) -> MaskFormat {
    let Some(def) = ctx.defining_op(mask) else {
        return MaskFormat::Unknown;
    };
    if crate::dialect::arith::ConstantOp::is(ctx, def) {
        let Some(values) = crate::transforms::fold::constant_of_op(ctx, def)
            .and_then(|a| crate::transforms::consts::elements(ctx, a))
        else {
            return MaskFormat::Unknown;
        };
        let mut val: i64 = 0;
        for s in values {
            let b = matches!(s, Scalar::Int(i) if !i.is_zero());
            if b && val >= 0 {
                val += 1;
            } else if !b && val <= 0 {
                val -= 1;
            } else {
                return MaskFormat::Unknown;
            }
        }
        return match val.signum() {
            1 => MaskFormat::AllTrue,
            -1 => MaskFormat::AllFalse,
            _ => MaskFormat::Unknown,
        };
    }
    if super::ConstantMaskOp::is(ctx, def) {
        let sizes = super::constraints::int_array_prop(ctx, def, "mask_dim_sizes");
        let ty = ctx.value_type(mask);
        let shape = ctx.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
        let all_true = sizes.iter().zip(&shape).all(|(i, d)| i >= d);
        let all_false = sizes.iter().zip(&shape).all(|(i, _)| *i <= 0);
        return if all_true {
            MaskFormat::AllTrue
        } else if all_false {
            MaskFormat::AllFalse
        } else {
            MaskFormat::Unknown
        };
    }
    if super::CreateMaskOp::is(ctx, def) {
        for &o in ctx.ops[def].operands.iter() {
            let is_const = ctx
                .defining_op(o)
                .is_some_and(|d| crate::dialect::arith::ConstantOp::is(ctx, d));
            if is_const && constant_int(ctx, o).is_some_and(|n| n <= 0) {
                return MaskFormat::AllFalse;
            }
        }
    }
    MaskFormat::Unknown
}

/// `TransferReadOp::fold`/`TransferWriteOp::fold`: on tensors the forwarding of
/// [`super::forwarding`], then `foldTransferInBoundsAttribute` (a
/// dimension whose constant index plus the vector size fits the static source size becomes
/// in-bounds), then `foldTransferFullMask` (an all-true mask is dropped), then
/// `memref::foldMemRefCast` (a `memref.cast` source is looked through).
pub fn transfer(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    // Tensors first: store-to-load forwarding (`foldRAW`; `foldReadInitWrite`, `foldWAR`).
    let forwarded = if super::TransferReadOp::is(ctx, op) {
        super::forwarding::fold_read_after_write(ctx, op)
    } else {
        super::forwarding::fold_write_after_read(ctx, op)
    };
    if let Some(r) = forwarded {
        return r;
    }
    if fold_in_bounds(ctx, op)
        || fold_full_mask(ctx, op)
        || crate::dialect::memref::fold::fold_memref_cast(ctx, op, None)
    {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// The operand groups of a transfer op: (source, indices, mask).
pub fn transfer_groups(
    ctx: &Context,
    op: OpId,
) -> Option<(ValueId, Vec<ValueId>, Option<ValueId>)> {
    let read = super::TransferReadOp::is(ctx, op);
    let sizes = crate::ods::segment_sizes(ctx, op, "operandSegmentSizes")?;
    let operands = &ctx.ops[op].operands;
    let (src_at, n_idx, has_mask) = if read {
        (0, *sizes.get(1)? as usize, *sizes.get(3)? == 1)
    } else {
        (1, *sizes.get(2)? as usize, *sizes.get(3)? == 1)
    };
    let indices = operands.get(src_at + 1..src_at + 1 + n_idx)?.to_vec();
    let mask = has_mask.then(|| operands.last().copied()).flatten();
    Some((operands[src_at], indices, mask))
}

/// The vector type of a transfer op.
pub fn transfer_vector(ctx: &Context, op: OpId) -> Type {
    if super::TransferReadOp::is(ctx, op) {
        ctx.value_type(ctx.result(op, 0))
    } else {
        ctx.value_type(ctx.operand(op, 0))
    }
}

fn fold_in_bounds(ctx: &mut Context, op: OpId) -> bool {
    let vt = transfer_vector(ctx, op);
    let vshape = ctx.shape(vt).map(<[i64]>::to_vec).unwrap_or_default();
    let (Some(map), Some((source, indices, _))) = (
        super::transfer::permutation_map(ctx, op),
        transfer_groups(ctx, op),
    ) else {
        return false;
    };
    if vshape.is_empty() {
        return false;
    }
    let sshape = ctx
        .shape(ctx.value_type(source))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let old = super::transfer::in_bounds(ctx, op);
    let mut changed = false;
    let mut new = Vec::with_capacity(vshape.len());
    for (i, e) in map.results.iter().enumerate() {
        let broadcast = *e == AffineExpr::Const(0);
        if broadcast || old.get(i).copied().unwrap_or(false) {
            new.push(true);
            continue;
        }
        let AffineExpr::Dim(d) = e else {
            return false;
        };
        let d = *d as usize;
        let fits = match (sshape.get(d), indices.get(d)) {
            (Some(&size), Some(&index)) if size != crate::ir::DYNAMIC => {
                constant_int(ctx, index).is_some_and(|c| c + vshape[i] <= size)
            }
            _ => false,
        };
        new.push(fits);
        changed |= fits;
    }
    if changed {
        let a = super::transfer::in_bounds_attr(ctx, &new);
        ctx.set_prop(op, "in_bounds", a);
    }
    changed
}

fn fold_full_mask(ctx: &mut Context, op: OpId) -> bool {
    let Some((_, _, Some(mask))) = transfer_groups(ctx, op) else {
        return false;
    };
    if mask_format(ctx, mask) != MaskFormat::AllTrue {
        return false;
    }
    let n = ctx.ops[op].operands.len();
    ctx.erase_operands(op, n - 1, 1);
    let mut sizes = crate::ods::segment_sizes(ctx, op, "operandSegmentSizes").unwrap_or_default();
    if let Some(last) = sizes.last_mut() {
        *last = 0;
    }
    let i32t = ctx.i32();
    let a = ctx.attr(crate::ir::AttrKind::DenseArray {
        elem: i32t,
        values: sizes,
    });
    ctx.set_prop(op, "operandSegmentSizes", a);
    true
}

/// `ExtractOp::fold`, the parts the lowerings rely on: an extract at no position of its own type is
/// its source; `foldExtractOpFromExtractChain` (an extract of extracts, static positions, becomes
/// one extract of the first source at the joined position, in place); the first cases of
/// `foldExtractFromBroadcast` (the broadcast or splat source when it has the result's type).
pub fn extract(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let dynamic = ctx.ops[op].operands.len() > 1;
    let position = static_position(ctx, op);
    if position.is_empty() && !dynamic && ctx.value_type(source) == result_ty {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    if !dynamic && fold_extract_chain(ctx, op) {
        return FoldResult::InPlace;
    }
    if !dynamic {
        if let Some(r) = fold_insert_transpose_chain(ctx, op) {
            return r;
        }
    }
    if dynamic {
        return FoldResult::None;
    }
    let Some(def) = ctx.defining_op(source) else {
        return FoldResult::None;
    };
    if super::BroadcastOp::is(ctx, def) || super::SplatOp::is(ctx, def) {
        if let Some(r) = fold_extract_from_broadcast(ctx, op, def) {
            return r;
        }
    }
    if super::ShapeCastOp::is(ctx, def) {
        if let Some(r) = fold_extract_from_shape_cast(ctx, op, def) {
            return r;
        }
    }
    if super::ExtractStridedSliceOp::is(ctx, def) {
        if let Some(r) = fold_extract_from_extract_strided(ctx, op, def) {
            return r;
        }
    }
    if super::InsertStridedSliceOp::is(ctx, def) {
        if let Some(r) = fold_extract_from_insert_strided_chain(ctx, op, def) {
            return r;
        }
    }
    if super::FromElementsOp::is(ctx, def) {
        if let Some(v) = scalar_from_from_elements(ctx, op, def) {
            return FoldResult::Values(vec![FoldValue::Value(v)]);
        }
    }
    FoldResult::None
}

/// The rank of a vector type, 0 for anything else.
fn rank_of(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map_or(0, <[i64]>::len)
}

/// `foldExtractFromBroadcast`: the broadcast's source when it has the result type, else (a source of
/// higher rank than the result, whose trailing dims the result keeps) an extract of the source at
/// the position with the broadcast's new leading dims dropped and its stretched unit dims at 0.
fn fold_extract_from_broadcast(ctx: &mut Context, op: OpId, def: OpId) -> Option<FoldResult> {
    let source = ctx.operand(def, 0);
    let (src_ty, result_ty) = (ctx.value_type(source), ctx.value_type(ctx.result(op, 0)));
    if src_ty == result_ty {
        return Some(FoldResult::Values(vec![FoldValue::Value(source)]));
    }
    let (src_rank, res_rank) = (rank_of(ctx, src_ty), rank_of(ctx, result_ty));
    if res_rank >= src_rank {
        return None;
    }
    let src_shape = ctx.shape(src_ty)?.to_vec();
    if let Some(res_shape) = ctx.shape(result_ty) {
        if res_shape != &src_shape[src_rank - res_rank..] {
            return None;
        }
    }
    // Only a broadcast (not a splat) gets here: a splat's source is a scalar.
    let dst_shape = ctx.shape(ctx.value_type(ctx.result(def, 0)))?.to_vec();
    let rank_diff = dst_shape.len() - src_rank;
    let mut position = static_position(ctx, op);
    for (i, p) in position.iter_mut().enumerate().skip(rank_diff) {
        // `computeBroadcastedUnitDims`: a unit source dim stretched in the result.
        if src_shape[i - rank_diff] == 1 && dst_shape[i] != 1 {
            *p = 0;
        }
    }
    let keep = src_rank - res_rank;
    let position = position.split_off(position.len().checked_sub(keep)?);
    let attr = dense_i64_array(ctx, &position);
    ctx.set_operand(op, 0, source);
    ctx.set_prop(op, "static_position", attr);
    Some(FoldResult::InPlace)
}

pub(super) fn dense_i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elem = ctx.i64();
    ctx.attr(crate::ir::AttrKind::DenseArray {
        elem,
        values: values.iter().map(|&v| v as i128).collect(),
    })
}

/// `foldExtractFromShapeCast`: the extract re-aimed at the shape cast's source, the position
/// linearized over the cast's result and delinearized over its source (the extracted trailing dims
/// must be the source's).
fn fold_extract_from_shape_cast(ctx: &mut Context, op: OpId, def: OpId) -> Option<FoldResult> {
    let cast_src = ctx.operand(def, 0);
    let src_shape = ctx.shape(ctx.value_type(cast_src))?.to_vec();
    let vec_shape = ctx.shape(ctx.value_type(ctx.operand(op, 0)))?.to_vec();
    if src_shape.is_empty() || vec_shape.is_empty() {
        return None;
    }
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let dest_rank = rank_of(ctx, result_ty);
    if dest_rank > src_shape.len() {
        return None;
    }
    let rev = |shape: &[i64], n: usize| shape[shape.len() - 1 - n];
    if let Some(dest) = ctx.shape(result_ty) {
        if (0..dest_rank).any(|i| rev(&src_shape, i) != rev(dest, i)) {
            return None;
        }
    }
    let mut extracted = static_position(ctx, op);
    extracted.reverse();
    let mut position = 0i64;
    let mut stride = 1i64;
    for (i, p) in extracted.iter().enumerate() {
        position += p * stride;
        stride *= rev(&vec_shape, i + dest_rank);
    }
    let dims = src_shape.len() - dest_rank;
    let mut strides = Vec::with_capacity(dims);
    stride = 1;
    for i in 0..dims {
        strides.push(stride);
        stride *= rev(&src_shape, i + dest_rank);
    }
    strides.reverse();
    let mut new_position = Vec::with_capacity(dims);
    for s in strides {
        if s == 0 {
            return None;
        }
        new_position.push(position / s);
        position %= s;
    }
    let attr = dense_i64_array(ctx, &new_position);
    ctx.set_prop(op, "static_position", attr);
    ctx.set_operand(op, 0, cast_src);
    Some(FoldResult::InPlace)
}

/// `foldScalarExtractFromFromElements`: a scalar extracted from a fixed-size `from_elements` is
/// the element at the linearized position.
fn scalar_from_from_elements(ctx: &Context, op: OpId, def: OpId) -> Option<ValueId> {
    let ty = ctx.value_type(ctx.result(def, 0));
    let crate::ir::TypeKind::Vector {
        shape,
        scalable,
        elem,
    } = ctx.kind(ty)
    else {
        return None;
    };
    if scalable.iter().any(|s| *s) || ctx.value_type(ctx.result(op, 0)) != *elem {
        return None;
    }
    let indices = static_position(ctx, op);
    if indices.len() != shape.len() {
        return None;
    }
    let mut flat = 0i64;
    let mut stride = 1i64;
    for i in (0..shape.len()).rev() {
        flat += indices[i] * stride;
        stride *= shape[i];
    }
    ctx.ops[def]
        .operands
        .get(usize::try_from(flat).ok()?)
        .copied()
}

/// `ExtractFromInsertTransposeChainState::fold` (static positions): walks back through the
/// `vector.insert`s (skipping those at disjoint positions) and `vector.transpose`s (permuting the
/// position) producing the source; an insert at exactly the extracted position gives its source,
/// one at a prefix of it (or the end of the walk) re-targets the extract in place.
fn fold_insert_transpose_chain(ctx: &mut Context, op: OpId) -> Option<FoldResult> {
    let source = ctx.operand(op, 0);
    let rank = ctx.shape(ctx.value_type(source))?.len();
    let mut extracted = static_position(ctx, op).len();
    let sentinels: Vec<i64> = (0..rank.saturating_sub(extracted) as i64)
        .map(|i| -(i + 1))
        .collect();
    let mut pos = static_position(ctx, op);
    pos.extend(&sentinels);
    let can_fold = |pos: &[i64], extracted: usize| pos.get(extracted..) == Some(&sentinels[..]);
    let mut value = source;
    let mut in_place_from = None;
    while let Some(def) = ctx.defining_op(value) {
        if super::TransposeOp::is(ctx, def) {
            let perm: Vec<usize> =
                match crate::ods::prop(ctx, def, "permutation").map(|a| ctx.attr_kind(a)) {
                    Some(crate::ir::AttrKind::DenseArray { values, .. }) => {
                        values.iter().map(|v| *v as usize).collect()
                    }
                    _ => return None,
                };
            let mut next = pos.clone();
            for (j, p) in perm.iter().enumerate() {
                *next.get_mut(*p)? = *pos.get(j)?;
            }
            pos = next;
            value = ctx.operand(def, 0);
            continue;
        }
        if !super::InsertOp::is(ctx, def) {
            break;
        }
        let inserted = static_position(ctx, def);
        let insert_dynamic = ctx.ops[def].operands.len() > 2;
        if !insert_dynamic {
            if inserted[..] == pos[..extracted.min(pos.len())] && can_fold(&pos, extracted) {
                return Some(FoldResult::Values(vec![FoldValue::Value(
                    ctx.operand(def, 0),
                )]));
            }
            if inserted.len() <= pos.len() && pos[..inserted.len()] == inserted[..] {
                pos.drain(..inserted.len());
                extracted = pos.len() - sentinels.len();
                in_place_from = Some(ctx.operand(def, 0));
                break;
            }
        }
        let contained = pos.len() <= inserted.len() && inserted[..pos.len()] == pos[..];
        let intersects = pos
            .iter()
            .zip(&inserted)
            .all(|(a, b)| *a < 0 || *b < 0 || a == b);
        if contained || intersects {
            return None;
        }
        value = ctx.operand(def, 1);
    }
    let from = in_place_from.unwrap_or(value);
    if from == source || !can_fold(&pos, extracted) {
        return None;
    }
    let i64t = ctx.i64();
    let a = ctx.attr(crate::ir::AttrKind::DenseArray {
        elem: i64t,
        values: pos[..extracted].iter().map(|v| i128::from(*v)).collect(),
    });
    ctx.set_prop(op, "static_position", a);
    ctx.set_operand(op, 0, from);
    Some(FoldResult::InPlace)
}

/// The `static_position` of a `vector.extract`.
fn static_position(ctx: &Context, op: OpId) -> Vec<i64> {
    match crate::ods::prop(ctx, op, "static_position").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) => {
            values.iter().map(|v| *v as i64).collect()
        }
        _ => vec![],
    }
}

fn fold_extract_chain(ctx: &mut Context, op: OpId) -> bool {
    let mut current = op;
    let mut global: Vec<i64> = static_position(ctx, op).into_iter().rev().collect();
    let mut chained = false;
    while let Some(next) = ctx
        .defining_op(ctx.operand(current, 0))
        .filter(|d| super::ExtractOp::is(ctx, *d))
    {
        if ctx.ops[next].operands.len() > 1 {
            return false;
        }
        current = next;
        chained = true;
        global.extend(static_position(ctx, current).into_iter().rev());
    }
    if !chained {
        return false;
    }
    let first = ctx.operand(current, 0);
    ctx.set_operand(op, 0, first);
    global.reverse();
    let i64t = ctx.i64();
    let a = ctx.attr(crate::ir::AttrKind::DenseArray {
        elem: i64t,
        values: global.into_iter().map(i128::from).collect(),
    });
    ctx.set_prop(op, "static_position", a);
    true
}

/// `ExtractStridedSliceOp::fold` and `InsertStridedSliceOp::fold`: a slice of the whole vector
/// is its source; an extract looks through the inserts it is disjoint from
/// (`foldExtractStridedOpFromInsertChain`).
pub fn strided_slice(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let result = ctx.result(op, 0);
    if ctx.value_type(source) == ctx.value_type(result) {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    if super::ExtractStridedSliceOp::is(ctx, op) && extract_from_insert_chain(ctx, op) {
        return FoldResult::InPlace;
    }
    FoldResult::None
}

/// `foldExtractStridedOpFromInsertChain`: walking up a chain of full-rank
/// `vector.insert_strided_slice`s, an extract wholly inside an inserted slice (same strides)
/// extracts from that slice instead, at the offsets relative to it; one disjoint from it looks
/// further up; a partial overlap stops.
fn extract_from_insert_chain(ctx: &mut Context, op: OpId) -> bool {
    use super::constraints::{i64_array_attr, int_array_prop};
    let offsets = int_array_prop(ctx, op, "offsets");
    let strides = int_array_prop(ctx, op, "strides");
    let sizes = int_array_prop(ctx, op, "sizes");
    let rank = |ctx: &Context, v: ValueId| ctx.shape(ctx.value_type(v)).map_or(0, <[i64]>::len);
    let extract_rank = rank(ctx, ctx.operand(op, 0));
    let mut insert = defined_by(ctx, ctx.operand(op, 0), super::InsertStridedSliceOp::def());
    while let Some(ins) = insert {
        let ins_source = ctx.operand(ins, 0);
        if extract_rank != rank(ctx, ins_source) {
            return false;
        }
        let ins_offsets = int_array_prop(ctx, ins, "offsets");
        let ins_strides = int_array_prop(ctx, ins, "strides");
        if offsets.len() > ins_offsets.len() {
            return false;
        }
        let ins_shape = ctx
            .shape(ctx.value_type(ins_source))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let (mut partial, mut disjoint) = (false, false);
        let mut diffs = vec![];
        for (dim, &offset) in offsets.iter().enumerate() {
            if strides.get(dim) != ins_strides.get(dim) {
                return false;
            }
            let (Some(&start), Some(&len), Some(&size)) =
                (ins_offsets.get(dim), ins_shape.get(dim), sizes.get(dim))
            else {
                return false;
            };
            let end = start + len;
            if start <= offset && offset < end {
                partial |= offset + size > end;
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            ctx.set_operand(op, 0, ins_source);
            let attr = i64_array_attr(ctx, &diffs);
            ctx.set_prop(op, "offsets", attr);
            return true;
        }
        if !disjoint {
            return false;
        }
        insert = defined_by(ctx, ctx.operand(ins, 1), super::InsertStridedSliceOp::def());
    }
    false
}

/// The op defining `v`, if it is `def`'s.
fn defined_by(ctx: &Context, v: ValueId, def: &'static crate::ods::OpDef) -> Option<OpId> {
    ctx.defining_op(v)
        .filter(|&d| ctx.ops[d].def.is_some_and(|x| std::ptr::eq(x, def)))
}

/// `ExtractElementOp::fold`: the input of a splat, the scalar a broadcast started from, or an
/// element of a constant; only at a constant position, as upstream's (its `adaptor.getPosition()`
/// is the position's constant: 0-D extracts and dynamic positions, such as the loop index of a
/// decomposed `vector.print`, are left alone).
pub fn extract_element(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let e = super::ExtractElementOp(op);
    if e.position(ctx).is_none() || !matches!(operands.get(1), Some(Some(_))) {
        return FoldResult::None;
    }
    let vector = e.vector(ctx);
    if let Some(s) = defined_by(ctx, vector, super::SplatOp::def()) {
        return FoldResult::Values(vec![FoldValue::Value(ctx.operand(s, 0))]);
    }
    if let Some(b) = defined_by(ctx, vector, super::BroadcastOp::def()) {
        let src = ctx.operand(b, 0);
        if ctx.shape(ctx.value_type(src)).is_none() {
            return FoldResult::Values(vec![FoldValue::Value(src)]);
        }
    }
    let (Some(Some(src)), Some(Some(pos))) = (operands.first(), operands.get(1)) else {
        return FoldResult::None;
    };
    let (Some(elements), Some(pos)) = (
        crate::transforms::consts::elements(ctx, *src),
        int_attr_value(ctx, *pos),
    ) else {
        return FoldResult::None;
    };
    let Some(s) = usize::try_from(pos.s()).ok().and_then(|i| elements.get(i)) else {
        return FoldResult::None;
    };
    let elem = ctx.value_type(ctx.result(op, 0));
    let a = crate::transforms::consts::scalar_attr(ctx, elem, *s);
    FoldResult::Values(vec![FoldValue::Attr(a)])
}

/// `InsertElementOp::fold`: a constant scalar into a constant vector at a constant position.
pub fn insert_element(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    if super::InsertElementOp(op).position(ctx).is_none() {
        return FoldResult::None;
    }
    let (Some(Some(src)), Some(Some(dst)), Some(Some(pos))) =
        (operands.first(), operands.get(1), operands.get(2))
    else {
        return FoldResult::None;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let elem = ctx.element_type(ty);
    if crate::transforms::consts::attr_type(ctx, *src) != Some(elem) {
        return FoldResult::None;
    }
    let (Some(s), Some(mut elements), Some(pos)) = (
        scalar(ctx, *src),
        crate::transforms::consts::elements(ctx, *dst),
        int_attr_value(ctx, *pos),
    ) else {
        return FoldResult::None;
    };
    let Some(slot) = usize::try_from(pos.s())
        .ok()
        .and_then(|i| elements.get_mut(i))
    else {
        return FoldResult::None;
    };
    *slot = s;
    let a = crate::transforms::consts::dense(ctx, ty, &elements);
    FoldResult::Values(vec![FoldValue::Attr(a)])
}

/// `TransposeOp::fold`: a transpose of a splat constant is the splat of the result type; an
/// identity permutation gives the source.
pub fn transpose(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let result_ty = ctx.value_type(ctx.result(op, 0));
    if let Some(s) = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| splat_value(ctx, a))
    {
        return FoldResult::Values(vec![FoldValue::Attr(splat(ctx, result_ty, s))]);
    }
    let perm = match crate::ods::prop(ctx, op, "permutation").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) => values.clone(),
        _ => return FoldResult::None,
    };
    if perm.iter().enumerate().all(|(i, p)| *p == i as i128) {
        return FoldResult::Values(vec![FoldValue::Value(ctx.operand(op, 0))]);
    }
    FoldResult::None
}

/// `BitCastOp::fold`: a cast to the source's own type is the source; a cast of a cast back to
/// the first source's type is that source, otherwise it casts the first source (in place); a
/// splat constant is folded for the two cases upstream folds.
pub fn bitcast(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(source) == result_ty {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    if let Some(other) = ctx
        .defining_op(source)
        .filter(|d| super::BitCastOp::is(ctx, *d))
    {
        let first = ctx.operand(other, 0);
        if ctx.value_type(first) == result_ty {
            return FoldResult::Values(vec![FoldValue::Value(first)]);
        }
        ctx.set_operand(op, 0, first);
        return FoldResult::InPlace;
    }
    // A splat constant: `f16` to `f32` repeats the 16-bit pattern; an integer to a wider integer
    // whose width it divides repeats the source bits.
    let Some(constant) = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| splat_value(ctx, a))
    else {
        return FoldResult::None;
    };
    let src_elem = ctx.element_type(ctx.value_type(source));
    let dst_elem = ctx.element_type(result_ty);
    let value = match constant {
        Scalar::Float(FloatKind::F16, bits)
            if ctx.float_kind(src_elem) == Some(FloatKind::F16)
                && ctx.float_kind(dst_elem) == Some(FloatKind::F32) =>
        {
            let bits = bits & 0xffff;
            Scalar::Float(FloatKind::F32, (bits << 16) | bits)
        }
        Scalar::Int(i) => {
            let (Some(src_w), Some(dst_w)) = (ctx.int_width(src_elem), ctx.int_width(dst_elem))
            else {
                return FoldResult::None;
            };
            if dst_w <= src_w || dst_w % src_w != 0 || dst_w > 128 {
                return FoldResult::None;
            }
            let unit = i.zext(dst_w).u();
            let mut bits = unit;
            for _ in 0..dst_w / src_w - 1 {
                bits = (bits << src_w) | unit;
            }
            let Some(v) = crate::ir::apint::ApInt::new(dst_w, bits) else {
                return FoldResult::None;
            };
            Scalar::Int(v)
        }
        _ => return FoldResult::None,
    };
    let a = splat(ctx, result_ty, value);
    FoldResult::Values(vec![FoldValue::Attr(a)])
}

/// The integers of an `i64` array attribute (dense or not).
fn i64_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        crate::ir::AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|v| *v as i64).collect())
        }
        _ => ctx
            .as_array(a)?
            .iter()
            .map(|e| ctx.as_i64(*e))
            .collect::<Option<Vec<_>>>(),
    }
}

/// `ShuffleOp::fold`: a mask taking all of `v1` (or all of `v2`) in order gives that operand; two
/// constant 1-D operands give the constant shuffled.
pub fn shuffle(ctx: &mut Context, op: OpId, operands: &[Option<Attribute>]) -> FoldResult {
    let (v1, v2) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (t1, t2) = (ctx.value_type(v1), ctx.value_type(v2));
    let Some(mask) = crate::ods::prop(ctx, op, "mask").and_then(|a| i64_values(ctx, a)) else {
        return FoldResult::None;
    };
    let Some((s1, sc1, _)) =
        super::vector_parts(ctx, t1).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return FoldResult::None;
    };
    if s1.is_empty() {
        return FoldResult::None;
    }
    let s2 = ctx.shape(t2).map(<[i64]>::to_vec).unwrap_or_default();
    let sc2 = super::is_scalable(ctx, t2);
    let step = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, m)| *m == begin + i as i64)
    };
    let scalable1 = sc1.iter().any(|s| *s);
    if !scalable1 && step(0, s1[0]) {
        return FoldResult::Values(vec![FoldValue::Value(v1)]);
    }
    if !scalable1 && !sc2 && !s2.is_empty() && step(s1[0], s2[0]) {
        return FoldResult::Values(vec![FoldValue::Value(v2)]);
    }
    let (Some(Some(a)), Some(Some(b))) = (operands.first(), operands.get(1)) else {
        return FoldResult::None;
    };
    if s1.len() != 1 {
        return FoldResult::None;
    }
    let (Some(lhs), Some(rhs)) = (
        crate::transforms::consts::elements(ctx, *a),
        crate::transforms::consts::elements(ctx, *b),
    ) else {
        return FoldResult::None;
    };
    let n = lhs.len() as i64;
    let mut values = vec![];
    for m in &mask {
        let v = if *m >= n {
            rhs.get((*m - n) as usize)
        } else {
            lhs.get(*m as usize)
        };
        match v {
            Some(v) => values.push(*v),
            None => return FoldResult::None,
        }
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let d = crate::transforms::consts::dense(ctx, rt, &values);
    FoldResult::Values(vec![FoldValue::Attr(d)])
}

/// `ShapeCastOp::fold`: a cast to the source's own type is the source; a cast of a cast is the
/// first source when the types match, otherwise (for valid transitive casts) casts it, in place;
/// a cast back from a broadcast's type is the broadcast's source.
pub fn shape_cast(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(source) == result_ty {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    let Some(def) = ctx.defining_op(source) else {
        return FoldResult::None;
    };
    if super::ShapeCastOp::is(ctx, def) {
        let first = ctx.operand(def, 0);
        let first_ty = ctx.value_type(first);
        if first_ty == result_ty {
            return FoldResult::Values(vec![FoldValue::Value(first)]);
        }
        let (Some(s), Some(r)) = (ctx.shape(first_ty), ctx.shape(result_ty)) else {
            return FoldResult::None;
        };
        let ok = match s.len().cmp(&r.len()) {
            std::cmp::Ordering::Less => super::verify::is_valid_shape_cast(s, r),
            std::cmp::Ordering::Greater => super::verify::is_valid_shape_cast(r, s),
            std::cmp::Ordering::Equal => false,
        };
        if !ok {
            return FoldResult::None;
        }
        ctx.set_operand(op, 0, first);
        return FoldResult::InPlace;
    }
    if super::BroadcastOp::is(ctx, def) {
        let b = ctx.operand(def, 0);
        if ctx.value_type(b) == result_ty {
            return FoldResult::Values(vec![FoldValue::Value(b)]);
        }
    }
    FoldResult::None
}

/// `StepOp::fold`: `[0, 1, ..., n-1]` for a fixed-size vector.
pub fn step(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let ty = ctx.value_type(ctx.result(op, 0));
    let crate::ir::TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(ty)
    else {
        return FoldResult::None;
    };
    if scalable.iter().any(|s| *s) {
        return FoldResult::None;
    }
    let n: i64 = shape.iter().product();
    let values: Vec<Scalar> = (0..n)
        .filter_map(|i| crate::ir::apint::ApInt::new(64, i as u128).map(Scalar::Int))
        .collect();
    FoldResult::Values(vec![FoldValue::Attr(crate::transforms::consts::dense(
        ctx, ty, &values,
    ))])
}

/// `MultiDimReductionOp::fold`: a rank-1 source whose one dimension is not reduced is the result.
pub fn multi_reduction(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let source = ctx.operand(op, 0);
    let rank1 = ctx
        .shape(ctx.value_type(source))
        .is_some_and(|s| s.len() == 1);
    let dims = super::constraints::int_array_prop(ctx, op, "reduction_dims");
    if rank1 && !dims.contains(&0) {
        return FoldResult::Values(vec![FoldValue::Value(source)]);
    }
    FoldResult::None
}

/// `InsertOp::fold`: an insert at no position is its source.
pub fn insert(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    if ctx.ops[op].operands.len() == 2 && static_position(ctx, op).is_empty() {
        return FoldResult::Values(vec![FoldValue::Value(ctx.operand(op, 0))]);
    }
    FoldResult::None
}

/// `MaskOp::fold`: under an all-true mask, the masked op moves out before the `vector.mask` and its
/// results are the mask's.
pub fn mask(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    let Some(block) = ctx.ops[op]
        .regions
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return FoldResult::None;
    };
    let ops = ctx.block_ops(block);
    if ops.len() < 2 || mask_format(ctx, ctx.operand(op, 0)) != MaskFormat::AllTrue {
        return FoldResult::None;
    }
    let masked = ops[0];
    ctx.detach_op(masked);
    ctx.insert_op_before(op, masked);
    let results = &ctx.ops[masked].results;
    if results.is_empty() {
        // Upstream's empty fold result: changed in place (`ElideEmptyMaskOp` erases it next).
        return FoldResult::InPlace;
    }
    FoldResult::Values(results.iter().map(|&r| FoldValue::Value(r)).collect())
}

/// `foldExtractFromExtractStrided`: an extract of a unit-stride slice reads the slice's source at
/// the position shifted by the offsets (trailing whole-dimension zero offsets left out).
fn fold_extract_from_extract_strided(
    ctx: &mut Context,
    op: OpId,
    slice: OpId,
) -> Option<FoldResult> {
    let src = ctx.operand(slice, 0);
    let src_shape = ctx.shape(ctx.value_type(src))?.to_vec();
    let slice_shape = ctx.shape(ctx.value_type(ctx.result(slice, 0)))?.to_vec();
    if src_shape.is_empty() || slice_shape.is_empty() {
        return None;
    }
    let strides = super::constraints::int_array_prop(ctx, slice, "strides");
    if strides.iter().any(|&s| s != 1) {
        return None;
    }
    let mut offsets = super::constraints::int_array_prop(ctx, slice, "offsets");
    while let Some(&last) = offsets.last() {
        let d = offsets.len() - 1;
        if last != 0 || slice_shape[d] != src_shape[d] {
            break;
        }
        offsets.pop();
    }
    let dest_rank = rank_of(ctx, ctx.value_type(ctx.result(op, 0)));
    if dest_rank > src_shape.len() - offsets.len() {
        return None;
    }
    let mut position = static_position(ctx, op);
    if position.len() < offsets.len() {
        return None;
    }
    for (p, o) in position.iter_mut().zip(&offsets) {
        *p += o;
    }
    let attr = dense_i64_array(ctx, &position);
    ctx.set_operand(op, 0, src);
    ctx.set_prop(op, "static_position", attr);
    Some(FoldResult::InPlace)
}

/// `foldExtractStridedOpFromInsertChain`: walks back through unit-stride `insert_strided_slice`s;
/// the first whose inserted slice covers the extracted position gives the extract's new source and
/// position (relative to the slice); disjoint ones are skipped.
fn fold_extract_from_insert_strided_chain(
    ctx: &mut Context,
    op: OpId,
    first: OpId,
) -> Option<FoldResult> {
    let dest_rank = rank_of(ctx, ctx.value_type(ctx.result(op, 0)));
    let position = static_position(ctx, op);
    let mut insert = Some(first);
    while let Some(ins) = insert {
        let source = ctx.operand(ins, 0);
        let src_shape = ctx.shape(ctx.value_type(source))?.to_vec();
        let dst_shape = ctx.shape(ctx.value_type(ctx.operand(ins, 1)))?.to_vec();
        if src_shape.is_empty() || dst_shape.is_empty() || dest_rank > src_shape.len() {
            return None;
        }
        let rank_diff = dst_shape.len() - src_shape.len();
        let offsets = super::constraints::int_array_prop(ctx, ins, "offsets");
        let strides = super::constraints::int_array_prop(ctx, ins, "strides");
        if strides.iter().any(|&s| s != 1) {
            return None;
        }
        let mut diffs = vec![];
        let mut disjoint = false;
        for (dim, &offset) in position.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff {
                1
            } else {
                src_shape[dim - rank_diff]
            };
            if start <= offset && offset < start + size {
                if dim >= rank_diff {
                    diffs.push(offset - start);
                }
            } else {
                disjoint = true;
                break;
            }
        }
        if !disjoint {
            let src_rank_diff = src_shape.len() - dest_rank;
            if (0..dest_rank)
                .any(|i| src_shape[i + src_rank_diff] != dst_shape[i + src_rank_diff + rank_diff])
            {
                return None;
            }
            let attr = dense_i64_array(ctx, &diffs);
            ctx.set_operand(op, 0, source);
            ctx.set_prop(op, "static_position", attr);
            return Some(FoldResult::InPlace);
        }
        insert = ctx
            .defining_op(ctx.operand(ins, 1))
            .filter(|&d| super::InsertStridedSliceOp::is(ctx, d));
    }
    None
}
