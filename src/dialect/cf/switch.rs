//! `cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2, 43: ^bb3(%b : i64) ]`.

use super::dense;
use super::successors::{self as succ, verify_successor_operands};
use crate::diag::DResult;
use crate::dialect::builtin::ods::{self, Count, Shape};
use crate::ir::{Context, OpId, OpState, ValueId};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::{type_to_string, Printer};
use crate::verify::op_err;

const SEGMENTS: &str = "operandSegmentSizes";
const CASE_SEGMENTS: &str = "case_operand_segments";
const CASE_VALUES: &str = "case_values";

/// `parseInteger` into an `int64_t`: an optional `-` and a decimal or hex literal. Positive literals up to
/// 2^64-1 are accepted (and wrap); the result is the 64-bit pattern.
fn parse_case_value(p: &mut Parser, st: &OpState) -> DResult<u64> {
    let off = p.tok_start();
    let neg = p.consume_if(T::Minus);
    if !p.at(T::Integer) {
        return Err(ods::custom_err(p, st, off, "expected integer value"));
    }
    let text = p.spelling();
    let mag = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => text.parse::<u128>().ok(),
    };
    // Upstream parses the digits into an APInt of 4 bits per digit (one more when its top bit is set) and
    // negates it there: a negative literal fits only if that width is at most 64.
    // (after leading zeros, which are skipped)
    let body = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))
        .unwrap_or(text);
    let digits = body.trim_start_matches('0').len();
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
    let Some(v) = value else {
        return Err(ods::custom_err(p, st, off, "integer value too large"));
    };
    p.bump();
    Ok(v)
}

pub fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let flag = p.parse_operand()?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let ty_off = p.tok_start();
    let flag_ty = p.parse_type()?;
    let Some(width) = p.ctx.int_width(flag_ty) else {
        return Err(ods::custom_err(
            p,
            st,
            ty_off,
            "invalid kind of type specified",
        ));
    };
    p.expect_wt(T::Comma, "expected ','")?;
    p.expect_wt(T::LSquare, "expected '['")?;
    let kw_off = p.tok_start();
    if !p.consume_keyword("default") {
        return Err(ods::custom_err(p, st, kw_off, "expected 'default'"));
    }
    p.expect_wt(T::Colon, "expected ':'")?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let mut values = vec![];
    let mut dests = vec![default];
    let mut case_ops: Vec<ValueId> = vec![];
    let mut case_sizes = vec![];
    while p.consume_if(T::Comma) {
        let v = parse_case_value(p, st)?;
        // `APInt(bitWidth, (uint64_t)value)`: truncated, or zero-extended past 64 bits.
        values.push(dense::truncate(v as u128, width));
        p.expect_wt(T::Colon, "expected ':'")?;
        let (d, ops) = p.parse_successor_and_use_list()?;
        dests.push(d);
        case_sizes.push(ops.len());
        case_ops.extend(ops);
    }
    p.expect_wt(T::RSquare, "expected ']'")?;
    p.parse_optional_attr_dict_into(st)?;
    st.operands.push(p.resolve_operand(&flag, flag_ty)?);
    let segments = succ::i32_array(p.ctx, &[1, default_ops.len(), case_ops.len()]);
    st.operands.extend(default_ops);
    st.operands.extend(case_ops);
    st.successors = dests;
    let case_segments = succ::i32_array(p.ctx, &case_sizes);
    let mut props = vec![(SEGMENTS, segments), (CASE_SEGMENTS, case_segments)];
    if !values.is_empty() {
        props.push((CASE_VALUES, dense::int_vector(p.ctx, flag_ty, &values)));
    }
    for (name, a) in props {
        let k = p.ctx.sym(name);
        st.props.push((k, a));
    }
    ods::absorb_inherent(p, st);
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

pub fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Ok(g) = groups(ctx, op) else { return };
    let d = &ctx.ops[op];
    let (Some(&flag), Some(&default)) = (g.flag.first(), d.successors.first()) else {
        return;
    };
    pr.w(" ");
    pr.print_operand(flag);
    pr.w(" : ");
    pr.print_type(ctx.value_type(flag));
    pr.w(", [");
    pr.newline();
    pr.w("  default: ");
    pr.print_successor_and_use_list(default, g.default);
    let values = ctx
        .get_attr(op, CASE_VALUES)
        .and_then(|a| dense::int_values(ctx, a));
    if let Some((_, _, values)) = values {
        for (i, v) in values.iter().enumerate() {
            pr.w(",");
            pr.newline();
            pr.w("  ");
            // `APInt::getLimitedValue()`.
            pr.w(&u64::try_from(*v).unwrap_or(u64::MAX).to_string());
            pr.w(": ");
            if let Some(&dest) = d.successors.get(i + 1) {
                pr.print_successor_and_use_list(dest, g.cases.get(i).copied().unwrap_or(&[]));
            }
        }
        pr.newline();
    }
    pr.w("]");
    pr.print_op_attr_dict(op, &[SEGMENTS, CASE_SEGMENTS, CASE_VALUES]);
}

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(
        ctx,
        op,
        Shape {
            regions: Count::Exactly(0),
            results: Count::Exactly(0),
            successors: Count::AtLeast(1),
            operands: Count::AtLeast(1),
        },
    )?;
    ods::required_attr(ctx, op, CASE_SEGMENTS)?;
    let case_values = match ctx.get_attr(op, CASE_VALUES) {
        None => None,
        Some(a) => match dense::int_values(ctx, a) {
            Some(v) => Some(v),
            None => {
                let shown = crate::print::attr_to_string(ctx, a);
                return Err(succ::invalid_props(
                    ctx,
                    op,
                    format!("Invalid attribute `{CASE_VALUES}` in property conversion: {shown}"),
                ));
            }
        },
    };
    let operands = &ctx.ops[op].operands;
    let sizes = succ::segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    succ::check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    ods::check_operand(ctx, op, 0, &ods::ANY_INTEGER)?;
    let case_sizes = succ::segment_sizes(ctx, op, CASE_SEGMENTS, None)?;
    succ::check_segment_total(
        ctx,
        op,
        &case_sizes,
        CASE_SEGMENTS,
        "caseOperands",
        sizes[2],
    )?;
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
