//! `memref.atomic_rmw` → `llvm.atomicrmw` (acq_rel) on the element address. Kinds without an LLVM
//! counterpart (mulf, muli, maxnumf, minnumf) are left to other lowerings, as upstream does.
//! `memref.generic_atomic_rmw` → a `llvm.cmpxchg` loop.

use super::build;
use super::load_store::strided_element_ptr;
use crate::conversion::{ConversionPattern, ConversionRewriter, InsertPoint, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::memory::AtomicCmpXchgOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::GenericAtomicRMWOp;
use irbridge::ir::{OpId, ValueId};

/// `arith::AtomicRMWKind` value (as stored in `kind`) → `LLVM::AtomicBinOp` value.
const BIN_OPS: &[(i64, i64)] = &[
    (0, 11), // addf -> fadd
    (1, 1),  // addi -> add
    (2, 0),  // assign -> xchg
    (3, 13), // maximumf -> fmax
    (4, 7),  // maxs -> max
    (5, 9),  // maxu -> umax
    (6, 14), // minimumf -> fmin
    (7, 8),  // mins -> min
    (8, 10), // minu -> umin
    (11, 5), // ori -> _or
    (12, 3), // andi -> _and
];

/// `LLVM::AtomicOrdering::acq_rel`.
const ACQ_REL: i64 = 6;

/// `memref.atomic_rmw`.
pub struct AtomicRmwLowering;

impl ConversionPattern for AtomicRmwLowering {
    fn root(&self) -> &'static str {
        irbridge::dialect::memref::AtomicRMWOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(mty) = build::convertible_operand_type(rw, op, 1) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(kind) = rw.ctx.get_attr(op, "kind") else {
            return Ok(Outcome::NoMatch);
        };
        let kind = rw.ctx.as_i64(kind);
        let Some(&(_, bin_op)) = BIN_OPS.iter().find(|(k, _)| Some(*k) == kind) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(p) = strided_element_ptr(rw, mty, operands[1], &operands[2..], loc) else {
            return Ok(Outcome::NoMatch);
        };
        let t = rw.ctx.value_type(operands[0]);
        let b = rw.ctx.i64_attr(bin_op);
        let o = rw.ctx.i64_attr(ACQ_REL);
        let v = llvm_ops::memory::AtomicRMWOp::build(
            rw,
            loc,
            t,
            p,
            operands[0],
            b,
            o,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        )
        .res(rw.ctx);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `LLVM::AtomicOrdering::monotonic`.
const MONOTONIC: i64 = 2;

/// `memref.generic_atomic_rmw` on an integer element: a compare-and-swap loop. The body is moved into
/// the loop block with its argument bound to the value last loaded; `llvm.cmpxchg` retries until no
/// other writer intervened. As upstream, the pattern applies only when the conversion can legalize
/// every op of the body (so under `finalize-memref-to-llvm` an `arith` body stays, under
/// `convert-to-llvm` it is lowered with the rest). Float elements are left unconverted: upstream 19
/// builds a `llvm.cmpxchg` on floats, which its verifier rejects. A body that only yields a value
/// from outside, on which upstream 19 crashes, is lowered.
pub struct GenericAtomicRmwLowering;

impl ConversionPattern for GenericAtomicRmwLowering {
    fn root(&self) -> &'static str {
        GenericAtomicRMWOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let mty = rw.ctx.value_type(rw.ctx.operand(op, 0));
        let vty = rw.ctx.value_type(rw.ctx.result(op, 0));
        if !rw.ctx.is_signless_int(vty) || rw.tc.convert_type(rw.ctx, mty).is_none() {
            return Ok(Outcome::NoMatch);
        }
        let Some(&region) = rw.ctx.ops[op].regions.first() else {
            return Ok(Outcome::NoMatch);
        };
        let blocks = rw.ctx.region_blocks(region);
        let [body] = blocks.as_slice() else {
            return Ok(Outcome::NoMatch);
        };
        let body = *body;
        let Some(yield_op) = rw.ctx.terminator(body) else {
            return Ok(Outcome::NoMatch);
        };
        // Upstream's pattern fails when the copied body ops can't be legalized.
        if rw
            .ctx
            .block_ops(body)
            .iter()
            .any(|&o| o != yield_op && !rw.can_legalize(o))
        {
            return Ok(Outcome::NoMatch);
        }
        let (Some(current), Some(next)) = (rw.ctx.ops[op].parent, rw.ctx.ops[op].next) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(data_ptr) = strided_element_ptr(rw, mty, operands[0], &operands[1..], loc) else {
            return Ok(Outcome::NoMatch);
        };
        let init = build::load(rw, vty, data_ptr, loc);
        // Blocks: current → loop(value) ↺ → end (the ops after the atomic op).
        let end = rw.ctx.split_block(next);
        let lp = rw.ctx.new_block();
        let arg = rw.ctx.add_block_arg(lp, vty, Some(loc));
        rw.ctx.insert_block_after(current, lp);
        rw.set_insertion_point(InsertPoint::End(current));
        llvm_build::br(rw, lp, &[init], loc);
        // The body's ops move into the loop, reading the loop argument.
        let cur = rw.ctx.blocks[body].args[0];
        rw.ctx.replace_all_uses(cur, arg);
        let result = rw.ctx.operand(yield_op, 0);
        for o in rw.ctx.block_ops(body) {
            if o == yield_op {
                continue;
            }
            rw.ctx.detach_op(o);
            rw.ctx.append_op(lp, o);
        }
        rw.set_insertion_point(InsertPoint::End(lp));
        let i1 = rw.ctx.i1();
        let pair = llvm::struct_literal(rw.ctx, vec![vty, i1], false);
        let s = rw.ctx.i64_attr(ACQ_REL);
        let f = rw.ctx.i64_attr(MONOTONIC);
        let cx = AtomicCmpXchgOp::build(
            rw, loc, pair, data_ptr, arg, result, s, f, None, None, None, None, None, None, None,
            None,
        )
        .res(rw.ctx);
        let loaded = llvm_build::extract_value(rw, cx, &[0], loc);
        let ok = llvm_build::extract_value(rw, cx, &[1], loc);
        llvm_build::cond_br(rw, ok, (end, &[]), (lp, &[loaded]), loc);
        rw.erase_op(yield_op);
        rw.replace_op(op, &[loaded]);
        Ok(Outcome::Rewritten)
    }
}
