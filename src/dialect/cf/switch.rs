//! `cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2, 43: ^bb3(%b : i64) ]`: the custom
//! form upstream's `custom<SwitchOpCases>` gives it, and the verifier rules its record cannot state.

use super::successors::{self as succ, verify_successor_operands};
use crate::diag::DResult;
use crate::dialect::syntax::set_prop;
use crate::ir::dense;
use crate::ir::{Context, OpId, OpState, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::print::type_to_string;
use crate::verify::op_err;

const SEGMENTS: &str = "operandSegmentSizes";
const CASE_SEGMENTS: &str = "case_operand_segments";
const CASE_VALUES: &str = "case_values";

/// `parseInteger` into an `int64_t`: an optional `-` and a decimal or hex literal. Positive literals up to
/// 2^64-1 are accepted (and wrap); the result is the 64-bit pattern.
fn parse_case_value(p: &mut dyn AsmParser) -> DResult<u64> {
    let off = p.offset();
    let Some((neg, text)) = p.parse_optional_integer_spelling()? else {
        return Err(p.error_at(off, "expected integer value".into()));
    };
    let body = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"));
    let mag = match body {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => text.parse::<u128>().ok(),
    };
    // Upstream parses the digits into an APInt of 4 bits per digit (one more when its top bit is set) and
    // negates it there: a negative literal fits only if that width is at most 64.
    // (after leading zeros, which are skipped)
    let digits = body.unwrap_or(&text).trim_start_matches('0').len();
    let value = match mag {
        Some(m) if !neg => u64::try_from(m).ok(),
        Some(m) => {
            let mut width = 4 * digits as u32;
            if width <= 128 && width > 0 && (m >> (width - 1)) & 1 == 1 {
                width += 1;
            }
            (width <= 64).then(|| (m as u64).wrapping_neg())
        }
        None => None,
    };
    value.ok_or_else(|| p.error_at(off, "integer value too large".into()))
}

pub fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty_off = p.offset();
    let flag_ty = p.parse_type()?;
    let Some(width) = p.ctx_ref().int_width(flag_ty) else {
        return Err(p.error_at(ty_off, "invalid kind of type specified".into()));
    };
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let mut values = vec![];
    let mut dests = vec![default];
    let mut case_ops: Vec<ValueId> = vec![];
    let mut case_sizes = vec![];
    while p.parse_optional_punct(Punct::Comma) {
        let v = parse_case_value(p)?;
        // `APInt(bitWidth, (uint64_t)value)`: truncated, or zero-extended past 64 bits.
        values.push(dense::truncate(v as u128, width));
        p.parse_punct(Punct::Colon)?;
        let (d, ops) = p.parse_successor_and_use_list()?;
        dests.push(d);
        case_sizes.push(ops.len());
        case_ops.extend(ops);
    }
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict(st)?;
    st.operands.push(p.resolve_operand(&flag, flag_ty)?);
    let segments = succ::i32_array(p.ctx(), &[1, default_ops.len(), case_ops.len()]);
    st.operands.extend(default_ops);
    st.operands.extend(case_ops);
    st.successors = dests;
    set_prop(p, st, SEGMENTS, segments);
    let case_segments = succ::i32_array(p.ctx(), &case_sizes);
    set_prop(p, st, CASE_SEGMENTS, case_segments);
    if !values.is_empty() {
        let a = dense::int_vector(p.ctx(), flag_ty, &values);
        set_prop(p, st, CASE_VALUES, a);
    }
    Ok(())
}

/// The operand groups: flag, default operands, and one group per case.
struct Groups<'c> {
    flag: &'c [ValueId],
    default: &'c [ValueId],
    cases: Vec<&'c [ValueId]>,
}

fn groups(ctx: &Context, op: OpId) -> DResult<Groups<'_>> {
    let operands = &ctx.ops[op].operands;
    let sizes = succ::segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    succ::check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    let g = succ::split_groups(operands, &sizes);
    let case_sizes = succ::segment_sizes(ctx, op, CASE_SEGMENTS, None)?;
    Ok(Groups {
        flag: g[0],
        default: g[1],
        cases: succ::split_groups(g[2], &case_sizes),
    })
}

pub fn print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Ok(g) = groups(ctx, op) else { return };
    let (Some(&flag), Some(&default)) = (g.flag.first(), ctx.ops[op].successors.first()) else {
        return;
    };
    let default_ops = g.default.to_vec();
    let case_ops: Vec<Vec<ValueId>> = g.cases.iter().map(|c| c.to_vec()).collect();
    let dests = ctx.ops[op].successors[1..].to_vec();
    let flag_ty = ctx.value_type(flag);
    let values = crate::ods::prop(ctx, op, CASE_VALUES).and_then(|a| dense::int_values(ctx, a));
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(flag_ty);
    p.write(", [");
    p.print_newline();
    p.write("  default: ");
    p.print_successor_and_use_list(default, &default_ops);
    if let Some((_, _, values)) = values {
        for (i, v) in values.iter().enumerate() {
            p.write(",");
            p.print_newline();
            p.write("  ");
            // `APInt::getLimitedValue()`.
            p.write_uint(u64::try_from(*v).unwrap_or(u64::MAX));
            p.write(": ");
            if let Some(&dest) = dests.get(i) {
                p.print_successor_and_use_list(dest, case_ops.get(i).map_or(&[], Vec::as_slice));
            }
        }
        p.print_newline();
    }
    p.write("]");
    p.print_optional_attr_dict(op, &[SEGMENTS, CASE_SEGMENTS, CASE_VALUES]);
}

/// `SwitchOp::verify` and the `BranchOpInterface` rule, after the record's checks (counts,
/// segment sizes, the flag's type, the attributes' kinds).
pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let case_values =
        crate::ods::prop(ctx, op, CASE_VALUES).and_then(|a| dense::int_values(ctx, a));
    let g = groups(ctx, op)?;
    let n_cases = ctx.ops[op].successors.len() - 1;
    if case_values.is_some() || n_cases > 0 {
        let flag_ty = ctx.value_type(ctx.operand(op, 0));
        let (count, elem) = match &case_values {
            Some((_, elem, vals)) => (vals.len(), Some(*elem)),
            None => (0, None),
        };
        if let Some(elem) = elem.filter(|e| *e != flag_ty) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    type_to_string(ctx, flag_ty),
                    type_to_string(ctx, elem)
                ),
            ));
        }
        if count != n_cases {
            return Err(op_err(
                ctx,
                op,
                format!("number of case values ({count}) should match number of case destinations ({n_cases})"),
            ));
        }
    }
    verify_successor_operands(ctx, op, 0, g.default)?;
    for i in 0..n_cases {
        verify_successor_operands(ctx, op, i + 1, g.cases.get(i).copied().unwrap_or(&[]))?;
    }
    Ok(())
}
