//! Successor operands: the `BranchOpInterface` verifier and the `operandSegmentSizes` bookkeeping the
//! branch ops share.

use crate::diag::{DResult, Diagnostic};
use crate::ir::{AttrKind, Attribute, Context, OpId, ValueId};
use crate::print::attr_to_string;
use crate::verify::op_err;

/// `verifyBranchSuccessorOperands`: the operands passed to successor `succ` match its block arguments.
pub fn verify_successor_operands(
    ctx: &Context,
    op: OpId,
    succ: usize,
    operands: &[ValueId],
) -> DResult<()> {
    let Some(&block) = ctx.ops[op].successors.get(succ) else {
        return Ok(());
    };
    let args = &ctx.blocks[block].args;
    let err = |msg: String| Diagnostic::at(ctx, ctx.ops[op].loc, msg);
    if operands.len() != args.len() {
        return Err(err(format!(
            "branch has {} operands for successor #{succ}, but target block has {}",
            operands.len(),
            args.len()
        )));
    }
    for (i, (&v, &a)) in operands.iter().zip(args).enumerate() {
        if ctx.value_type(v) != ctx.value_type(a) {
            return Err(err(format!(
                "type mismatch for bb argument #{i} of successor #{succ}"
            )));
        }
    }
    Ok(())
}

/// `array<i32: ...>`.
pub fn i32_array(ctx: &mut Context, values: &[usize]) -> Attribute {
    let elem = ctx.i32();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|&v| v as i128).collect(),
    })
}

/// An error upstream reports while converting the attribute dictionary to the op's properties.
pub fn invalid_props(ctx: &Context, op: OpId, why: String) -> Diagnostic {
    crate::verify::invalid_properties(ctx, op, &why)
}

/// A segment-size property (`array<i32: ...>`); missing means all zero. `len` is the fixed number of
/// segments, or `None` for a variadic-of-variadic list.
pub fn segment_sizes(
    ctx: &Context,
    op: OpId,
    name: &str,
    len: Option<usize>,
) -> DResult<Vec<usize>> {
    let Some(a) = ctx.get_attr(op, name) else {
        return Ok(vec![0; len.unwrap_or(0)]);
    };
    let values = match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, values } if ctx.int_width(*elem) == Some(32) => values,
        _ => {
            let shown = attr_to_string(ctx, a);
            return Err(invalid_props(
                ctx,
                op,
                format!("Invalid attribute `{name}` in property conversion: {shown}"),
            ));
        }
    };
    if let Some(n) = len {
        if values.len() != n {
            return Err(invalid_props(
                ctx,
                op,
                format!(
                    "size mismatch in attribute conversion: {} vs {n}",
                    values.len()
                ),
            ));
        }
    }
    if values.iter().any(|v| *v < 0) {
        return Err(op_err(
            ctx,
            op,
            format!("'{name}' attribute cannot have negative elements"),
        ));
    }
    Ok(values.iter().map(|v| *v as usize).collect())
}

/// `verifyValueSizeAttr`: the segments add up to the number of values in the group.
pub fn check_segment_total(
    ctx: &Context,
    op: OpId,
    sizes: &[usize],
    name: &str,
    what: &str,
    count: usize,
) -> DResult<()> {
    let total: usize = sizes.iter().sum();
    if total != count {
        return Err(op_err(
            ctx,
            op,
            format!("{what} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'"),
        ));
    }
    Ok(())
}

/// Splits `values` into consecutive groups of the given sizes (sizes must add up to at most its length).
pub fn split_groups<'v>(values: &'v [ValueId], sizes: &[usize]) -> Vec<&'v [ValueId]> {
    let mut out = vec![];
    let mut start = 0;
    for &n in sizes {
        let end = (start + n).min(values.len());
        out.push(&values[start..end]);
        start = end;
    }
    out
}
