//! `memref.reshape` to an unranked result: the shape operand's length is the rank, so the ranked
//! descriptor is built on the stack (`2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)` bytes) and its
//! sizes and strides are filled by a runtime loop from the innermost dimension out (upstream's
//! `MemRefReshapeOpLowering`, unranked case).

use super::build::{self, GepArg};
use super::views::ReshapeTypes;
use crate::conversion::{ConversionPattern, ConversionRewriter, InsertPoint, Outcome};
use crate::descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
use crate::llvm_build;
use crate::llvm_build::br;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::ReshapeOp;
use irbridge::ir::{Attribute, OpId, Type, TypeKind, ValueId};

/// Stores `v` at field `field` (a pointer-sized slot index) of the ranked descriptor at `desc_ptr`.
fn store_ptr_field(
    rw: &mut ConversionRewriter<'_>,
    desc_ptr: ValueId,
    elem_ptr: Type,
    field: i32,
    v: ValueId,
    loc: Attribute,
) {
    let desc_ptr_ty = rw.ctx.value_type(desc_ptr);
    let at = if field == 0 {
        desc_ptr
    } else {
        build::gep(
            rw,
            desc_ptr_ty,
            elem_ptr,
            desc_ptr,
            &[GepArg::Const(field)],
            loc,
        )
    };
    build::store(rw, v, at, loc);
}

/// `memref.reshape` with an unranked result.
pub struct ReshapeToUnrankedLowering;

impl ConversionPattern for ReshapeToUnrankedLowering {
    fn root(&self) -> &'static str {
        ReshapeOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(ReshapeTypes {
            source: src_ty,
            shape: shape_ty,
            result: dst_ty,
            result_desc: udesc_ty,
        }) = ReshapeTypes::of(rw, op)
        else {
            return Ok(Outcome::NoMatch);
        };
        if !matches!(rw.ctx.kind(dst_ty), TypeKind::UnrankedMemRef { .. }) {
            return Ok(Outcome::NoMatch);
        }
        let Some(current) = rw.ctx.ops[op].parent else {
            return Ok(Outcome::NoMatch);
        };
        let shape_elem = rw.ctx.element_type(shape_ty);
        let Some(shape_elem) = rw.tc.convert_type(rw.ctx, shape_elem) else {
            return Ok(Outcome::NoMatch);
        };
        let idx = rw.tc.index_type(rw.ctx);
        // Unranked memrefs in a memory space without an address space convert, but their pointers
        // can't be typed.
        let (Some(elem_ptr), Some(src_elem_ptr)) = (
            build::elem_ptr_type(rw, dst_ty),
            build::elem_ptr_type(rw, src_ty),
        ) else {
            return Ok(Outcome::NoMatch);
        };
        let p0 = llvm::ptr(rw.ctx, 0);
        let shape = MemRefDescriptor::new(rw, operands[1]);
        let rank = shape.size(rw, 0, loc);
        let mut target = UnrankedMemRefDescriptor::undef(rw, udesc_ty, loc);
        target.set_rank(rw, rank, loc);
        // 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index), densely packed (`computeSizes`).
        let total = UnrankedMemRefDescriptor::compute_sizes(rw, &[target], loc)[0];
        let i8t = rw.ctx.int(8);
        let desc_ptr = build::alloca(rw, p0, i8t, total, 0, loc);
        target.set_memref_ptr(rw, desc_ptr, loc);
        // Pointers and offset of the source.
        let (allocated, aligned, offset) =
            if matches!(rw.ctx.kind(src_ty), TypeKind::UnrankedMemRef { .. }) {
                let src_ptr_ty = src_elem_ptr;
                let dp = UnrankedMemRefDescriptor::new(rw, operands[0]).memref_ptr(rw, loc);
                let a = build::load(rw, src_ptr_ty, dp, loc);
                let b = super::metadata::unranked_aligned_ptr(rw, dp, src_ptr_ty, loc);
                let op_ptr = build::gep(rw, p0, src_ptr_ty, dp, &[GepArg::Const(2)], loc);
                let o = build::load(rw, idx, op_ptr, loc);
                (a, b, o)
            } else {
                let d = MemRefDescriptor::new(rw, operands[0]);
                (
                    d.allocated_ptr(rw, loc),
                    d.aligned_ptr(rw, loc),
                    d.offset(rw, loc),
                )
            };
        store_ptr_field(rw, desc_ptr, elem_ptr, 0, allocated, loc);
        store_ptr_field(rw, desc_ptr, elem_ptr, 1, aligned, loc);
        store_ptr_field(rw, desc_ptr, elem_ptr, 2, offset, loc);
        let head = llvm::struct_literal(rw.ctx, vec![elem_ptr, elem_ptr, idx, idx], false);
        let sizes_base = build::gep(
            rw,
            p0,
            head,
            desc_ptr,
            &[GepArg::Const(0), GepArg::Const(3)],
            loc,
        );
        let strides_base = build::gep(rw, p0, idx, sizes_base, &[GepArg::Value(rank)], loc);
        let shape_ptr = shape.aligned_ptr(rw, loc);
        let one_index = build::index_const(rw, 1, loc);
        let last = build::sub(rw, rank, one_index, loc);
        // Blocks: current → cond(i, stride) → body → cond ... → remainder (the ops after the reshape).
        let remainder = match rw.ctx.ops[op].next {
            Some(n) => rw.ctx.split_block(n),
            None => {
                let b = rw.ctx.new_block();
                rw.ctx.insert_block_after(current, b);
                b
            }
        };
        let cond = rw.ctx.new_block();
        let i = rw.ctx.add_block_arg(cond, idx, Some(loc));
        let stride = rw.ctx.add_block_arg(cond, idx, Some(loc));
        rw.ctx.insert_block_after(current, cond);
        let body = rw.ctx.new_block();
        rw.ctx.insert_block_after(cond, body);
        rw.set_insertion_point(InsertPoint::End(current));
        br(rw, cond, &[last, one_index], loc);
        rw.set_insertion_point(InsertPoint::End(cond));
        let zero = build::index_const(rw, 0, loc);
        let pred = llvm_build::icmp(rw, "sge", i, zero, loc);
        llvm_build::cond_br(rw, pred, (body, &[]), (remainder, &[]), loc);
        rw.set_insertion_point(InsertPoint::End(body));
        let at = build::gep(rw, p0, shape_elem, shape_ptr, &[GepArg::Value(i)], loc);
        let size = build::load(rw, idx, at, loc);
        let size_at = build::gep(rw, p0, idx, sizes_base, &[GepArg::Value(i)], loc);
        build::store(rw, size, size_at, loc);
        let stride_at = build::gep(rw, p0, idx, strides_base, &[GepArg::Value(i)], loc);
        build::store(rw, stride, stride_at, loc);
        let next_stride = build::mul(rw, stride, size, loc);
        let dec = build::sub(rw, i, one_index, loc);
        br(rw, cond, &[dec, next_stride], loc);
        rw.replace_op(op, &[target.value]);
        Ok(Outcome::Rewritten)
    }
}
