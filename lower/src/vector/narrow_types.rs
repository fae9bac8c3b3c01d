//! `transform.apply_patterns.vector.rewrite_narrow_types` (upstream 19's
//! `populateVectorNarrowTypeRewritePatterns` and `populateVectorTransposeNarrowTypeRewritePatterns`,
//! VectorEmulateNarrowType.cpp): conversions to and from vectors of narrow or odd-width integers
//! rewritten on byte-wide elements, little-endian, so LLVM need not scramble sub-byte values.
//!
//! * `bitcast(trunci)` and `ext{u,s}i(bitcast)` of 1-D vectors: each result element gathered from
//!   the source elements holding its bits, one `vector.shuffle`/`andi`/`shrui`/`shli`/`ori` step
//!   per piece (upstream's `BitCastRewriter`);
//! * aligned `i4` cases (benefit one higher): `extsi`/`sitofp`/`extui` from `i4` through a bitcast
//!   to `i8`, shifts and a `vector.interleave`; `trunci` to `i4` through `i8`, a
//!   `vector.deinterleave`, a mask, a shift and a bitcast;
//! * a transpose of sub-byte integers done on `i8` between an `extsi` and a `trunci`.
//!
//! Elements wider than 128 bits are regrouped as upstream's are, but the core's integer folders
//! stop at 128 bits, so a shift by a zero vector stays where upstream 19 folds it away.

use super::util::{arith_constant, dense_bits, elem_bytes, loc_of, vparts};
use irbridge::dialect::arith::{
    AndIOp, ExtSIOp, ExtUIOp, OrIOp, SIToFPOp, ShLIOp, ShRSIOp, ShRUIOp, TruncIOp,
};
use irbridge::dialect::vector::constraints::i64_array_attr;
use irbridge::dialect::vector::{
    vector_type, BitCastOp, DeinterleaveOp, InterleaveOp, ShuffleOp, TransposeOp,
};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId};
use irbridge::ods::{OpBuilder, OpDef};
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::Rewriter;

/// Upstream's default benefit of the set; the aligned `i4` cases get one more.
const BASE: u16 = 1;
const ALIGNED: u16 = BASE + 1;

/// The record of a pattern's root op.
type Root = fn() -> &'static OpDef;

/// The patterns of the descriptor with their roots, in upstream's order.
static PATTERNS: [(Root, Pattern); 8] = [
    (
        BitCastOp::def,
        Pattern::new("RewriteBitCastOfTruncI", |rw, op| {
            bitcast_of_trunci(rw, op).is_some()
        }),
    ),
    (
        ExtUIOp::def,
        Pattern::new("RewriteExtOfBitCast<arith::ExtUIOp>", |rw, op| {
            ext_of_bitcast(rw, op).is_some()
        }),
    ),
    (
        ExtSIOp::def,
        Pattern::new("RewriteExtOfBitCast<arith::ExtSIOp>", |rw, op| {
            ext_of_bitcast(rw, op).is_some()
        }),
    ),
    (
        ExtSIOp::def,
        Pattern::new("RewriteAlignedSubByteIntExt<arith::ExtSIOp>", |rw, op| {
            aligned_ext(rw, op, Extension::Signed).is_some()
        })
        .with_benefit(ALIGNED),
    ),
    (
        SIToFPOp::def,
        Pattern::new("RewriteAlignedSubByteIntExt<arith::SIToFPOp>", |rw, op| {
            aligned_ext(rw, op, Extension::Signed).is_some()
        })
        .with_benefit(ALIGNED),
    ),
    (
        TruncIOp::def,
        Pattern::new("RewriteAlignedSubByteIntTrunc", |rw, op| {
            aligned_trunc(rw, op).is_some()
        })
        .with_benefit(ALIGNED),
    ),
    (
        ExtUIOp::def,
        Pattern::new("RewriteAlignedSubByteIntExt<arith::ExtUIOp>", |rw, op| {
            aligned_ext(rw, op, Extension::Unsigned).is_some()
        })
        .with_benefit(ALIGNED),
    ),
    (
        TransposeOp::def,
        Pattern::new("RewriteVectorTranspose", |rw, op| {
            sub_byte_transpose(rw, op).is_some()
        }),
    ),
];

/// Adds the descriptor's patterns (`ApplyRewriteNarrowTypePatternsOp::populatePatterns`).
pub fn populate(set: &mut PatternSet) {
    for (root, p) in &PATTERNS {
        set.add(root(), p);
    }
}

/// The bit width of a vector's integer or float elements (`getElementTypeBitWidth`).
fn elem_bit_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = ctx.element_type(t);
    ctx.int_width(e)
        .or_else(|| ctx.float_kind(e).map(|k| k.bit_width()))
}

/// A fixed-size vector type's shape and element type.
fn fixed_vector(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let (shape, scalable, elem) = vparts(ctx, t)?;
    if scalable.iter().any(|s| *s) {
        return None;
    }
    Some((shape, elem))
}

/// `commonConversionPrecondition`: a fixed-size vector of whole bytes.
fn whole_bytes(ctx: &Context, t: Type) -> Option<()> {
    fixed_vector(ctx, t)?;
    (elem_bit_width(ctx, t)? % 8 == 0).then_some(())
}

/// `alignedConversionPrecondition`: `i4` elements, an even number of them in the trailing
/// dimension, to elements of at least a byte and a multiple of four bits.
fn aligned(ctx: &Context, narrow: Type, wide: Type) -> Option<()> {
    let (shape, _, _) = vparts(ctx, narrow)?;
    vparts(ctx, wide)?;
    let wide_bits = elem_bit_width(ctx, wide)?;
    let ok = elem_bit_width(ctx, narrow)? == 4
        && wide_bits >= 8
        && wide_bits % 4 == 0
        && shape.last().is_some_and(|n| n % 2 == 0);
    ok.then_some(())
}

// ---- the bitcast rewriter ---------------------------------------------------------------------

/// A run of bits of one source element: its index and the bit range `[begin, end)` in it.
#[derive(Clone, Copy)]
struct SourceBits {
    element: i64,
    begin: u32,
    end: u32,
}

/// `BitCastBitsEnumerator`: for each element of a 1-D bitcast's result, the source bit runs
/// that make it, lowest first.
fn enumerate_bits(source_width: u32, target_width: u32, target_len: i64) -> Vec<Vec<SourceBits>> {
    let (sw, tw) = (i64::from(source_width), i64::from(target_width));
    let len = usize::try_from(target_len).unwrap_or(0);
    let mut rows = vec![vec![]; len];
    let total = tw * target_len;
    let mut bit = 0;
    while bit < total {
        let (in_target, in_source) = (bit % tw, bit % sw);
        let step = (sw - in_source).min(tw - in_target);
        if let Some(row) = usize::try_from(bit / tw).ok().and_then(|r| rows.get_mut(r)) {
            row.push(SourceBits {
                element: bit / sw,
                begin: in_source as u32,
                end: (in_source + step) as u32,
            });
        }
        bit += step;
    }
    rows
}

/// One step of the rewrite: which source element each result element takes, the bit range
/// `[begin, end)` of it to keep, and how far the bits shift right then left
/// (`BitCastRewriter::Metadata`).
struct Step {
    shuffle: Vec<i64>,
    masks: Vec<(u32, u32)>,
    shift_right: Vec<u32>,
    shift_left: Vec<u32>,
}

/// `precomputeMetadata`: step `k` takes the `k`-th run of every result element (nothing, from
/// element 0, for elements with fewer runs).
fn steps(rows: &[Vec<SourceBits>]) -> Vec<Step> {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    (0..count)
        .map(|k| {
            let mut s = Step {
                shuffle: vec![],
                masks: vec![],
                shift_right: vec![],
                shift_left: vec![],
            };
            for row in rows {
                let run = row.get(k).copied().unwrap_or(SourceBits {
                    element: 0,
                    begin: 0,
                    end: 0,
                });
                s.shuffle.push(run.element);
                s.masks.push((run.begin, run.end));
                s.shift_right.push(run.begin);
                s.shift_left
                    .push(row.iter().take(k).map(|r| r.end - r.begin).sum());
            }
            s
        })
        .collect()
}

/// The little-endian bytes of an integer of `bytes` bytes with bits `[begin, end)` set.
fn bit_range(bytes: usize, begin: u32, end: u32) -> Vec<u8> {
    let mut v = vec![0u8; bytes];
    for bit in begin..end {
        if let Some(b) = v.get_mut(bit as usize / 8) {
            *b |= 1 << (bit % 8);
        }
    }
    v
}

/// The little-endian bytes of `value` as a `width`-bit integer of `bytes` bytes (truncated, as
/// `IntegerAttr::get` truncates).
fn small_int(bytes: usize, width: u32, value: u32) -> Vec<u8> {
    let kept = if width >= 32 {
        value
    } else {
        value & ((1 << width) - 1)
    };
    let le = kept.to_le_bytes();
    (0..bytes)
        .map(|i| le.get(i).copied().unwrap_or(0))
        .collect()
}

/// `arith.constant dense<...> : ty` from each element's bytes (a splat when all are equal).
fn constant_of(rw: &mut Rewriter<'_>, loc: Attribute, ty: Type, elems: Vec<Vec<u8>>) -> ValueId {
    let splat = elems.windows(2).all(|w| w[0] == w[1]);
    let data = if splat {
        elems.into_iter().next().unwrap_or_default()
    } else {
        elems.concat()
    };
    let a = rw.ctx.attr(AttrKind::DenseElements {
        ty,
        splat,
        data: data.into_boxed_slice(),
    });
    arith_constant(rw, loc, ty, a)
}

/// `BitCastRewriter`: the bits of `source` (1-D, of the bitcast's source shape) regrouped into
/// `target_len` elements of `target_width` bits, still in `source`'s element type.
fn regroup(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: ValueId,
    source_bits: u32,
    target_width: u32,
    target_len: i64,
) -> Option<ValueId> {
    let source_ty = rw.ctx.value_type(source);
    let elem = rw.ctx.element_type(source_ty);
    let width = rw.ctx.int_width(elem)?;
    let bytes = elem_bytes(rw.ctx, elem);
    let rows = enumerate_bits(source_bits, target_width, target_len);
    let shuffled = vector_type(rw.ctx, vec![target_len], vec![false], elem);
    let ints = |values: &[u32]| -> Vec<Vec<u8>> {
        values.iter().map(|v| small_int(bytes, width, *v)).collect()
    };
    let mut running: Option<ValueId> = None;
    for step in steps(&rows) {
        let mask = i64_array_attr(rw.ctx, &step.shuffle);
        let picked = ShuffleOp::build(rw, loc, shuffled, source, source, mask).vector(rw.ctx);
        let masks = step
            .masks
            .iter()
            .map(|(b, e)| bit_range(bytes, *b, *e))
            .collect();
        let c = constant_of(rw, loc, shuffled, masks);
        let and = AndIOp::build(rw, loc, shuffled, picked, c).result(rw.ctx);
        let c = constant_of(rw, loc, shuffled, ints(&step.shift_right));
        let right = ShRUIOp::build(rw, loc, shuffled, and, c).result(rw.ctx);
        let c = constant_of(rw, loc, shuffled, ints(&step.shift_left));
        let left = ShLIOp::build(rw, loc, shuffled, right, c, None).result(rw.ctx);
        running = Some(match running {
            Some(r) => OrIOp::build(rw, loc, shuffled, r, left).result(rw.ctx),
            None => left,
        });
    }
    running
}

/// `arith.constant dense<values> : ty` (byte-wide elements).
fn constant(rw: &mut Rewriter<'_>, loc: Attribute, ty: Type, values: &[u128]) -> ValueId {
    let a = dense_bits(rw.ctx, ty, values);
    arith_constant(rw, loc, ty, a)
}

/// A 1-D bitcast's (source width, target width, target length) when `precondition` (the type
/// whose elements must be whole bytes) is a fixed-size 1-D vector of whole bytes
/// (`BitCastRewriter::commonPrecondition`).
fn bitcast_shape(ctx: &Context, bitcast: OpId, precondition: Type) -> Option<(u32, u32, i64)> {
    let (shape, _) = fixed_vector(ctx, precondition)?;
    if shape.len() != 1 {
        return None;
    }
    whole_bytes(ctx, precondition)?;
    let source = ctx.value_type(ctx.operand(bitcast, 0));
    let target = ctx.value_type(ctx.result(bitcast, 0));
    let (target_shape, _) = fixed_vector(ctx, target)?;
    let len = *target_shape.last()?;
    Some((
        elem_bit_width(ctx, source)?,
        elem_bit_width(ctx, target)?,
        len,
    ))
}

/// `RewriteBitCastOfTruncI`: `vector.bitcast (arith.trunci %x)` regrouped on `%x`'s elements,
/// then truncated or zero-extended to the bitcast's type.
fn bitcast_of_trunci(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let trunc = rw.ctx.defining_op(rw.ctx.operand(op, 0))?;
    if !TruncIOp::is(rw.ctx, trunc) {
        return None;
    }
    let result_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (source_bits, target_width, len) = bitcast_shape(rw.ctx, op, result_ty)?;
    let wide = rw.ctx.operand(trunc, 0);
    let wide_width = rw
        .ctx
        .int_width(rw.ctx.element_type(rw.ctx.value_type(wide)))?;
    let loc = loc_of(rw.ctx, op);
    let regrouped = regroup(rw, loc, wide, source_bits, target_width, len)?;
    let replacement = if rw.ctx.value_type(regrouped) == result_ty {
        regrouped
    } else if target_width <= wide_width {
        TruncIOp::build(rw, loc, result_ty, regrouped).out(rw.ctx)
    } else {
        ExtUIOp::build(rw, loc, result_ty, regrouped).out(rw.ctx)
    };
    rw.replace_op(op, &[replacement]);
    Some(())
}

/// `RewriteExtOfBitCast<ExtUIOp|ExtSIOp>`: `ext (vector.bitcast %x)` regrouped on `%x`'s
/// elements, then truncated or extended (by the same op) to the extension's type.
fn ext_of_bitcast(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let bitcast = rw.ctx.defining_op(rw.ctx.operand(op, 0))?;
    if !BitCastOp::is(rw.ctx, bitcast) {
        return None;
    }
    let out_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (source_bits, target_width, len) = bitcast_shape(rw.ctx, bitcast, out_ty)?;
    let source = rw.ctx.operand(bitcast, 0);
    let source_width = rw
        .ctx
        .int_width(rw.ctx.element_type(rw.ctx.value_type(source)))?;
    let out_width = elem_bit_width(rw.ctx, out_ty)?;
    let loc = loc_of(rw.ctx, bitcast);
    let regrouped = regroup(rw, loc, source, source_bits, target_width, len)?;
    let replacement = if out_width <= source_width {
        TruncIOp::build(rw, loc_of(rw.ctx, op), out_ty, regrouped).out(rw.ctx)
    } else {
        same_cast(rw, op, out_ty, regrouped)
    };
    rw.replace_op(op, &[replacement]);
    Some(())
}

/// A new op of `op`'s kind (a one-operand cast without attributes) from `input` to `ty`.
fn same_cast(rw: &mut Rewriter<'_>, op: OpId, ty: Type, input: ValueId) -> ValueId {
    let (def, loc) = (rw.ctx.ops[op].def, rw.ctx.ops[op].loc);
    let mut st = match def {
        Some(d) => OpState::of(rw.ctx, d, loc),
        None => OpState::new(rw.ctx.ops[op].name, loc),
    };
    st.operands = vec![input];
    st.result_types = vec![ty];
    let new = rw.insert(st);
    rw.ctx.result(new, 0)
}

// ---- the aligned i4 cases ---------------------------------------------------------------------

/// How the low and high nibbles of each byte are widened.
#[derive(Clone, Copy)]
enum Extension {
    Signed,
    Unsigned,
}

/// `RewriteAlignedSubByteIntExt`: an `extsi`/`sitofp`/`extui` from `i4` widens the nibbles as
/// bytes (`rewriteI4ToI8SignedExt`/`UnsignedExt`), then converts from `i8` by the same op.
fn aligned_ext(rw: &mut Rewriter<'_>, op: OpId, ext: Extension) -> Option<()> {
    let input = rw.ctx.operand(op, 0);
    let (in_ty, out_ty) = (
        rw.ctx.value_type(input),
        rw.ctx.value_type(rw.ctx.result(op, 0)),
    );
    whole_bytes(rw.ctx, out_ty)?;
    aligned(rw.ctx, in_ty, out_ty)?;
    let (shape, _) = fixed_vector(rw.ctx, in_ty)?;
    let loc = loc_of(rw.ctx, op);
    let i8t = rw.ctx.int(8);
    let mut half = shape.clone();
    *half.last_mut()? /= 2;
    let bytes_ty = vector_type(rw.ctx, half.clone(), vec![false; half.len()], i8t);
    let bytes = BitCastOp::build(rw, loc, bytes_ty, input).result(rw.ctx);
    let (low, high) = match ext {
        Extension::Signed => {
            let four = constant(rw, loc, bytes_ty, &[4]);
            let shl = ShLIOp::build(rw, loc, bytes_ty, bytes, four, None).result(rw.ctx);
            let low = ShRSIOp::build(rw, loc, bytes_ty, shl, four).result(rw.ctx);
            let high = ShRSIOp::build(rw, loc, bytes_ty, bytes, four).result(rw.ctx);
            (low, high)
        }
        Extension::Unsigned => {
            let mask = constant(rw, loc, bytes_ty, &[0x0f]);
            let low = AndIOp::build(rw, loc, bytes_ty, bytes, mask).result(rw.ctx);
            let four = constant(rw, loc, bytes_ty, &[4]);
            let high = ShRUIOp::build(rw, loc, bytes_ty, bytes, four).result(rw.ctx);
            (low, high)
        }
    };
    let wide_ty = vector_type(rw.ctx, shape.clone(), vec![false; shape.len()], i8t);
    let widened = InterleaveOp::build(rw, loc, wide_ty, low, high).result(rw.ctx);
    let replacement = same_cast(rw, op, out_ty, widened);
    rw.replace_op(op, &[replacement]);
    Some(())
}

/// `RewriteAlignedSubByteIntTrunc`: a `trunci` to `i4` truncates to `i8`, then packs each pair
/// of bytes into one (`rewriteI8ToI4Trunc`: deinterleave, mask, shift, or, bitcast).
fn aligned_trunc(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let input = rw.ctx.operand(op, 0);
    let (in_ty, out_ty) = (
        rw.ctx.value_type(input),
        rw.ctx.value_type(rw.ctx.result(op, 0)),
    );
    vparts(rw.ctx, out_ty)?;
    whole_bytes(rw.ctx, in_ty)?;
    aligned(rw.ctx, out_ty, in_ty)?;
    let (shape, scalable, _) = vparts(rw.ctx, in_ty)?;
    let loc = loc_of(rw.ctx, op);
    let i8t = rw.ctx.int(8);
    let bytes_ty = vector_type(rw.ctx, shape.clone(), scalable.clone(), i8t);
    let bytes = TruncIOp::build(rw, loc, bytes_ty, input).out(rw.ctx);
    let mut half = shape.clone();
    *half.last_mut()? /= 2;
    let half_ty = vector_type(rw.ctx, half, scalable.clone(), i8t);
    let parts = DeinterleaveOp::build(rw, loc, half_ty, half_ty, bytes);
    let (even, odd) = (parts.res1(rw.ctx), parts.res2(rw.ctx));
    let mask = constant(rw, loc, half_ty, &[0x0f]);
    let low = AndIOp::build(rw, loc, half_ty, even, mask).result(rw.ctx);
    let four = constant(rw, loc, half_ty, &[4]);
    let high = ShLIOp::build(rw, loc, half_ty, odd, four, None).result(rw.ctx);
    let merged = OrIOp::build(rw, loc, half_ty, low, high).result(rw.ctx);
    let i4t = rw.ctx.int(4);
    let nibbles_ty = vector_type(rw.ctx, shape, scalable, i4t);
    let packed = BitCastOp::build(rw, loc, nibbles_ty, merged).result(rw.ctx);
    rw.replace_op(op, &[packed]);
    Some(())
}

/// `RewriteVectorTranspose`: a transpose of signless integers narrower than a byte runs on
/// `i8` between an `extsi` and a `trunci`.
fn sub_byte_transpose(rw: &mut Rewriter<'_>, op: OpId) -> Option<()> {
    let input = rw.ctx.operand(op, 0);
    let (shape, scalable, elem) = vparts(rw.ctx, rw.ctx.value_type(input))?;
    let narrow = matches!(rw.ctx.kind(elem), TypeKind::Integer { width, .. } if *width < 8);
    if !narrow || !rw.ctx.is_signless_int(elem) {
        return None;
    }
    let permutation = rw.ctx.get_attr(op, "permutation")?;
    let result_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (result_shape, result_scalable, _) = vparts(rw.ctx, result_ty)?;
    let loc = loc_of(rw.ctx, op);
    let i8t = rw.ctx.int(8);
    let wide_ty = vector_type(rw.ctx, shape, scalable, i8t);
    let wide = ExtSIOp::build(rw, loc, wide_ty, input).out(rw.ctx);
    let wide_result_ty = vector_type(rw.ctx, result_shape, result_scalable, i8t);
    let transposed = TransposeOp::build(rw, loc, wide_result_ty, wide, permutation).result(rw.ctx);
    let narrowed = TruncIOp::build(rw, loc, result_ty, transposed).out(rw.ctx);
    rw.replace_op(op, &[narrowed]);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Upstream's example: `vector<2xi15>` to `vector<3xi10>`.
    #[test]
    fn runs_of_i15_as_i10() {
        let rows = enumerate_bits(15, 10, 3);
        let flat: Vec<Vec<(i64, u32, u32)>> = rows
            .iter()
            .map(|r| r.iter().map(|s| (s.element, s.begin, s.end)).collect())
            .collect();
        assert_eq!(
            flat,
            vec![
                vec![(0, 0, 10)],
                vec![(0, 10, 15), (1, 0, 5)],
                vec![(1, 5, 15)]
            ]
        );
    }

    #[test]
    fn masks_and_shift_amounts_as_bytes() {
        assert_eq!(bit_range(2, 3, 12), vec![0xf8, 0x0f]);
        assert_eq!(bit_range(1, 0, 0), vec![0]);
        // An i4 shift amount of 12 is stored in its four bits; 20 wraps.
        assert_eq!(small_int(1, 4, 12), vec![12]);
        assert_eq!(small_int(1, 4, 20), vec![4]);
        assert_eq!(small_int(32, 256, 240)[..2], [240, 0]);
    }
}
