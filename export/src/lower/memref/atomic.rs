//! `memref.atomic_rmw` → `llvm.atomicrmw` (acq_rel) on the element address. Kinds without an LLVM
//! counterpart (mulf, muli, maxnumf, minnumf) are left to other lowerings, as upstream does.

use super::build;
use super::load_store::strided_element_ptr;
use crate::lower::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use irbridge::diag::Diagnostic;
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
        "memref.atomic_rmw"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let mty = rw.ctx.value_type(rw.ctx.operand(op, 1));
        if rw.tc.convert_type(rw.ctx, mty).is_none() {
            return Ok(Outcome::NoMatch);
        }
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
        let v = build::val(
            rw,
            "llvm.atomicrmw",
            loc,
            &[p, operands[0]],
            t,
            &[("bin_op", b), ("ordering", o)],
        );
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
