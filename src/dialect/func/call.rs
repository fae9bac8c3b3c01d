//! The verifier rules of `func.call`, `func.call_indirect` and `func.constant` beyond their records
//! (the callee must be a `func.func` of the right type).

use crate::diag::DResult;
use crate::dialect::func::FuncOp;
use crate::dialect::function_interface::function_type_parts;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type};
use crate::print::type_to_string;
use crate::verify::op_err;
use crate::verify::symbols::{lookup_symbol_in, nearest_symbol_table};

fn symbol_text(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => String::new(),
    }
}

/// The `func.func` a flat symbol reference names in the nearest symbol table around `op`
/// (`SymbolTable::lookupNearestSymbolFrom`: outer tables are not searched).
fn lookup_func(ctx: &Context, op: OpId, sym: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(sym) else {
        return None;
    };
    let table = nearest_symbol_table(ctx, op)?;
    lookup_symbol_in(ctx, table, ctx.str(*root)).filter(|f| FuncOp::is(ctx, *f))
}

fn join_types(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!("'{}'", type_to_string(ctx, *t)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn verify_call(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(callee) = ctx.get_attr(op, "callee") else {
        return Ok(());
    };
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

pub fn verify_call_indirect_types(ctx: &Context, op: OpId) -> bool {
    let fty = ctx.value_type(ctx.operand(op, 0));
    let Some((inputs, _)) = function_type_parts(ctx, fty) else {
        return true;
    };
    ctx.operand_types(op)[1..] == *inputs
}

pub fn verify_call_indirect_results(ctx: &Context, op: OpId) -> bool {
    let fty = ctx.value_type(ctx.operand(op, 0));
    let Some((_, results)) = function_type_parts(ctx, fty) else {
        return true;
    };
    ctx.result_types(op) == results
}

pub fn verify_constant(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(value) = ctx.get_attr(op, "value") else {
        return Ok(());
    };
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
