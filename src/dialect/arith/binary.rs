//! Elementwise ops whose operands and result share one type: integer and float binary ops, `negf`.
//! Syntax: `%a, %b (overflow<..> | fastmath<..>)? attr-dict : T`.

use super::ods::{self, Sig, TyC};
use super::syntax::{absorb_inherent, FlagClause, FASTMATH, OVERFLOW};
use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

pub(crate) struct SameTypeSpec {
    pub name: &'static str,
    pub ty: TyC,
    pub arity: usize,
    pub flag: Option<FlagClause>,
}

const fn int(name: &'static str) -> SameTypeSpec {
    SameTypeSpec {
        name,
        ty: TyC::SignlessIntLike,
        arity: 2,
        flag: None,
    }
}
const fn int_ovf(name: &'static str) -> SameTypeSpec {
    SameTypeSpec {
        name,
        ty: TyC::SignlessIntLike,
        arity: 2,
        flag: Some(OVERFLOW),
    }
}
const fn float(name: &'static str) -> SameTypeSpec {
    SameTypeSpec {
        name,
        ty: TyC::FloatLike,
        arity: 2,
        flag: Some(FASTMATH),
    }
}

/// Every same-type elementwise op of `arith`.
pub(crate) const SPECS: &[SameTypeSpec] = &[
    int_ovf("arith.addi"),
    int_ovf("arith.subi"),
    int_ovf("arith.muli"),
    int("arith.divsi"),
    int("arith.divui"),
    int("arith.ceildivsi"),
    int("arith.ceildivui"),
    int("arith.floordivsi"),
    int("arith.remsi"),
    int("arith.remui"),
    int("arith.andi"),
    int("arith.ori"),
    int("arith.xori"),
    int_ovf("arith.shli"),
    int("arith.shrsi"),
    int("arith.shrui"),
    int("arith.maxsi"),
    int("arith.maxui"),
    int("arith.minsi"),
    int("arith.minui"),
    float("arith.addf"),
    float("arith.subf"),
    float("arith.mulf"),
    float("arith.divf"),
    float("arith.remf"),
    float("arith.maximumf"),
    float("arith.minimumf"),
    float("arith.maxnumf"),
    float("arith.minnumf"),
    SameTypeSpec {
        name: "arith.negf",
        ty: TyC::FloatLike,
        arity: 1,
        flag: Some(FASTMATH),
    },
];

fn spec(name: &str) -> Option<&'static SameTypeSpec> {
    SPECS.iter().find(|s| s.name == name)
}

pub(crate) fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let Some(s) = spec(p.ctx.str(st.name)) else {
        return Err(p.err_here("unknown arith op"));
    };
    let mut operands = vec![p.parse_operand()?];
    for _ in 1..s.arity {
        p.expect(T::Comma, "','")?;
        operands.push(p.parse_operand()?);
    }
    if let Some(f) = s.flag {
        f.parse(p, st)?;
    }
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let ty = p.parse_type()?;
    st.operands = p.resolve_operands_same(&operands, ty)?;
    st.result_types = vec![ty];
    Ok(())
}

pub(crate) fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    let flag = spec(ctx.op_name(op)).and_then(|s| s.flag);
    let elided: &[&str] = match flag {
        Some(f) if f.print(pr, op) => &[f.attr],
        _ => &[],
    };
    pr.print_op_attr_dict(op, elided);
    pr.w(" : ");
    if let Some(&r) = ctx.ops[op].results.first() {
        pr.print_type(ctx.value_type(r));
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(s) = spec(ctx.op_name(op)) else {
        return Ok(());
    };
    let operands = vec![s.ty; s.arity];
    let attrs: Vec<ods::AttrSpec> = s.flag.iter().map(|f| f.spec()).collect();
    Sig {
        operands: &operands,
        results: &[s.ty],
        attrs: &attrs,
    }
    .check(ctx, op)?;
    ods::check_same_operands_and_result_type(ctx, op)?;
    ods::check_elementwise(ctx, op)
}
