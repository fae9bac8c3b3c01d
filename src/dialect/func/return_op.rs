//! `func.return {attrs} %a, %b : i32, f32`.

use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::dialect::builtin::ods::{self, Count, Shape};
use crate::ir::{Context, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::{type_to_string, Printer};
use crate::verify::op_err;

pub fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        p.expect_wt(T::Colon, "expected ':'")?;
        let tys = p.parse_comma_list(|p| p.parse_type())?;
        st.operands = p.resolve_operands(&operands, &tys)?;
    }
    Ok(())
}

pub fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.print_op_attr_dict(op, &[]);
    let operands = &ctx.ops[op].operands;
    if !operands.is_empty() {
        pr.w(" ");
        pr.print_operands(operands);
        pr.w(" : ");
        pr.print_types(&ctx.operand_types(op));
    }
}

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(
        ctx,
        op,
        Shape {
            regions: Count::Exactly(0),
            results: Count::Exactly(0),
            successors: Count::Exactly(0),
            operands: Count::Any,
        },
    )?;
    let Some(func) = ctx.parent_op(op).filter(|f| ctx.op_name(*f) == "func.func") else {
        return Err(op_err(ctx, op, "expects parent op 'func.func'"));
    };
    let Some((_, results)) = super::func_op::function_type(ctx, func)
        .and_then(|t| super::signature::function_type_parts(ctx, t))
    else {
        // The enclosing function reports its malformed type.
        return Ok(());
    };
    let name = ctx
        .get_attr(func, "sym_name")
        .and_then(|a| ctx.as_str_attr(a))
        .unwrap_or(b"");
    let name = String::from_utf8_lossy(name);
    let operands = &ctx.ops[op].operands;
    if operands.len() != results.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "has {} operands, but enclosing function (@{name}) returns {}",
                operands.len(),
                results.len()
            ),
        ));
    }
    for (i, (&v, &t)) in operands.iter().zip(results).enumerate() {
        let vt = ctx.value_type(v);
        if vt != t {
            return Err(Diagnostic::error(
                diag_loc(ctx, ctx.ops[op].loc),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_to_string(ctx, vt),
                    type_to_string(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}
