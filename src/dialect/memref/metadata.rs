//! The hooks of the descriptor queries (`memref.extract_strided_metadata`'s inferred types and
//! result names) and of the `memref.assume_alignment` hint.

use super::common::*;
use super::views::memref_type_string;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{Context, OpId, TypeKind};

pub(super) fn verify_extract_strided_metadata(ctx: &Context, op: OpId) -> DResult<()> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let Some(m) = memref_parts(ctx, src) else {
        return Ok(());
    };
    let rank = m.shape.len();
    // InferTypeOpInterface: the inferred result types, as text, against the actual ones.
    let mut inferred = vec![format!(
        "'{}'",
        memref_type_string(ctx, &[], m.elem, None, m.memory_space)
    )];
    inferred.extend(std::iter::repeat_n("'index'".to_string(), 1 + 2 * rank));
    let actual = ctx.result_types(op);
    let base_ok = actual.first().is_some_and(|t| {
        matches!(ctx.kind(*t), TypeKind::MemRef { shape, elem, layout: None, memory_space }
            if shape.is_empty() && *elem == m.elem && *memory_space == m.memory_space)
    });
    let rest_ok = actual.len() == 2 + 2 * rank && actual[1..].iter().all(|t| ctx.is_index(*t));
    if !(base_ok && rest_ok) {
        let actual_s: Vec<String> = actual.iter().map(|t| qty(ctx, *t)).collect();
        let err = op_err(
            ctx,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                inferred.join(", "),
                actual_s.join(", ")
            ),
        );
        // Upstream emits a second error after the first.
        let second = op_err(ctx, op, "failed to infer returned types");
        return Err(Diagnostic {
            notes: vec![second],
            ..err
        });
    }
    Ok(())
}

pub(super) fn names_extract_strided_metadata(
    ctx: &Context,
    op: OpId,
    out: &mut Vec<(usize, String)>,
) {
    out.push((0, "base_buffer".to_string()));
    out.push((1, "offset".to_string()));
    let n = ctx.ops[op].results.len();
    if n > 2 {
        let rank = (n - 2) / 2;
        out.push((2, "sizes".to_string()));
        out.push((2 + rank, "strides".to_string()));
    }
}

// ---- assume_alignment ----------------------------------------------------------------------------------------

pub(super) fn verify_assume_alignment(ctx: &Context, op: OpId) -> DResult<()> {
    let v = ctx
        .get_attr(op, "alignment")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(1);
    if !(v as u64).is_power_of_two() {
        return Err(op_err(ctx, op, "alignment must be power of 2"));
    }
    Ok(())
}
