//! Mixed static/dynamic index lists (`[%a, 4, %b]`), MLIR's `custom<DynamicIndexList>`: each entry is an
//! SSA value (stored as an operand, with [`DYNAMIC`] in the static array) or an integer (stored in the
//! static array). Ops keep the static part in a `array<i64: ...>` property (`static_offsets`,
//! `static_sizes`, `static_strides`, `static_output_shape`) and the values in an operand segment.

use super::common::err_at_name;
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, ValueId, DYNAMIC};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, Punct, UnresolvedOperand};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::CustomDirective;

/// `custom<DynamicIndexList>($values, $static_values)` (`parseDynamicIndexList` /
/// `printDynamicIndexList` of ViewLikeInterface, square brackets, no types, no scalable flags).
pub const DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};

fn parse_dynamic_index_list(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let list = parse_mixed_list(p, st)?;
    *args.operands(0) = list.values;
    let statics = dense_i64_array(p.ctx(), &list.statics);
    *args.attr(1) = Some(statics);
    Ok(())
}

fn print_dynamic_index_list(p: &mut dyn AsmPrinter, _: OpId, args: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let values = args.operands(ctx, 0).to_vec();
    let statics = args
        .attr(ctx, 1)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    print_mixed_list(p, &values, &statics);
}

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
/// (its flag is dropped: memref ops have no scalable indices).
pub fn parse_mixed_list(p: &mut dyn AsmParser, st: &OpState) -> DResult<MixedList> {
    let mut out = MixedList::default();
    p.parse_comma_separated_list(
        Delimiter::Square,
        " in dynamic index list",
        &mut |p: &mut dyn AsmParser| {
            // Upstream's order: an SSA value, else (after an optional `[` marking a scalable entry)
            // an integer.
            let value = p.parse_optional_operand()?;
            let scalable = p.parse_optional_punct(Punct::LSquare);
            match value {
                Some(v) => {
                    out.values.push(v);
                    out.statics.push(DYNAMIC);
                }
                None => out.statics.push(parse_i64(p)?),
            }
            if scalable && !p.parse_optional_punct(Punct::RSquare) {
                // Upstream fails silently here and reports this at the op name.
                return Err(err_at_name(p, st, "expected SSA value or integer"));
            }
            Ok(())
        },
    )?;
    // After an error in the list upstream adds "expected SSA value or integer" at the op name;
    // the first error is the one users see.
    Ok(out)
}

/// `parseInteger<int64_t>`: an integer literal (`true` and `false` are the 1-bit integers 1 and 0,
/// sign-extended), "expected integer value" where there is none.
fn parse_i64(p: &mut dyn AsmParser) -> DResult<i64> {
    use num_traits::ToPrimitive;
    let off = p.offset();
    if p.parse_optional_keyword("true") {
        return Ok(-1);
    }
    if p.parse_optional_keyword("false") {
        return Ok(0);
    }
    match p.parse_optional_integer()? {
        Some(v) => v
            .to_i64()
            .ok_or_else(|| p.error_at(off, "integer value too large".into())),
        None => Err(p.error_at(off, "expected integer value".into())),
    }
}

/// Prints `[a, b, c]` from the static entries, taking values from `values` where an entry is dynamic.
pub fn print_mixed_list(p: &mut dyn AsmPrinter, values: &[ValueId], statics: &[i64]) {
    p.write("[");
    let mut next = 0;
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == DYNAMIC {
            match values.get(next) {
                Some(v) => p.print_operand(*v),
                None => p.write("<<out of range>>"),
            }
            next += 1;
        } else {
            p.write_int(*s);
        }
    }
    p.write("]");
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

/// The values of an `array<i64: ...>` attribute.
pub fn dense_i64_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, values } if ctx.int_width(*elem) == Some(64) => {
            Some(values.iter().map(|v| *v as i64).collect())
        }
        _ => None,
    }
}

/// The `array<i64: ...>` property `name` of `op` (empty if absent or malformed).
pub fn static_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default()
}
