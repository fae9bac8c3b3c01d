//! Two-result ops: `addui_extended %a, %b : T, Tbool` (`%sum`, `%overflow`) and
//! `mulsi_extended`/`mului_extended %a, %b : T` (`%low`, `%high`).

use super::ods::{self, Sig, TyC};
use super::syntax::absorb_inherent;
use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

fn is_add(name: &str) -> bool {
    name == "arith.addui_extended"
}

pub(crate) fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let add = is_add(p.ctx.str(st.name));
    let lhs = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let ty = p.parse_type()?;
    let second = if add {
        p.expect(T::Comma, "','")?;
        p.parse_type()?
    } else {
        ty
    };
    st.operands = p.resolve_operands_same(&[lhs, rhs], ty)?;
    st.result_types = vec![ty, second];
    Ok(())
}

pub(crate) fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    let results = ctx.result_types(op);
    if is_add(ctx.op_name(op)) {
        pr.print_types(&results);
    } else if let Some(&t) = ctx.operand_types(op).first() {
        pr.print_type(t);
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let add = is_add(ctx.op_name(op));
    let second = if add {
        TyC::BoolLike
    } else {
        TyC::SignlessIntLike
    };
    let int = TyC::SignlessIntLike;
    Sig {
        operands: &[int, int],
        results: &[int, second],
        attrs: &[],
    }
    .check(ctx, op)?;
    let mut tys = ctx.operand_types(op);
    let res = ctx.result_types(op);
    if add {
        tys.push(res[0]);
        ods::check_all_types_match(ctx, op, &tys, "lhs, rhs, sum")?;
    } else {
        tys.extend(res);
        ods::check_all_types_match(ctx, op, &tys, "lhs, rhs, low, high")?;
    }
    ods::check_elementwise(ctx, op)
}

pub(crate) fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    let (a, b) = if is_add(ctx.op_name(op)) {
        ("sum", "overflow")
    } else {
        ("low", "high")
    };
    out.push((0, a.to_string()));
    out.push((1, b.to_string()));
}
