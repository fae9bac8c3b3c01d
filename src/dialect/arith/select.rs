//! `arith.select`: upstream parses it in C++ (`%c, %a, %b attr-dict : [Tc,] T`, the condition type
//! written only when it is not `i1`).

use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};

pub(crate) fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let off = p.offset();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(off, "expected 3 operands".into()));
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let mut result = p.parse_type()?;
    let cond = if p.parse_optional_punct(Punct::Comma) {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        p.ctx().i1()
    };
    st.operands = p.resolve_operands(&operands, &[cond, result, result], off)?;
    st.result_types = vec![result];
    Ok(())
}

pub(crate) fn print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.to_vec();
    let cond = operands.first().map(|v| ctx.value_type(*v));
    let result = ctx.ops[op].results.first().map(|v| ctx.value_type(*v));
    let shaped_cond = cond.filter(|t| ctx.kind(*t).is_shaped());
    p.write(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(c) = shaped_cond {
        p.print_type(c);
        p.write(", ");
    }
    if let Some(r) = result {
        p.print_type(r);
    }
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
pub(crate) fn condition_matches(ctx: &Context, op: OpId) -> bool {
    let d = &ctx.ops[op];
    let (Some(&c), Some(&r)) = (d.operands.first(), d.results.first()) else {
        return true;
    };
    let (cond, res) = (ctx.value_type(c), ctx.value_type(r));
    let scalar_i1 =
        matches!(ctx.kind(cond), TypeKind::Integer { width: 1, .. }) && ctx.is_signless_int(cond);
    let same_shape = ctx.kind(cond).is_shaped()
        && ctx.kind(res).is_shaped()
        && ctx.shape(cond) == ctx.shape(res);
    scalar_i1 || same_shape
}
