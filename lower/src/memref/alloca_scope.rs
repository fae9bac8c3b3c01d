//! `memref.alloca_scope`: the body is inlined into the enclosing region between an
//! `llvm.intr.stacksave` and an `llvm.intr.stackrestore`, so its allocas are released when the scope
//! exits; results flow through the arguments of a continuation block (upstream's
//! `AllocaScopeOpLowering`).

use crate::conversion::{ConversionPattern, ConversionRewriter, InsertPoint, Outcome};
use crate::llvm_build::br;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::{AllocaScopeOp, AllocaScopeReturnOp};
use irbridge::ir::{OpId, ValueId};

/// `memref.alloca_scope`.
pub struct AllocaScopeLowering;

impl ConversionPattern for AllocaScopeLowering {
    fn root(&self) -> &'static str {
        AllocaScopeOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(&region) = rw.ctx.ops[op].regions.first() else {
            return Ok(Outcome::NoMatch);
        };
        let body = rw.ctx.region_blocks(region);
        let (Some(&first), Some(&last)) = (body.first(), body.last()) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(ret) = rw.ctx.terminator(last) else {
            return Ok(Outcome::NoMatch);
        };
        if !AllocaScopeReturnOp::is(rw.ctx, ret) {
            return Ok(Outcome::NoMatch);
        }
        let Some(current) = rw.ctx.ops[op].parent else {
            return Ok(Outcome::NoMatch);
        };
        // current: ops before the scope; remaining: the scope op and everything after it.
        let remaining = rw.ctx.split_block(op);
        let result_types = rw.ctx.result_types(op);
        let cont = if result_types.is_empty() {
            remaining
        } else {
            let b = rw.ctx.new_block();
            for t in &result_types {
                rw.ctx.add_block_arg(b, *t, Some(loc));
            }
            rw.ctx.insert_block_after(current, b);
            rw.set_insertion_point(InsertPoint::End(b));
            br(rw, remaining, &[], loc);
            b
        };
        // Inline the body before the continuation.
        let mut anchor = current;
        for b in body {
            rw.ctx.detach_block(b);
            rw.ctx.insert_block_after(anchor, b);
            anchor = b;
        }
        rw.set_insertion_point(InsertPoint::End(current));
        let p = llvm::ptr(rw.ctx, 0);
        let saved = rw.create_value(llvm_intr::STACKSAVE, loc, &[], p, &[]);
        br(rw, first, &[], loc);
        // Leave the body through a stack restore and a branch to the continuation.
        let results: Vec<ValueId> = rw.ctx.ops[ret].operands.to_vec();
        rw.set_insertion_point(InsertPoint::Before(ret));
        rw.create_op(llvm_intr::STACKRESTORE, loc, &[saved], &[], &[]);
        br(rw, cont, &results, loc);
        rw.erase_op(ret);
        let args = rw.ctx.blocks[cont].args.clone();
        if result_types.is_empty() {
            rw.erase_op(op);
        } else {
            rw.replace_op(op, &args);
        }
        Ok(Outcome::Rewritten)
    }
}
