//! `builtin.unrealized_conversion_cast`: its verifier rule.

use crate::diag::DResult;
use crate::ir::{Context, OpId};
use crate::verify::op_err;

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    if ctx.ops[op].results.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}

/// `UnrealizedConversionCastOp::fold`: a cast to its inputs' own types is its inputs; a cast that
/// undoes the cast defining all its inputs is that cast's inputs.
pub fn fold(
    ctx: &mut Context,
    op: OpId,
    _k: &[Option<crate::ir::Attribute>],
) -> crate::ods::FoldResult {
    use crate::ods::{FoldResult, FoldValue};
    let d = &ctx.ops[op];
    let in_types: Vec<_> = d.operands.iter().map(|v| ctx.values[*v].ty).collect();
    let out_types: Vec<_> = d.results.iter().map(|v| ctx.values[*v].ty).collect();
    if in_types == out_types {
        return FoldResult::Values(d.operands.iter().map(|v| FoldValue::Value(*v)).collect());
    }
    let Some(&first) = d.operands.first() else {
        return FoldResult::None;
    };
    let Some(input) = ctx.defining_op(first) else {
        return FoldResult::None;
    };
    if !super::UnrealizedConversionCastOp::is(ctx, input) {
        return FoldResult::None;
    }
    let id = &ctx.ops[input];
    if id.results[..] != d.operands[..] {
        return FoldResult::None;
    }
    let input_types: Vec<_> = id.operands.iter().map(|v| ctx.values[*v].ty).collect();
    if input_types != out_types {
        return FoldResult::None;
    }
    FoldResult::Values(id.operands.iter().map(|v| FoldValue::Value(*v)).collect())
}
