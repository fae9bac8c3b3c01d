//! Structural rules every op obeys whatever its dialect, checked at the points upstream's
//! `OperationVerifier` checks them: on entering an op (traits, entry blocks without predecessors), on
//! entering a block (not empty, successors only on the last op) and on leaving a block (terminator,
//! successors in the same region).

use super::op_err;
use crate::diag::Diagnostic;
use crate::ir::{BlockId, Context, OpId};
use crate::ods::traits;

/// True if `op` is, or (being unregistered) might be, a terminator.
fn might_be_terminator(ctx: &Context, op: OpId) -> bool {
    match ctx.ops[op].def {
        Some(d) => d.has(traits::TERMINATOR),
        None => true,
    }
}

/// Blocks of an unregistered op, or of an op with `NoTerminator`, need no terminator.
fn may_lack_terminator(ctx: &Context, block: BlockId) -> bool {
    match ctx.block_parent_op(block) {
        None => true,
        Some(p) => ctx.ops[p].def.is_none_or(|d| d.has(traits::NO_TERMINATOR)),
    }
}

fn err_at_op(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg)
}

/// Trait-level checks made with the op's own verifier, before its regions are visited.
pub fn on_enter_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let def = ctx.ops[op].def;
    let dialect = ctx.op_name(op).split('.').next().unwrap_or("");
    if def.is_none() && !ctx.allow_unregistered && !ctx.registry.allows_unknown_ops(dialect) {
        return Err(op_err(
            ctx,
            op,
            "is unregistered; use --allow-unregistered-dialect to accept it",
        ));
    }
    if def.is_some_and(|d| d.has(traits::SYMBOL)) {
        let name = ctx
            .get_attr(op, "sym_name")
            .and_then(|a| ctx.as_str_attr(a));
        if name.is_some_and(|n| std::str::from_utf8(n).is_err()) {
            // Symbol references hold text; see `Parser::symbol_token_name`.
            return Err(op_err(
                ctx,
                op,
                "symbol name is not valid UTF-8 (irbridge keeps symbol names as UTF-8 text)",
            ));
        }
    }
    if def.is_some_and(|d| d.has(traits::TERMINATOR)) {
        if let Some(b) = ctx.ops[op].parent {
            if ctx.blocks[b].last != Some(op) {
                return Err(op_err(
                    ctx,
                    op,
                    "must be the last operation in the parent block",
                ));
            }
        }
    }
    for (ri, &r) in ctx.ops[op].regions.iter().enumerate() {
        let blocks = ctx.region_blocks(r);
        if def.is_some_and(|d| d.has(traits::SINGLE_BLOCK)) && blocks.len() > 1 {
            return Err(op_err(
                ctx,
                op,
                format!("expects region #{ri} to have 0 or 1 blocks"),
            ));
        }
        if let Some(&entry) = blocks.first() {
            let has_pred = blocks.iter().any(|&b| {
                ctx.terminator(b)
                    .is_some_and(|t| ctx.ops[t].successors.contains(&entry))
            });
            if has_pred {
                return Err(err_at_op(
                    ctx,
                    op,
                    "entry block of region may not have predecessors",
                ));
            }
        }
    }
    Ok(())
}

pub fn on_enter_block(ctx: &Context, block: BlockId) -> Result<(), Diagnostic> {
    let ops = ctx.block_ops(block);
    if ops.is_empty() {
        if may_lack_terminator(ctx, block) {
            return Ok(());
        }
        let parent = ctx
            .block_parent_op(block)
            .expect("checked by may_lack_terminator");
        return Err(err_at_op(
            ctx,
            parent,
            "empty block: expect at least a terminator",
        ));
    }
    for &op in &ops[..ops.len() - 1] {
        if !ctx.ops[op].successors.is_empty() {
            return Err(err_at_op(
                ctx,
                op,
                "operation with block successors must terminate its parent block",
            ));
        }
    }
    Ok(())
}

pub fn on_exit_block(ctx: &Context, block: BlockId) -> Result<(), Diagnostic> {
    let Some(last) = ctx.blocks[block].last else {
        return Ok(());
    };
    let region = ctx.blocks[block].parent;
    if ctx.ops[last]
        .successors
        .iter()
        .any(|s| ctx.blocks[*s].parent != region)
    {
        return Err(op_err(
            ctx,
            last,
            "branching to block of a different region",
        ));
    }
    if may_lack_terminator(ctx, block) || might_be_terminator(ctx, last) {
        return Ok(());
    }
    let text = crate::print::op_to_generic_string(ctx, last);
    Err(err_at_op(
        ctx,
        last,
        format!("block with no terminator, has {text}"),
    ))
}
