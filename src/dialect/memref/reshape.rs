//! The hooks of `memref.expand_shape` and `memref.collapse_shape`: reshapes described by a
//! reassociation (`[[0, 1], [2]]` groups consecutive dims of the expanded type into one dim of the
//! collapsed type), with the layout rules that decide the result's strides.

use super::common::*;
use super::constraints::index_list_array;
use super::layout::{self, sat_mul, StridedInfo};
use super::mixed_list::static_list;
use super::ops::ExpandShapeOp;
use super::views::memref_type_string;
use crate::diag::DResult;
use crate::ir::{Context, OpId, Type, DYNAMIC};

pub(super) fn reassociation(ctx: &Context, op: OpId) -> Vec<Vec<i64>> {
    ctx.get_attr(op, "reassociation")
        .and_then(|a| index_list_array(ctx, a))
        .unwrap_or_default()
}

/// `verifyCollapsedShape`: one reassociation group per collapsed dim, groups contiguous and in bounds,
/// dynamic collapsed dims exactly for groups with a dynamic dim, static group products matching.
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    reassoc: &[Vec<i64>],
) -> DResult<()> {
    if collapsed.len() != reassoc.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "invalid number of reassociation groups: found {}, expected {}",
                reassoc.len(),
                collapsed.len()
            ),
        ));
    }
    let mut next: i64 = 0;
    for (cdim, group) in reassoc.iter().enumerate() {
        let mut found_dynamic = false;
        for &e in group {
            if e != next {
                return Err(op_err(ctx, op, "reassociation indices must be contiguous"));
            }
            next += 1;
            if e < 0 || e as usize >= expanded.len() {
                return Err(op_err(
                    ctx,
                    op,
                    format!("reassociation index {e} is out of bounds"),
                ));
            }
            if expanded[e as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return Err(op_err(
                ctx,
                op,
                format!("collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"),
            ));
        }
        if !found_dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, e| acc.wrapping_mul(expanded[*e as usize]));
            if size != collapsed[cdim] {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "collapsed dim size ({}) must equal reassociation group size ({size})",
                        collapsed[cdim]
                    ),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return Err(op_err(
                ctx,
                op,
                "rank 0 memrefs can only be extended/collapsed with/from ones",
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
                expanded.len()
            ),
        ));
    }
    Ok(())
}

/// `computeExpandedLayoutMap`: the strides of the expanded type of a strided source. Each source stride is
/// the stride of the last dim of its group; the dims before it multiply in the sizes after them.
pub fn expanded_layout(
    src: &StridedInfo,
    result_shape: &[i64],
    reassoc: &[Vec<i64>],
) -> StridedInfo {
    let mut rev = vec![];
    let mut shape_index = result_shape.len();
    for (group, &stride) in reassoc.iter().zip(&src.strides).rev() {
        let mut cur = stride;
        for _ in group {
            rev.push(cur);
            shape_index = shape_index.saturating_sub(1);
            cur = sat_mul(cur, result_shape.get(shape_index).copied().unwrap_or(1));
        }
    }
    let mut strides: Vec<i64> = rev.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    StridedInfo {
        strides,
        offset: src.offset,
    }
}

/// `computeCollapsedLayoutMap` (non-strict): each group's stride is that of its last non-1 dim (dynamic if
/// that size is dynamic and the group has several dims); `None` when a group is statically non-contiguous
/// (in 19 the contiguity check does not skip size-1 dims).
pub fn collapsed_layout(
    src_shape: &[i64],
    src: &StridedInfo,
    reassoc: &[Vec<i64>],
) -> Option<StridedInfo> {
    let mut strides = vec![];
    for group in reassoc {
        let mut r: &[i64] = group;
        while r.len() > 1 && src_shape.get(*r.last()? as usize) == Some(&1) {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if src_shape.get(last) != Some(&DYNAMIC) || r.len() == 1 {
            strides.push(*src.strides.get(last)?);
        } else {
            strides.push(DYNAMIC);
        }
    }
    for (gi, group) in reassoc.iter().enumerate().rev() {
        let mut stride = strides[gi];
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, *src_shape.get(idx)?);
            let prev = idx.checked_sub(1)?;
            let src_stride = *src.strides.get(prev)?;
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(StridedInfo {
        strides,
        offset: src.offset,
    })
}

/// The expected result type as text, and whether `res` is that type.
fn expected_type(
    ctx: &Context,
    src: &MemRefParts,
    res_ty: Type,
    shape: &[i64],
    layout: Option<&StridedInfo>,
) -> (String, bool) {
    let res = memref_parts(ctx, res_ty);
    let text = memref_type_string(ctx, shape, src.elem, layout, src.memory_space);
    let same = res.is_some_and(|r| {
        r.shape == shape
            && r.elem == src.elem
            && r.memory_space == src.memory_space
            && match layout {
                None => match r.layout {
                    None => true,
                    Some(a) => {
                        matches!(ctx.attr_kind(a), crate::ir::AttrKind::AffineMap(m) if layout::is_identity_map(m))
                    }
                },
                Some(l) => r.layout.is_some_and(|a| {
                    matches!(ctx.attr_kind(a), crate::ir::AttrKind::Strided { strides, offset }
                        if *strides == l.strides && *offset == l.offset)
                }),
            }
    });
    (format!("'{text}'"), same)
}

pub(super) fn verify_expand_shape(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(((_, src), (res_ty, res))) = source_and_result_parts(ctx, op) else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return Err(op_err(
            ctx,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    let reassoc = reassociation(ctx, op);
    verify_collapsed_shape(ctx, op, &src.shape, &res.shape, &reassoc)?;
    let layout = if layout::is_identity_layout(ctx, src.layout) {
        None
    } else {
        let Some(info) = layout::layout_strides_and_offset(ctx, &src.shape, src.layout) else {
            return Err(op_err(ctx, op, "invalid source layout map"));
        };
        Some(expanded_layout(&info, &res.shape, &reassoc))
    };
    let (text, same) = expected_type(ctx, &src, res_ty, &res.shape, layout.as_ref());
    if !same {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected expanded type to be {text} but found {}",
                qty(ctx, res_ty)
            ),
        ));
    }
    let statics = static_list(ctx, op, "static_output_shape");
    if statics.len() != r1 {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let ndyn = statics.iter().filter(|d| **d == DYNAMIC).count();
    let nvals = ExpandShapeOp(op).output_shape(ctx).len();
    if nvals != ndyn {
        return Err(op_err(
            ctx,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {ndyn} dynamic dims while output_shape has {nvals} values"
            ),
        ));
    }
    for (pos, (have, want)) in res.shape.iter().zip(&statics).enumerate() {
        if *have != DYNAMIC && have != want {
            return Err(op_err(
                ctx,
                op,
                format!("invalid output shape provided at pos {pos}"),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_collapse_shape(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(((_, src), (res_ty, res))) = source_and_result_parts(ctx, op) else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return Err(op_err(
            ctx,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    let reassoc = reassociation(ctx, op);
    verify_collapsed_shape(ctx, op, &res.shape, &src.shape, &reassoc)?;
    let layout = if layout::is_identity_layout(ctx, src.layout) {
        None
    } else {
        let computed = layout::layout_strides_and_offset(ctx, &src.shape, src.layout)
            .and_then(|info| collapsed_layout(&src.shape, &info, &reassoc));
        let Some(l) = computed else {
            return Err(op_err(
                ctx,
                op,
                "invalid source layout map or collapsing non-contiguous dims",
            ));
        };
        Some(l)
    };
    let (text, same) = expected_type(ctx, &src, res_ty, &res.shape, layout.as_ref());
    if !same {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected collapsed type to be {text} but found {}",
                qty(ctx, res_ty)
            ),
        ));
    }
    Ok(())
}
