//! The `memref` dialect's runtime checks (upstream 19's `RuntimeVerifiableOpInterface` models in
//! MemRef/Transforms/RuntimeOpVerification.cpp), which `generate-runtime-verification` inserts:
//! in-bounds indices of `memref.load`/`memref.store`, sizes, offset and strides of a
//! `memref.cast` (and the rank, from an unranked source), whole groups of a `memref.expand_shape`,
//! and the linear extent of a `memref.subview` or `memref.reinterpret_cast` within its source.
//! Each failed check is a `cf.assert` with upstream's message
//! ([`crate::transforms::runtime_verification::error_message`]).

use super::common::memref_parts;
use super::layout::strides_and_offset;
use super::ops::{
    CastOp, DimOp, ExpandShapeOp, ExtractStridedMetadataOp, LoadOp, RankOp, ReinterpretCastOp,
    StoreOp, SubViewOp,
};
use crate::dialect::affine::folded_apply::{composed_folded_apply, Ofr};
use crate::dialect::arith::ops::{AndIOp, CmpIOp, ConstantOp, RemSIOp};
use crate::dialect::cf::AssertOp;
use crate::ir::attrs::AffineExpr;
use crate::ir::{Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::ods::registry::GenerateChecksFn;
use crate::ods::typed::{build_state, Group};
use crate::ods::TypedOp;
use crate::rewrite::Rewriter;
use crate::transforms::runtime_verification::error_message;

/// The registry's `runtime_verification` hook: the ops upstream 19 attaches a model to.
pub fn hook(ctx: &Context, op: OpId) -> Option<GenerateChecksFn> {
    let f: GenerateChecksFn = match ctx.ops[op].def?.name {
        CastOp::NAME => cast,
        ExpandShapeOp::NAME => expand_shape,
        LoadOp::NAME => load,
        StoreOp::NAME => store,
        ReinterpretCastOp::NAME => reinterpret_cast,
        SubViewOp::NAME => subview,
        _ => return None,
    };
    Some(f)
}

// ---- builders -------------------------------------------------------------------------------------------------

/// `arith.constant <v> : index`.
fn const_index(rw: &mut Rewriter<'_>, loc: Attribute, v: i64) -> ValueId {
    let index = rw.ctx.index();
    let value = rw.ctx.int_attr(index, v);
    let c = ConstantOp::build(rw, loc, index, value).id();
    rw.ctx.result(c, 0)
}

/// CmpI predicates, as stored.
const EQ: i64 = 0;
const SLE: i64 = 3;
const SGE: i64 = 5;
const SLT: i64 = 2;

/// `arith.cmpi`, created (`fold == false`) or created and folded (`createOrFold`).
fn cmpi(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    pred: i64,
    lhs: ValueId,
    rhs: ValueId,
    fold: bool,
) -> ValueId {
    let i1 = rw.ctx.i1();
    let pred = rw.ctx.i64_attr(pred);
    if !fold {
        let c = CmpIOp::build(rw, loc, i1, lhs, rhs, pred).id();
        return rw.ctx.result(c, 0);
    }
    let st = build_state(
        rw.ctx,
        CmpIOp::def(),
        loc,
        &[Group::One(i1)],
        &[Group::One(lhs), Group::One(rhs)],
        &[("predicate", Some(pred))],
    );
    first(rw.create_or_fold(st), lhs)
}

/// `arith.andi` of two `i1`s, folded where it can be.
fn and_folded(rw: &mut Rewriter<'_>, loc: Attribute, lhs: ValueId, rhs: ValueId) -> ValueId {
    let i1 = rw.ctx.i1();
    let st = build_state(
        rw.ctx,
        AndIOp::def(),
        loc,
        &[Group::One(i1)],
        &[Group::One(lhs), Group::One(rhs)],
        &[],
    );
    first(rw.create_or_fold(st), lhs)
}

/// `memref.dim %m, <i>` (the index a new constant), created or folded.
fn dim(rw: &mut Rewriter<'_>, loc: Attribute, memref: ValueId, i: i64, fold: bool) -> ValueId {
    let c = const_index(rw, loc, i);
    let index = rw.ctx.index();
    if !fold {
        let d = DimOp::build(rw, loc, index, memref, c).id();
        return rw.ctx.result(d, 0);
    }
    let st = build_state(
        rw.ctx,
        DimOp::def(),
        loc,
        &[Group::One(index)],
        &[Group::One(memref), Group::One(c)],
        &[],
    );
    first(rw.create_or_fold(st), memref)
}

/// The single value a fold gave (`fallback` never occurs for these one-result ops).
fn first(vals: Vec<ValueId>, fallback: ValueId) -> ValueId {
    vals.first().copied().unwrap_or(fallback)
}

/// `cf.assert %cond, "<upstream's message>"`.
fn assert(rw: &mut Rewriter<'_>, loc: Attribute, op: OpId, cond: ValueId, msg: &str) {
    let text = error_message(rw.ctx, op, msg);
    let msg = rw.ctx.string_attr(&text);
    AssertOp::build(rw, loc, cond, msg);
}

/// `memref.extract_strided_metadata %m` of a ranked memref: (base, offset, sizes, strides).
fn extract_metadata(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    memref: ValueId,
) -> Option<(ValueId, Vec<ValueId>, Vec<ValueId>)> {
    let t = rw.ctx.value_type(memref);
    let parts = memref_parts(rw.ctx, t)?;
    let rank = parts.shape.len();
    let base = rw.ctx.ty(TypeKind::MemRef {
        shape: vec![],
        elem: parts.elem,
        layout: None,
        memory_space: parts.memory_space,
    });
    let index = rw.ctx.index();
    let idx = vec![index; rank];
    let op = ExtractStridedMetadataOp::build(rw, loc, base, index, &idx, &idx, memref).id();
    let results = rw.ctx.ops[op].results.to_vec();
    let offset = results[1];
    let sizes = results[2..2 + rank].to_vec();
    let strides = results[2 + rank..].to_vec();
    Some((offset, sizes, strides))
}

// ---- load / store ---------------------------------------------------------------------------------------------

/// `0 <= index#i < dim#i` for every index, as one condition.
fn in_bounds(rw: &mut Rewriter<'_>, op: OpId, memref: ValueId, indices: &[ValueId]) {
    let loc = rw.ctx.ops[op].loc;
    let t = rw.ctx.value_type(memref);
    let rank = rw.ctx.shape(t).map_or(0, |s| s.len());
    if rank == 0 || indices.len() < rank {
        return;
    }
    let zero = const_index(rw, loc, 0);
    let mut cond = None;
    for (i, &index) in indices.iter().enumerate().take(rank) {
        let d = dim(rw, loc, memref, i as i64, true);
        let ge_low = cmpi(rw, loc, SGE, index, zero, true);
        let lt_high = cmpi(rw, loc, SLT, index, d, true);
        let both = and_folded(rw, loc, ge_low, lt_high);
        cond = Some(match cond {
            Some(c) => and_folded(rw, loc, c, both),
            None => both,
        });
    }
    if let Some(c) = cond {
        assert(rw, loc, op, c, "out-of-bounds access");
    }
}

fn load(rw: &mut Rewriter<'_>, op: OpId) {
    let l = LoadOp::from_id(op);
    let (memref, indices) = (l.memref(rw.ctx), l.indices(rw.ctx).to_vec());
    in_bounds(rw, op, memref, &indices);
}

fn store(rw: &mut Rewriter<'_>, op: OpId) {
    let s = StoreOp::from_id(op);
    let (memref, indices) = (s.memref(rw.ctx), s.indices(rw.ctx).to_vec());
    in_bounds(rw, op, memref, &indices);
}

// ---- cast -----------------------------------------------------------------------------------------------------

/// What a cast to a ranked type promises and the source may not hold: its rank (from an
/// unranked source), each static size the source has dynamic, the static offset and strides.
fn cast(rw: &mut Rewriter<'_>, op: OpId) {
    let c = CastOp::from_id(op);
    let loc = rw.ctx.ops[op].loc;
    let src = c.source(rw.ctx);
    let src_ty = rw.ctx.value_type(src);
    let result_ty = rw.ctx.value_type(c.dest(rw.ctx));
    let Some(result) = memref_parts(rw.ctx, result_ty) else {
        return;
    };
    let rank = result.shape.len();
    let src_shape = memref_parts(rw.ctx, src_ty).map(|p| p.shape);
    if src_shape.is_none() {
        let index = rw.ctx.index();
        let r = RankOp::build(rw, loc, index, src).id();
        let src_rank = rw.ctx.result(r, 0);
        let want = const_index(rw, loc, rank as i64);
        let same = cmpi(rw, loc, EQ, src_rank, want, false);
        assert(rw, loc, op, same, "rank mismatch");
    }
    // The source seen through a fully dynamic strided layout, whose metadata can be read.
    let dynamic = vec![DYNAMIC; rank];
    let layout = super::layout::strided_layout(rw.ctx, dynamic.clone(), DYNAMIC);
    let dyn_ty = rw.ctx.ty(TypeKind::MemRef {
        shape: dynamic,
        elem: result.elem,
        layout: Some(layout),
        memory_space: result.memory_space,
    });
    let helper = CastOp::build(rw, loc, dyn_ty, src).id();
    let helper = rw.ctx.result(helper, 0);
    let Some((offset, _, strides)) = extract_metadata(rw, loc, helper) else {
        return;
    };
    for (i, &size) in result.shape.iter().enumerate() {
        let src_dynamic = src_shape
            .as_ref()
            .is_none_or(|s| s.get(i).is_some_and(|&d| d == DYNAMIC));
        if !src_dynamic || size == DYNAMIC {
            continue;
        }
        let src_size = dim(rw, loc, src, i as i64, false);
        let want = const_index(rw, loc, size);
        let same = cmpi(rw, loc, EQ, src_size, want, false);
        assert(rw, loc, op, same, &format!("size mismatch of dim {i}"));
    }
    let Some(info) = strides_and_offset(rw.ctx, result_ty) else {
        return;
    };
    if info.offset != DYNAMIC {
        let want = const_index(rw, loc, info.offset);
        let same = cmpi(rw, loc, EQ, offset, want, false);
        assert(rw, loc, op, same, "offset mismatch");
    }
    for (i, &stride) in info.strides.iter().enumerate() {
        if stride == DYNAMIC {
            continue;
        }
        let Some(&actual) = strides.get(i) else {
            continue;
        };
        let want = const_index(rw, loc, stride);
        let same = cmpi(rw, loc, EQ, actual, want, false);
        assert(rw, loc, op, same, &format!("stride mismatch of dim {i}"));
    }
}

// ---- expand_shape ---------------------------------------------------------------------------------------------

/// Each source dim is a multiple of the product of the static sizes of its group.
fn expand_shape(rw: &mut Rewriter<'_>, op: OpId) {
    let e = ExpandShapeOp::from_id(op);
    let loc = rw.ctx.ops[op].loc;
    let src = e.src(rw.ctx);
    let result_ty = rw.ctx.value_type(e.result(rw.ctx));
    let shape = rw
        .ctx
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let groups = super::reshape::reassociation(rw.ctx, op);
    for (i, group) in groups.iter().enumerate() {
        let src_size = dim(rw, loc, src, i as i64, false);
        let mut product: i64 = 1;
        for &d in group {
            match shape.get(d as usize) {
                Some(&s) if s != DYNAMIC => product = product.wrapping_mul(s),
                _ => {}
            }
        }
        let divisor = const_index(rw, loc, product);
        let index = rw.ctx.index();
        let m = RemSIOp::build(rw, loc, index, src_size, divisor).id();
        let m = rw.ctx.result(m, 0);
        let zero = const_index(rw, loc, 0);
        let zero_rem = cmpi(rw, loc, EQ, m, zero, false);
        assert(
            rw,
            loc,
            op,
            zero_rem,
            "static result dims in reassoc group do not divide src dim evenly",
        );
    }
}

// ---- subview / reinterpret_cast -------------------------------------------------------------------------------

/// A memref's metadata as upstream's `getConstified*`: static parts of its type as constants.
fn constified(static_value: i64, value: ValueId) -> Ofr {
    if static_value == DYNAMIC {
        Ofr::Value(value)
    } else {
        Ofr::Const(static_value)
    }
}

/// `offset + sum(index_i * stride_i)`, folded and composed; a constant result becomes an
/// `arith.constant`.
fn linear_index(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    offset: Ofr,
    strides: &[Ofr],
    indices: &[Ofr],
) -> ValueId {
    let mut expr = AffineExpr::Symbol(0);
    let mut operands = vec![offset];
    for (i, (&stride, &index)) in strides.iter().zip(indices).enumerate() {
        let k = 1 + 2 * i as u32;
        expr = expr + AffineExpr::Symbol(k) * AffineExpr::Symbol(k + 1);
        operands.push(index);
        operands.push(stride);
    }
    match composed_folded_apply(rw, loc, &expr, &operands) {
        Ofr::Value(v) => v,
        Ofr::Const(c) => const_index(rw, loc, c),
    }
}

/// `[low, high)`: the linear positions `memref` covers.
fn linear_bounds(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    memref: ValueId,
) -> Option<(ValueId, ValueId)> {
    let t = rw.ctx.value_type(memref);
    let shape = memref_parts(rw.ctx, t)?.shape;
    let info = strides_and_offset(rw.ctx, t)?;
    let (offset, sizes, strides) = extract_metadata(rw, loc, memref)?;
    let offset = constified(info.offset, offset);
    let strides: Vec<Ofr> = info
        .strides
        .iter()
        .zip(&strides)
        .map(|(&s, &v)| constified(s, v))
        .collect();
    let sizes: Vec<Ofr> = shape
        .iter()
        .zip(&sizes)
        .map(|(&s, &v)| constified(s, v))
        .collect();
    let zeros = vec![Ofr::Const(0); sizes.len()];
    let low = linear_index(rw, loc, offset, &strides, &zeros);
    let high = linear_index(rw, loc, offset, &strides, &sizes);
    Some((low, high))
}

/// The view's linear extent lies within its source's: `low >= base_low && high <= base_high`.
fn within_source(rw: &mut Rewriter<'_>, op: OpId, source: ValueId, view: ValueId, msg: &str) {
    let loc = rw.ctx.ops[op].loc;
    rw.set_insertion_point_after(op);
    let Some((base_low, base_high)) = linear_bounds(rw, loc, source) else {
        return;
    };
    let Some((low, high)) = linear_bounds(rw, loc, view) else {
        return;
    };
    let ge_low = cmpi(rw, loc, SGE, low, base_low, true);
    let le_high = cmpi(rw, loc, SLE, high, base_high, true);
    let cond = and_folded(rw, loc, ge_low, le_high);
    assert(rw, loc, op, cond, msg);
}

fn subview(rw: &mut Rewriter<'_>, op: OpId) {
    let s = SubViewOp::from_id(op);
    let (source, view) = (s.source(rw.ctx), s.result(rw.ctx));
    within_source(
        rw,
        op,
        source,
        view,
        "subview is out-of-bounds of the base memref",
    );
}

/// Upstream reads the source's metadata, which an unranked source has none of: such a cast gets
/// no check here.
fn reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId) {
    let r = ReinterpretCastOp::from_id(op);
    let (source, view) = (r.source(rw.ctx), r.result(rw.ctx));
    let source_ty: Type = rw.ctx.value_type(source);
    if memref_parts(rw.ctx, source_ty).is_none() {
        return;
    }
    within_source(
        rw,
        op,
        source,
        view,
        "result of reinterpret_cast is out-of-bounds of the base memref",
    );
}
