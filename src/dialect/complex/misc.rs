//! The `complex` ops outside the arithmetic families: `create`, `bitcast` and `constant`.

use super::ops::parse_complex_type;
use crate::diag::DResult;
use crate::dialect::builtin::ods::{self, Shape};
use crate::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::{type_to_string, Printer};
use crate::verify::op_err;

// ---- complex.create -------------------------------------------------------------------------------------------

pub fn parse_create(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let re = p.parse_operand()?;
    p.expect_wt(T::Comma, "expected ','")?;
    let im = p.parse_operand()?;
    p.parse_optional_attr_dict_into(st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let (ty, elem) = parse_complex_type(p, st)?;
    if !p.ctx.is_float(elem) {
        return Err(super::ops::not_complex_float_err(p, st, ty));
    }
    st.operands = p.resolve_operands_same(&[re, im], elem)?;
    st.result_types = vec![ty];
    Ok(())
}

pub fn print_create(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    pr.print_types(&ctx.result_types(op));
}

pub fn verify_create(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::simple(2, 1))?;
    ods::check_operand(ctx, op, 0, &ods::ANY_FLOAT)?;
    ods::check_operand(ctx, op, 1, &ods::ANY_FLOAT)?;
    ods::check_result(ctx, op, 0, &ods::COMPLEX_FLOAT)?;
    let tys = ctx.operand_types(op);
    ods::all_types_match(ctx, op, &tys, "real, imaginary")?;
    if complex_elem(ctx, ctx.value_type(ctx.result(op, 0))) != Some(tys[0]) {
        return Err(ods::pred_failed(
            ctx,
            op,
            "complex element type matches real operand type",
        ));
    }
    Ok(())
}

fn complex_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

// ---- complex.bitcast ------------------------------------------------------------------------------------------

pub fn parse_bitcast(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict_into(st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let from = p.parse_type()?;
    if !p.consume_keyword("to") {
        return Err(ods::custom_err(p, st, p.tok_start(), "expected 'to'"));
    }
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&operand, from)?];
    st.result_types = vec![to];
    Ok(())
}

pub fn print_bitcast(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands);
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    pr.print_types(&ctx.operand_types(op));
    pr.w(" to ");
    pr.print_types(&ctx.result_types(op));
}

/// Bit width of an integer, float or complex type (complex: twice its element's).
fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        TypeKind::Complex(e) => bit_width(ctx, *e).map(|w| 2 * w),
        _ => None,
    }
}

pub fn verify_bitcast(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::simple(1, 1))?;
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    // Allowed so that it folds away.
    if from == to {
        return Ok(());
    }
    let int_or_float_or_complex = |t: Type| {
        matches!(
            ctx.kind(t),
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Complex(_)
        )
    };
    if !int_or_float_or_complex(from) {
        return Err(op_err(ctx, op, "operand must be int/float/complex"));
    }
    if !int_or_float_or_complex(to) {
        return Err(op_err(ctx, op, "result must be int/float/complex"));
    }
    let is_complex = |t: Type| matches!(ctx.kind(t), TypeKind::Complex(_));
    if is_complex(from) == is_complex(to) {
        return Err(op_err(
            ctx,
            op,
            "requires that either input or output has a complex type",
        ));
    }
    if bit_width(ctx, from) != bit_width(ctx, to) {
        return Err(op_err(ctx, op, "casting bitwidths do not match"));
    }
    Ok(())
}

// ---- complex.constant -----------------------------------------------------------------------------------------

pub fn parse_constant(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let off = p.tok_start();
    let none = p.ctx.none_type();
    let value = p.parse_attr(Some(none))?;
    if p.ctx.as_array(value).is_none() {
        return Err(ods::custom_err(
            p,
            st,
            off,
            "invalid kind of attribute specified",
        ));
    }
    let k = p.ctx.sym("value");
    st.props.push((k, value));
    p.parse_optional_attr_dict_into(st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let (ty, _) = parse_complex_type(p, st)?;
    st.result_types = vec![ty];
    ods::absorb_inherent(p, st);
    Ok(())
}

pub fn print_constant(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(v) = ctx.get_attr(op, "value") {
        pr.print_attr(v);
    }
    pr.print_op_attr_dict(op, &["value"]);
    pr.w(" : ");
    pr.print_types(&ctx.result_types(op));
}

/// The type of a typed attribute (integer or float).
fn attr_type(ctx: &Context, a: crate::ir::Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    }
}

pub fn verify_constant(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::simple(0, 1))?;
    let value = ods::required_attr(ctx, op, "value")?;
    let Some(parts) = ctx.as_array(value) else {
        return Err(ods::attr_constraint_err(
            ctx,
            op,
            "value",
            "array attribute",
        ));
    };
    ods::check_result(ctx, op, 0, &ods::ANY_COMPLEX)?;
    if parts.len() != 2 {
        return Err(op_err(
            ctx,
            op,
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    }
    let (Some(re), Some(im)) = (attr_type(ctx, parts[0]), attr_type(ctx, parts[1])) else {
        return Err(op_err(
            ctx,
            op,
            "requires attribute's elements to be float or integer attributes",
        ));
    };
    let elem = complex_elem(ctx, ctx.value_type(ctx.result(op, 0)));
    if elem != Some(re) || elem != Some(im) {
        let shown = |t: Option<Type>| t.map(|t| type_to_string(ctx, t)).unwrap_or_default();
        return Err(op_err(
            ctx,
            op,
            format!(
                "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
                shown(Some(re)),
                shown(Some(im)),
                shown(elem)
            ),
        ));
    }
    Ok(())
}

pub fn constant_result_names(_ctx: &Context, _op: OpId, names: &mut Vec<(usize, String)>) {
    names.push((0, "cst".to_string()));
}
