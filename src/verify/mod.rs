//! The verifier: structural rules (terminators, successors, dominance, isolation) and each op's own
//! rules through its `OpDef::verify` hook, and the dialects' discardable attributes
//! (`dialect_attrs.rs`: `llvm.data_layout`, `dlti.dl_spec`). It walks the whole module and reports
//! every error.

pub mod data_layout;
mod dialect_attrs;
pub mod dominance;
pub mod ods;
pub mod structure;
pub mod symbols;
pub mod traits;

use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};

/// `'name' op <msg>` at the op's location, MLIR's form for op verifier errors.
pub fn op_err(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::at(
        ctx,
        ctx.ops[op].loc,
        format!("'{}' op {}", ctx.op_name(op), msg.as_ref()),
    )
}

pub use symbols::{lookup_symbol, lookup_symbol_in};

/// `{a = 1 : i32, b}` for a list of named attributes.
pub fn named_attrs_text(ctx: &Context, attrs: &[(crate::ir::Sym, crate::ir::Attribute)]) -> String {
    let parts: Vec<String> = attrs
        .iter()
        .map(|(k, v)| {
            let mut s = String::new();
            crate::print::attrs::write_keyword_or_string(&mut s, ctx.str(*k));
            if !matches!(ctx.attr_kind(*v), crate::ir::AttrKind::Unit) {
                s.push_str(" = ");
                s.push_str(&crate::print::attr_to_string(ctx, *v));
            }
            s
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// `{a = 1 : i32, b}`: the op's properties as upstream prints them in "invalid properties" errors.
pub fn props_text(ctx: &Context, op: OpId) -> String {
    props_text_where(ctx, op, |_, _| true)
}

/// [`props_text`] of the properties `keep` accepts (upstream shows them as written, so callers drop the
/// defaults the parser materialized).
pub fn props_text_where(
    ctx: &Context,
    op: OpId,
    keep: impl Fn(crate::ir::Sym, crate::ir::Attribute) -> bool,
) -> String {
    let parts: Vec<String> = ctx.ops[op]
        .props
        .iter()
        .filter(|(k, v)| keep(*k, *v))
        .map(|(k, v)| {
            let mut s = String::new();
            crate::print::attrs::write_keyword_or_string(&mut s, ctx.str(*k));
            if !matches!(ctx.attr_kind(*v), crate::ir::AttrKind::Unit) {
                s.push_str(" = ");
                s.push_str(&crate::print::attr_to_string(ctx, *v));
            }
            s
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// Upstream's "invalid properties {...} for op X: why", which it reports while building an op from the
/// generic form (a property whose attribute has the wrong kind).
pub fn invalid_properties(ctx: &Context, op: OpId, why: &str) -> Diagnostic {
    invalid_properties_shown(ctx, op, &props_text(ctx, op), why)
}

/// [`invalid_properties`] with the property text already formatted.
pub fn invalid_properties_shown(ctx: &Context, op: OpId, shown: &str, why: &str) -> Diagnostic {
    let msg = format!(
        "invalid properties {shown} for op {}: {why}",
        ctx.op_name(op)
    );
    Diagnostic::at(ctx, ctx.ops[op].loc, msg)
}

/// Verifies `root` and everything nested in upstream's order (an op, then its blocks and their ops,
/// then the block's terminator rules), stopping at the first error as upstream does; then dominance.
/// Iterative, so deeply nested IR cannot overflow the stack. Empty when valid.
pub fn verify(ctx: &Context, root: OpId) -> Vec<Diagnostic> {
    enum Ev {
        EnterOp(OpId),
        ExitOp(OpId),
        EnterBlock(crate::ir::BlockId),
        ExitBlock(crate::ir::BlockId),
    }
    let mut stack = vec![Ev::EnterOp(root)];
    while let Some(ev) = stack.pop() {
        let r = match ev {
            Ev::EnterOp(op) => {
                // The dialects' discardable attributes first, then the op (upstream's order).
                let r = dialect_attrs::verify(ctx, op).and_then(|()| {
                    match crate::ods::op_def(ctx, op) {
                        Some(d) => {
                            ods::verify_op(ctx, op, d).and_then(|_| structure::on_enter_op(ctx, op))
                        }
                        None => structure::on_enter_op(ctx, op),
                    }
                });
                stack.push(Ev::ExitOp(op));
                for &region in ctx.ops[op].regions.iter().rev() {
                    for b in ctx.region_blocks(region).into_iter().rev() {
                        stack.push(Ev::ExitBlock(b));
                        for o in ctx.block_ops(b).into_iter().rev() {
                            stack.push(Ev::EnterOp(o));
                        }
                        stack.push(Ev::EnterBlock(b));
                    }
                }
                r
            }
            Ev::ExitOp(op) => match crate::ods::op_def(ctx, op) {
                Some(d) => ods::verify_regions(ctx, op, d),
                None => Ok(()),
            },
            Ev::EnterBlock(b) => structure::on_enter_block(ctx, b),
            Ev::ExitBlock(b) => structure::on_exit_block(ctx, b),
        };
        if let Err(e) = r {
            return vec![e];
        }
    }
    let mut errs = vec![];
    dominance::verify_dominance(ctx, root, &mut errs);
    errs
}
