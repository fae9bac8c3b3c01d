//! `arith.select %c, %t, %f attr-dict : T` (scalar i1 condition) or `: Tc, T` (shaped condition).

use super::ods::{self, Sig, TyC};
use super::syntax::{absorb_inherent, custom_err};
use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

pub(crate) fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let off = p.tok_start();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(custom_err(p, st, off, "expected 3 operands"));
    }
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let mut result = p.parse_type()?;
    let cond = if p.consume_if(T::Comma) {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        p.ctx.i1()
    };
    st.operands = p.resolve_operands(&operands, &[cond, result, result])?;
    st.result_types = vec![result];
    Ok(())
}

pub(crate) fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(&c) = ctx.ops[op].operands.first() {
        let ct = ctx.value_type(c);
        if ods::is_shaped(ctx, ct) {
            pr.print_type(ct);
            pr.w(", ");
        }
    }
    if let Some(&r) = ctx.ops[op].results.first() {
        pr.print_type(ctx.value_type(r));
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[TyC::BoolLike, TyC::Any, TyC::Any],
        results: &[TyC::Any],
        attrs: &[],
    }
    .check(ctx, op)?;
    let tys = ctx.operand_types(op);
    let res = ctx.value_type(ctx.result(op, 0));
    ods::check_all_types_match(
        ctx,
        op,
        &[tys[1], tys[2], res],
        "true_value, false_value, result",
    )?;
    // `BooleanConditionOrMatchingShape`: a scalar i1, or the shape of the result. (Upstream crashes on a
    // shaped condition with a scalar result; that is reported as this rule's failure.)
    let cond = tys[0];
    let scalar_i1 =
        matches!(ctx.kind(cond), TypeKind::Integer { width: 1, .. }) && ctx.is_signless_int(cond);
    let same_shape =
        ods::is_shaped(ctx, cond) && ods::is_shaped(ctx, res) && ctx.shape(cond) == ctx.shape(res);
    if !scalar_i1 && !same_shape {
        return Err(op_err(
            ctx,
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    ods::check_elementwise(ctx, op)
}
