//! Small helpers the vector lowerings share: vector type parts, attribute makers, alignments, and
//! the ops of other dialects the lowerings create (`arith`, `memref`).

use super::rewrite::VRewriter;
use irbridge::dialect::arith;
use irbridge::dialect::memref::DimOp;
use irbridge::dialect::vector::{vector_parts, vector_type};
use irbridge::ir::float::FloatKind;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};

/// The (shape, scalable flags, element type) of a vector type, owned.
pub fn vparts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    vector_parts(ctx, t).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
}

/// The location of `op`.
pub fn loc_of(ctx: &Context, op: OpId) -> Attribute {
    ctx.ops[op].loc
}

/// The type of `v`.
pub fn ty(ctx: &Context, v: ValueId) -> Type {
    ctx.value_type(v)
}

/// A `vector<shape x elem>` with the scalable flags of `like` (or all fixed).
pub fn vec_ty(ctx: &mut Context, shape: Vec<i64>, scalable: Vec<bool>, elem: Type) -> Type {
    vector_type(ctx, shape, scalable, elem)
}

/// The little-endian bytes of `v` in `n` bytes.
fn le_bytes(v: u128, n: usize) -> Vec<u8> {
    (0..n).map(|i| (v >> (8 * i)) as u8).collect()
}

/// Bytes per element of a dense attribute of element type `elem`.
pub fn elem_bytes(ctx: &Context, elem: Type) -> usize {
    irbridge::parse::attrs::dense_elem_bytes(ctx, elem)
}

/// A dense splat of raw element bits `bits` for the shaped type `ty`.
pub fn dense_splat_bits(ctx: &mut Context, ty: Type, bits: u128) -> Attribute {
    let elem = ctx.element_type(ty);
    let n = elem_bytes(ctx, elem);
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat: true,
        data: le_bytes(bits, n).into_boxed_slice(),
    })
}

/// A dense attribute of `ty` from raw element bits, one per element (a splat when all are equal).
pub fn dense_bits(ctx: &mut Context, ty: Type, values: &[u128]) -> Attribute {
    let elem = ctx.element_type(ty);
    let n = elem_bytes(ctx, elem);
    if !values.is_empty() && values.iter().all(|v| *v == values[0]) {
        return dense_splat_bits(ctx, ty, values[0]);
    }
    let mut data = Vec::with_capacity(values.len() * n);
    for v in values {
        data.extend(le_bytes(*v, n));
    }
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat: false,
        data: data.into_boxed_slice(),
    })
}

/// The zero attribute of a scalar or vector type (`Builder::getZeroAttr`).
pub fn zero_attr(ctx: &mut Context, t: Type) -> Attribute {
    match ctx.kind(t).clone() {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => dense_splat_bits(ctx, t, 0),
        TypeKind::Float(_) => ctx.attr(AttrKind::Float { bits: 0, ty: t }),
        _ => ctx.int_attr(t, 0),
    }
}

/// A float attribute of `t` (a float type) from an `f64` value.
pub fn float_attr(ctx: &mut Context, t: Type, v: f64) -> Attribute {
    let bits = match ctx.float_kind(t) {
        Some(k) => irbridge::ir::float::from_f64(k, v),
        None => 0,
    };
    ctx.attr(AttrKind::Float { bits, ty: t })
}

/// The float kind of a float type.
pub fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    ctx.float_kind(t)
}

/// The width of an integer type, 64 for index.
pub fn int_width(ctx: &Context, t: Type) -> u32 {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    }
}

/// LLVM's preferred alignment (in bytes) of a converted type under the default data layout
/// (`TypeToLLVMIRTranslator::getPreferredAlignment` with an empty layout string).
pub fn preferred_alignment(ctx: &Context, t: Type) -> u64 {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => match width {
            0..=8 => 1,
            9..=16 => 2,
            17..=32 => 4,
            _ => 8,
        },
        TypeKind::Index => 8,
        TypeKind::Float(k) => match k.bit_width() {
            16 => 2,
            32 => 4,
            64 => 8,
            80 | 128 => 16,
            _ => 1,
        },
        TypeKind::Vector { shape, elem, .. } => {
            let bits = shape.iter().product::<i64>().max(0) as u64 * elem_bits(ctx, *elem);
            bits.div_ceil(8).max(1).next_power_of_two()
        }
        _ => 8,
    }
}

fn elem_bits(ctx: &Context, t: Type) -> u64 {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Index => 64,
        TypeKind::Float(k) => u64::from(k.bit_width()),
        _ => 64,
    }
}

/// `arith.constant value : t`.
pub fn arith_constant<R: VRewriter>(
    rw: &mut R,
    loc: Attribute,
    t: Type,
    value: Attribute,
) -> ValueId {
    let op = arith::ConstantOp::build(rw, loc, t, value);
    rw.c().result(op.0, 0)
}

/// `arith.constant n : index`.
pub fn index_constant<R: VRewriter>(rw: &mut R, loc: Attribute, n: i64) -> ValueId {
    let t = rw.ctx().index();
    let a = rw.ctx().int_attr(t, n);
    arith_constant(rw, loc, t, a)
}

/// `getValueOrCreateCastToIndexLike(b, loc, target, v)`: `v` itself if it has type `target`, else an
/// `arith.index_cast` (index ↔ integer) or `arith.extsi`/`arith.trunci` (integer ↔ integer).
pub fn cast_to_index_like<R: VRewriter>(
    rw: &mut R,
    loc: Attribute,
    target: Type,
    v: ValueId,
) -> ValueId {
    let from = rw.c().value_type(v);
    if from == target {
        return v;
    }
    let ctx = rw.c();
    let op = if ctx.is_index(from) || ctx.is_index(target) {
        arith::IndexCastOp::build(rw, loc, target, v).0
    } else if int_width(ctx, from) < int_width(ctx, target) {
        arith::ExtSIOp::build(rw, loc, target, v).0
    } else {
        arith::TruncIOp::build(rw, loc, target, v).0
    };
    rw.c().result(op, 0)
}

/// `vector::createOrFoldDimOp` on a memref: the `arith.constant` dimension index, then either
/// the constant size it folds to (the index constant stays, unused, as upstream's) or a
/// `memref.dim`.
pub fn dim_of<R: VRewriter>(rw: &mut R, loc: Attribute, source: ValueId, dim: usize) -> ValueId {
    let t = rw.c().value_type(source);
    let size = rw.c().shape(t).and_then(|s| s.get(dim).copied());
    let c = index_constant(rw, loc, dim as i64);
    if let Some(s) = size.filter(|s| *s != irbridge::ir::DYNAMIC) {
        return index_constant(rw, loc, s);
    }
    let index = rw.ctx().index();
    DimOp::build(rw, loc, index, source, c).result(rw.c())
}

/// The results of `op`.
pub fn results(ctx: &Context, op: OpId) -> Vec<ValueId> {
    ctx.ops[op].results.to_vec()
}

/// The first result of `op`.
pub fn result0(ctx: &Context, op: OpId) -> ValueId {
    ctx.result(op, 0)
}

/// `array<i64: ...>`.
pub fn dense_i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elem = ctx.i64();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| i128::from(*v)).collect(),
    })
}

/// `array<i32: ...>` (segment sizes).
pub fn dense_i32_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elem = ctx.i32();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| i128::from(*v)).collect(),
    })
}

/// The `nontemporal` property upstream's C++ builders give the `vector`/`memref` loads and
/// stores they create with indices (`bool nontemporal = false`): unlike a parsed op's, it is
/// set, which the greedy driver's block merging and CSE compare.
pub fn builder_nontemporal(ctx: &mut Context) -> Option<Attribute> {
    Some(ctx.bool_attr(false))
}
