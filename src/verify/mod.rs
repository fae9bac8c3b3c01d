//! The verifier: structural rules (terminators, successors, dominance, isolation) and each op's own
//! rules through its `OpDef::verify` hook. It walks the whole module and reports every error.

pub mod dominance;
pub mod structure;
pub mod symbols;

use crate::diag::{diag_loc, Diagnostic};
use crate::ir::{Context, OpId};

/// `'name' op <msg>` at the op's location, MLIR's form for op verifier errors.
pub fn op_err(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(
        diag_loc(ctx, ctx.ops[op].loc),
        format!("'{}' op {}", ctx.op_name(op), msg.as_ref()),
    )
}

pub use symbols::{lookup_symbol, lookup_symbol_in};

/// Verifies `root` and everything nested, in pre-order (an op before its regions), stopping at the
/// first op that fails as upstream does; then checks dominance. Empty when valid.
pub fn verify(ctx: &Context, root: OpId) -> Vec<Diagnostic> {
    let mut errs = vec![];
    ctx.walk(root, |op| {
        if !errs.is_empty() {
            return;
        }
        if let Some(v) = crate::dialect::op_def(ctx, op).and_then(|d| d.verify) {
            if let Err(e) = v(ctx, op) {
                errs.push(e);
                return;
            }
        }
        structure::verify_op_structure(ctx, op, &mut errs);
    });
    if errs.is_empty() {
        dominance::verify_dominance(ctx, root, &mut errs);
    }
    errs
}
