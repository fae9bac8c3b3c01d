//! `builtin.unrealized_conversion_cast %a, %b : i32, i64 to index, f32 {attrs}`.

use super::ods::{self, Shape};
use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

pub fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        p.expect_wt(T::Colon, "expected ':'")?;
        let tys = p.parse_comma_list(|p| p.parse_type())?;
        st.operands = p.resolve_operands(&operands, &tys)?;
    }
    if !p.consume_keyword("to") {
        return Err(ods::custom_err(p, st, p.tok_start(), "expected 'to'"));
    }
    st.result_types = p.parse_comma_list(|p| p.parse_type())?;
    p.parse_optional_attr_dict_into(st)
}

pub fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let operands = ctx.ops[op].operands.clone();
    if !operands.is_empty() {
        pr.w(" ");
        pr.print_operands(&operands);
        pr.w(" : ");
        pr.print_types(&ctx.operand_types(op));
    }
    pr.w(" to ");
    pr.print_types(&ctx.result_types(op));
    pr.print_op_attr_dict(op, &[]);
}

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::VARIADIC)?;
    if ctx.ops[op].results.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}
