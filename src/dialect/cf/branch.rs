//! `cf.br ^bb(%a : i32)`, `cf.cond_br %c, ^t(%a : i32), ^f` and `cf.assert %c, "msg"`.

use super::successors::{self as succ, verify_successor_operands};
use crate::diag::DResult;
use crate::dialect::builtin::ods::{self, Count, Shape};
use crate::ir::{Context, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

const SEGMENTS: &str = "operandSegmentSizes";

// ---- cf.br ----------------------------------------------------------------------------------------------------

pub fn parse_br(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let (dest, operands) = p.parse_successor_and_use_list()?;
    st.successors.push(dest);
    st.operands = operands;
    p.parse_optional_attr_dict_into(st)
}

pub fn print_br(pr: &mut Printer, op: OpId) {
    let d = &pr.ctx.ops[op];
    if let Some(&dest) = d.successors.first() {
        pr.w(" ");
        pr.print_successor_and_use_list(dest, &d.operands);
    }
    pr.print_op_attr_dict(op, &[]);
}

pub fn verify_br(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(
        ctx,
        op,
        Shape {
            regions: Count::Exactly(0),
            results: Count::Exactly(0),
            successors: Count::Exactly(1),
            operands: Count::Any,
        },
    )?;
    verify_successor_operands(ctx, op, 0, &ctx.ops[op].operands)
}

// ---- cf.cond_br -----------------------------------------------------------------------------------------------

pub fn parse_cond_br(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let cond = p.parse_operand()?;
    p.expect_wt(T::Comma, "expected ','")?;
    let (t, t_ops) = p.parse_successor_and_use_list()?;
    p.expect_wt(T::Comma, "expected ','")?;
    let (f, f_ops) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict_into(st)?;
    let i1 = p.ctx.i1();
    st.operands.push(p.resolve_operand(&cond, i1)?);
    let sizes = succ::i32_array(p.ctx, &[1, t_ops.len(), f_ops.len()]);
    st.operands.extend(t_ops);
    st.operands.extend(f_ops);
    st.successors = vec![t, f];
    let k = p.ctx.sym(SEGMENTS);
    st.props.push((k, sizes));
    ods::absorb_inherent(p, st);
    Ok(())
}

/// (condition, true operands, false operands) per `operandSegmentSizes`.
fn cond_br_groups(ctx: &Context, op: OpId) -> DResult<Vec<&[crate::ir::ValueId]>> {
    let sizes = succ::segment_sizes(ctx, op, SEGMENTS, Some(3))?;
    let operands = &ctx.ops[op].operands;
    succ::check_segment_total(ctx, op, &sizes, SEGMENTS, "operand", operands.len())?;
    Ok(succ::split_groups(operands, &sizes))
}

pub fn print_cond_br(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let d = &ctx.ops[op];
    let (Ok(groups), [t, f]) = (cond_br_groups(ctx, op), d.successors.as_slice()) else {
        return;
    };
    pr.w(" ");
    pr.print_operands(&groups[0][..groups[0].len().min(1)]);
    pr.w(", ");
    pr.print_successor_and_use_list(*t, groups[1]);
    pr.w(", ");
    pr.print_successor_and_use_list(*f, groups[2]);
    pr.print_op_attr_dict(op, &[SEGMENTS]);
}

pub fn verify_cond_br(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(
        ctx,
        op,
        Shape {
            regions: Count::Exactly(0),
            results: Count::Exactly(0),
            successors: Count::Exactly(2),
            operands: Count::AtLeast(1),
        },
    )?;
    // Upstream does not check that the condition group has exactly one operand.
    let groups = cond_br_groups(ctx, op)?;
    ods::check_operand(ctx, op, 0, &ods::I1)?;
    verify_successor_operands(ctx, op, 0, groups[1])?;
    verify_successor_operands(ctx, op, 1, groups[2])
}

// ---- cf.assert ------------------------------------------------------------------------------------------------

pub fn parse_assert(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let arg = p.parse_operand()?;
    p.expect_wt(T::Comma, "expected ','")?;
    let off = p.tok_start();
    let none = p.ctx.none_type();
    let msg = p.parse_attr(Some(none))?;
    if p.ctx.as_str_attr(msg).is_none() {
        return Err(ods::custom_err(
            p,
            st,
            off,
            "invalid kind of attribute specified",
        ));
    }
    let k = p.ctx.sym("msg");
    st.props.push((k, msg));
    p.parse_optional_attr_dict_into(st)?;
    ods::absorb_inherent(p, st);
    let i1 = p.ctx.i1();
    st.operands.push(p.resolve_operand(&arg, i1)?);
    Ok(())
}

pub fn print_assert(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    pr.w(", ");
    if let Some(m) = ctx.get_attr(op, "msg") {
        pr.print_attr(m);
    }
    pr.print_op_attr_dict(op, &["msg"]);
}

pub fn verify_assert(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::simple(1, 0))?;
    let msg = ods::required_attr(ctx, op, "msg")?;
    if ctx.as_str_attr(msg).is_none() {
        return Err(ods::attr_constraint_err(ctx, op, "msg", "string attribute"));
    }
    ods::check_operand(ctx, op, 0, &ods::I1)
}
