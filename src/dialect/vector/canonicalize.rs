//! `vector`'s canonicalization patterns (MLIR 19's VectorOps.cpp `getCanonicalizationPatterns`),
//! listed on the records of their root ops in upstream's order.

use super::fold::{constant_int, mask_format, MaskFormat};
use super::ops::{
    BroadcastOp, ConstantMaskOp, CreateMaskOp, ExtractElementOp, FromElementsOp, LoadOp,
    ShapeCastOp, SplatOp, StoreOp, TransposeOp, VectorScaleOp,
};
use crate::ir::{OpId, TypeKind, ValueId};
use crate::transforms::consts::{dense, elements, scalar_attr, scalar_or_splat, splat_value};
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

/// The masked-access folders (`MaskedLoadFolder`, `MaskedStoreFolder`, `GatherFolder`,
/// `ScatterFolder`, `ExpandLoadFolder`, `CompressStoreFolder`). The six ops share their operand
/// layout: base, indices (and a gather's or scatter's index vector), mask, and last the
/// pass-through (loads) or the stored value (stores). An all-false mask leaves the pass-through or
/// no store; an all-true one, where the op has an unmasked form, a plain `vector.load`/`store`.
fn masked_access(rw: &mut Rewriter<'_>, op: OpId, is_load: bool, unmasked_form: bool) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.ops[op].operands.to_vec();
    let n = operands.len();
    if n < 3 {
        return false;
    }
    match mask_format(ctx, operands[n - 2]) {
        MaskFormat::AllTrue if unmasked_form => {
            let (loc, base, indices) = (ctx.ops[op].loc, operands[0], &operands[1..n - 2]);
            rw.set_insertion_point_before(op);
            // Upstream's builders set `nontemporal = false` (a parsed op has none).
            let nt = Some(rw.ctx.bool_attr(false));
            if is_load {
                let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
                let new = LoadOp::build(rw, loc, ty, base, indices, nt).result(rw.ctx);
                rw.replace_op(op, &[new]);
            } else {
                StoreOp::build(rw, loc, operands[n - 1], base, indices, nt);
                rw.erase_op(op);
            }
            true
        }
        MaskFormat::AllFalse => {
            if is_load {
                rw.replace_op(op, &[operands[n - 1]]);
            } else {
                rw.erase_op(op);
            }
            true
        }
        _ => false,
    }
}

pub static MASKED_LOAD: &[Pattern] = &[Pattern::new("MaskedLoadFolder", |rw, op| {
    masked_access(rw, op, true, true)
})];
pub static MASKED_STORE: &[Pattern] = &[Pattern::new("MaskedStoreFolder", |rw, op| {
    masked_access(rw, op, false, true)
})];
pub static GATHER: &[Pattern] = &[Pattern::new("GatherFolder", |rw, op| {
    masked_access(rw, op, true, false)
})];
pub static SCATTER: &[Pattern] = &[Pattern::new("ScatterFolder", |rw, op| {
    masked_access(rw, op, false, false)
})];
pub static EXPAND_LOAD: &[Pattern] = &[Pattern::new("ExpandLoadFolder", |rw, op| {
    masked_access(rw, op, true, true)
})];
pub static COMPRESS_STORE: &[Pattern] = &[Pattern::new("CompressStoreFolder", |rw, op| {
    masked_access(rw, op, false, true)
})];

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

// ---- transposes ---------------------------------------------------------------------------------------------

/// The `permutation` of a `vector.transpose`.
fn permutation(rw: &Rewriter<'_>, op: OpId) -> Vec<i64> {
    rw.ctx
        .get_attr(op, "permutation")
        .and_then(|a| rw.ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

/// `v` permuted: `result[i] = v[perm[i]]` (`applyPermutationToVector`).
fn permuted<T: Copy>(v: &[T], perm: &[i64]) -> Option<Vec<T>> {
    perm.iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| v.get(p).copied()))
        .collect()
}

/// The transpose source's producer, if it is `def`'s.
fn transposed(
    rw: &Rewriter<'_>,
    op: OpId,
    is: fn(&crate::ir::Context, OpId) -> bool,
) -> Option<OpId> {
    rw.ctx
        .defining_op(rw.ctx.operand(op, 0))
        .filter(|&d| is(rw.ctx, d))
}

/// Replaces `op` with a new `vector.transpose` of `src` by `perm`.
fn replace_with_transpose(rw: &mut Rewriter<'_>, op: OpId, src: ValueId, perm: &[i64]) {
    let (loc, ty) = (rw.ctx.ops[op].loc, rw.ctx.value_type(rw.ctx.result(op, 0)));
    let attr = super::fold::dense_i64_array(rw.ctx, perm);
    rw.set_insertion_point_before(op);
    let new = TransposeOp::build(rw, loc, ty, src, attr).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
}

/// `FoldTransposeCreateMask`: a transposed `create_mask`/`constant_mask` is one of the transposed
/// sizes.
fn transpose_of_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let perm = permutation(rw, op);
    let (loc, ty) = (rw.ctx.ops[op].loc, rw.ctx.value_type(rw.ctx.result(op, 0)));
    if let Some(m) = transposed(rw, op, CreateMaskOp::is) {
        let Some(operands) = permuted(&rw.ctx.ops[m].operands, &perm) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let new = CreateMaskOp::build(rw, loc, ty, &operands).result(rw.ctx);
        rw.replace_op(op, &[new]);
        return true;
    }
    if let Some(m) = transposed(rw, op, ConstantMaskOp::is) {
        let sizes = super::constraints::int_array_prop(rw.ctx, m, "mask_dim_sizes");
        let Some(sizes) = permuted(&sizes, &perm) else {
            return false;
        };
        let attr = super::constraints::i64_array_attr(rw.ctx, &sizes);
        rw.set_insertion_point_before(op);
        let new = ConstantMaskOp::build(rw, loc, ty, attr).result(rw.ctx);
        rw.replace_op(op, &[new]);
        return true;
    }
    false
}

/// `FoldTransposedScalarBroadcast`: a transposed broadcast of a scalar (or one-element vector) is
/// a broadcast to the transposed type.
fn transpose_of_scalar_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(b) = transposed(rw, op, BroadcastOp::is) else {
        return false;
    };
    let src = rw.ctx.operand(b, 0);
    if let Some(shape) = rw.ctx.shape(rw.ctx.value_type(src)) {
        if shape.iter().product::<i64>() != 1 {
            return false;
        }
    }
    let (loc, ty) = (rw.ctx.ops[op].loc, rw.ctx.value_type(rw.ctx.result(op, 0)));
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::build(rw, loc, ty, src).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
    true
}

/// `TransposeFolder`: a transpose of a transpose is one transpose by the composed permutation.
fn transpose_of_transpose(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(parent) = transposed(rw, op, TransposeOp::is) else {
        return false;
    };
    let Some(perm) = permuted(&permutation(rw, parent), &permutation(rw, op)) else {
        return false;
    };
    let src = rw.ctx.operand(parent, 0);
    replace_with_transpose(rw, op, src, &perm);
    true
}

/// `FoldTransposeSplat`: a transposed splat is a splat of the transposed type.
fn transpose_of_splat(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(s) = transposed(rw, op, SplatOp::is) else {
        return false;
    };
    let input = rw.ctx.operand(s, 0);
    let (loc, ty) = (rw.ctx.ops[op].loc, rw.ctx.value_type(rw.ctx.result(op, 0)));
    rw.set_insertion_point_before(op);
    let new = SplatOp::build(rw, loc, ty, input).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
    true
}

pub static TRANSPOSE: &[Pattern] = &[
    Pattern::new("FoldTransposeCreateMask", transpose_of_mask),
    Pattern::new(
        "FoldTransposedScalarBroadcast",
        transpose_of_scalar_broadcast,
    ),
    Pattern::new("TransposeFolder", transpose_of_transpose),
    Pattern::new("FoldTransposeSplat", transpose_of_splat),
];

/// Row-major strides of `shape` (`computeStrides`).
fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1];
    }
    strides
}

/// The row-major index of `position` in `shape`, missing trailing positions taken as 0
/// (`linearize` of the padded position).
fn linear_index(shape: &[i64], position: &[i64]) -> i64 {
    let strides = row_major_strides(shape);
    (0..shape.len())
        .map(|i| position.get(i).copied().unwrap_or(0) * strides[i])
        .sum()
}

// ---- extracts -----------------------------------------------------------------------------------------------

/// The constant a vector value is defined as (`m_Constant`).
fn constant_of(rw: &Rewriter<'_>, v: ValueId) -> Option<crate::ir::Attribute> {
    let d = rw.ctx.defining_op(v)?;
    crate::transforms::fold::constant_of_op(rw.ctx, d)
}

/// Replaces `op` with a new `arith.constant` of `value`.
fn replace_with_constant(rw: &mut Rewriter<'_>, op: OpId, value: crate::ir::Attribute) {
    let (loc, ty) = (rw.ctx.ops[op].loc, rw.ctx.value_type(rw.ctx.result(op, 0)));
    rw.set_insertion_point_before(op);
    let new = crate::dialect::arith::ConstantOp::build(rw, loc, ty, value).result(rw.ctx);
    rw.replace_op(op, &[new]);
}

/// `ExtractOpSplatConstantFolder`: an extract of a splat constant is the splat value (or a splat of
/// the result type).
fn extract_of_splat_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(c) = constant_of(rw, rw.ctx.operand(op, 0)) else {
        return false;
    };
    let Some(s) = splat_value(rw.ctx, c) else {
        return false;
    };
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let value = scalar_or_splat(rw.ctx, ty, s);
    replace_with_constant(rw, op, value);
    true
}

/// `ExtractOpNonSplatConstantFolder`: an extract (static position) of a fixed-size non-splat
/// constant is the constant run of elements it selects.
fn extract_of_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if ctx.ops[op].operands.len() > 1 {
        return false;
    }
    let source = ctx.operand(op, 0);
    let Some(c) = constant_of(rw, source) else {
        return false;
    };
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(ctx.value_type(source))
    else {
        return false;
    };
    if scalable.iter().any(|s| *s) || splat_value(ctx, c).is_some() {
        return false;
    }
    let Some(elements) = elements(ctx, c) else {
        return false;
    };
    let position = ctx
        .get_attr(op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    // Row-major strides of the source; the position padded with zeros.
    let begin = linear_index(shape, &position);
    let ty = ctx.value_type(ctx.result(op, 0));
    let count = ctx.shape(ty).map_or(1, |s| s.iter().product::<i64>());
    let (Ok(begin), Ok(count)) = (usize::try_from(begin), usize::try_from(count)) else {
        return false;
    };
    let Some(run) = elements.get(begin..begin + count) else {
        return false;
    };
    let value = if ctx.shape(ty).is_some() {
        dense(rw.ctx, ty, run)
    } else {
        scalar_attr(rw.ctx, ty, run[0])
    };
    replace_with_constant(rw, op, value);
    true
}

/// `ExtractOpFromBroadcast`: an extract of a broadcast whose source has no more dims than the result
/// is a broadcast of that source (an `extractelement` for a 0-D one).
fn extract_of_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(def) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| BroadcastOp::is(ctx, d) || SplatOp::is(ctx, d))
    else {
        return false;
    };
    let source = ctx.operand(def, 0);
    let ty = ctx.value_type(ctx.result(op, 0));
    let src_ty = ctx.value_type(source);
    if ty == src_ty {
        return false;
    }
    let rank = |t| ctx.shape(t).map_or(0, <[i64]>::len);
    if rank(ty) < rank(src_ty) {
        return false;
    }
    let loc = ctx.ops[op].loc;
    let is_vector = ctx.shape(ty).is_some();
    rw.set_insertion_point_before(op);
    let new = if !is_vector {
        ExtractElementOp::build(rw, loc, ty, source, None).result(rw.ctx)
    } else {
        let b = BroadcastOp::build(rw, loc, ty, source).0;
        rw.ctx.result(b, 0)
    };
    rw.replace_op(op, &[new]);
    true
}

/// `ExtractOpFromCreateMask`: a sub-mask extracted from a `vector.create_mask` is all-false if a
/// static position lies past its constant bound, else the `create_mask` of the remaining bounds
/// when every extracted dimension's bound is a constant (and, at a dynamic position, covers the
/// whole dimension).
fn extract_of_create_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(mask_op) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| CreateMaskOp::is(ctx, d))
    else {
        return false;
    };
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let Some(shape) = ctx
        .shape(ctx.value_type(ctx.result(mask_op, 0)))
        .map(<[i64]>::to_vec)
    else {
        return false;
    };
    if ctx.shape(result_ty).is_none() {
        return false;
    }
    let bounds = ctx.ops[mask_op].operands.to_vec();
    let position = ctx
        .get_attr(op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let mut all_false = mask_format(ctx, ctx.operand(op, 0)) == MaskFormat::AllFalse;
    let mut unknown = false;
    for (dim, &pos) in position.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(&bound) = bounds.get(dim) else {
            return false;
        };
        let is_arith_constant = ctx
            .defining_op(bound)
            .is_some_and(|d| crate::dialect::arith::ConstantOp::is(ctx, d));
        let Some(bound) = constant_int(ctx, bound).filter(|_| is_arith_constant) else {
            unknown = true;
            continue;
        };
        if pos != crate::ir::DYNAMIC {
            all_false |= pos >= bound;
        } else if bound < shape[dim] {
            unknown = true;
        }
    }
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = if all_false {
        let Some(zero) = crate::ir::apint::ApInt::new(1, 0) else {
            return false;
        };
        let value = crate::transforms::consts::splat(
            rw.ctx,
            result_ty,
            crate::transforms::consts::Scalar::Int(zero),
        );
        crate::dialect::arith::ConstantOp::build(rw, loc, result_ty, value).result(rw.ctx)
    } else if !unknown {
        let rest = bounds.get(position.len()..).unwrap_or_default().to_vec();
        CreateMaskOp::build(rw, loc, result_ty, &rest).result(rw.ctx)
    } else {
        return false;
    };
    rw.replace_op(op, &[new]);
    true
}

/// `foldExtractFromShapeCastToShapeCast`: an extract of a shape_cast with as many elements as
/// the cast's source is a shape_cast of that source.
fn extract_of_shape_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| ShapeCastOp::is(ctx, d))
    else {
        return false;
    };
    let source = ctx.operand(cast, 0);
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let count = |t| ctx.shape(t).map(|s| s.iter().product::<i64>());
    match (count(ctx.value_type(source)), count(result_ty)) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = ShapeCastOp::build(rw, loc, result_ty, source).result(rw.ctx);
    rw.replace_op(op, &[new]);
    true
}

/// `foldExtractFromFromElements`: a fixed-size sub-vector extracted at a static position from a
/// `vector.from_elements` is the `from_elements` of its slice of the elements.
fn extract_of_from_elements(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if ctx.ops[op].operands.len() > 1 {
        return false;
    }
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let Some(TypeKind::Vector {
        shape: res_shape,
        scalable: res_scalable,
        ..
    }) = Some(ctx.kind(result_ty))
    else {
        return false;
    };
    let Some(from) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| FromElementsOp::is(ctx, d))
    else {
        return false;
    };
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(ctx.value_type(ctx.result(from, 0)))
    else {
        return false;
    };
    if res_scalable.iter().chain(scalable).any(|s| *s) {
        return false;
    }
    let mut position = ctx
        .get_attr(op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    position.extend(std::iter::repeat_n(0, res_shape.len()));
    let mut flat = 0i64;
    let mut stride = 1i64;
    for i in (0..shape.len()).rev() {
        flat += position.get(i).copied().unwrap_or(0) * stride;
        stride *= shape[i];
    }
    let n: i64 = res_shape.iter().product();
    let elements = ctx.ops[from].operands.to_vec();
    let (Ok(start), Ok(n)) = (usize::try_from(flat), usize::try_from(n)) else {
        return false;
    };
    let Some(slice) = elements.get(start..start + n).map(<[ValueId]>::to_vec) else {
        return false;
    };
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = FromElementsOp::build(rw, loc, result_ty, &slice).result(rw.ctx);
    rw.replace_op(op, &[new]);
    true
}

pub static EXTRACT: &[Pattern] = &[
    Pattern::new("ExtractOpSplatConstantFolder", extract_of_splat_constant),
    Pattern::new("ExtractOpNonSplatConstantFolder", extract_of_constant),
    Pattern::new("ExtractOpFromBroadcast", extract_of_broadcast),
    Pattern::new("ExtractOpFromCreateMask", extract_of_create_mask),
    Pattern::new("foldExtractFromShapeCastToShapeCast", extract_of_shape_cast),
    Pattern::new("foldExtractFromFromElements", extract_of_from_elements),
];

// ---- reductions ---------------------------------------------------------------------------------------------

type DefFn = fn() -> &'static crate::ods::OpDef;

/// `makeArithReduction`'s ops per combining kind: on integers (and index), on floats.
const REDUCTION_OPS: &[(u64, Option<DefFn>, Option<DefFn>)] = {
    use super::constraints::kind;
    use crate::dialect::arith as a;
    &[
        (kind::ADD, Some(a::AddIOp::def), Some(a::AddFOp::def)),
        (kind::MUL, Some(a::MulIOp::def), Some(a::MulFOp::def)),
        (kind::AND, Some(a::AndIOp::def), None),
        (kind::OR, Some(a::OrIOp::def), None),
        (kind::XOR, Some(a::XOrIOp::def), None),
        (kind::MAXSI, Some(a::MaxSIOp::def), None),
        (kind::MINSI, Some(a::MinSIOp::def), None),
        (kind::MAXUI, Some(a::MaxUIOp::def), None),
        (kind::MINUI, Some(a::MinUIOp::def), None),
        (kind::MAXNUMF, None, Some(a::MaxNumFOp::def)),
        (kind::MAXIMUMF, None, Some(a::MaximumFOp::def)),
        (kind::MINNUMF, None, Some(a::MinNumFOp::def)),
        (kind::MINIMUMF, None, Some(a::MinimumFOp::def)),
    ]
};

/// `makeArithReduction` without a mask, as an op to create: `value <kind> acc` (the `arith` op
/// of the combining kind for the element type); float ops carry `fastmath`. `None` if the kind
/// has no op for that element type.
pub fn arith_reduction_state(
    ctx: &mut crate::ir::Context,
    loc: crate::ir::Attribute,
    kind: u64,
    value: ValueId,
    acc: ValueId,
    fastmath: Option<crate::ir::Attribute>,
) -> Option<crate::ir::OpState> {
    use crate::ods::typed::{build_state, Group};
    let ty = ctx.value_type(value);
    let elem = ctx.element_type(ty);
    let row = REDUCTION_OPS.iter().find(|r| r.0 == kind)?;
    let is_float = ctx.is_float(elem);
    let def = if is_float { row.2 } else { row.1 }?();
    let attrs: Vec<(&'static str, Option<crate::ir::Attribute>)> = def
        .attrs
        .iter()
        .map(|a| (a.name, (a.name == "fastmath").then_some(fastmath).flatten()))
        .collect();
    Some(build_state(
        ctx,
        def,
        loc,
        &[Group::One(ty)],
        &[Group::One(value), Group::One(acc)],
        &attrs,
    ))
}

/// [`arith_reduction_state`], created and folded (`makeArithReduction` without a mask).
pub fn arith_reduction(
    rw: &mut Rewriter<'_>,
    loc: crate::ir::Attribute,
    kind: u64,
    value: ValueId,
    acc: ValueId,
    fastmath: Option<crate::ir::Attribute>,
) -> Option<ValueId> {
    let st = arith_reduction_state(rw.ctx, loc, kind, value, acc, fastmath)?;
    rw.create_or_fold(st).first().copied()
}

/// `CanonicalizeContractAdd`: an `arith.addi`/`arith.addf` of a `vector.contract` whose
/// accumulator is an `arith.constant` zero and another value is a clone of the contraction
/// accumulating into that value (the left operand tried first).
fn contract_add(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    use crate::transforms::consts::{scalar_or_splat, Scalar};
    let ctx = &*rw.ctx;
    let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let zero_acc_contract = |ctx: &mut crate::ir::Context, v: ValueId| -> Option<OpId> {
        let contract = ctx
            .defining_op(v)
            .filter(|&d| super::ops::ContractionOp::is(ctx, d))?;
        let acc = ctx.operand(contract, 2);
        let c = ctx
            .defining_op(acc)
            .filter(|&d| crate::dialect::arith::ConstantOp::is(ctx, d))?;
        let value = crate::transforms::fold::constant_of_op(ctx, c)?;
        let ty = ctx.value_type(acc);
        let elem = ctx.element_type(ty);
        let zero = match (ctx.float_kind(elem), ctx.int_width(elem)) {
            (Some(k), _) => Scalar::Float(k, 0),
            (None, Some(w)) => Scalar::Int(crate::ir::apint::ApInt::new(w, 0)?),
            _ if ctx.is_index(elem) => Scalar::Int(crate::ir::apint::ApInt::new(64, 0)?),
            _ => return None,
        };
        (scalar_or_splat(ctx, ty, zero) == value).then_some(contract)
    };
    let (contract, other) = match zero_acc_contract(rw.ctx, a) {
        Some(c) => (c, b),
        None => match zero_acc_contract(rw.ctx, b) {
            Some(c) => (c, a),
            None => return false,
        },
    };
    let mut mapping = crate::transforms::clone::Mapping::default();
    mapping.values.insert(rw.ctx.operand(contract, 2), other);
    let new = crate::transforms::clone::clone_op(rw.ctx, contract, &mut mapping);
    rw.set_insertion_point_before(op);
    rw.insert_op(new);
    let result = rw.ctx.result(new, 0);
    rw.replace_op(op, &[result]);
    true
}

pub static CONTRACTION: &[Pattern] = &[
    Pattern::new("CanonicalizeContractAdd", contract_add)
        .with_root(crate::dialect::arith::AddIOp::NAME),
    Pattern::new("CanonicalizeContractAdd", contract_add)
        .with_root(crate::dialect::arith::AddFOp::NAME),
];

/// `ElideUnitDimsInMultiDimReduction`: a `vector.multi_reduction` whose reduced dimensions all
/// have size 1 is its accumulator combined with the source shape-cast to the result (or its one
/// element extracted), a masked one selecting through its mask (reshaped alike).
fn elide_unit_dims_reduction(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let r = super::ops::MultiDimReductionOp(op);
    let source = r.source(ctx);
    let Some(shape) = ctx.shape(ctx.value_type(source)).map(<[i64]>::to_vec) else {
        return false;
    };
    let dims = super::constraints::int_array_prop(ctx, op, "reduction_dims");
    if dims
        .iter()
        .any(|&d| usize::try_from(d).ok().and_then(|d| shape.get(d)) != Some(&1))
    {
        return false;
    }
    let Some(kind) = super::constraints::kind_of(ctx, op) else {
        return false;
    };
    let masking = ctx.ops[op]
        .parent
        .and_then(|b| ctx.block_parent_op(b))
        .filter(|&p| super::ops::MaskOp::is(ctx, p));
    let root = masking.unwrap_or(op);
    let mut mask = masking.map(|m| ctx.operand(m, 0));
    let (loc, acc) = (ctx.ops[op].loc, r.acc(ctx));
    let dest_ty = ctx.value_type(ctx.result(op, 0));
    let dest_shape = match ctx.kind(dest_ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((shape.clone(), scalable.clone())),
        _ => None,
    };
    rw.set_insertion_point_before(root);
    let cast = match dest_shape {
        Some((shape, scalable)) => {
            if let Some(m) = mask {
                let i1 = rw.ctx.i1();
                let mt = super::vector_type(rw.ctx, shape.to_vec(), scalable.to_vec(), i1);
                mask = Some(ShapeCastOp::build(rw, loc, mt, m).result(rw.ctx));
            }
            ShapeCastOp::build(rw, loc, dest_ty, source).result(rw.ctx)
        }
        None => {
            let zeros = vec![0; shape.len()];
            let at = super::fold::dense_i64_array(rw.ctx, &zeros);
            if let Some(m) = mask {
                let i1 = rw.ctx.i1();
                mask = Some(super::ops::ExtractOp::build(rw, loc, i1, m, &[], at).result(rw.ctx));
            }
            super::ops::ExtractOp::build(rw, loc, dest_ty, source, &[], at).result(rw.ctx)
        }
    };
    let Some(mut result) = arith_reduction(rw, loc, kind, acc, cast, None) else {
        return false;
    };
    if let Some(m) = mask {
        let ty = rw.ctx.value_type(result);
        result =
            crate::dialect::arith::SelectOp::build(rw, loc, ty, m, result, cast).result(rw.ctx);
    }
    rw.replace_op(root, &[result]);
    true
}

pub static MULTI_REDUCTION: &[Pattern] = &[Pattern::new(
    "ElideUnitDimsInMultiDimReduction",
    elide_unit_dims_reduction,
)];

/// `ElideSingleElementReduction` (unmasked): a reduction of a one-element (or 0-D) vector is its
/// element, combined with the accumulator if there is one.
fn single_element_reduction(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    // A masked reduction is replaced with its `vector.mask`, the mask's lane selecting the result.
    let masking = ctx.ops[op]
        .parent
        .and_then(|b| ctx.block_parent_op(b))
        .filter(|&p| super::ops::MaskOp::is(ctx, p));
    let root = masking.unwrap_or(op);
    let mask = masking.map(|m| ctx.operand(m, 0));
    let r = super::ops::ReductionOp(op);
    let vector = r.vector(ctx);
    let Some(shape) = ctx.shape(ctx.value_type(vector)) else {
        return false;
    };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let zero_d = shape.is_empty();
    let (loc, elem) = (ctx.ops[op].loc, ctx.element_type(ctx.value_type(vector)));
    let acc = r.acc(ctx);
    let Some(kind) = super::constraints::kind_of(ctx, op) else {
        return false;
    };
    let fastmath = r.fastmath(ctx);
    let is_float = ctx.is_float(elem);
    let supported = REDUCTION_OPS.iter().any(|row| {
        row.0 == kind
            && if is_float {
                row.2.is_some()
            } else {
                row.1.is_some()
            }
    });
    if acc.is_some() && !supported {
        return false;
    }
    rw.set_insertion_point_before(root);
    let extract = |rw: &mut Rewriter<'_>, v: ValueId| {
        let elem = rw.ctx.element_type(rw.ctx.value_type(v));
        if zero_d {
            ExtractElementOp::build(rw, loc, elem, v, None).result(rw.ctx)
        } else {
            let zero = super::fold::dense_i64_array(rw.ctx, &[0]);
            let e = super::ops::ExtractOp::build(rw, loc, elem, v, &[], zero).0;
            rw.ctx.result(e, 0)
        }
    };
    let mask = mask.map(|m| extract(rw, m));
    let mut result = extract(rw, vector);
    if let Some(acc) = acc {
        // `supported` made sure the kind has an op for this element type.
        if let Some(v) = arith_reduction(rw, loc, kind, result, acc, fastmath) {
            result = v;
        }
        // `selectPassthru`: the accumulator where the mask's lane is off.
        if let Some(m) = mask {
            let ty = rw.ctx.value_type(result);
            result =
                crate::dialect::arith::SelectOp::build(rw, loc, ty, m, result, acc).result(rw.ctx);
        }
    }
    rw.replace_op(root, &[result]);
    true
}

pub static REDUCTION: &[Pattern] = &[Pattern::new(
    "ElideSingleElementReduction",
    single_element_reduction,
)];

// ---- inserts ------------------------------------------------------------------------------------------------

/// `InsertToBroadcast`: an insert of a vector with as many elements as the destination is a
/// broadcast of it.
fn insert_to_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let source = ctx.operand(op, 0);
    let dest_ty = ctx.value_type(ctx.result(op, 0));
    let (Some(src), Some(dst)) = (ctx.shape(ctx.value_type(source)), ctx.shape(dest_ty)) else {
        return false;
    };
    if src.iter().product::<i64>() != dst.iter().product::<i64>() {
        return false;
    }
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::build(rw, loc, dest_ty, source).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
    true
}

/// The input of the `vector.splat` defining `v`.
fn splat_input(ctx: &crate::ir::Context, v: ValueId) -> Option<ValueId> {
    ctx.defining_op(v)
        .filter(|&d| SplatOp::is(ctx, d))
        .map(|d| ctx.operand(d, 0))
}

/// Replaces `op` with a `vector.splat` of `input` of its result type.
fn replace_with_splat(rw: &mut Rewriter<'_>, op: OpId, input: ValueId) {
    let (loc, ty) = (rw.ctx.ops[op].loc, rw.ctx.value_type(rw.ctx.result(op, 0)));
    rw.set_insertion_point_before(op);
    let new = SplatOp::build(rw, loc, ty, input).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
}

/// `InsertSplatToSplat` (and `ShuffleSplat`): two splats of one value combined are a splat of it.
fn two_splats(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
    match (splat_input(ctx, a), splat_input(ctx, b)) {
        (Some(x), Some(y)) if x == y => {
            replace_with_splat(rw, op, x);
            true
        }
        _ => false,
    }
}

/// `InsertOpConstantFolder`: a constant inserted (static position) into a fixed-size constant is a
/// constant, unless the destination has more than 256 elements and other uses.
fn insert_of_constants(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    if ctx.ops[op].operands.len() > 2 {
        return false;
    }
    let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(dest_cst) = constant_of(rw, dest) else {
        return false;
    };
    let dest_ty = ctx.value_type(dest);
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(dest_ty)
    else {
        return false;
    };
    if scalable.iter().any(|s| *s) {
        return false;
    }
    let count: i64 = shape.iter().product();
    if count > 256 && ctx.values[dest].uses.len() != 1 {
        return false;
    }
    let Some(src_cst) = constant_of(rw, source) else {
        return false;
    };
    let (Some(mut all), Some(inserted)) = (
        elements(ctx, dest_cst),
        elements(ctx, src_cst).or_else(|| {
            crate::transforms::consts::int_attr_value(ctx, src_cst)
                .map(|i| vec![crate::transforms::consts::Scalar::Int(i)])
                .or_else(|| {
                    crate::transforms::consts::float_attr_value(ctx, src_cst)
                        .map(|(k, b)| vec![crate::transforms::consts::Scalar::Float(k, b)])
                })
        }),
    ) else {
        return false;
    };
    let position = ctx
        .get_attr(op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let begin = linear_index(shape, &position);
    let Some(slots) = usize::try_from(begin)
        .ok()
        .and_then(|b| all.get_mut(b..b + inserted.len()))
    else {
        return false;
    };
    slots.copy_from_slice(&inserted);
    let value = dense(rw.ctx, dest_ty, &all);
    replace_with_constant(rw, op, value);
    true
}

pub static INSERT: &[Pattern] = &[
    Pattern::new("InsertToBroadcast", insert_to_broadcast),
    Pattern::new("InsertSplatToSplat", two_splats),
    Pattern::new("InsertOpConstantFolder", insert_of_constants),
];

// ---- shuffles -----------------------------------------------------------------------------------------------

/// `ShuffleInterleave`: a fixed-size 1-D shuffle of two equal vectors with mask
/// `[0, n, 1, n+1, ...]` is `vector.interleave`.
fn shuffle_interleave(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(ty)
    else {
        return false;
    };
    if scalable.iter().any(|s| *s) || shape.len() != 1 {
        return false;
    }
    let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let src_ty = ctx.value_type(a);
    let n: i64 = ctx.shape(src_ty).map_or(1, |s| s.iter().product());
    if src_ty != ctx.value_type(b) || n * 2 != shape[0] {
        return false;
    }
    let mask = super::constraints::int_array_prop(ctx, op, "mask");
    let half = shape[0] / 2;
    let interleaving = (0..half).all(|i| {
        mask.get(2 * i as usize) == Some(&i) && mask.get(2 * i as usize + 1) == Some(&(half + i))
    });
    if !interleaving {
        return false;
    }
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new = super::ops::InterleaveOp::build(rw, loc, ty, a, b).result(rw.ctx);
    rw.replace_op(op, &[new]);
    true
}

/// `Canonicalize0DShuffleOp`: a one-element shuffle of 0-D vectors is a broadcast of the chosen one.
fn shuffle_0d(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let a = ctx.operand(op, 0);
    let a_ty = ctx.value_type(a);
    if ctx.shape(a_ty).is_none_or(|s| !s.is_empty()) {
        return false;
    }
    let mask = super::constraints::int_array_prop(ctx, op, "mask");
    if mask.len() != 1 {
        return false;
    }
    let chosen = if mask[0] == 0 { a } else { ctx.operand(op, 1) };
    let elem = ctx.element_type(a_ty);
    let loc = ctx.ops[op].loc;
    let res_ty = rw.ctx.ty(TypeKind::Vector {
        shape: vec![1],
        scalable: vec![false],
        elem,
    });
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::build(rw, loc, res_ty, chosen).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
    true
}

pub static SHUFFLE: &[Pattern] = &[
    Pattern::new("ShuffleSplat", two_splats),
    Pattern::new("ShuffleInterleave", shuffle_interleave),
    Pattern::new("Canonicalize0DShuffleOp", shuffle_0d),
];

// ---- vector.mask --------------------------------------------------------------------------------------------

/// `ElideEmptyMaskOp`: a `vector.mask` around nothing is what its `vector.yield` yields.
fn elide_empty_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(&region) = ctx.ops[op].regions.first() else {
        return false;
    };
    let Some(block) = ctx.entry_block(region) else {
        return false;
    };
    let ops = ctx.block_ops(block);
    if ops.len() != 1 {
        return false;
    }
    let yielded = ctx.ops[ops[0]].operands.to_vec();
    if yielded.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &yielded);
    }
    true
}

pub static MASK: &[Pattern] = &[Pattern::new("ElideEmptyMaskOp", elide_empty_mask)];

// ---- shape casts --------------------------------------------------------------------------------------------

/// `ShapeCastConstantFolder`: a shape cast of a splat `arith.constant` is the splat of the new type.
fn shape_cast_of_splat_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| crate::dialect::arith::ConstantOp::is(ctx, d))
        .and_then(|d| crate::transforms::fold::constant_of_op(ctx, d))
    else {
        return false;
    };
    let Some(s) = splat_value(ctx, c) else {
        return false;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let value = crate::transforms::consts::splat(rw.ctx, ty, s);
    replace_with_constant(rw, op, value);
    true
}

/// `ShapeCastCreateMaskFolderTrailingOneDim`: a shape cast dropping trailing unit dims of a mask
/// whose sizes there are 1 is the mask without them.
fn shape_cast_of_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let source = ctx.operand(op, 0);
    let Some(def) = ctx.defining_op(source) else {
        return false;
    };
    let is_create = CreateMaskOp::is(ctx, def);
    if !is_create && !ConstantMaskOp::is(ctx, def) {
        return false;
    }
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let TypeKind::Vector {
        shape,
        scalable,
        elem,
    } = ctx.kind(ctx.value_type(source))
    else {
        return false;
    };
    // `trimTrailingOneDims`, keeping one dim.
    let mut keep = shape.len();
    while keep > 0 && shape[keep - 1] == 1 && !scalable[keep - 1] {
        keep -= 1;
    }
    let keep = keep.max(1.min(shape.len()));
    let trimmed = TypeKind::Vector {
        shape: shape[..keep].to_vec(),
        scalable: scalable[..keep].to_vec(),
        elem: *elem,
    };
    let drop = shape.len() - keep;
    if drop == 0 || ctx.kind(res_ty) != &trimmed {
        return false;
    }
    let loc = ctx.ops[op].loc;
    if is_create {
        let operands = ctx.ops[def].operands.to_vec();
        if operands[operands.len() - drop..]
            .iter()
            .any(|&o| super::fold::constant_int(ctx, o) != Some(1))
        {
            return false;
        }
        rw.set_insertion_point_before(op);
        let new =
            CreateMaskOp::build(rw, loc, res_ty, &operands[..operands.len() - drop]).result(rw.ctx);
        rw.replace_op(op, &[new]);
    } else {
        let sizes = super::constraints::int_array_prop(ctx, def, "mask_dim_sizes");
        if sizes.len() < drop || sizes[sizes.len() - drop..].iter().any(|&s| s != 1) {
            return false;
        }
        let attr = super::constraints::i64_array_attr(rw.ctx, &sizes[..sizes.len() - drop]);
        rw.set_insertion_point_before(op);
        let new = ConstantMaskOp::build(rw, loc, res_ty, attr).result(rw.ctx);
        rw.replace_op(op, &[new]);
    }
    true
}

/// `ShapeCastBroadcastFolder`: a shape cast of a broadcast whose source is the trailing shape of
/// the cast's result is a broadcast to it; one of the same element count is a shape cast of the
/// source.
fn shape_cast_of_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| BroadcastOp::is(ctx, d))
    else {
        return false;
    };
    let source = ctx.operand(b, 0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let Some(target) = ctx.shape(res_ty) else {
        return false;
    };
    let src_shape = ctx.shape(ctx.value_type(source));
    let src = src_shape.unwrap_or(&[]);
    let loc = ctx.ops[op].loc;
    if src.len() <= target.len() && target[target.len() - src.len()..] == *src {
        rw.set_insertion_point_before(op);
        let new = BroadcastOp::build(rw, loc, res_ty, source).0;
        let new = rw.ctx.result(new, 0);
        rw.replace_op(op, &[new]);
        return true;
    }
    if src_shape.is_some() && src.iter().product::<i64>() == target.iter().product::<i64>() {
        rw.set_insertion_point_before(op);
        let new = super::ops::ShapeCastOp::build(rw, loc, res_ty, source).result(rw.ctx);
        rw.replace_op(op, &[new]);
        return true;
    }
    false
}

pub static SHAPE_CAST: &[Pattern] = &[
    Pattern::new("ShapeCastConstantFolder", shape_cast_of_splat_constant),
    Pattern::new(
        "ShapeCastCreateMaskFolderTrailingOneDim",
        shape_cast_of_mask,
    ),
    Pattern::new("ShapeCastBroadcastFolder", shape_cast_of_broadcast),
];

// ---- strided slices -----------------------------------------------------------------------------------------

/// `offsets`, `sizes` and `strides` of an `extract_strided_slice`.
fn slice_params(ctx: &crate::ir::Context, op: OpId) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    let get = |n| super::constraints::int_array_prop(ctx, op, n);
    (get("offsets"), get("sizes"), get("strides"))
}

/// `StridedSliceConstantMaskFolder`: a unit-stride slice of a `constant_mask` is a `constant_mask`
/// of the sizes clipped to the slice (all zero as soon as one is).
fn slice_of_constant_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(m) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| ConstantMaskOp::is(ctx, d))
    else {
        return false;
    };
    let (offsets, sizes, strides) = slice_params(ctx, op);
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let mask = super::constraints::int_array_prop(ctx, m, "mask_dim_sizes");
    let mut out: Vec<i64> = mask
        .iter()
        .zip(offsets.iter().zip(&sizes))
        .map(|(&m, (&o, &s))| ((o + s).min(m) - o).max(0))
        .collect();
    out.extend_from_slice(&mask[out.len().min(mask.len())..]);
    if out.contains(&0) {
        out = vec![0; mask.len()];
    }
    let (loc, ty) = (ctx.ops[op].loc, ctx.value_type(ctx.result(op, 0)));
    let attr = super::constraints::i64_array_attr(rw.ctx, &out);
    rw.set_insertion_point_before(op);
    let new = ConstantMaskOp::build(rw, loc, ty, attr).result(rw.ctx);
    rw.replace_op(op, &[new]);
    true
}

/// `StridedSliceSplatConstantFolder`: a slice of a splat constant is a splat constant.
fn slice_of_splat_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(c) = constant_of(rw, rw.ctx.operand(op, 0)) else {
        return false;
    };
    let Some(s) = splat_value(rw.ctx, c) else {
        return false;
    };
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let value = crate::transforms::consts::splat(rw.ctx, ty, s);
    replace_with_constant(rw, op, value);
    true
}

/// `StridedSliceNonSplatConstantFolder`: a unit-stride slice of a non-splat constant is the
/// constant of the selected elements.
fn slice_of_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let source = ctx.operand(op, 0);
    let Some(c) = constant_of(rw, source) else {
        return false;
    };
    if splat_value(ctx, c).is_some() {
        return false;
    }
    let (offsets, _, strides) = slice_params(ctx, op);
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let (Some(values), Some(src_shape)) = (elements(ctx, c), ctx.shape(ctx.value_type(source)))
    else {
        return false;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let Some(slice_shape) = ctx.shape(ty) else {
        return false;
    };
    let rank = slice_shape.len();
    let mut begin = vec![0i64; rank];
    begin[..offsets.len().min(rank)].copy_from_slice(&offsets[..offsets.len().min(rank)]);
    // Row-major strides of the source.
    let src_strides = row_major_strides(src_shape);
    let mut picked = vec![];
    let mut pos = begin.clone();
    loop {
        let linear: i64 = pos.iter().zip(&src_strides).map(|(p, s)| p * s).sum();
        match usize::try_from(linear).ok().and_then(|i| values.get(i)) {
            Some(v) => picked.push(*v),
            None => return false,
        }
        // `incSlicePosition`: the next position of the slice, last dimension fastest.
        let mut d = rank;
        loop {
            if d == 0 {
                let value = dense(rw.ctx, ty, &picked);
                replace_with_constant(rw, op, value);
                return true;
            }
            d -= 1;
            pos[d] += 1;
            if pos[d] < begin[d] + slice_shape[d] {
                break;
            }
            pos[d] = begin[d];
        }
    }
}

/// `StridedSliceBroadcast`: a slice of a broadcast is a broadcast of the source, sliced first when
/// its trailing dims do not already match the result and it has more than one element.
fn slice_of_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|&d| BroadcastOp::is(ctx, d))
    else {
        return false;
    };
    let mut source = ctx.operand(b, 0);
    let src_ty = ctx.value_type(source);
    let src_shape = ctx.shape(src_ty).unwrap_or(&[]).to_vec();
    let ty = ctx.value_type(ctx.result(op, 0));
    let Some(dst) = ctx.shape(ty) else {
        return false;
    };
    let Some(diff) = dst.len().checked_sub(src_shape.len()) else {
        return false;
    };
    let lower_match = src_shape
        .iter()
        .enumerate()
        .all(|(i, &d)| d == dst[i + diff]);
    let scalar = src_shape.is_empty() || src_shape.iter().product::<i64>() == 1;
    let loc = ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    if !lower_match && !scalar {
        let (offsets, sizes, strides) = slice_params(rw.ctx, op);
        let drop = |v: &[i64]| v.get(diff.min(v.len())..).unwrap_or(&[]).to_vec();
        let (offsets, sizes, strides) = (drop(&offsets), drop(&sizes), drop(&strides));
        // The sliced source: its leading dims resized.
        let mut shape = src_shape.clone();
        for (d, s) in shape.iter_mut().zip(&sizes) {
            *d = *s;
        }
        let TypeKind::Vector { scalable, elem, .. } = rw.ctx.kind(src_ty).clone() else {
            return false;
        };
        let sliced_ty = rw.ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        });
        let (o, s, t) = (
            super::constraints::i64_array_attr(rw.ctx, &offsets),
            super::constraints::i64_array_attr(rw.ctx, &sizes),
            super::constraints::i64_array_attr(rw.ctx, &strides),
        );
        source = super::ops::ExtractStridedSliceOp::build(rw, loc, sliced_ty, source, o, s, t)
            .result(rw.ctx);
    }
    let new = BroadcastOp::build(rw, loc, ty, source).0;
    let new = rw.ctx.result(new, 0);
    rw.replace_op(op, &[new]);
    true
}

/// `StridedSliceSplat`: a slice of a splat is a splat.
fn slice_of_splat(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(input) = splat_input(rw.ctx, rw.ctx.operand(op, 0)) else {
        return false;
    };
    replace_with_splat(rw, op, input);
    true
}

pub static EXTRACT_STRIDED_SLICE: &[Pattern] = &[
    Pattern::new("StridedSliceConstantMaskFolder", slice_of_constant_mask),
    Pattern::new("StridedSliceSplatConstantFolder", slice_of_splat_constant),
    Pattern::new("StridedSliceNonSplatConstantFolder", slice_of_constant),
    Pattern::new("StridedSliceBroadcast", slice_of_broadcast),
    Pattern::new("StridedSliceSplat", slice_of_splat),
];

/// `FoldInsertStridedSliceSplat`: inserting a splat into a splat of the same value is the
/// destination.
fn insert_splat_into_splat(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    match (splat_input(ctx, source), splat_input(ctx, dest)) {
        (Some(a), Some(b)) if a == b => {
            rw.replace_op(op, &[dest]);
            true
        }
        _ => false,
    }
}

/// `FoldInsertStridedSliceOfExtract`: inserting back a slice extracted from the destination at the
/// same offsets and strides is the destination.
fn insert_of_extracted_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(slice) = ctx
        .defining_op(source)
        .filter(|&d| super::ops::ExtractStridedSliceOp::is(ctx, d))
    else {
        return false;
    };
    let same = |n| {
        super::constraints::int_array_prop(ctx, slice, n)
            == super::constraints::int_array_prop(ctx, op, n)
    };
    if ctx.operand(slice, 0) != dest || !same("strides") || !same("offsets") {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// `InsertStridedSliceConstantFolder`: a unit-stride constant slice inserted into a fixed-size
/// constant is a constant (destinations over 256 elements only when this is their one use).
fn insert_slice_of_constants(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(dest_cst) = constant_of(rw, dest) else {
        return false;
    };
    let dest_ty = ctx.value_type(dest);
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.kind(dest_ty)
    else {
        return false;
    };
    if scalable.iter().any(|s| *s) {
        return false;
    }
    if shape.iter().product::<i64>() > 256 && ctx.values[dest].uses.len() != 1 {
        return false;
    }
    let Some(src_cst) = constant_of(rw, source) else {
        return false;
    };
    let strides = super::constraints::int_array_prop(ctx, op, "strides");
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let (Some(mut all), Some(slice), Some(slice_shape)) = (
        elements(ctx, dest_cst),
        elements(ctx, src_cst),
        ctx.shape(ctx.value_type(source)),
    ) else {
        return false;
    };
    let offsets = super::constraints::int_array_prop(ctx, op, "offsets");
    let rank_diff = shape.len() - slice_shape.len();
    let dst_strides = row_major_strides(shape);
    let mut pos = offsets.clone();
    if pos.len() != shape.len() {
        return false;
    }
    for value in slice {
        let linear: i64 = pos.iter().zip(&dst_strides).map(|(p, s)| p * s).sum();
        match usize::try_from(linear).ok().and_then(|i| all.get_mut(i)) {
            Some(slot) => *slot = value,
            None => return false,
        }
        // The next position inside the slice, last dimension fastest.
        let mut d = shape.len();
        while d > rank_diff {
            d -= 1;
            pos[d] += 1;
            if pos[d] < offsets[d] + slice_shape[d - rank_diff] {
                break;
            }
            pos[d] = offsets[d];
        }
    }
    let value = dense(rw.ctx, dest_ty, &all);
    replace_with_constant(rw, op, value);
    true
}

pub static INSERT_STRIDED_SLICE: &[Pattern] = &[
    Pattern::new("FoldInsertStridedSliceSplat", insert_splat_into_splat),
    Pattern::new("FoldInsertStridedSliceOfExtract", insert_of_extracted_slice),
    Pattern::new(
        "InsertStridedSliceConstantFolder",
        insert_slice_of_constants,
    ),
];
