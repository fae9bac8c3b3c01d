//! `func.call @callee(%a) {attrs} : (i32) -> i32`, `func.call_indirect %f(%a) : (i32) -> i32`, and
//! `func.constant {attrs} @f : (i32) -> i32`.

use super::signature::function_type_parts;
use crate::diag::DResult;
use crate::dialect::builtin::ods::{self, Count, Shape};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::{type_to_string, Printer};
use crate::verify::op_err;
use crate::verify::symbols::{lookup_symbol_in, nearest_symbol_table};

/// A `FlatSymbolRefAttr` (`@name`, no nested references).
fn parse_flat_symbol_ref(p: &mut Parser, st: &OpState) -> DResult<Attribute> {
    let off = p.tok_start();
    if !p.at(T::AtIdent) {
        return Err(ods::custom_err(p, st, off, "expected attribute value"));
    }
    let a = p.parse_attr(None)?;
    if !is_flat_symbol_ref(p.ctx, a) {
        return Err(ods::custom_err(
            p,
            st,
            off,
            "invalid kind of attribute specified",
        ));
    }
    Ok(a)
}

fn is_flat_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

/// A function type after `:` (`functional-type(...)`), as (inputs, results).
fn parse_function_type(p: &mut Parser, st: &OpState) -> DResult<(Type, Vec<Type>, Vec<Type>)> {
    let off = p.tok_start();
    let t = p.parse_type()?;
    match function_type_parts(p.ctx, t) {
        Some((i, r)) => Ok((t, i.to_vec(), r.to_vec())),
        None => Err(ods::custom_err(
            p,
            st,
            off,
            "invalid kind of type specified",
        )),
    }
}

fn symbol_text(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => String::new(),
    }
}

/// The `callee` / `value` symbol of a call or constant: required and flat.
fn flat_symbol_attr(ctx: &Context, op: OpId, name: &str) -> DResult<Attribute> {
    let a = ods::required_attr(ctx, op, name)?;
    if !is_flat_symbol_ref(ctx, a) {
        return Err(ods::attr_constraint_err(
            ctx,
            op,
            name,
            "flat symbol reference attribute",
        ));
    }
    Ok(a)
}

/// The `func.func` a flat symbol reference names in the nearest symbol table around `op`
/// (`SymbolTable::lookupNearestSymbolFrom`: outer tables are not searched).
fn lookup_func(ctx: &Context, op: OpId, sym: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(sym) else {
        return None;
    };
    let table = nearest_symbol_table(ctx, op)?;
    lookup_symbol_in(ctx, table, ctx.str(*root)).filter(|f| ctx.op_name(*f) == "func.func")
}

fn join_types(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!("'{}'", type_to_string(ctx, *t)))
        .collect::<Vec<_>>()
        .join(", ")
}

// ---- func.call ------------------------------------------------------------------------------------------------

pub fn parse_call(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let callee = parse_flat_symbol_ref(p, st)?;
    let k = p.ctx.sym("callee");
    st.props.push((k, callee));
    if !p.at(T::LParen) {
        return Err(p.err_wrong_token("expected '('"));
    }
    let operands = p.parse_operand_list_parens()?;
    p.parse_optional_attr_dict_into(st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let (_, inputs, results) = parse_function_type(p, st)?;
    st.operands = p.resolve_operands(&operands, &inputs)?;
    st.result_types = results;
    ods::absorb_inherent(p, st);
    Ok(())
}

pub fn print_call(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    if let Some(c) = ctx.get_attr(op, "callee") {
        pr.print_attr(c);
    }
    pr.w("(");
    pr.print_operands(&ctx.ops[op].operands);
    pr.w(")");
    pr.print_op_attr_dict(op, &["callee"]);
    pr.w(" : ");
    pr.print_function_signature(&ctx.operand_types(op), &ctx.result_types(op));
}

pub fn verify_call(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::VARIADIC)?;
    let callee = flat_symbol_attr(ctx, op, "callee")?;
    // SymbolUserOpInterface::verifySymbolUses.
    let Some(func) = lookup_func(ctx, op, callee) else {
        return Err(op_err(
            ctx,
            op,
            format!(
                "'{}' does not reference a valid function",
                symbol_text(ctx, callee)
            ),
        ));
    };
    let Some((inputs, results)) =
        super::func_op::function_type(ctx, func).and_then(|t| function_type_parts(ctx, t))
    else {
        return Ok(());
    };
    let operands = ctx.operand_types(op);
    if operands.len() != inputs.len() {
        return Err(op_err(ctx, op, "incorrect number of operands for callee"));
    }
    for (i, (&have, &want)) in operands.iter().zip(inputs).enumerate() {
        if have != want {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, want),
                    type_to_string(ctx, have)
                ),
            ));
        }
    }
    let res = ctx.result_types(op);
    if res.len() != results.len() {
        return Err(op_err(ctx, op, "incorrect number of results for callee"));
    }
    for (i, (&have, &want)) in res.iter().zip(results).enumerate() {
        if have != want {
            let loc = crate::diag::diag_loc(ctx, ctx.ops[op].loc);
            return Err(
                op_err(ctx, op, format!("result type mismatch at index {i}"))
                    .with_note(
                        loc.clone(),
                        format!("      op result types: {}", join_types(ctx, &res)),
                    )
                    .with_note(
                        loc,
                        format!("function result types: {}", join_types(ctx, results)),
                    ),
            );
        }
    }
    Ok(())
}

// ---- func.call_indirect ---------------------------------------------------------------------------------------

pub fn parse_call_indirect(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let callee = p.parse_operand()?;
    if !p.at(T::LParen) {
        return Err(p.err_wrong_token("expected '('"));
    }
    let operands = p.parse_operand_list_parens()?;
    p.parse_optional_attr_dict_into(st)?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let (fty, inputs, results) = parse_function_type(p, st)?;
    st.operands.push(p.resolve_operand(&callee, fty)?);
    st.operands.extend(p.resolve_operands(&operands, &inputs)?);
    st.result_types = results;
    Ok(())
}

pub fn print_call_indirect(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let operands = &ctx.ops[op].operands;
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    pr.w(" ");
    pr.print_operand(callee);
    pr.w("(");
    pr.print_operands(args);
    pr.w(")");
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    pr.print_type(ctx.value_type(callee));
}

pub fn verify_call_indirect(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(
        ctx,
        op,
        Shape {
            regions: Count::Exactly(0),
            results: Count::Any,
            successors: Count::Exactly(0),
            operands: Count::AtLeast(1),
        },
    )?;
    ods::check_operand(ctx, op, 0, &ods::FUNCTION_TYPE)?;
    let fty = ctx.value_type(ctx.operand(op, 0));
    let Some((inputs, results)) = function_type_parts(ctx, fty) else {
        return Ok(());
    };
    if ctx.operand_types(op)[1..] != *inputs {
        return Err(ods::pred_failed(
            ctx,
            op,
            "callee input types match argument types",
        ));
    }
    if ctx.result_types(op) != results {
        return Err(ods::pred_failed(
            ctx,
            op,
            "callee result types match result types",
        ));
    }
    Ok(())
}

// ---- func.constant --------------------------------------------------------------------------------------------

pub fn parse_constant(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    let value = parse_flat_symbol_ref(p, st)?;
    let k = p.ctx.sym("value");
    st.props.push((k, value));
    p.expect_wt(T::Colon, "expected ':'")?;
    st.result_types = vec![p.parse_type()?];
    ods::absorb_inherent(p, st);
    Ok(())
}

pub fn print_constant(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.print_op_attr_dict(op, &["value"]);
    pr.w(" ");
    if let Some(v) = ctx.get_attr(op, "value") {
        pr.print_attr(v);
    }
    pr.w(" : ");
    pr.print_types(&ctx.result_types(op));
}

pub fn verify_constant(ctx: &Context, op: OpId) -> DResult<()> {
    ods::check_shape(ctx, op, Shape::simple(0, 1))?;
    let value = flat_symbol_attr(ctx, op, "value")?;
    let Some(func) = lookup_func(ctx, op, value) else {
        return Err(op_err(
            ctx,
            op,
            format!(
                "reference to undefined function '{}'",
                symbol_text(ctx, value)
            ),
        ));
    };
    if super::func_op::function_type(ctx, func) != Some(ctx.value_type(ctx.result(op, 0))) {
        return Err(op_err(
            ctx,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}

pub fn constant_result_names(_ctx: &Context, _op: OpId, names: &mut Vec<(usize, String)>) {
    names.push((0, "f".to_string()));
}
