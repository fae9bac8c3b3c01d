//! Element access: `memref.load`, `memref.store`, `memref.prefetch`, and the address computation they
//! share (TargetLLVMIR.md, "Address Computation"; upstream's `getStridedElementPtr`): a GEP by the
//! offset on the aligned pointer (none when the offset is statically 0), then one GEP by
//! `Σ index_i * stride_i`, with constant strides folded, unit strides not multiplied and dynamic ones
//! read from the descriptor.

use super::build::{self, GepArg};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::MemRefDescriptor;
use crate::type_converter::memref_strides;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::memref::PrefetchOp;
use irbridge::ir::{Attribute, OpId, Type, ValueId, DYNAMIC};

/// The aligned pointer advanced by the memref's offset (`MemRefDescriptor::bufferPtr`).
pub(crate) fn buffer_ptr(
    rw: &mut ConversionRewriter<'_>,
    memref_ty: Type,
    desc: ValueId,
    loc: Attribute,
) -> Option<ValueId> {
    let (_, offset) = memref_strides(rw.ctx, memref_ty)?;
    let d = MemRefDescriptor::new(rw, desc);
    let ptr = d.aligned_ptr(rw, loc);
    if offset == 0 {
        return Some(ptr);
    }
    let off = if offset == DYNAMIC {
        d.offset(rw, loc)
    } else {
        build::index_const(rw, offset, loc)
    };
    let elem = rw.ctx.element_type(memref_ty);
    let elem = rw.tc.convert_type(rw.ctx, elem)?;
    let pty = rw.ctx.value_type(ptr);
    Some(build::gep(rw, pty, elem, ptr, &[GepArg::Value(off)], loc))
}

/// The address of element `indices` of the memref `desc` of type `memref_ty`.
pub(crate) fn strided_element_ptr(
    rw: &mut ConversionRewriter<'_>,
    memref_ty: Type,
    desc: ValueId,
    indices: &[ValueId],
    loc: Attribute,
) -> Option<ValueId> {
    let (strides, _) = memref_strides(rw.ctx, memref_ty)?;
    let base = buffer_ptr(rw, memref_ty, desc, loc)?;
    let d = MemRefDescriptor::new(rw, desc);
    let mut index: Option<ValueId> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let mut inc = idx;
        if strides[i] != 1 {
            let s = if strides[i] == DYNAMIC {
                d.stride(rw, i, loc)
            } else {
                build::index_const(rw, strides[i], loc)
            };
            inc = build::mul(rw, inc, s, loc);
        }
        index = Some(match index {
            Some(acc) => build::add(rw, acc, inc, loc),
            None => inc,
        });
    }
    let Some(index) = index else {
        return Some(base);
    };
    let elem = rw.ctx.element_type(memref_ty);
    let elem = rw.tc.convert_type(rw.ctx, elem)?;
    let pty = rw.ctx.value_type(base);
    Some(build::gep(
        rw,
        pty,
        elem,
        base,
        &[GepArg::Value(index)],
        loc,
    ))
}

/// The `nontemporal` unit property, carried to `llvm.load`/`llvm.store`.
/// The `nontemporal` unit attribute of the `llvm` access if `op` has a true `nontemporal`.
fn nontemporal(rw: &mut ConversionRewriter<'_>, op: OpId) -> Option<Attribute> {
    bool_attr(rw, op, "nontemporal").then(|| rw.ctx.unit_attr())
}

/// A boolean (or integer) attribute of `op` as a flag; absent is false.
pub(super) fn bool_attr(rw: &ConversionRewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx
        .get_attr(op, name)
        .and_then(|a| rw.ctx.as_int_attr(a))
        .is_some_and(|v| *v != 0.into())
}

/// `memref.load` → `llvm.load` of the element address.
pub struct LoadLowering;

impl ConversionPattern for LoadLowering {
    fn root(&self) -> &'static str {
        irbridge::dialect::memref::LoadOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let mty = rw.ctx.value_type(rw.ctx.operand(op, 0));
        let rty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let Some(rty) = rw.tc.convert_type(rw.ctx, rty) else {
            return Ok(Outcome::NoMatch);
        };
        if rw.tc.convert_type(rw.ctx, mty).is_none() {
            return Ok(Outcome::NoMatch);
        }
        let Some(p) = strided_element_ptr(rw, mty, operands[0], &operands[1..], loc) else {
            return Ok(Outcome::NoMatch);
        };
        let nt = nontemporal(rw, op);
        let v = llvm_ops::memory::LoadOp::build(
            rw, loc, rty, p, None, None, nt, None, None, None, None, None, None, None,
        )
        .res(rw.ctx);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.store` → `llvm.store` to the element address.
pub struct StoreLowering;

impl ConversionPattern for StoreLowering {
    fn root(&self) -> &'static str {
        irbridge::dialect::memref::StoreOp::NAME
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
        let Some(p) = strided_element_ptr(rw, mty, operands[1], &operands[2..], loc) else {
            return Ok(Outcome::NoMatch);
        };
        let nt = nontemporal(rw, op);
        llvm_ops::memory::StoreOp::build(
            rw,
            loc,
            operands[0],
            p,
            None,
            None,
            nt,
            None,
            None,
            None,
            None,
            None,
            None,
        );
        rw.erase_op(op);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.prefetch` → `llvm.intr.prefetch` of the element address.
pub struct PrefetchLowering;

impl ConversionPattern for PrefetchLowering {
    fn root(&self) -> &'static str {
        PrefetchOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(mty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let is_write = i64::from(bool_attr(rw, op, "isWrite"));
        let is_data = i64::from(bool_attr(rw, op, "isDataCache"));
        let hint = rw
            .ctx
            .get_attr(op, "localityHint")
            .and_then(|a| rw.ctx.as_i64(a))
            .unwrap_or(0);
        let Some(p) = strided_element_ptr(rw, mty, operands[0], &operands[1..], loc) else {
            return Ok(Outcome::NoMatch);
        };
        let i32t = rw.ctx.i32();
        let rw_a = rw.ctx.int_attr(i32t, is_write);
        let hint_a = rw.ctx.int_attr(i32t, hint);
        let cache_a = rw.ctx.int_attr(i32t, is_data);
        rw.create_op(
            llvm_intr::PREFETCH,
            loc,
            &[p],
            &[],
            &[("rw", rw_a), ("hint", hint_a), ("cache", cache_a)],
        );
        rw.erase_op(op);
        Ok(Outcome::Rewritten)
    }
}
