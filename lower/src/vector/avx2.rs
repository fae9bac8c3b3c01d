//! The AVX2 transpose lowering (upstream 19's X86Vector `AVXTranspose.cpp`,
//! `populateSpecializedTransposeLoweringPatterns` with 4x8 and 8x8 enabled), which
//! `transform.apply_patterns.vector.lower_transpose avx2_lowering_strategy = true` adds with
//! benefit 10: an `f32` transpose of a 4x8 or 8x8 slice becomes its rows' `vector.shuffle`s in
//! the pattern of `_mm256_unpack{lo,hi}_ps`, `_mm256_shuffle_ps` and `_mm256_permute2f128_ps`,
//! and (8x8) `vblendps` as Intel-syntax `llvm.inline_asm`.

use super::shape::{extract, transpose_2d_slice_dims};
use super::util::{arith_constant, dense_i64_array, loc_of, vparts, zero_attr};
use irbridge::dialect::llvm::ops::call::InlineAsmOp;
use irbridge::dialect::vector::constraints::i64_array_attr;
use irbridge::dialect::vector::{vector_type, InsertOp, ShapeCastOp, ShuffleOp};
use irbridge::ir::float::FloatKind;
use irbridge::ir::{Attribute, OpId, TypeKind, ValueId};
use irbridge::transforms::Rewriter;

fn shuffle(rw: &mut Rewriter<'_>, loc: Attribute, a: ValueId, b: ValueId, mask: &[i64]) -> ValueId {
    let t = rw.ctx.value_type(a);
    let m = i64_array_attr(rw.ctx, mask);
    ShuffleOp::build(rw, loc, t, a, b, m).vector(rw.ctx)
}

fn unpack_lo(rw: &mut Rewriter<'_>, l: Attribute, a: ValueId, b: ValueId) -> ValueId {
    shuffle(rw, l, a, b, &[0, 8, 1, 9, 4, 12, 5, 13])
}

fn unpack_hi(rw: &mut Rewriter<'_>, l: Attribute, a: ValueId, b: ValueId) -> ValueId {
    shuffle(rw, l, a, b, &[2, 10, 3, 11, 6, 14, 7, 15])
}

/// `_mm256_shuffle_ps` with the selector `[b67, b45, b23, b01]` (`MaskHelper::shuffle`).
fn shuffle_ps(
    rw: &mut Rewriter<'_>,
    l: Attribute,
    a: ValueId,
    b: ValueId,
    sel: [i64; 4],
) -> ValueId {
    let [b67, b45, b23, b01] = sel;
    shuffle(
        rw,
        l,
        a,
        b,
        &[
            b01,
            b23,
            b45 + 8,
            b67 + 8,
            b01 + 4,
            b23 + 4,
            b45 + 12,
            b67 + 12,
        ],
    )
}

/// `_mm256_permute2f128_ps` with the selector `[b47, b03]` (`MaskHelper::permute`).
fn permute2f128(
    rw: &mut Rewriter<'_>,
    l: Attribute,
    a: ValueId,
    b: ValueId,
    sel: [i64; 2],
) -> ValueId {
    let [b47, b03] = sel;
    let mask: Vec<i64> = [b03, b47]
        .iter()
        .flat_map(|c| (4 * c)..(4 * c + 4))
        .collect();
    shuffle(rw, l, a, b, &mask)
}

/// `vblendps $0, $1, $2, <mask>` as inline assembly.
fn blend_asm(rw: &mut Rewriter<'_>, l: Attribute, a: ValueId, b: ValueId, mask: u8) -> ValueId {
    let t = rw.ctx.value_type(a);
    let asm = rw
        .ctx
        .string_attr(&format!("vblendps $0, $1, $2, {mask:#04x}"));
    let constraints = rw.ctx.string_attr("=x,x,x");
    let intel = rw.ctx.i64_attr(1);
    let op = InlineAsmOp::build(
        rw,
        l,
        Some(t),
        &[a, b],
        asm,
        constraints,
        None,
        None,
        Some(intel),
        None,
    );
    rw.ctx.result(op.id(), 0)
}

const BLEND_0011: u8 = 0b1100_1100;
const BLEND_1100: u8 = 0b0011_0011;

/// `transpose4x8xf32`.
fn transpose_4x8(rw: &mut Rewriter<'_>, l: Attribute, vs: &mut [ValueId]) {
    let t0 = unpack_lo(rw, l, vs[0], vs[1]);
    let t1 = unpack_hi(rw, l, vs[0], vs[1]);
    let t2 = unpack_lo(rw, l, vs[2], vs[3]);
    let t3 = unpack_hi(rw, l, vs[2], vs[3]);
    let s0 = shuffle_ps(rw, l, t0, t2, [1, 0, 1, 0]);
    let s1 = shuffle_ps(rw, l, t0, t2, [3, 2, 3, 2]);
    let s2 = shuffle_ps(rw, l, t1, t3, [1, 0, 1, 0]);
    let s3 = shuffle_ps(rw, l, t1, t3, [3, 2, 3, 2]);
    vs[0] = permute2f128(rw, l, s0, s1, [2, 0]);
    vs[1] = permute2f128(rw, l, s2, s3, [2, 0]);
    vs[2] = permute2f128(rw, l, s0, s1, [3, 1]);
    vs[3] = permute2f128(rw, l, s2, s3, [3, 1]);
}

/// `transpose8x8xf32`.
fn transpose_8x8(rw: &mut Rewriter<'_>, l: Attribute, vs: &mut [ValueId]) {
    let mut t = vec![];
    for i in 0..4 {
        t.push(unpack_lo(rw, l, vs[2 * i], vs[2 * i + 1]));
        t.push(unpack_hi(rw, l, vs[2 * i], vs[2 * i + 1]));
    }
    let sh0 = shuffle_ps(rw, l, t[0], t[2], [1, 0, 3, 2]);
    let sh2 = shuffle_ps(rw, l, t[1], t[3], [1, 0, 3, 2]);
    let sh4 = shuffle_ps(rw, l, t[4], t[6], [1, 0, 3, 2]);
    let sh6 = shuffle_ps(rw, l, t[5], t[7], [1, 0, 3, 2]);
    let s0 = blend_asm(rw, l, t[0], sh0, BLEND_0011);
    let s1 = blend_asm(rw, l, t[2], sh0, BLEND_1100);
    let s2 = blend_asm(rw, l, t[1], sh2, BLEND_0011);
    let s3 = blend_asm(rw, l, t[3], sh2, BLEND_1100);
    let s4 = blend_asm(rw, l, t[4], sh4, BLEND_0011);
    let s5 = blend_asm(rw, l, t[6], sh4, BLEND_1100);
    let s6 = blend_asm(rw, l, t[5], sh6, BLEND_0011);
    let s7 = blend_asm(rw, l, t[7], sh6, BLEND_1100);
    let (lo, hi) = ([s0, s1, s2, s3], [s4, s5, s6, s7]);
    for k in 0..4 {
        vs[k] = permute2f128(rw, l, lo[k], hi[k], [2, 0]);
    }
    for k in 0..4 {
        vs[k + 4] = permute2f128(rw, l, lo[k], hi[k], [3, 1]);
    }
}

/// The AVX2 `TransposeOpLowering`.
pub fn transpose_avx2(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let input = rw.ctx.operand(op, 0);
    let (shape, _, elem) = vparts(rw.ctx, rw.ctx.value_type(input))?;
    if !matches!(rw.ctx.kind(elem), TypeKind::Float(FloatKind::F32)) {
        return None;
    }
    let (d0, d1) = transpose_2d_slice_dims(rw, op)?;
    let (m, n) = (shape[d0], shape[d1]);
    if !((m == 4 || m == 8) && n == 8) {
        return None;
    }
    let loc = loc_of(rw.ctx, op);
    let flat = vector_type(rw.ctx, vec![m * n], vec![false], elem);
    let t2 = vector_type(rw.ctx, vec![m, n], vec![false, false], elem);
    let resh = ShapeCastOp::build(rw, loc, flat, input).result(rw.ctx);
    let resh = ShapeCastOp::build(rw, loc, t2, resh).result(rw.ctx);
    let mut vs = vec![];
    for i in 0..m {
        vs.push(extract(rw, loc, resh, &[i])?);
    }
    if m == 4 {
        transpose_4x8(rw, loc, &mut vs);
    } else {
        transpose_8x8(rw, loc, &mut vs);
    }
    let z = zero_attr(rw.ctx, t2);
    let mut res = arith_constant(rw, loc, t2, z);
    for (i, v) in vs.into_iter().enumerate() {
        let p = dense_i64_array(rw.ctx, &[i as i64]);
        res = InsertOp::build(rw, loc, t2, v, res, &[], p).result(rw.ctx);
    }
    let res = ShapeCastOp::build(rw, loc, flat, res).result(rw.ctx);
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let res = ShapeCastOp::build(rw, loc, rt, res).result(rw.ctx);
    rw.replace_op(op, &[res]);
    Some(())
}
