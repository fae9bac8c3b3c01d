//! `memref`'s canonicalization patterns on views and reshapes (MLIR 19's MemRefOps.cpp, with the
//! shared `OpWithOffsetSizesAndStridesConstantArgumentFolder` and the reshape composition patterns
//! of ReshapeOpsUtils.h): subview constant operands, casts and no-op subviews; view shapes and casts;
//! `reinterpret_cast` of `extract_strided_metadata`; expand/collapse compositions and casts.

use super::layout::{self, StridedInfo};
use super::mixed_list::{mixed_values, Mixed};
use super::ops::*;
use super::views::{memref_rank_reduction_mask, subview_inferred_layout, OffsetsSizesStrides};
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::transforms::consts::int_attr_value;
use crate::transforms::matchers::{constant, def};
use crate::transforms::{Pattern, Rewriter};

// ---- helpers ---------------------------------------------------------------------------------------------

/// `getConstantIntValue` of a value: the integer of a constant it is defined by.
fn const_int(ctx: &Context, v: ValueId) -> Option<i64> {
    let a = constant(ctx, v)?;
    crate::transforms::consts::int_or_splat(ctx, a).map(|i| i.s() as i64)
}

/// `matchConstantIndex`: a constant of `index` type.
fn const_index(ctx: &Context, v: ValueId) -> Option<i64> {
    let a = constant(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } if matches!(ctx.kind(*ty), TypeKind::Index) => {
            int_attr_value(ctx, a).map(|i| i.s() as i64)
        }
        _ => None,
    }
}

/// `getConstantIntValue` of an `OpFoldResult`.
fn mixed_int(ctx: &Context, m: &Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(*s),
        Mixed::Dynamic(v) => const_int(ctx, *v),
    }
}

/// `foldDynamicIndexList`: constant operands become static entries (negative ones kept
/// dynamic with `only_non_negative`); whether any did.
fn fold_index_list(ctx: &Context, list: &mut [Mixed], only_non_negative: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        let Mixed::Dynamic(v) = *m else { continue };
        let Some(a) = constant(ctx, v) else { continue };
        let Some(i) = int_attr_value(ctx, a).map(|i| i.s() as i64) else {
            continue;
        };
        if only_non_negative && i < 0 {
            continue;
        }
        *m = Mixed::Static(i);
        changed = true;
    }
    changed
}

/// `dispatchIndexOpFoldResults`: the dynamic values and the static list (`DYNAMIC` for values).
fn dispatch(list: &[Mixed]) -> (Vec<ValueId>, Vec<i64>) {
    let mut values = vec![];
    let statics = list
        .iter()
        .map(|m| match m {
            Mixed::Static(s) => *s,
            Mixed::Dynamic(v) => {
                values.push(*v);
                DYNAMIC
            }
        })
        .collect();
    (values, statics)
}

fn i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    super::mixed_list::dense_i64_array(ctx, values)
}

/// A ranked memref type like `like` with another shape and layout.
fn memref_like(
    ctx: &mut Context,
    like: Type,
    shape: Vec<i64>,
    layout: Option<Attribute>,
) -> Option<Type> {
    let p = super::common::memref_parts(ctx, like)?;
    Some(ctx.ty(TypeKind::MemRef {
        shape,
        elem: p.elem,
        layout,
        memory_space: p.memory_space,
    }))
}

fn strided_type(ctx: &mut Context, like: Type, shape: Vec<i64>, info: StridedInfo) -> Option<Type> {
    let l = layout::strided_layout(ctx, info.strides, info.offset);
    memref_like(ctx, like, shape, Some(l))
}

/// `SubViewOp::inferResultType` on static lists: `None` for a negative offset or size, a zero
/// stride, a non-strided source or mismatched ranks.
fn infer_subview(
    ctx: &Context,
    src: Type,
    offs: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<(Vec<i64>, StridedInfo)> {
    let bad_sizes = |v: &[i64]| v.iter().any(|x| *x != DYNAMIC && *x < 0);
    if bad_sizes(offs) || bad_sizes(sizes) || strides.contains(&0) {
        return None;
    }
    let info = layout::strides_and_offset(ctx, src)?;
    let rank = info.strides.len();
    if offs.len() != rank || sizes.len() != rank || strides.len() != rank {
        return None;
    }
    Some((
        sizes.to_vec(),
        subview_inferred_layout(&info, offs, strides),
    ))
}

/// The dims `keep` drops (`computeMemRefRankReductionMask(original, reduced, sizes)`).
fn rank_reduction(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[Mixed],
) -> Option<Vec<bool>> {
    let o = layout::strides_and_offset(ctx, original)?;
    let r = layout::strides_and_offset(ctx, reduced)?;
    memref_rank_reduction_mask(&o, &r, sizes)
}

/// Shape and strides without the `dropped` dims.
fn drop_dims(shape: &[i64], info: &StridedInfo, dropped: &[bool]) -> (Vec<i64>, StridedInfo) {
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape = (0..shape.len()).filter(keep).map(|i| shape[i]).collect();
    let strides = (0..info.strides.len())
        .filter(keep)
        .map(|i| info.strides[i])
        .collect();
    (
        shape,
        StridedInfo {
            strides,
            offset: info.offset,
        },
    )
}

/// `CastOp::canFoldIntoConsumerOp`.
fn can_fold_into_consumer(ctx: &Context, cast: OpId) -> bool {
    super::fold::can_fold_into_consumer(ctx, cast)
}

fn has_non_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::MemRef { layout, .. } => !layout::is_identity_layout(ctx, *layout),
        _ => false,
    }
}

fn result(ctx: &Context, op: OpId) -> ValueId {
    ctx.ops[op].results[0]
}

fn cast_to(rw: &mut Rewriter<'_>, op: OpId, from: ValueId) {
    let loc = rw.ctx.ops[op].loc;
    let ty = rw.ctx.value_type(result(rw.ctx, op));
    let c = CastOp::build(rw, loc, ty, from).0;
    let cv = result(rw.ctx, c);
    rw.replace_op(op, &[cv]);
}

// ---- subview ---------------------------------------------------------------------------------------------

fn new_subview(
    rw: &mut Rewriter<'_>,
    op: OpId,
    ty: Type,
    src: ValueId,
    lists: [&[Mixed]; 3],
) -> ValueId {
    let loc = rw.ctx.ops[op].loc;
    let (d0, s0) = dispatch(lists[0]);
    let (d1, s1) = dispatch(lists[1]);
    let (d2, s2) = dispatch(lists[2]);
    let (a0, a1, a2) = (
        i64_array(rw.ctx, &s0),
        i64_array(rw.ctx, &s1),
        i64_array(rw.ctx, &s2),
    );
    let n = SubViewOp::build(rw, loc, ty, src, &d0, &d1, &d2, a0, a1, a2).0;
    result(rw.ctx, n)
}

fn subview_lists(ctx: &Context, op: OpId) -> (OffsetsSizesStrides, [Vec<Mixed>; 3]) {
    let o = OffsetsSizesStrides::of(ctx, op);
    let lists = [
        mixed_values(&o.dyn_offsets, &o.offsets),
        mixed_values(&o.dyn_sizes, &o.sizes),
        mixed_values(&o.dyn_strides, &o.strides),
    ];
    (o, lists)
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp>`: constant offsets, sizes and
/// strides become static (the first list with one stops the search, as upstream's `&&` chain);
/// the new subview's canonical type keeps the old dropped dims, and a cast gives the old type.
fn subview_constant_arguments(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (o, [mut offs, mut sizes, mut strides]) = subview_lists(ctx, op);
    if !(fold_index_list(ctx, &mut offs, true)
        || fold_index_list(ctx, &mut sizes, true)
        || fold_index_list(ctx, &mut strides, false))
    {
        return false;
    }
    let src = ctx.ops[op].operands[0];
    let (src_ty, res_ty) = (ctx.value_type(src), ctx.value_type(result(ctx, op)));
    let (s0, s1, s2) = (dispatch(&offs).1, dispatch(&sizes).1, dispatch(&strides).1);
    let Some((shape, info)) = infer_subview(ctx, src_ty, &s0, &s1, &s2) else {
        return false;
    };
    let Some(dropped) = rank_reduction(ctx, src_ty, res_ty, &o.mixed_sizes()) else {
        return false;
    };
    let (shape, info) = if dropped.iter().any(|d| *d) {
        drop_dims(&shape, &info, &dropped)
    } else {
        (shape, info)
    };
    let Some(ty) = strided_type(rw.ctx, res_ty, shape, info) else {
        return false;
    };
    let n = new_subview(rw, op, ty, src, [&offs, &sizes, &strides]);
    cast_to(rw, op, n);
    true
}

/// `SubViewOpMemRefCastFolder`: a subview of a cast that only forgets static information views
/// the cast's source (the canonical type from it, with the same dropped dims), then casts.
fn subview_memref_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if ctx.ops[op]
        .operands
        .iter()
        .any(|v| const_index(ctx, *v).is_some())
    {
        return false;
    }
    let src = ctx.ops[op].operands[0];
    let Some(cast) = def::<CastOp>(ctx, src) else {
        return false;
    };
    if !can_fold_into_consumer(ctx, cast.id()) {
        return false;
    }
    let cast_src = ctx.ops[cast.id()].operands[0];
    let (o, lists) = subview_lists(ctx, op);
    let (src_ty, res_ty) = (ctx.value_type(src), ctx.value_type(result(ctx, op)));
    let Some((shape, info)) = infer_subview(
        ctx,
        ctx.value_type(cast_src),
        &o.offsets,
        &o.sizes,
        &o.strides,
    ) else {
        return false;
    };
    let Some(unused) = rank_reduction(ctx, src_ty, res_ty, &o.mixed_sizes()) else {
        return false;
    };
    let (shape, info) = drop_dims(&shape, &info, &unused);
    let Some(ty) = strided_type(rw.ctx, res_ty, shape, info) else {
        return false;
    };
    let [a, b, c] = &lists;
    let n = new_subview(rw, op, ty, cast_src, [a, b, c]);
    cast_to(rw, op, n);
    true
}

/// `isTrivialSubViewOp`: same rank, zero offsets, unit strides, sizes the source's static shape.
fn is_trivial_subview(ctx: &Context, op: OpId) -> bool {
    let src_ty = ctx.value_type(ctx.ops[op].operands[0]);
    let res_ty = ctx.value_type(result(ctx, op));
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src_ty), ctx.shape(res_ty)) else {
        return false;
    };
    if src_shape.len() != res_shape.len() {
        return false;
    }
    let (_, [offs, sizes, strides]) = subview_lists(ctx, op);
    offs.iter().all(|m| mixed_int(ctx, m) == Some(0))
        && strides.iter().all(|m| mixed_int(ctx, m) == Some(1))
        && sizes
            .iter()
            .enumerate()
            .all(|(i, m)| mixed_int(ctx, m).is_some_and(|s| src_shape.get(i) == Some(&s)))
}

/// `TrivialSubViewOpFolder`: a no-op subview is its source, or a cast of it.
fn trivial_subview(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if !is_trivial_subview(ctx, op) {
        return false;
    }
    let src = ctx.ops[op].operands[0];
    if ctx.value_type(src) == ctx.value_type(result(ctx, op)) {
        rw.replace_op(op, &[src]);
    } else {
        cast_to(rw, op, src);
    }
    true
}

pub static SUBVIEW: &[Pattern] = &[
    Pattern::new(
        "OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp>",
        subview_constant_arguments,
    ),
    Pattern::new("SubViewOpMemRefCastFolder", subview_memref_cast),
    Pattern::new("TrivialSubViewOpFolder", trivial_subview),
];

/// `SubViewOp::getDroppedDims`.
pub fn subview_dropped_dims(ctx: &Context, op: OpId) -> Option<Vec<bool>> {
    let o = OffsetsSizesStrides::of(ctx, op);
    let src_ty = ctx.value_type(ctx.ops[op].operands[0]);
    let res_ty = ctx.value_type(result(ctx, op));
    rank_reduction(ctx, src_ty, res_ty, &o.mixed_sizes())
}

// ---- view ------------------------------------------------------------------------------------------------

/// `ViewOpShapeFolder`: sizes given by `arith.constant`s of index type become static dims, with a
/// cast back to the old type. A negative constant stays an operand: upstream 19 folds it into a
/// type it cannot parse back (`memref<-4x5xf32>`).
fn view_shape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if !ctx.ops[op]
        .operands
        .iter()
        .any(|v| const_index(ctx, *v).is_some())
    {
        return false;
    }
    let res_ty = ctx.value_type(result(ctx, op));
    let Some(parts) = super::common::memref_parts(ctx, res_ty) else {
        return false;
    };
    if layout::strides_and_offset(ctx, res_ty).is_none() {
        return false;
    }
    let view = ViewOp(op);
    let sizes = view.sizes(ctx).to_vec();
    let mut shape = vec![];
    let mut operands = vec![];
    let mut pos = 0;
    for &d in &parts.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let Some(&v) = sizes.get(pos) else {
            return false;
        };
        pos += 1;
        let folded = ctx
            .defining_op(v)
            .filter(|d| crate::dialect::arith::ConstantOp::is(ctx, *d))
            .and_then(|_| const_index(ctx, v))
            .filter(|c| *c >= 0);
        match folded {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                operands.push(v);
            }
        }
    }
    let Some(new_ty) = memref_like(rw.ctx, res_ty, shape, parts.layout) else {
        return false;
    };
    if new_ty == res_ty {
        return false;
    }
    let (source, shift) = (rw.ctx.ops[op].operands[0], rw.ctx.ops[op].operands[1]);
    let loc = rw.ctx.ops[op].loc;
    let n = ViewOp::build(rw, loc, new_ty, source, shift, &operands).0;
    let nv = result(rw.ctx, n);
    cast_to(rw, op, nv);
    true
}

/// `ViewOpMemrefCastFolder`: a view of a cast of an `alloc` views the allocation.
fn view_memref_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = def::<CastOp>(ctx, ctx.ops[op].operands[0]) else {
        return false;
    };
    let alloc = ctx.ops[cast.id()].operands[0];
    if def::<AllocOp>(ctx, alloc).is_none() {
        return false;
    }
    let ty = ctx.value_type(result(ctx, op));
    let shift = ctx.ops[op].operands[1];
    let sizes = ViewOp(op).sizes(ctx).to_vec();
    let loc = ctx.ops[op].loc;
    let n = ViewOp::build(rw, loc, ty, alloc, shift, &sizes).0;
    let nv = result(rw.ctx, n);
    rw.replace_op(op, &[nv]);
    true
}

pub static VIEW: &[Pattern] = &[
    Pattern::new("ViewOpShapeFolder", view_shape),
    Pattern::new("ViewOpMemrefCastFolder", view_memref_cast),
];

// ---- reinterpret_cast ------------------------------------------------------------------------------------

/// `constifyIndexValues`: entries the type knows statically, and constant values, as statics.
fn constify(ctx: &Context, list: &mut [Mixed], known: &[i64]) {
    for (m, k) in list.iter_mut().zip(known) {
        if *k != DYNAMIC {
            *m = Mixed::Static(*k);
        }
    }
    for m in list.iter_mut() {
        if let Mixed::Dynamic(v) = *m {
            if let Some(c) = const_int(ctx, v) {
                *m = Mixed::Static(c);
            }
        }
    }
}

/// `getAsOpFoldResult` of values.
fn as_mixed(ctx: &Context, values: &[ValueId]) -> Vec<Mixed> {
    values
        .iter()
        .map(
            |v| match constant(ctx, *v).and_then(|a| int_attr_value(ctx, a)) {
                Some(i) => Mixed::Static(i.s() as i64),
                None => Mixed::Dynamic(*v),
            },
        )
        .collect()
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: rebuilding a memref from its own metadata
/// (the same strides, sizes and offset, statically or as the same values) is the memref, or a
/// cast of it.
fn reinterpret_of_metadata(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(meta) = def::<ExtractStridedMetadataOp>(ctx, ctx.ops[op].operands[0]) else {
        return false;
    };
    let meta = meta.id();
    let meta_src = ctx.ops[meta].operands[0];
    let meta_ty = ctx.value_type(meta_src);
    let res_ty = ctx.value_type(result(ctx, op));
    let results = &ctx.ops[meta].results;
    let rank_src = ctx.shape(meta_ty).map_or(0, |s| s.len());
    if results.len() < 2 + 2 * rank_src {
        return false;
    }
    let m_offset = results[1];
    let m_sizes = results[2..2 + rank_src].to_vec();
    let m_strides = results[2 + rank_src..2 + 2 * rank_src].to_vec();
    let meta_info = layout::strides_and_offset(ctx, meta_ty);
    let res_info = layout::strides_and_offset(ctx, res_ty);
    let o = OffsetsSizesStrides::of(ctx, op);

    let mut e_strides = as_mixed(ctx, &m_strides);
    constify(
        ctx,
        &mut e_strides,
        meta_info.as_ref().map_or(&[][..], |i| &i.strides),
    );
    let mut r_strides = mixed_values(&o.dyn_strides, &o.strides);
    constify(
        ctx,
        &mut r_strides,
        res_info.as_ref().map_or(&[][..], |i| &i.strides),
    );
    if e_strides.len() != r_strides.len() {
        return false;
    }
    let rank = ctx.shape(res_ty).map_or(0, |s| s.len());
    if (0..rank).any(|i| e_strides.get(i) != r_strides.get(i)) {
        return false;
    }
    let mut e_sizes = as_mixed(ctx, &m_sizes);
    constify(ctx, &mut e_sizes, ctx.shape(meta_ty).unwrap_or_default());
    let mut r_sizes = mixed_values(&o.dyn_sizes, &o.sizes);
    constify(ctx, &mut r_sizes, ctx.shape(res_ty).unwrap_or_default());
    if (0..rank).any(|i| e_sizes.get(i) != r_sizes.get(i)) {
        return false;
    }
    let mut e_off = as_mixed(ctx, &[m_offset]);
    constify(
        ctx,
        &mut e_off,
        &meta_info.map(|i| vec![i.offset]).unwrap_or_default(),
    );
    let mut r_off = mixed_values(&o.dyn_offsets, &o.offsets);
    constify(
        ctx,
        &mut r_off,
        &res_info.map(|i| vec![i.offset]).unwrap_or_default(),
    );
    if e_off.first() != r_off.first() {
        return false;
    }
    if meta_ty == res_ty {
        rw.replace_op(op, &[meta_src]);
    } else {
        cast_to(rw, op, meta_src);
    }
    true
}

pub static REINTERPRET_CAST: &[Pattern] = &[Pattern::new(
    "ReinterpretCastOpExtractStridedMetadataFolder",
    reinterpret_of_metadata,
)];

// ---- expand_shape / collapse_shape -----------------------------------------------------------------------

fn reassociation(ctx: &Context, op: OpId) -> Vec<Vec<i64>> {
    ctx.get_attr(op, "reassociation")
        .and_then(|a| super::constraints::index_list_array(ctx, a))
        .unwrap_or_default()
}

fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.i64();
    let outer = groups
        .iter()
        .map(|g| {
            let inner = g.iter().map(|i| ctx.int_attr(i64t, *i)).collect();
            ctx.array_attr(inner)
        })
        .collect();
    ctx.array_attr(outer)
}

/// `composeReassociationIndices`.
fn compose_reassociation(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let (mut p, mut c) = (producer, consumer);
    if p.len() == c.len() {
        return None;
    }
    if p.len() < c.len() {
        std::mem::swap(&mut p, &mut c);
    }
    if c.is_empty() {
        return Some(vec![]);
    }
    let dims: usize = c.iter().map(|g| g.len()).sum();
    if p.len() != dims {
        return None;
    }
    c.iter()
        .map(|g| {
            let mut out = vec![];
            for &i in g {
                out.extend_from_slice(p.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// `getReassociationIndicesForCollapse`.
fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut sd = 0usize;
    let mut map: Vec<Vec<i64>> = vec![];
    let mut cur: Vec<i64> = vec![];
    let mut prod: i64 = 1;
    while sd < source.len() {
        let td = map.len();
        if td == target.len() {
            break;
        }
        let t = target[td];
        while sd < source.len() && source[sd] != DYNAMIC && prod.wrapping_mul(source[sd]) < t {
            prod = prod.wrapping_mul(source[sd]);
            cur.push(sd as i64);
            sd += 1;
        }
        let s = *source.get(sd)?;
        if s == DYNAMIC && (t != DYNAMIC || prod != 1) {
            return None;
        }
        if t == DYNAMIC && s != DYNAMIC {
            return None;
        }
        if prod.wrapping_mul(s) != t {
            return None;
        }
        cur.push(sd as i64);
        sd += 1;
        map.push(std::mem::take(&mut cur));
        prod = 1;
    }
    if map.len() != target.len() {
        return None;
    }
    while sd < source.len() {
        if source[sd] != DYNAMIC && source[sd] != 1 {
            return None;
        }
        if let Some(last) = map.last_mut() {
            last.push(sd as i64);
        }
        sd += 1;
    }
    Some(map)
}

fn new_collapse(
    rw: &mut Rewriter<'_>,
    op: OpId,
    ty: Type,
    src: ValueId,
    groups: &[Vec<i64>],
) -> ValueId {
    let loc = rw.ctx.ops[op].loc;
    let r = reassociation_attr(rw.ctx, groups);
    let n = CollapseShapeOp::build(rw, loc, ty, src, r).0;
    result(rw.ctx, n)
}

fn new_expand(
    rw: &mut Rewriter<'_>,
    op: OpId,
    ty: Type,
    src: ValueId,
    groups: &[Vec<i64>],
    dynamic: &[ValueId],
    statics: &[i64],
) -> ValueId {
    let loc = rw.ctx.ops[op].loc;
    let r = reassociation_attr(rw.ctx, groups);
    let s = i64_array(rw.ctx, statics);
    let n = ExpandShapeOp::build(rw, loc, ty, src, dynamic, r, s).0;
    result(rw.ctx, n)
}

/// The output shape of an `expand_shape` (dynamic values and static list).
fn expand_output_shape(ctx: &Context, op: OpId) -> (Vec<ValueId>, Vec<i64>) {
    let statics = super::mixed_list::static_list(ctx, op, "static_output_shape");
    (ExpandShapeOp(op).output_shape(ctx).to_vec(), statics)
}

/// `ComposeReassociativeReshapeOps`: two expansions (or two collapses) in a row are one.
fn compose_reshapes(rw: &mut Rewriter<'_>, op: OpId, expand: bool) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ops[op].operands[0];
    let Some(prev) = ctx
        .defining_op(src)
        .filter(|p| ctx.ops[*p].name == ctx.ops[op].name)
    else {
        return false;
    };
    let prev_src = ctx.ops[prev].operands[0];
    let res_ty = ctx.value_type(result(ctx, op));
    if has_non_identity_layout(ctx, ctx.value_type(prev_src))
        || has_non_identity_layout(ctx, ctx.value_type(src))
        || has_non_identity_layout(ctx, res_ty)
    {
        return false;
    }
    let Some(groups) = compose_reassociation(&reassociation(ctx, prev), &reassociation(ctx, op))
    else {
        return false;
    };
    let n = if expand {
        let (d, s) = expand_output_shape(ctx, op);
        new_expand(rw, op, res_ty, prev_src, &groups, &d, &s)
    } else {
        new_collapse(rw, op, res_ty, prev_src, &groups)
    };
    rw.replace_op(op, &[n]);
    true
}

/// `ExpandShapeOp::build` without an output shape: `inferExpandShapeOutputShape` from the
/// source's sizes (`memref.dim` for dynamic ones, divided by the group's static product).
/// Where upstream asserts (two dynamic sizes in a group, or a static source size for a dynamic
/// group) this gives `None` before creating anything.
fn inferred_output_shape(
    rw: &mut Rewriter<'_>,
    op: OpId,
    src: ValueId,
    ty: Type,
    groups: &[Vec<i64>],
) -> Option<(Vec<ValueId>, Vec<i64>)> {
    use crate::ods::typed::{build_state, Group};
    let ctx = &*rw.ctx;
    let out_shape = ctx.shape(ty)?.to_vec();
    let src_shape = ctx.shape(ctx.value_type(src))?.to_vec();
    let loc = ctx.ops[op].loc;
    // The plan, checked before any op is made: the static output sizes and, for each group with
    // a dynamic size, the source dim it comes from and the product of its static sizes.
    let all_static = src_shape.is_empty() || out_shape.iter().all(|d| *d != DYNAMIC);
    let mut statics = vec![DYNAMIC; out_shape.len()];
    let mut divisions: Vec<(usize, i64)> = vec![];
    if src_shape.is_empty() {
        statics = vec![1; out_shape.len()];
    } else if all_static {
        statics.clone_from(&out_shape);
    } else {
        for (gi, group) in groups.iter().enumerate() {
            let mut product: i64 = 1;
            let mut dynamic = false;
            for &i in group {
                let i = usize::try_from(i).ok()?;
                let d = *out_shape.get(i)?;
                if d == DYNAMIC {
                    if dynamic {
                        return None;
                    }
                    dynamic = true;
                } else {
                    statics[i] = d;
                    product = product.wrapping_mul(d);
                }
            }
            if dynamic {
                if *src_shape.get(gi)? != DYNAMIC {
                    return None;
                }
                divisions.push((gi, product));
            }
        }
    }
    // getMixedSizes of the source: `memref.dim` (created or folded) for dynamic sizes.
    let it = rw.ctx.index();
    let mut input: Vec<Option<ValueId>> = vec![];
    for (i, &d) in src_shape.iter().enumerate() {
        if d != DYNAMIC {
            input.push(None);
            continue;
        }
        let a = rw.ctx.int_attr(it, i as i64);
        let c = crate::dialect::arith::fold::constant_state(rw.ctx, a, it, loc);
        let cv = rw.create(c);
        let idx = result(rw.ctx, cv);
        let st = build_state(
            rw.ctx,
            DimOp::def(),
            loc,
            &[Group::One(it)],
            &[Group::One(src), Group::One(idx)],
            &[],
        );
        input.push(rw.create_or_fold(st).first().copied());
    }
    let mut values = vec![];
    for (gi, product) in divisions {
        let size = (*input.get(gi)?)?;
        let a = rw.ctx.int_attr(it, product);
        let c = crate::dialect::arith::fold::constant_state(rw.ctx, a, it, loc);
        let cv = rw.create(c);
        let pv = result(rw.ctx, cv);
        let div = build_state(
            rw.ctx,
            crate::dialect::arith::DivUIOp::def(),
            loc,
            &[Group::One(it)],
            &[Group::One(size), Group::One(pv)],
            &[],
        );
        values.push(*rw.create_or_fold(div).first()?);
    }
    // getMixedValues then decomposeMixedValues: values stay dynamic.
    Some((values, statics))
}

/// `ComposeCollapseOfExpandOp`: `collapse_shape(expand_shape(x))` as one reshape of `x` (or a
/// cast) when the collapse groups are unions of the expand groups.
fn collapse_of_expand(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ops[op].operands[0];
    let Some(expand) = def::<ExpandShapeOp>(ctx, src) else {
        return false;
    };
    let expand = expand.id();
    let x = ctx.ops[expand].operands[0];
    let (src_ty, res_ty) = (ctx.value_type(x), ctx.value_type(result(ctx, op)));
    if has_non_identity_layout(ctx, ctx.value_type(src))
        || has_non_identity_layout(ctx, src_ty)
        || has_non_identity_layout(ctx, ctx.value_type(result(ctx, expand)))
    {
        return false;
    }
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src_ty), ctx.shape(res_ty)) else {
        return false;
    };
    let (src_rank, res_rank) = (src_shape.len(), res_shape.len());
    if src_ty == res_ty {
        return false;
    }
    let (higher, lower) = if src_rank > res_rank {
        (reassociation(ctx, expand), reassociation(ctx, op))
    } else {
        (reassociation(ctx, op), reassociation(ctx, expand))
    };
    let mut hi = 0usize;
    let mut composed: Vec<Vec<i64>> = vec![];
    for lower_group in &lower {
        let Some(&lower_last) = lower_group.last() else {
            return false;
        };
        let mut group = vec![];
        while hi < higher.len() {
            let Some(&rightmost) = higher[hi].last() else {
                return false;
            };
            if rightmost > lower_last {
                return false;
            }
            group.push(hi as i64);
            hi += 1;
            if rightmost == lower_last {
                break;
            }
        }
        composed.push(group);
    }
    let n = if src_rank > res_rank {
        new_collapse(rw, op, res_ty, x, &composed)
    } else if src_rank < res_rank {
        let Some((d, s)) = inferred_output_shape(rw, op, x, res_ty, &composed) else {
            return false;
        };
        new_expand(rw, op, res_ty, x, &composed, &d, &s)
    } else {
        let loc = rw.ctx.ops[op].loc;
        let c = CastOp::build(rw, loc, res_ty, x).0;
        result(rw.ctx, c)
    };
    rw.replace_op(op, &[n]);
    true
}

/// `ComposeExpandOfCollapseOp::findCollapsingReassociation` (as in 19: groups of equal sub-shapes
/// are pushed, then collapsed again).
fn find_collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let mut composed = vec![];
    for (s, r) in src_groups.iter().zip(res_groups) {
        let (s0, r0) = (
            usize::try_from(*s.first()?).ok()?,
            usize::try_from(*r.first()?).ok()?,
        );
        let src_sub = src_shape.get(s0..s0 + s.len())?;
        let res_sub = res_shape.get(r0..r0 + r.len())?;
        if src_sub.len() == res_sub.len() {
            if src_sub == res_sub && src_sub.iter().filter(|d| **d == DYNAMIC).count() < 2 {
                composed.push(s.clone());
            } else {
                return None;
            }
        }
        let sub = reassociation_for_collapse(src_sub, res_sub)?;
        for g in sub {
            composed.push(g.iter().map(|i| s[0] + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`: `expand_shape(collapse_shape(x))` as one reshape of `x` when the
/// groups line up.
fn expand_of_collapse(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ops[op].operands[0];
    let Some(collapse) = def::<CollapseShapeOp>(ctx, src) else {
        return false;
    };
    let collapse = collapse.id();
    let x = ctx.ops[collapse].operands[0];
    let (src_ty, res_ty) = (ctx.value_type(x), ctx.value_type(result(ctx, op)));
    if has_non_identity_layout(ctx, ctx.value_type(src))
        || has_non_identity_layout(ctx, src_ty)
        || has_non_identity_layout(ctx, ctx.value_type(result(ctx, collapse)))
    {
        return false;
    }
    let (Some(src_shape), Some(res_shape)) = (ctx.shape(src_ty), ctx.shape(res_ty)) else {
        return false;
    };
    if src_ty == res_ty {
        return false;
    }
    let (src_groups, res_groups) = (reassociation(ctx, collapse), reassociation(ctx, op));
    let n = if src_shape.len() > res_shape.len() {
        let Some(g) = find_collapsing_reassociation(&src_groups, &res_groups, src_shape, res_shape)
        else {
            return false;
        };
        new_collapse(rw, op, res_ty, x, &g)
    } else {
        let Some(g) = find_collapsing_reassociation(&res_groups, &src_groups, res_shape, src_shape)
        else {
            return false;
        };
        let (d, s) = expand_output_shape(ctx, op);
        new_expand(rw, op, res_ty, x, &g, &d, &s)
    };
    rw.replace_op(op, &[n]);
    true
}

/// `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &mut Context, src_ty: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let p = super::common::memref_parts(ctx, src_ty)?;
    let mut shape = vec![];
    for g in groups {
        let mut size: i64 = 1;
        for &i in g {
            size = layout::sat_mul(size, *p.shape.get(usize::try_from(i).ok()?)?);
        }
        shape.push(size);
    }
    if layout::is_identity_layout(ctx, p.layout) {
        return memref_like(ctx, src_ty, shape, None);
    }
    let info = layout::strides_and_offset(ctx, src_ty)?;
    let l = super::reshape::collapsed_layout(&p.shape, &info, groups)?;
    strided_type(ctx, src_ty, shape, l)
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a cast that only forgets static information
/// collapses the cast's source (and casts when the type changes).
fn collapse_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = def::<CastOp>(ctx, ctx.ops[op].operands[0]) else {
        return false;
    };
    if !can_fold_into_consumer(ctx, cast.id()) {
        return false;
    }
    let cast_src = ctx.ops[cast.id()].operands[0];
    let groups = reassociation(ctx, op);
    let res_ty = ctx.value_type(result(ctx, op));
    let src_ty = ctx.value_type(cast_src);
    let Some(new_ty) = collapsed_type(rw.ctx, src_ty, &groups) else {
        return false;
    };
    if new_ty == res_ty {
        rw.modify(op, |ctx| ctx.set_operand(op, 0, cast_src));
    } else {
        let n = new_collapse(rw, op, new_ty, cast_src, &groups);
        cast_to(rw, op, n);
    }
    true
}

pub static EXPAND_SHAPE: &[Pattern] = &[
    Pattern::new("ComposeReassociativeReshapeOps<ExpandShapeOp>", |rw, op| {
        compose_reshapes(rw, op, true)
    }),
    Pattern::new("ComposeExpandOfCollapseOp", expand_of_collapse),
];

pub static COLLAPSE_SHAPE: &[Pattern] = &[
    Pattern::new(
        "ComposeReassociativeReshapeOps<CollapseShapeOp>",
        |rw, op| compose_reshapes(rw, op, false),
    ),
    Pattern::new("ComposeCollapseOfExpandOp", collapse_of_expand),
    Pattern::new("CollapseShapeOpMemRefCastFolder", collapse_of_cast),
];
