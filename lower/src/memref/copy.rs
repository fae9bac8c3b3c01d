//! `memref.copy`: `llvm.intr.memcpy` when both sides are contiguous (identity layout, or a static
//! row-major shape with any offset), otherwise a call to the runtime's `memrefCopy(elemSize, src, dst)`
//! with both descriptors passed as unranked descriptors on the stack (between stacksave/stackrestore).

use super::build::{self, GepArg};
use super::views::promote_to_stack;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
use crate::type_converter::memref_strides;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::layout::is_identity_layout;
use irbridge::dialect::memref::CopyOp;
use irbridge::ir::{Attribute, OpId, Type, TypeKind, ValueId, DYNAMIC};

/// Contiguous in memory so a flat byte copy is right (`isContiguousMemrefType`).
fn is_contiguous(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    let TypeKind::MemRef { shape, layout, .. } = rw.ctx.kind(t) else {
        return false;
    };
    if is_identity_layout(rw.ctx, *layout) {
        return true;
    }
    if shape.contains(&DYNAMIC) || shape.iter().product::<i64>() <= 0 {
        return false;
    }
    let Some((strides, _)) = memref_strides(rw.ctx, t) else {
        return false;
    };
    // Inner dims with canonical strides, then only size-1 outer dims.
    let mut running = 1i64;
    let mut dim = strides.len() as isize - 1;
    while dim >= 0 && strides[dim as usize] == running {
        running = running.saturating_mul(shape[dim as usize]);
        dim -= 1;
    }
    while dim >= 0 && shape[dim as usize] == 1 {
        dim -= 1;
    }
    dim < 0
}

/// `ptrtoint (gep null[1])`: the element size in bytes.
fn elem_size(rw: &mut ConversionRewriter<'_>, elem: Type, loc: Attribute) -> ValueId {
    let p = llvm::ptr(rw.ctx, 0);
    let null = crate::llvm_build::zero(rw, p, loc);
    let g = build::gep(rw, p, elem, null, &[GepArg::Const(1)], loc);
    build::ptr_to_index(rw, g, loc)
}

/// `memref.copy`.
pub struct CopyLowering;

impl ConversionPattern for CopyLowering {
    fn root(&self) -> &'static str {
        CopyOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let (Some(src_ty), Some(dst_ty)) = (
            build::convertible_operand_type(rw, op, 0),
            build::convertible_operand_type(rw, op, 1),
        ) else {
            return Ok(Outcome::NoMatch);
        };
        let elem = rw.ctx.element_type(src_ty);
        let Some(llvm_elem) = rw.tc.convert_type(rw.ctx, elem) else {
            return Ok(Outcome::NoMatch);
        };
        if is_contiguous(rw, src_ty) && is_contiguous(rw, dst_ty) {
            let rank = rw.ctx.shape(src_ty).expect("ranked").len();
            let src = MemRefDescriptor::new(rw, operands[0]);
            let mut n = build::index_const(rw, 1, loc);
            for i in 0..rank {
                let s = src.size(rw, i, loc);
                n = build::mul(rw, n, s, loc);
            }
            let es = elem_size(rw, llvm_elem, loc);
            let total = build::mul(rw, n, es, loc);
            let ptr_at_offset = |rw: &mut ConversionRewriter<'_>, d: MemRefDescriptor| {
                let base = d.aligned_ptr(rw, loc);
                let off = d.offset(rw, loc);
                let pty = rw.ctx.value_type(base);
                build::gep(rw, pty, llvm_elem, base, &[GepArg::Value(off)], loc)
            };
            let src_ptr = ptr_at_offset(rw, src);
            let dst = MemRefDescriptor::new(rw, operands[1]);
            let dst_ptr = ptr_at_offset(rw, dst);
            let f = rw.ctx.bool_attr(false);
            rw.create_op(
                llvm_intr::MEMCPY,
                loc,
                &[dst_ptr, src_ptr, total],
                &[],
                &[("isVolatile", f)],
            );
        } else {
            let p = llvm::ptr(rw.ctx, 0);
            let idx = rw.tc.index_type(rw.ctx);
            let saved = rw.create_value(llvm_intr::STACKSAVE, loc, &[], p, &[]);
            let make_unranked = |rw: &mut ConversionRewriter<'_>, v: ValueId, t: Type| {
                let Some(shape) = rw.ctx.shape(t).map(|s| s.len() as i64) else {
                    return v;
                };
                if matches!(rw.ctx.kind(t), TypeKind::UnrankedMemRef { .. }) {
                    return v;
                }
                let rank = build::int_const(rw, idx, shape, loc);
                let slot = promote_to_stack(rw, v, loc);
                let (elem, ms) = match rw.ctx.kind(t).clone() {
                    TypeKind::MemRef {
                        elem, memory_space, ..
                    } => (elem, memory_space),
                    _ => unreachable!("ranked"),
                };
                let ut = rw.ctx.ty(TypeKind::UnrankedMemRef {
                    elem,
                    memory_space: ms,
                });
                let udt = rw.tc.convert_type(rw.ctx, ut).expect("unranked converts");
                UnrankedMemRefDescriptor::pack(rw, udt, rank, slot, loc).value
            };
            let usrc = make_unranked(rw, operands[0], src_ty);
            let udst = make_unranked(rw, operands[1], dst_ty);
            let one = build::index_const(rw, 1, loc);
            let promote = |rw: &mut ConversionRewriter<'_>, d: ValueId| {
                let t = rw.ctx.value_type(d);
                let slot = build::alloca(rw, p, t, one, 0, loc);
                build::store(rw, d, slot, loc);
                slot
            };
            let sp = promote(rw, usrc);
            let dp = promote(rw, udst);
            let es = elem_size(rw, llvm_elem, loc);
            let void = llvm::void(rw.ctx);
            build::lookup_or_declare_fn(rw, op, "memrefCopy", &[idx, p, p], void)
                .map_err(|m| Diagnostic::at(rw.ctx, loc, m))?;
            build::call(rw, "memrefCopy", &[es, sp, dp], None, loc);
            rw.create_op(llvm_intr::STACKRESTORE, loc, &[saved], &[], &[]);
        }
        rw.erase_op(op);
        Ok(Outcome::Rewritten)
    }
}
