//! Structural rules every op obeys whatever its dialect: terminators end blocks, successors stay in
//! their region, entry blocks have no predecessors, single-block regions.

use super::op_err;
use crate::diag::{diag_loc, Diagnostic};
use crate::dialect::{self, traits};
use crate::ir::{Context, OpId};

/// True if `op` is, or (being unregistered) might be, a terminator.
fn might_be_terminator(ctx: &Context, op: OpId) -> bool {
    match dialect::op_def(ctx, op) {
        Some(d) => d.has(traits::TERMINATOR),
        None => true,
    }
}

pub fn verify_op_structure(ctx: &Context, op: OpId, errs: &mut Vec<Diagnostic>) {
    let def = dialect::op_def(ctx, op);
    if def.is_none() && !ctx.allow_unregistered {
        errs.push(op_err(
            ctx,
            op,
            "is unregistered; use --allow-unregistered-dialect to accept it",
        ));
    }
    // A terminator must be the last op of its block.
    if def.is_some_and(|d| d.has(traits::TERMINATOR)) {
        if let Some(b) = ctx.ops[op].parent {
            if ctx.blocks[b].last != Some(op) {
                errs.push(op_err(
                    ctx,
                    op,
                    "must be the last operation in the parent block",
                ));
                return;
            }
        }
    }
    // Successors must be blocks of the same region, and never an entry block.
    if let Some(b) = ctx.ops[op].parent {
        let region = ctx.blocks[b].parent;
        for &s in &ctx.ops[op].successors {
            if ctx.blocks[s].parent != region {
                errs.push(op_err(ctx, op, "branching to block of a different region"));
                return;
            }
            if region.is_some_and(|r| ctx.regions[r].first == Some(s)) {
                errs.push(op_err(
                    ctx,
                    op,
                    "entry block of region may not have predecessors",
                ));
                return;
            }
        }
    }
    let may_lack_terminator = match def {
        None => true,
        Some(d) => d.has(traits::NO_TERMINATOR),
    };
    for (ri, &r) in ctx.ops[op].regions.iter().enumerate() {
        let blocks = ctx.region_blocks(r);
        if def.is_some_and(|d| d.has(traits::SINGLE_BLOCK)) && blocks.len() > 1 {
            errs.push(op_err(
                ctx,
                op,
                format!("expects region #{ri} to have 0 or 1 blocks"),
            ));
            continue;
        }
        for b in blocks {
            match ctx.blocks[b].last {
                None if !may_lack_terminator => {
                    errs.push(Diagnostic::error(
                        diag_loc(ctx, ctx.ops[op].loc),
                        "empty block: expect at least a terminator",
                    ));
                }
                Some(last) if !may_lack_terminator && !might_be_terminator(ctx, last) => {
                    let text = crate::print::op_to_generic_string(ctx, last);
                    errs.push(Diagnostic::error(
                        diag_loc(ctx, ctx.ops[last].loc),
                        format!("block with no terminator, has {text}"),
                    ));
                }
                _ => {}
            }
        }
    }
}
