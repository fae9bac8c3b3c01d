//! The mask lowerings of `convert-vector-to-llvm` (upstream 19's `LowerVectorMask.cpp`,
//! `CreateMaskFolder`, and the mask materialization of `VectorTransforms.cpp`): constant masks
//! become `arith.constant`s (n-D ones `vector.insert`s of (n-1)-D ones), created masks of rank > 1
//! a chain of selects, created 1-D masks a comparison of a step vector with a splat bound.

use super::rewrite::VRewriter;
use super::util::builder_nontemporal;
use super::util::{
    arith_constant, cast_to_index_like, dense_bits, loc_of, vec_ty, vparts, zero_attr,
};
use crate::conversion::ConversionRewriter;
use irbridge::dialect::arith::{AddIOp, CmpIOp, ConstantOp, MulIOp, SelectOp};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::vector::constraints::{i64_array_attr, int_array_prop};
use irbridge::dialect::vector::fold::constant_int;
use irbridge::dialect::vector::{ConstantMaskOp, CreateMaskOp, InsertOp, SplatOp, VectorScaleOp};
use irbridge::ir::{Attribute, OpId, Type, ValueId};

/// `arith::CmpIPredicate::slt`.
const SLT: i64 = 2;

/// `vector.insert %x, %v[pos]`.
pub fn insert_at<R: VRewriter>(
    rw: &mut R,
    l: Attribute,
    x: ValueId,
    v: ValueId,
    pos: i64,
) -> ValueId {
    let t = rw.c().value_type(v);
    let p = super::util::dense_i64_array(rw.ctx(), &[pos]);
    InsertOp::build(rw, l, t, x, v, &[], p).result(rw.c())
}

/// `arith.cmpi slt, %a, %b`.
pub fn cmpi_slt<R: VRewriter>(rw: &mut R, l: Attribute, a: ValueId, b: ValueId) -> ValueId {
    let t = rw.c().value_type(a);
    let i1 = rw.ctx().i1();
    let rt = match vparts(rw.c(), t) {
        Some((shape, scalable, _)) => vec_ty(rw.ctx(), shape, scalable, i1),
        None => i1,
    };
    let p = rw.ctx().i64_attr(SLT);
    CmpIOp::build(rw, l, rt, a, b, p).result(rw.c())
}

/// `ConstantMaskOpLowering`: 0-D and 1-D masks become an `arith.constant`; an n-D one a zero
/// constant with the (n-1)-D mask inserted at each set leading position.
pub fn constant_mask<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let l = loc_of(ctx, op);
    let t = ctx.value_type(ctx.result(op, 0));
    let (shape, scalable, elem) = vparts(ctx, t)?;
    let sizes = int_array_prop(ctx, op, "mask_dim_sizes");
    let first = *sizes.first()?;
    if shape.len() <= 1 {
        let n = shape.first().copied().unwrap_or(1);
        let values: Vec<u128> = if shape.is_empty() {
            vec![u128::from(first == 1)]
        } else {
            (0..n).map(|d| u128::from(d < first)).collect()
        };
        let a = dense_bits(rw.ctx(), t, &values);
        rw.set_insertion_point_before(op);
        let v = arith_constant(rw, l, t, a);
        rw.replace_op(op, &[v]);
        return Some(());
    }
    if scalable[0] {
        return None;
    }
    rw.set_insertion_point_before(op);
    let low = vec_ty(rw.ctx(), shape[1..].to_vec(), scalable[1..].to_vec(), elem);
    let low_sizes = i64_array_attr(rw.ctx(), &sizes[1..]);
    let true_val = ConstantMaskOp::build(rw, l, low, low_sizes).result(rw.c());
    let zero = zero_attr(rw.ctx(), t);
    let mut result = arith_constant(rw, l, t, zero);
    for d in 0..first {
        result = insert_at(rw, l, true_val, result, d);
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `CreateMaskOpLowering`: a mask of rank > 1 (fixed leading dimension) is, at each leading
/// position `d`, the (n-1)-D mask if `d < %bound`, else zeros.
pub fn create_mask_nd<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let l = loc_of(ctx, op);
    let t = ctx.value_type(ctx.result(op, 0));
    let (shape, scalable, elem) = vparts(ctx, t)?;
    if shape.len() <= 1 || scalable[0] {
        return None;
    }
    let operands = ctx.ops[op].operands.to_vec();
    rw.set_insertion_point_before(op);
    let low = vec_ty(rw.ctx(), shape[1..].to_vec(), scalable[1..].to_vec(), elem);
    let true_val = CreateMaskOp::build(rw, l, low, &operands[1..]).result(rw.c());
    let low_zero = zero_attr(rw.ctx(), low);
    let false_val = arith_constant(rw, l, low, low_zero);
    let zero = zero_attr(rw.ctx(), t);
    let mut result = arith_constant(rw, l, t, zero);
    for d in 0..shape[0] {
        let bnd = super::util::index_constant(rw, l, d);
        let val = cmpi_slt(rw, l, bnd, operands[0]);
        let sel = SelectOp::build(rw, l, low, val, true_val, false_val).result(rw.c());
        result = insert_at(rw, l, sel, result, d);
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `CreateMaskFolder`: a `vector.create_mask` of constant bounds (or, for a scalable dimension,
/// `vscale * size` or a non-positive constant) is a `vector.constant_mask`.
pub fn create_mask_folder<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    let ctx = rw.c();
    let t = ctx.value_type(ctx.result(op, 0));
    let (shape, scalable, _) = vparts(ctx, t)?;
    let is_scalable = scalable.iter().any(|s| *s);
    let operands = ctx.ops[op].operands.to_vec();
    for (i, &o) in operands.iter().enumerate() {
        if let Some(c) = constant_int(ctx, o) {
            if scalable[i] && c > 0 {
                return None;
            }
            continue;
        }
        if !is_scalable {
            return None;
        }
        let mul = ctx.defining_op(o).filter(|m| MulIOp::is(ctx, *m))?;
        let (a, b) = (ctx.operand(mul, 0), ctx.operand(mul, 1));
        let is_vscale = |v: ValueId| {
            ctx.defining_op(v)
                .is_some_and(|d| VectorScaleOp::is(ctx, d))
        };
        let matches_dim = |v: ValueId| constant_int(ctx, v) == Some(shape[i]);
        if !(is_vscale(a) || is_vscale(b)) || !(matches_dim(a) || matches_dim(b)) {
            return None;
        }
    }
    let mut sizes = Vec::with_capacity(operands.len());
    for (&o, &max) in operands.iter().zip(&shape) {
        let Some(size) = constant_int(ctx, o) else {
            sizes.push(max);
            continue;
        };
        if size <= 0 {
            sizes = vec![0; shape.len()];
            break;
        }
        sizes.push(size.min(max));
    }
    let l = loc_of(ctx, op);
    rw.set_insertion_point_before(op);
    let a = i64_array_attr(rw.ctx(), &sizes);
    let v = ConstantMaskOp::build(rw, l, t, a).result(rw.c());
    rw.replace_op(op, &[v]);
    Some(())
}

/// `buildVectorComparison`: `[0, 1, .., dim-1] (+ splat(off)) < splat(bound)` in `i32` or `i64`.
pub fn vector_comparison<R: VRewriter>(
    rw: &mut R,
    l: Attribute,
    force_32bit: bool,
    dim: Option<i64>,
    bound: ValueId,
    off: Option<ValueId>,
) -> ValueId {
    let idx: Type = if force_32bit {
        rw.ctx().i32()
    } else {
        rw.ctx().i64()
    };
    let (shape, values): (Vec<i64>, Vec<u128>) = match dim {
        None => (vec![], vec![0]),
        Some(n) => (vec![n], (0..n).map(|i| i as u128).collect()),
    };
    let scalable = vec![false; shape.len()];
    let vt = vec_ty(rw.ctx(), shape, scalable, idx);
    let a = dense_bits(rw.ctx(), vt, &values);
    let mut indices = ConstantOp::build(rw, l, vt, a).result(rw.c());
    if let Some(off) = off {
        let o = cast_to_index_like(rw, l, idx, off);
        let ov = SplatOp::build(rw, l, vt, o).aggregate(rw.c());
        indices = AddIOp::build(rw, l, vt, ov, indices, None).result(rw.c());
    }
    let b = cast_to_index_like(rw, l, idx, bound);
    let bounds = SplatOp::build(rw, l, vt, b).aggregate(rw.c());
    cmpi_slt(rw, l, indices, bounds)
}

/// `VectorCreateMaskOpConversion`: a fixed 0-D or 1-D `vector.create_mask` is a comparison.
pub fn create_mask_1d<R: VRewriter>(rw: &mut R, op: OpId, force_32bit: bool) -> Option<()> {
    let ctx = rw.c();
    let t = ctx.value_type(ctx.result(op, 0));
    let (shape, scalable, _) = vparts(ctx, t)?;
    if scalable.iter().any(|s| *s) || shape.len() > 1 {
        return None;
    }
    let l = loc_of(ctx, op);
    let bound = ctx.operand(op, 0);
    rw.set_insertion_point_before(op);
    let v = vector_comparison(rw, l, force_32bit, shape.first().copied(), bound, None);
    rw.replace_op(op, &[v]);
    Some(())
}

/// `VectorCreateMaskOpRewritePattern`: a scalable 1-D `vector.create_mask` compares
/// `llvm.intr.experimental.stepvector` with a splat bound.
pub fn create_mask_scalable(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    force_32bit: bool,
) -> Option<()> {
    let t = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (shape, scalable, _) = vparts(rw.ctx, t)?;
    if shape.len() != 1 || !scalable[0] {
        return None;
    }
    let idx = if force_32bit {
        rw.ctx.i32()
    } else {
        rw.ctx.i64()
    };
    let l = loc_of(rw.ctx, op);
    let vt = vec_ty(rw.ctx, shape, scalable, idx);
    let indices = rw.create_value(llvm_intr::EXPERIMENTAL_STEPVECTOR, l, &[], vt, &[]);
    let bound = rw.ctx.operand(op, 0);
    let b = cast_to_index_like(rw, l, idx, bound);
    let bounds = SplatOp::build(rw, l, vt, b).aggregate(rw.ctx);
    let v = cmpi_slt(rw, l, indices, bounds);
    VRewriter::replace_op(rw, op, &[v]);
    Some(())
}

/// What a masked memory op becomes under a constant mask (the folders of
/// `populateVectorToVectorCanonicalizationPatterns`).
#[derive(Copy, Clone)]
enum MaskedAccess {
    /// Reads with a pass-through (last operand): all-false gives the pass-through; all-true a
    /// `vector.load` when `unmasked`.
    Load { unmasked: bool },
    /// Writes its last operand: all-false is erased; all-true a `vector.store` when `unmasked`.
    Store { unmasked: bool },
}

/// A record's definition.
type Def = fn() -> &'static irbridge::ods::OpDef;

/// The masked memory ops and their folders' behaviour.
const MASKED_ACCESSES: &[(Def, MaskedAccess)] = &[
    (
        irbridge::dialect::vector::MaskedLoadOp::def,
        MaskedAccess::Load { unmasked: true },
    ),
    (
        irbridge::dialect::vector::MaskedStoreOp::def,
        MaskedAccess::Store { unmasked: true },
    ),
    (
        irbridge::dialect::vector::GatherOp::def,
        MaskedAccess::Load { unmasked: false },
    ),
    (
        irbridge::dialect::vector::ScatterOp::def,
        MaskedAccess::Store { unmasked: false },
    ),
    (
        irbridge::dialect::vector::ExpandLoadOp::def,
        MaskedAccess::Load { unmasked: true },
    ),
    (
        irbridge::dialect::vector::CompressStoreOp::def,
        MaskedAccess::Store { unmasked: true },
    ),
];

/// The roots of the masked access folders, in upstream's order.
pub fn masked_access_roots() -> impl Iterator<Item = &'static irbridge::ods::OpDef> {
    MASKED_ACCESSES.iter().map(|(d, _)| d())
}

/// `MaskedLoadFolder`, `MaskedStoreFolder`, `GatherFolder`, `ScatterFolder`, `ExpandLoadFolder`,
/// `CompressStoreFolder`: an all-false mask leaves the pass-through (loads) or nothing (stores);
/// an all-true one the unmasked `vector.load`/`store` where there is one.
pub fn masked_access_folder<R: VRewriter>(rw: &mut R, op: OpId) -> Option<()> {
    use irbridge::dialect::vector::fold::{mask_format, MaskFormat};
    let ctx = rw.c();
    let (_, kind) = MASKED_ACCESSES.iter().find(|(d, _)| d().is(ctx, op))?;
    let operands = ctx.ops[op].operands.to_vec();
    let n = operands.len();
    let (mask, last) = (operands[n - 2], operands[n - 1]);
    let format = mask_format(ctx, mask);
    let l = loc_of(ctx, op);
    match (format, *kind) {
        (MaskFormat::AllFalse, MaskedAccess::Load { .. }) => rw.replace_op(op, &[last]),
        (MaskFormat::AllFalse, MaskedAccess::Store { .. }) => rw.erase_op(op),
        (MaskFormat::AllTrue, MaskedAccess::Load { unmasked: true }) => {
            let t = ctx.value_type(ctx.result(op, 0));
            rw.set_insertion_point_before(op);
            let nt = builder_nontemporal(rw.ctx());
            let v = irbridge::dialect::vector::LoadOp::build(
                rw,
                l,
                t,
                operands[0],
                &operands[1..n - 2],
                nt,
            )
            .result(rw.c());
            rw.replace_op(op, &[v]);
        }
        (MaskFormat::AllTrue, MaskedAccess::Store { unmasked: true }) => {
            rw.set_insertion_point_before(op);
            let nt = builder_nontemporal(rw.ctx());
            irbridge::dialect::vector::StoreOp::build(
                rw,
                l,
                last,
                operands[0],
                &operands[1..n - 2],
                nt,
            );
            rw.erase_op(op);
        }
        _ => return None,
    }
    Some(())
}

/// A `arith.constant` of `i1` elements all `value` (`allI1ConstantValuesSetTo`).
fn all_i1_constant(ctx: &irbridge::ir::Context, v: ValueId, value: bool) -> bool {
    use irbridge::dialect::arith::ConstantOp;
    let Some(c) = ctx.defining_op(v).and_then(|o| ConstantOp::cast(ctx, o)) else {
        return false;
    };
    let Some(a) = c.value(ctx) else {
        return false;
    };
    irbridge::ir::dense::int_values(ctx, a)
        .is_some_and(|(_, _, vals)| !vals.is_empty() && vals.iter().all(|&x| (x & 1 == 1) == value))
}

/// `FoldI1Select`: `arith.select %c, dense<true>, dense<false> : i1, vector<1xi1>` is a broadcast
/// of the scalar condition.
pub fn fold_i1_select(rw: &mut irbridge::transforms::Rewriter<'_>, op: OpId) -> Option<()> {
    use irbridge::dialect::vector::BroadcastOp;
    let ctx = &*rw.ctx;
    let t = ctx.value_type(ctx.result(op, 0));
    let (shape, scalable, elem) = vparts(ctx, t)?;
    if ctx.int_width(elem) != Some(1) || !ctx.is_signless_int(elem) {
        return None;
    }
    let cond = ctx.operand(op, 0);
    if vparts(ctx, ctx.value_type(cond)).is_some() {
        return None;
    }
    if shape != [1] || scalable.iter().any(|s| *s) {
        return None;
    }
    if !all_i1_constant(ctx, ctx.operand(op, 1), true)
        || !all_i1_constant(ctx, ctx.operand(op, 2), false)
    {
        return None;
    }
    let l = loc_of(ctx, op);
    let v = BroadcastOp::build(rw, l, t, cond).vector(rw.ctx);
    rw.replace_op(op, &[v]);
    Some(())
}
