//! `builtin.unrealized_conversion_cast`: its verifier rule.

use crate::diag::DResult;
use crate::ir::{Context, OpId};
use crate::verify::op_err;

pub fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    if ctx.ops[op].results.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}
