//! Parse, print and verify hooks of the `index` ops.

use crate::diag::DResult;
use crate::dialect::arith::constant::signed_value;
use crate::dialect::arith::ods::{self, AttrC, AttrSpec, Sig, TyC};
use crate::dialect::arith::syntax::{
    absorb_inherent, enum_attr, parse_cast_tail, parse_enum_keyword, set_prop,
};
use crate::dialect::enums;
use crate::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

const CMP_PREDICATE: &str = "index.cmp_predicate";

// ---- binary: `%a, %b attr-dict` ------------------------------------------------------------------------------

pub(crate) fn parse_binary(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    let index = p.ctx.index();
    st.operands = p.resolve_operands_same(&[lhs, rhs], index)?;
    st.result_types = vec![index];
    Ok(())
}

pub(crate) fn print_binary(pr: &mut Printer, op: OpId) {
    pr.w(" ");
    pr.print_operands(&pr.ctx.ops[op].operands);
    pr.print_op_attr_dict(op, &[]);
}

pub(crate) fn verify_binary(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[TyC::Index, TyC::Index],
        results: &[TyC::Index],
        attrs: &[],
    }
    .check(ctx, op)
}

// ---- cmp: `pred(%a, %b) attr-dict` ---------------------------------------------------------------------------

const PRED: AttrSpec = AttrSpec {
    name: "pred",
    c: AttrC::Enum(CMP_PREDICATE),
    desc: "index comparison predicate kind",
    required: true,
};

pub(crate) fn parse_cmp(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let Some(id) = enums::lookup(CMP_PREDICATE) else {
        return Err(p.err_here("index.cmp_predicate is not defined"));
    };
    let v = parse_enum_keyword(p, st, enums::def(id))?;
    if let Some(a) = enum_attr(p, CMP_PREDICATE, v) {
        set_prop(p, st, "pred", a);
    }
    p.expect(T::LParen, "'('")?;
    let lhs = p.parse_operand()?;
    p.expect(T::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.expect(T::RParen, "')'")?;
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    let index = p.ctx.index();
    st.operands = p.resolve_operands_same(&[lhs, rhs], index)?;
    st.result_types = vec![p.ctx.i1()];
    Ok(())
}

pub(crate) fn print_cmp(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let pred = ctx
        .get_attr(op, "pred")
        .and_then(|a| ods::enum_value(ctx, a, CMP_PREDICATE));
    let kw = pred.and_then(|v| {
        let def = enums::def(enums::lookup(CMP_PREDICATE)?);
        def.cases.iter().find(|c| c.1 == v).map(|c| c.0)
    });
    pr.w(" ");
    if let Some(kw) = kw {
        pr.w(kw);
    }
    pr.w("(");
    pr.print_operands(&ctx.ops[op].operands);
    pr.w(")");
    pr.print_op_attr_dict(op, if kw.is_some() { &["pred"] } else { &[] });
}

pub(crate) fn verify_cmp(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[TyC::Index, TyC::Index],
        results: &[TyC::I1],
        attrs: &[PRED],
    }
    .check(ctx, op)
}

// ---- constants: `attr-dict VALUE` ----------------------------------------------------------------------------

const INDEX_VALUE: AttrSpec = AttrSpec {
    name: "value",
    c: AttrC::IndexInt,
    desc: "index attribute",
    required: true,
};
const BOOL_VALUE: AttrSpec = AttrSpec {
    name: "value",
    c: AttrC::Bool,
    desc: "bool attribute",
    required: true,
};

fn parse_constant_of(p: &mut Parser, st: &mut OpState, ty: Type) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    let value = p.parse_attr(Some(ty))?;
    set_prop(p, st, "value", value);
    absorb_inherent(p, st);
    st.result_types = vec![ty];
    Ok(())
}

pub(crate) fn parse_constant(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let index = p.ctx.index();
    parse_constant_of(p, st, index)
}

pub(crate) fn parse_bool_constant(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let i1 = p.ctx.i1();
    parse_constant_of(p, st, i1)
}

pub(crate) fn print_constant(pr: &mut Printer, op: OpId) {
    pr.print_op_attr_dict(op, &["value"]);
    if let Some(v) = pr.ctx.get_attr(op, "value") {
        pr.w(" ");
        pr.print_attr_without_type(v);
    }
}

pub(crate) fn verify_constant(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[],
        results: &[TyC::Index],
        attrs: &[INDEX_VALUE],
    }
    .check(ctx, op)
}

pub(crate) fn verify_bool_constant(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[],
        results: &[TyC::I1],
        attrs: &[BOOL_VALUE],
    }
    .check(ctx, op)
}

/// `%idx42`, `%idx-1`.
pub(crate) fn constant_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    if let Some(AttrKind::Integer { value, .. }) =
        ctx.get_attr(op, "value").map(|a| ctx.attr_kind(a))
    {
        out.push((0, format!("idx{}", signed_value(value, 64))));
    }
}

/// `%true`, `%false`.
pub(crate) fn bool_constant_names(ctx: &Context, op: OpId, out: &mut Vec<(usize, String)>) {
    if let Some(AttrKind::Integer { value, .. }) =
        ctx.get_attr(op, "value").map(|a| ctx.attr_kind(a))
    {
        let name = if value.sign() == num_bigint::Sign::NoSign {
            "false"
        } else {
            "true"
        };
        out.push((0, name.to_string()));
    }
}

// ---- sizeof: `attr-dict` -------------------------------------------------------------------------------------

pub(crate) fn parse_sizeof(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    st.result_types = vec![p.ctx.index()];
    Ok(())
}

pub(crate) fn print_sizeof(pr: &mut Printer, op: OpId) {
    pr.print_op_attr_dict(op, &[]);
}

pub(crate) fn verify_sizeof(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[],
        results: &[TyC::Index],
        attrs: &[],
    }
    .check(ctx, op)
}

// ---- casts: `%in attr-dict : T1 to T2` -----------------------------------------------------------------------

pub(crate) fn parse_cast(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let input = p.parse_operand()?;
    parse_cast_tail(p, st, &input)
}

pub(crate) fn print_cast(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let d = &ctx.ops[op];
    pr.w(" ");
    pr.print_operands(&d.operands);
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    if let (Some(&i), Some(&o)) = (d.operands.first(), d.results.first()) {
        pr.print_type(ctx.value_type(i));
        pr.w(" to ");
        pr.print_type(ctx.value_type(o));
    }
}

pub(crate) fn verify_cast(ctx: &Context, op: OpId) -> DResult<()> {
    Sig {
        operands: &[TyC::IntOrIndex],
        results: &[TyC::IntOrIndex],
        attrs: &[],
    }
    .check(ctx, op)?;
    let (from, to) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    let int = |t: Type| matches!(ctx.kind(t), TypeKind::Integer { .. });
    if !((ctx.is_index(from) && int(to)) || (int(from) && ctx.is_index(to))) {
        return Err(ods::cast_incompatible(ctx, op, from, to));
    }
    Ok(())
}
