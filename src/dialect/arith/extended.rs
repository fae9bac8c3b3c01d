//! The two-result ops name their results as upstream's `getAsmResultNames` does.

use crate::ir::{Context, OpId};

pub(crate) fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    let (a, b) = if super::ops::AddUIExtendedOp::is(ctx, op) {
        ("sum", "overflow")
    } else {
        ("low", "high")
    };
    out.push((0, a.to_string()));
    out.push((1, b.to_string()));
}
