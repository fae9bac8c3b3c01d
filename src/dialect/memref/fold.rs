//! `memref`'s memory effects, folders and canonicalization patterns (MLIR 19's MemRefOps.td and
//! MemRefOps.cpp), and its constant materializer (an `arith.constant`).

use super::ops::*;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId, DYNAMIC};
use crate::ods::typed::{build_state, Group};
use crate::ods::{Effect, EffectInstance, EffectOn, FoldResult, FoldValue, TypedOp};
use crate::transforms::consts::{int_attr_value, int_or_splat};
use crate::transforms::matchers::{constant, def};
use crate::transforms::{Pattern, Rewriter};

type Ops<'a> = &'a [Option<Attribute>];

// ---- effects ---------------------------------------------------------------------------------------------

fn eff(effect: Effect, on: EffectOn) -> EffectInstance {
    EffectInstance {
        effect,
        on,
        resource: None,
    }
}

pub fn alloc_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Allocate, EffectOn::Result(0)));
}

pub fn alloca_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Allocate,
        on: EffectOn::Result(0),
        resource: Some("AutomaticAllocationScope"),
    });
}

pub fn realloc_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Free, EffectOn::Operand(0)));
    out.push(eff(Effect::Allocate, EffectOn::Result(0)));
}

pub fn read_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Read, EffectOn::Operand(0)));
}

pub fn write_second_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Write, EffectOn::Operand(1)));
}

pub fn read_write_effects(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    // `atomic_rmw`'s memref is its second operand.
    let i = if AtomicRMWOp::is(ctx, op) { 1 } else { 0 };
    out.push(eff(Effect::Read, EffectOn::Operand(i)));
    out.push(eff(Effect::Write, EffectOn::Operand(i)));
}

pub fn copy_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Read, EffectOn::Operand(0)));
    out.push(eff(Effect::Write, EffectOn::Operand(1)));
}

pub fn dealloc_effects(_: &Context, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(eff(Effect::Free, EffectOn::Operand(0)));
}

/// `DmaStartOp::getEffects`: reads its source, writes its destination, reads its tag.
pub fn dma_start_effects(ctx: &Context, op: OpId, out: &mut Vec<EffectInstance>) {
    let ops = &ctx.ops[op].operands;
    let rank = |v: ValueId| ctx.shape(ctx.value_type(v)).map_or(0, |s| s.len());
    let src_rank = ops.first().map_or(0, |v| rank(*v));
    let dst = 1 + src_rank;
    let dst_rank = ops.get(dst).map_or(0, |v| rank(*v));
    let tag = dst + 1 + dst_rank + 1;
    out.push(eff(Effect::Read, EffectOn::Operand(0)));
    out.push(eff(Effect::Write, EffectOn::Operand(dst)));
    out.push(eff(Effect::Read, EffectOn::Operand(tag)));
}

// ---- helpers ---------------------------------------------------------------------------------------------

fn value(v: ValueId) -> FoldResult {
    FoldResult::Values(vec![FoldValue::Value(v)])
}

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::UnrankedMemRef { .. })
}

/// `foldMemRefCast`: operands defined by a `memref.cast` of a ranked memref use its source
/// instead (except the value `inner`).
pub fn fold_memref_cast(ctx: &mut Context, op: OpId, inner: Option<ValueId>) -> bool {
    let mut folded = false;
    for i in 0..ctx.ops[op].operands.len() {
        let v = ctx.ops[op].operands[i];
        let Some(c) = def::<CastOp>(ctx, v) else {
            continue;
        };
        let src = ctx.ops[c.id()].operands[0];
        if Some(v) != inner && !is_unranked(ctx, ctx.value_type(src)) {
            ctx.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

fn in_place_if(b: bool) -> FoldResult {
    if b {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `CastOp::canFoldIntoConsumerOp`: the cast only forgets static information.
pub(super) fn can_fold_into_consumer(ctx: &Context, cast: OpId) -> bool {
    let src = ctx.value_type(ctx.ops[cast].operands[0]);
    let res = ctx.value_type(ctx.ops[cast].results[0]);
    let (Some(s), Some(r)) = (
        super::common::memref_parts(ctx, src),
        super::common::memref_parts(ctx, res),
    ) else {
        return false;
    };
    if s.elem != r.elem || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some(si), Some(ri)) = (
        super::layout::strides_and_offset(ctx, src),
        super::layout::strides_and_offset(ctx, res),
    ) else {
        return false;
    };
    let widens = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    if s.shape.iter().zip(&r.shape).any(|(a, b)| widens(*a, *b)) {
        return false;
    }
    if widens(si.offset, ri.offset) {
        return false;
    }
    !si.strides
        .iter()
        .zip(&ri.strides)
        .any(|(a, b)| widens(*a, *b))
}

// ---- folders ---------------------------------------------------------------------------------------------

pub fn cast(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    in_place_if(fold_memref_cast(ctx, op, None))
}

pub fn copy(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let mut folded = false;
    for i in 0..ctx.ops[op].operands.len() {
        let v = ctx.ops[op].operands[i];
        if let Some(c) = def::<CastOp>(ctx, v) {
            if can_fold_into_consumer(ctx, c.id()) {
                let src = ctx.ops[c.id()].operands[0];
                ctx.set_operand(op, i, src);
                folded = true;
            }
        }
    }
    in_place_if(folded)
}

pub fn dealloc(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    in_place_if(fold_memref_cast(ctx, op, None))
}

pub fn load(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    in_place_if(fold_memref_cast(ctx, op, None))
}

pub fn prefetch(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    in_place_if(fold_memref_cast(ctx, op, None))
}

pub fn store(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let v = ctx.ops[op].operands[0];
    in_place_if(fold_memref_cast(ctx, op, Some(v)))
}

pub fn atomic_rmw(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let v = ctx.ops[op].operands[0];
    in_place_if(fold_memref_cast(ctx, op, Some(v)))
}

pub fn rank(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let t = ctx.value_type(ctx.ops[op].operands[0]);
    match ctx.shape(t).map(|s| s.len()) {
        Some(r) => {
            let it = ctx.index();
            let a = ctx.int_attr(it, r as i64);
            FoldResult::Values(vec![FoldValue::Attr(a)])
        }
        None => FoldResult::None,
    }
}

pub fn memory_space_cast(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    if let Some(p) = def::<MemorySpaceCastOp>(ctx, ctx.ops[op].operands[0]) {
        let src = ctx.ops[p.id()].operands[0];
        ctx.set_operand(op, 0, src);
        return FoldResult::InPlace;
    }
    FoldResult::None
}

/// The dynamic-size operand of dimension `dim` of a memref type, among `dynamic` (in order).
fn dynamic_dim_operand(shape: &[i64], dim: usize, dynamic: &[ValueId]) -> Option<ValueId> {
    let k = shape.iter().take(dim).filter(|d| **d == DYNAMIC).count();
    dynamic.get(k).copied()
}

/// `DimOp::getSpeculatability`: speculatable when the index is an `arith.constant` below the rank
/// of a ranked memref (upstream compares as signed: a negative constant passes).
pub fn dim_speculation(ctx: &Context, op: OpId) -> crate::ods::Speculation {
    use crate::ods::Speculation;
    let Some(&index) = ctx.ops[op].operands.get(1) else {
        return Speculation::NotSpeculatable;
    };
    let constant_index = ctx
        .defining_op(index)
        .filter(|d| crate::dialect::arith::ConstantOp::is(ctx, *d))
        .and_then(|d| crate::ods::prop(ctx, d, "value"))
        .and_then(|a| int_attr_value(ctx, a))
        .map(|v| v.s());
    let (Some(i), Some(src)) = (constant_index, ctx.ops[op].operands.first()) else {
        return Speculation::NotSpeculatable;
    };
    match super::common::memref_parts(ctx, ctx.value_type(*src)) {
        Some(parts) if (parts.shape.len() as i128) > i => Speculation::Speculatable,
        _ => Speculation::NotSpeculatable,
    }
}

pub fn dim(ctx: &mut Context, op: OpId, k: Ops) -> FoldResult {
    let Some(index) = k
        .get(1)
        .copied()
        .flatten()
        .and_then(|a| int_attr_value(ctx, a))
    else {
        return FoldResult::None;
    };
    let src = ctx.ops[op].operands[0];
    let Some(shape) = super::common::memref_parts(ctx, ctx.value_type(src)).map(|p| p.shape) else {
        return FoldResult::None;
    };
    let i = index.s();
    if i < 0 || i as usize >= shape.len() {
        return FoldResult::None;
    }
    let i = i as usize;
    if shape[i] != DYNAMIC {
        let it = ctx.index();
        let a = ctx.int_attr(it, shape[i]);
        return FoldResult::Values(vec![FoldValue::Attr(a)]);
    }
    if let Some(d) = ctx.defining_op(src) {
        if AllocOp::is(ctx, d) || AllocaOp::is(ctx, d) {
            let dynamic =
                crate::ods::operand_group(ctx, d, ctx.ops[d].def.unwrap_or(AllocOp::def()), 0)
                    .to_vec();
            if let Some(v) = dynamic_dim_operand(&shape, i, &dynamic) {
                return value(v);
            }
        }
        if ViewOp::is(ctx, d) {
            let v = ViewOp(d);
            let dynamic = v.sizes(ctx).to_vec();
            if let Some(v) = dynamic_dim_operand(&shape, i, &dynamic) {
                return value(v);
            }
        }
        if SubViewOp::is(ctx, d) {
            // The source dim the result dim `i` comes from, past the dropped dims.
            let Some(dropped) = super::canonicalize::subview_dropped_dims(ctx, d) else {
                return FoldResult::None;
            };
            let mut source_index = 0;
            let mut result_index = 0;
            for (k, dropped) in dropped.iter().enumerate() {
                if *dropped {
                    continue;
                }
                if result_index == i {
                    source_index = k;
                    break;
                }
                result_index += 1;
            }
            return dynamic_size_of(ctx, d, source_index);
        }
        if ReinterpretCastOp::is(ctx, d) {
            return dynamic_size_of(ctx, d, i);
        }
    }
    in_place_if(fold_memref_cast(ctx, op, None))
}

/// `OffsetSizeAndStrideOpInterface::getDynamicSize(i)` of a subview or reinterpret_cast (nothing
/// when that size is static: upstream asserts it is dynamic).
fn dynamic_size_of(ctx: &Context, op: OpId, i: usize) -> FoldResult {
    let o = super::views::OffsetsSizesStrides::of(ctx, op);
    if o.sizes.get(i) != Some(&DYNAMIC) {
        return FoldResult::None;
    }
    match dynamic_dim_operand(&o.sizes, i, &o.dyn_sizes) {
        Some(v) => value(v),
        None => FoldResult::None,
    }
}

pub fn reinterpret_cast(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let src = ctx.ops[op].operands[0];
    let prev = if let Some(p) = def::<ReinterpretCastOp>(ctx, src) {
        Some(ctx.ops[p.id()].operands[0])
    } else if let Some(p) = def::<CastOp>(ctx, src) {
        Some(ctx.ops[p.id()].operands[0])
    } else if let Some(p) = def::<SubViewOp>(ctx, src) {
        let offsets = super::mixed_list::static_list(ctx, p.id(), "static_offsets");
        offsets
            .iter()
            .all(|o| *o == 0)
            .then(|| ctx.ops[p.id()].operands[0])
    } else {
        None
    };
    if let Some(p) = prev {
        ctx.set_operand(op, 0, p);
        return FoldResult::InPlace;
    }
    let rt = ctx.value_type(ctx.ops[op].results[0]);
    let static_shape = ctx
        .shape(rt)
        .is_some_and(|s| s.iter().all(|d| *d != DYNAMIC));
    let offsets = super::mixed_list::static_list(ctx, op, "static_offsets");
    if static_shape && ctx.value_type(src) == rt && offsets.first() == Some(&0) {
        return value(src);
    }
    FoldResult::None
}

pub fn subview(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let src = ctx.ops[op].operands[0];
    let (rt, st) = (ctx.value_type(ctx.ops[op].results[0]), ctx.value_type(src));
    let static_shape = ctx
        .shape(rt)
        .is_some_and(|s| s.iter().all(|d| *d != DYNAMIC));
    if static_shape && rt == st {
        return value(src);
    }
    if let Some(prev) = def::<SubViewOp>(ctx, src) {
        let lists = |o: OpId| {
            (
                super::mixed_list::static_list(ctx, o, "static_offsets"),
                super::mixed_list::static_list(ctx, o, "static_sizes"),
                super::mixed_list::static_list(ctx, o, "static_strides"),
                SubViewOp(o).sizes(ctx).to_vec(),
            )
        };
        let (offs, sizes, strides, dyn_sizes) = lists(op);
        let (_, psizes, _, pdyn) = lists(prev.id());
        let zero = offs.iter().all(|o| *o == 0);
        let one = strides.iter().all(|s| *s == 1);
        if zero && one && sizes == psizes && dyn_sizes == pdyn && rt == st {
            return value(src);
        }
    }
    FoldResult::None
}

/// `foldReshapeOp` for `expand_shape`/`collapse_shape`: identity, or undoing the inverse
/// reshape when the result is its source type with at most one dynamic dimension.
fn reshape<Inverse: TypedOp>(ctx: &mut Context, op: OpId) -> FoldResult {
    let src = ctx.ops[op].operands[0];
    let rt = ctx.value_type(ctx.ops[op].results[0]);
    if ctx.value_type(src) == rt {
        return value(src);
    }
    let Some(inv) = def::<Inverse>(ctx, src) else {
        return FoldResult::None;
    };
    let inner = ctx.ops[inv.id()].operands[0];
    if ctx.value_type(inner) != rt {
        return FoldResult::None;
    }
    let dynamic = ctx
        .shape(rt)
        .map_or(0, |s| s.iter().filter(|d| **d == DYNAMIC).count());
    if dynamic < 2 {
        return value(inner);
    }
    // Perfect inverses: the same reassociation, and either an expansion then a collapse or no
    // group of the result with two dynamic sizes.
    let groups = |o: OpId| {
        ctx.get_attr(o, "reassociation")
            .and_then(|a| super::constraints::index_list_array(ctx, a))
    };
    let (Some(mine), Some(theirs)) = (groups(op), groups(inv.id())) else {
        return FoldResult::None;
    };
    if mine != theirs {
        return FoldResult::None;
    }
    let inv_rank = ctx.shape(ctx.value_type(src)).map_or(0, |s| s.len());
    let shape = ctx.shape(rt).unwrap_or_default();
    if shape.len() < inv_rank {
        return value(inner);
    }
    let at_most_one_dynamic = mine.iter().all(|g| {
        let start = g
            .first()
            .and_then(|i| usize::try_from(*i).ok())
            .unwrap_or(0);
        shape
            .iter()
            .skip(start)
            .take(g.len())
            .filter(|d| **d == DYNAMIC)
            .count()
            < 2
    });
    if at_most_one_dynamic {
        return value(inner);
    }
    FoldResult::None
}

pub fn expand_shape(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    reshape::<CollapseShapeOp>(ctx, op)
}
pub fn collapse_shape(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    reshape::<ExpandShapeOp>(ctx, op)
}

pub fn transpose(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let src = ctx.ops[op].operands[0];
    let identity =
        crate::ods::prop(ctx, op, "permutation").is_some_and(|a| match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => super::layout::is_identity_map(m),
            _ => false,
        });
    if identity && ctx.value_type(src) == ctx.value_type(ctx.ops[op].results[0]) {
        return value(src);
    }
    // Two transposes in a row: one with the composed permutation.
    if let Some(prev) = def::<TransposeOp>(ctx, src) {
        let perm = |o: OpId| {
            crate::ods::prop(ctx, o, "permutation").and_then(|a| match ctx.attr_kind(a) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
        };
        let (Some(outer), Some(inner)) = (perm(op), perm(prev.id())) else {
            return FoldResult::None;
        };
        let Some(composed) = compose_maps(&outer, &inner) else {
            return FoldResult::None;
        };
        let prev_src = ctx.ops[prev.id()].operands[0];
        ctx.set_operand(op, 0, prev_src);
        let a = ctx.attr(AttrKind::AffineMap(composed));
        ctx.set_prop(op, "permutation", a);
        return FoldResult::InPlace;
    }
    FoldResult::None
}

/// `AffineMap::compose` of maps without symbols whose results are dims (`outer`'s dims replaced
/// by `inner`'s results).
fn compose_maps(
    outer: &crate::ir::attrs::AffineMap,
    inner: &crate::ir::attrs::AffineMap,
) -> Option<crate::ir::attrs::AffineMap> {
    use crate::ir::attrs::AffineExpr;
    if outer.num_symbols != 0
        || inner.num_symbols != 0
        || outer.num_dims as usize != inner.results.len()
    {
        return None;
    }
    let results = outer
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => inner.results.get(*d as usize).cloned(),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(crate::ir::attrs::AffineMap {
        num_dims: inner.num_dims,
        num_symbols: 0,
        results,
    })
}

/// `ExtractStridedMetadataOp::fold`: results the source type knows statically are replaced by
/// `arith.constant`s made before the op (uses replaced directly, as upstream's folder does).
pub fn extract_strided_metadata(ctx: &mut Context, op: OpId, _k: Ops) -> FoldResult {
    let src = ctx.ops[op].operands[0];
    let st = ctx.value_type(src);
    let Some(parts) = super::common::memref_parts(ctx, st) else {
        return FoldResult::None;
    };
    let Some(info) = super::layout::strides_and_offset(ctx, st) else {
        return FoldResult::None;
    };
    let results = ctx.ops[op].results.to_vec();
    // base, offset, sizes..., strides...
    let rank = parts.shape.len();
    let mut statics: Vec<(ValueId, i64)> = vec![];
    if let Some(&r) = results.get(1) {
        statics.push((r, info.offset));
    }
    for i in 0..rank {
        if let Some(&r) = results.get(2 + i) {
            statics.push((r, parts.shape[i]));
        }
    }
    for i in 0..rank {
        if let Some(&r) = results.get(2 + rank + i) {
            statics.push((r, info.strides.get(i).copied().unwrap_or(DYNAMIC)));
        }
    }
    let loc = ctx.ops[op].loc;
    let mut any = false;
    for (r, v) in statics {
        if v == DYNAMIC || ctx.values[r].uses.is_empty() {
            continue;
        }
        let it = ctx.index();
        let a = ctx.int_attr(it, v);
        let st = crate::dialect::arith::fold::constant_state(ctx, a, it, loc);
        let c = ctx.create_op(st);
        ctx.insert_op_before(op, c);
        let cv = ctx.ops[c].results[0];
        ctx.replace_all_uses(r, cv);
        any = true;
    }
    in_place_if(any)
}

/// `MemRefDialect::materializeConstant`: an `arith.constant`.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    if !crate::dialect::arith::fold::buildable(ctx, value, ty) {
        return None;
    }
    Some(crate::dialect::arith::fold::constant_state(
        ctx, value, ty, loc,
    ))
}

// ---- patterns --------------------------------------------------------------------------------------------

/// `SimplifyAllocConst`: constant non-negative dynamic sizes become static, with a cast back.
fn simplify_alloc_const(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let def_ = ctx.ops[op].def.unwrap_or(AllocOp::def());
    let dynamic = crate::ods::operand_group(ctx, op, def_, 0).to_vec();
    let symbols = crate::ods::operand_group(ctx, op, def_, 1).to_vec();
    let const_size = |v: ValueId| {
        constant(ctx, v)
            .and_then(|a| int_or_splat(ctx, a))
            .filter(|i| !i.is_negative())
    };
    if !dynamic.iter().any(|v| const_size(*v).is_some()) {
        return false;
    }
    let ty = ctx.value_type(ctx.ops[op].results[0]);
    let Some(parts) = super::common::memref_parts(ctx, ty) else {
        return false;
    };
    let mut shape = vec![];
    let mut new_dynamic = vec![];
    let mut pos = 0;
    for &d in &parts.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let v = dynamic[pos];
        match const_size(v) {
            Some(c) => shape.push(c.u() as i64),
            None => {
                shape.push(DYNAMIC);
                new_dynamic.push(v);
            }
        }
        pos += 1;
    }
    let alignment = crate::ods::prop(ctx, op, "alignment");
    let loc = ctx.ops[op].loc;
    let new_ty = rw.ctx.ty(TypeKind::MemRef {
        shape,
        elem: parts.elem,
        layout: parts.layout,
        memory_space: parts.memory_space,
    });
    let st = build_state(
        rw.ctx,
        def_,
        loc,
        &[Group::One(new_ty)],
        &[Group::Many(&new_dynamic), Group::Many(&symbols)],
        &[("alignment", alignment)],
    );
    let alloc = rw.create(st);
    let av = rw.ctx.ops[alloc].results[0];
    let c = CastOp::build(rw, loc, ty, av).0;
    let cv = rw.ctx.ops[c].results[0];
    rw.replace_op(op, &[cv]);
    true
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated goes, with those users.
fn simplify_dead_alloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let r = ctx.ops[op].results[0];
    let users: Vec<OpId> = ctx.values[r].uses.iter().rev().map(|u| u.op).collect();
    for &u in &users {
        if StoreOp::is(ctx, u) {
            if ctx.ops[u].operands[0] == r {
                return false;
            }
            continue;
        }
        if !DeallocOp::is(ctx, u) {
            return false;
        }
    }
    let mut seen = vec![];
    for u in users {
        if !seen.contains(&u) {
            seen.push(u);
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

pub static ALLOC: &[Pattern] = &[
    Pattern::new("SimplifyAllocConst<AllocOp>", simplify_alloc_const),
    Pattern::new("SimplifyDeadAlloc<AllocOp>", simplify_dead_alloc),
];
pub static ALLOCA: &[Pattern] = &[
    Pattern::new("SimplifyAllocConst<AllocaOp>", simplify_alloc_const),
    Pattern::new("SimplifyDeadAlloc<AllocaOp>", simplify_dead_alloc),
];
pub static REALLOC: &[Pattern] = &[Pattern::new(
    "SimplifyDeadAlloc<ReallocOp>",
    simplify_dead_alloc,
)];

/// `FoldCopyOfCast`: a copy through a cast to the same shape and element type uses the cast's
/// source (upstream compares the cast's source type with itself, so any ranked cast qualifies).
fn fold_copy_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let mut modified = false;
    for i in 0..2 {
        let v = rw.ctx.ops[op].operands[i];
        let Some(c) = def::<CastOp>(rw.ctx, v) else {
            continue;
        };
        let src = rw.ctx.ops[c.id()].operands[0];
        if super::common::memref_parts(rw.ctx, rw.ctx.value_type(src)).is_some() {
            rw.modify(op, |ctx| ctx.set_operand(op, i, src));
            modified = true;
        }
    }
    modified
}

fn is_empty_memref(ctx: &Context, t: Type) -> bool {
    ctx.shape(t).is_some_and(|s| s.contains(&0))
}

fn fold_empty_copy(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (s, t) = (ctx.ops[op].operands[0], ctx.ops[op].operands[1]);
    if is_empty_memref(ctx, ctx.value_type(s)) || is_empty_memref(ctx, ctx.value_type(t)) {
        rw.erase_op(op);
        return true;
    }
    false
}

fn fold_self_copy(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if rw.ctx.ops[op].operands[0] != rw.ctx.ops[op].operands[1] {
        return false;
    }
    rw.erase_op(op);
    true
}

pub static COPY: &[Pattern] = &[
    Pattern::new("FoldCopyOfCast", fold_copy_of_cast),
    Pattern::new("FoldEmptyCopy", fold_empty_copy),
    Pattern::new("FoldSelfCopy", fold_self_copy),
];

/// `DimOfMemRefReshape`: `dim(reshape(x, shape), i)` is `load shape[i]` right after the reshape.
fn dim_of_reshape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(reshape) = def::<ReshapeOp>(ctx, ctx.ops[op].operands[0]) else {
        return false;
    };
    let reshape = reshape.id();
    let index = ctx.ops[op].operands[1];
    let rblock = ctx.ops[reshape].parent;
    if ctx.value_block(index) == rblock {
        if let Some(d) = ctx.defining_op(index) {
            // The index must be defined before the reshape.
            let mut cur = ctx.ops[reshape].next;
            while let Some(o) = cur {
                if o == d {
                    return false;
                }
                cur = ctx.ops[o].next;
            }
        }
    } else if ctx.ops[op].parent != rblock {
        let index_region = ctx.value_block(index).and_then(|b| ctx.blocks[b].parent);
        let reshape_region = rblock.and_then(|b| ctx.blocks[b].parent);
        // `isProperAncestor`.
        let mut r = reshape_region
            .and_then(|r| ctx.regions[r].parent)
            .and_then(|p| ctx.ops[p].parent)
            .and_then(|b| ctx.blocks[b].parent);
        let mut ok = false;
        while let Some(x) = r {
            if Some(x) == index_region {
                ok = true;
                break;
            }
            r = ctx.regions[x]
                .parent
                .and_then(|p| ctx.ops[p].parent)
                .and_then(|b| ctx.blocks[b].parent);
        }
        if !ok {
            return false;
        }
    }
    let shape = ctx.ops[reshape].operands[1];
    let loc = ctx.ops[op].loc;
    let dim_ty = ctx.value_type(ctx.ops[op].results[0]);
    let elem = ctx.element_type(ctx.value_type(shape));
    rw.set_insertion_point_after(reshape);
    let l = LoadOp::build(rw, loc, elem, shape, &[index], None).0;
    let mut v = rw.ctx.ops[l].results[0];
    if elem != dim_ty {
        let c = crate::dialect::arith::IndexCastOp::build(rw, loc, dim_ty, v).0;
        v = rw.ctx.ops[c].results[0];
    }
    rw.replace_op(op, &[v]);
    true
}

pub static DIM: &[Pattern] = &[Pattern::new("DimOfMemRefReshape", dim_of_reshape)];

/// An op that allocates on the automatic allocation scope, or might (`isOpItselfPotentialAutomaticAllocation`).
fn potential_automatic_allocation(ctx: &Context, op: OpId) -> bool {
    if crate::transforms::effects::has_recursive_effects(ctx, op) {
        return false;
    }
    match crate::transforms::effects::op_effects(ctx, op) {
        None => true,
        Some(e) => e.iter().any(|x| {
            x.effect == Effect::Allocate
                && matches!(x.on, EffectOn::Result(_))
                && x.resource == Some("AutomaticAllocationScope")
        }),
    }
}

/// The op is the last before its block's terminator, in a region of one block.
fn last_non_terminator_in_region(ctx: &Context, op: OpId) -> bool {
    let Some(b) = ctx.ops[op].parent else {
        return false;
    };
    let single = ctx.blocks[b]
        .parent
        .is_some_and(|r| ctx.regions[r].first == Some(b) && ctx.blocks[b].next.is_none());
    ctx.ops[op].next.is_some() && ctx.ops[op].next == ctx.blocks[b].last && single
}

fn has_alloca_scope(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op]
        .def
        .is_some_and(|d| d.has(crate::ods::traits::ALLOCA_SCOPE))
}

/// `AllocaScopeInliner`: a scope whose body cannot allocate on it (or that is the last op of an
/// enclosing scope) is inlined into its parent.
fn alloca_scope_inliner(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let mut potential = false;
    let mut stack: Vec<OpId> = vec![];
    for &r in &ctx.ops[op].regions {
        for b in ctx.blocks_iter(r) {
            stack.extend(ctx.ops_iter(b).collect::<Vec<_>>().into_iter().rev());
        }
    }
    while let Some(o) = stack.pop() {
        if potential_automatic_allocation(ctx, o) {
            potential = true;
            break;
        }
        if has_alloca_scope(ctx, o) {
            continue;
        }
        for &r in ctx.ops[o].regions.iter().rev() {
            for b in ctx.blocks_iter(r).collect::<Vec<_>>().into_iter().rev() {
                stack.extend(ctx.ops_iter(b).collect::<Vec<_>>().into_iter().rev());
            }
        }
    }
    if potential {
        if !ctx.parent_op(op).is_some_and(|p| has_alloca_scope(ctx, p)) {
            return false;
        }
        if !last_non_terminator_in_region(ctx, op) {
            return false;
        }
    }
    let Some(&region) = ctx.ops[op].regions.first() else {
        return false;
    };
    let Some(block) = ctx.regions[region].first else {
        return false;
    };
    let Some(term) = ctx.blocks[block].last else {
        return false;
    };
    let results = ctx.ops[term].operands.to_vec();
    let Some(ip) = crate::transforms::InsertPoint::before(ctx, op) else {
        return false;
    };
    rw.inline_block_before(block, ip, &[]);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

pub static ALLOCA_SCOPE: &[Pattern] = &[Pattern::new("AllocaScopeInliner", alloca_scope_inliner)];
