//! Mixed static/dynamic index lists (`[%a, 4, %b]`), MLIR's `custom<DynamicIndexList>`: each entry is an
//! SSA value (stored as an operand, with [`DYNAMIC`] in the static array) or an integer (stored in the
//! static array). Ops keep the static part in a `array<i64: ...>` property (`static_offsets`,
//! `static_sizes`, `static_strides`, `static_output_shape`) and the values in an operand segment.

use super::common::{custom_err, custom_err_at_name, parse_optional_i64};
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, ValueId, DYNAMIC};
use crate::parse::lexer::TokenKind as T;
use crate::parse::ops::UnresolvedOperand;
use crate::parse::Parser;
use crate::print::Printer;

/// A parsed `[...]` list before its SSA values are resolved.
#[derive(Clone, Debug, Default)]
pub struct MixedList {
    /// The SSA entries, in order.
    pub values: Vec<UnresolvedOperand>,
    /// Every entry: the integer, or [`DYNAMIC`] where an SSA value stands.
    pub statics: Vec<i64>,
}

/// One entry of a mixed list after resolution (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mixed {
    Static(i64),
    Dynamic(ValueId),
}

/// Parses `[` (ssa-value | integer) (`,` ...)* `]`, also accepting the scalable form `[[4]]` of an entry
/// (its flag is dropped: memref ops have no scalable indices). Errors use upstream's wording and
/// `custom op` prefix.
pub fn parse_mixed_list(p: &mut Parser, st: &OpState) -> DResult<MixedList> {
    let mut out = MixedList::default();
    p.parse_delimited_list(T::LSquare, " in dynamic index list", |p| {
        // Upstream's order: an SSA value, else (after an optional `[` marking a scalable entry) an integer.
        let value = p.parse_optional_operand()?;
        let scalable = p.consume_if(T::LSquare);
        match value {
            Some(v) => {
                out.values.push(v);
                out.statics.push(DYNAMIC);
            }
            None => match parse_optional_i64(p)? {
                Some(i) => out.statics.push(i),
                // Upstream then adds "expected SSA value or integer" at the op name; the first error
                // is the one users see.
                None => return Err(custom_err(p, st, p.tok_start(), "expected integer value")),
            },
        }
        if scalable && !p.consume_if(T::RSquare) {
            return Err(custom_err_at_name(p, st, "expected SSA value or integer"));
        }
        Ok(())
    })?;
    Ok(out)
}

/// Prints `[a, b, c]` from the static entries, taking values from `values` where an entry is dynamic.
pub fn print_mixed_list(pr: &mut Printer, values: &[ValueId], statics: &[i64]) {
    pr.w("[");
    let mut next = 0;
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if *s == DYNAMIC {
            match values.get(next) {
                Some(v) => pr.print_operand(*v),
                None => pr.w("<<out of range>>"),
            }
            next += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w("]");
}

/// Zips static entries and dynamic values into the mixed form (`getMixedOffsets` and friends). Missing
/// values (malformed IR) are skipped.
pub fn mixed_values(values: &[ValueId], statics: &[i64]) -> Vec<Mixed> {
    let mut next = values.iter();
    statics
        .iter()
        .filter_map(|s| {
            if *s == DYNAMIC {
                next.next().map(|v| Mixed::Dynamic(*v))
            } else {
                Some(Mixed::Static(*s))
            }
        })
        .collect()
}

/// `array<i64: ...>`.
pub fn dense_i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elem = ctx.i64();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| *v as i128).collect(),
    })
}

/// `array<i32: ...>`, the form of `operandSegmentSizes`.
pub fn dense_i32_array(ctx: &mut Context, values: &[i32]) -> Attribute {
    let elem = ctx.i32();
    ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| *v as i128).collect(),
    })
}

/// Sets the `operandSegmentSizes` property of an op being parsed.
pub fn set_segment_sizes(p: &mut Parser, st: &mut OpState, sizes: &[usize]) {
    let sizes: Vec<i32> = sizes
        .iter()
        .map(|s| i32::try_from(*s).unwrap_or(i32::MAX))
        .collect();
    let a = dense_i32_array(p.ctx, &sizes);
    let k = p.ctx.sym("operandSegmentSizes");
    st.props.push((k, a));
}

/// The `array<i64: ...>` property `name` of `op` (empty if absent or malformed).
pub fn static_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| super::ods::dense_i64_values(ctx, a))
        .unwrap_or_default()
}
