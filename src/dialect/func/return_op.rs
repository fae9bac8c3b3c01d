//! `func.return`'s verifier rule: its operands are the enclosing function's results.

use crate::diag::{diag_loc, DResult, Diagnostic};
use crate::ir::{Context, OpId};
use crate::print::type_to_string;
use crate::verify::op_err;

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(func) = ctx.parent_op(op) else {
        return Ok(());
    };
    let Some((_, results)) = super::func_op::function_type(ctx, func)
        .and_then(|t| crate::dialect::function_interface::function_type_parts(ctx, t))
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
