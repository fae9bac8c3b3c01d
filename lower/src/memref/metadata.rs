//! Ops that read or rewrap descriptor fields: `memref.dim`, `memref.rank`,
//! `memref.extract_aligned_pointer_as_index`, `memref.extract_strided_metadata`,
//! `memref.assume_alignment`, `memref.memory_space_cast` (upstream's `DimOpLowering`, `RankOpLowering`,
//! ... in MemRefToLLVM).

use super::build::{self, GepArg};
use super::load_store::strided_element_ptr;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
use crate::llvm_build;
use crate::type_converter::memref_strides;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::arith::AndOp;
use irbridge::dialect::llvm::ops::casts::{AddrSpaceCastOp, PtrToIntOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::{
    AssumeAlignmentOp, DimOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp,
    MemorySpaceCastOp, RankOp,
};
use irbridge::ir::{Attribute, OpId, Type, TypeKind, ValueId, DYNAMIC};

fn is_unranked(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    matches!(rw.ctx.kind(t), TypeKind::UnrankedMemRef { .. })
}

/// The integer value of `v` if an `arith.constant` or `llvm.mlir.constant` defines it.
fn constant_int(rw: &ConversionRewriter<'_>, v: ValueId) -> Option<i64> {
    let d = rw.ctx.defining_op(v)?;
    if !matches!(
        rw.ctx.op_name(d),
        irbridge::dialect::arith::ConstantOp::NAME | llvm_ops::constants::ConstantOp::NAME
    ) {
        return None;
    }
    let a = rw.ctx.get_attr(d, "value")?;
    rw.ctx.as_i64(a)
}

/// `memref.dim`: a constant for static sizes, the descriptor field for dynamic ones, a load through a
/// stack copy of the sizes array for a dynamic index, and a load through the ranked descriptor pointer
/// of an unranked memref.
pub struct DimLowering;

impl ConversionPattern for DimLowering {
    fn root(&self) -> &'static str {
        DimOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let idx = rw.tc.index_type(rw.ctx);
        let v = if is_unranked(rw, src_ty) {
            let elem = rw.ctx.element_type(src_ty);
            let scalar = rw.ctx.ty(TypeKind::MemRef {
                shape: vec![],
                elem,
                layout: None,
                memory_space: None,
            });
            let Some(scalar_desc) = rw.tc.convert_type(rw.ctx, scalar) else {
                return Ok(Outcome::NoMatch);
            };
            // An unranked memref in a memory space without an address space (`"private"`) converts,
            // but its sizes can't be addressed: upstream 19 refuses the op too.
            let Some(ptr_ty) = build::elem_ptr_type(rw, src_ty) else {
                return Ok(Outcome::NoMatch);
            };
            let desc_ptr = UnrankedMemRefDescriptor::new(rw, operands[0]).memref_ptr(rw, loc);
            let offset_ptr = build::gep(
                rw,
                ptr_ty,
                scalar_desc,
                desc_ptr,
                &[GepArg::Const(0), GepArg::Const(2)],
                loc,
            );
            let one = build::index_const(rw, 1, loc);
            let plus_one = build::add(rw, one, operands[1], loc);
            let size_ptr = build::gep(rw, ptr_ty, idx, offset_ptr, &[GepArg::Value(plus_one)], loc);
            build::load(rw, idx, size_ptr, loc)
        } else {
            let shape = rw.ctx.shape(src_ty).expect("ranked").to_vec();
            let rank = shape.len() as i64;
            let desc = MemRefDescriptor::new(rw, operands[0]);
            match constant_int(rw, rw.ctx.operand(op, 1)) {
                Some(i) if (0..rank).contains(&i) => {
                    if shape[i as usize] == DYNAMIC {
                        desc.size(rw, i as usize, loc)
                    } else {
                        build::index_const(rw, shape[i as usize], loc)
                    }
                }
                _ => {
                    // Copy the sizes to the stack and load the one asked for.
                    let arr = llvm::array(rw.ctx, idx, rank as u64);
                    let p = llvm::ptr(rw.ctx, 0);
                    let one = build::index_const(rw, 1, loc);
                    let sizes = crate::llvm_build::extract_value(rw, desc.value, &[3], loc);
                    let slot = build::alloca(rw, p, arr, one, 0, loc);
                    build::store(rw, sizes, slot, loc);
                    let at = build::gep(
                        rw,
                        p,
                        arr,
                        slot,
                        &[GepArg::Const(0), GepArg::Value(operands[1])],
                        loc,
                    );
                    build::load(rw, idx, at, loc)
                }
            }
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.rank`: the unranked descriptor's rank field, or a constant.
pub struct RankLowering;

impl ConversionPattern for RankLowering {
    fn root(&self) -> &'static str {
        RankOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let v = if is_unranked(rw, src_ty) {
            UnrankedMemRefDescriptor::new(rw, operands[0]).rank(rw, loc)
        } else {
            let rank = rw.ctx.shape(src_ty).expect("ranked").len() as i64;
            build::index_const(rw, rank, loc)
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// The aligned pointer stored in the ranked descriptor an unranked descriptor points to (second field).
pub(super) fn unranked_aligned_ptr(
    rw: &mut ConversionRewriter<'_>,
    desc_ptr: ValueId,
    elem_ptr_ty: Type,
    loc: Attribute,
) -> ValueId {
    // The GEP stays in the descriptor pointer's address space; the loaded pointer is in the memref's.
    let desc_ptr_ty = rw.ctx.value_type(desc_ptr);
    let p = build::gep(
        rw,
        desc_ptr_ty,
        elem_ptr_ty,
        desc_ptr,
        &[GepArg::Const(1)],
        loc,
    );
    build::load(rw, elem_ptr_ty, p, loc)
}

/// `memref.extract_aligned_pointer_as_index`: `ptrtoint` of the aligned pointer.
pub struct ExtractAlignedPointerLowering;

impl ConversionPattern for ExtractAlignedPointerLowering {
    fn root(&self) -> &'static str {
        ExtractAlignedPointerAsIndexOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let aligned = if is_unranked(rw, src_ty) {
            // No address space for the loaded pointer (upstream 19 reads an unset one).
            let Some(pty) = build::elem_ptr_type(rw, src_ty) else {
                return Ok(Outcome::NoMatch);
            };
            let dp = UnrankedMemRefDescriptor::new(rw, operands[0]).memref_ptr(rw, loc);
            unranked_aligned_ptr(rw, dp, pty, loc)
        } else {
            MemRefDescriptor::new(rw, operands[0]).aligned_ptr(rw, loc)
        };
        let v = build::ptr_to_index(rw, aligned, loc);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.extract_strided_metadata`: a rank-0 descriptor of the base buffer plus the offset, sizes and
/// strides fields. Uses of results that the source type makes static are first replaced by
/// `arith.constant`s, as upstream's folder does before the pattern runs.
pub struct ExtractStridedMetadataLowering;

impl ConversionPattern for ExtractStridedMetadataLowering {
    fn root(&self) -> &'static str {
        ExtractStridedMetadataOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        if is_unranked(rw, src_ty) {
            return Ok(Outcome::NoMatch);
        }
        let base_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let Some(base_desc_ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some((strides, offset)) = memref_strides(rw.ctx, src_ty) else {
            return Ok(Outcome::NoMatch);
        };
        let shape = rw.ctx.shape(src_ty).expect("ranked").to_vec();
        let rank = shape.len();
        // The folder: static offset, sizes, strides with uses become constants.
        let statics: Vec<i64> = std::iter::once(offset)
            .chain(shape.iter().copied())
            .chain(strides.iter().copied())
            .collect();
        for (i, &s) in statics.iter().enumerate() {
            let r = rw.ctx.result(op, i + 1);
            if s == DYNAMIC || rw.ctx.values[r].uses.is_empty() {
                continue;
            }
            let index = rw.ctx.index();
            let a = rw.ctx.int_attr(index, s);
            let c = irbridge::dialect::arith::ConstantOp::build(rw, loc, index, a).result(rw.ctx);
            rw.replace_all_uses_with(r, c);
        }
        let src = MemRefDescriptor::new(rw, operands[0]);
        let allocated = src.allocated_ptr(rw, loc);
        let aligned = src.aligned_ptr(rw, loc);
        let mut base = MemRefDescriptor::undef(rw, base_desc_ty, loc);
        base.set_allocated_ptr(rw, allocated, loc);
        base.set_aligned_ptr(rw, aligned, loc);
        let (_, base_offset) = memref_strides(rw.ctx, base_ty).unwrap_or((vec![], 0));
        let o = build::index_const(rw, base_offset, loc);
        base.set_offset(rw, o, loc);
        let mut results = vec![base.value, src.offset(rw, loc)];
        for i in 0..rank {
            results.push(src.size(rw, i, loc));
        }
        for i in 0..rank {
            results.push(src.stride(rw, i, loc));
        }
        rw.replace_op(op, &results);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.assume_alignment`: `llvm.intr.assume((ptrtoint p) & (alignment - 1) == 0)` on the buffer
/// pointer.
pub struct AssumeAlignmentLowering;

impl ConversionPattern for AssumeAlignmentLowering {
    fn root(&self) -> &'static str {
        AssumeAlignmentOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let alignment = rw
            .ctx
            .get_attr(op, "alignment")
            .and_then(|a| rw.ctx.as_i64(a))
            .unwrap_or(1);
        let Some(p) = strided_element_ptr(rw, src_ty, operands[0], &[], loc) else {
            return Ok(Outcome::NoMatch);
        };
        // The integer as wide as a pointer (64 bits in the default data layout).
        let int_ptr = rw.ctx.int(64);
        let index = rw.ctx.index();
        let za = rw.ctx.int_attr(index, 0);
        let ma = rw.ctx.int_attr(index, alignment - 1);
        let zero = llvm_ops::constants::ConstantOp::build(rw, loc, int_ptr, za).res(rw.ctx);
        let mask = llvm_ops::constants::ConstantOp::build(rw, loc, int_ptr, ma).res(rw.ctx);
        let as_int = PtrToIntOp::build(rw, loc, int_ptr, p).res(rw.ctx);
        let and = build::binary(rw, AndOp::def(), as_int, mask, loc);
        let cmp = llvm_build::icmp(rw, "eq", and, zero, loc);
        rw.create_op(llvm_intr::ASSUME, loc, &[cmp], &[], &[]);
        rw.erase_op(op);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.memory_space_cast` of a ranked memref: both pointers `llvm.addrspacecast`, the rest copied.
pub struct MemorySpaceCastLowering;

impl ConversionPattern for MemorySpaceCastLowering {
    fn root(&self) -> &'static str {
        MemorySpaceCastOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let res_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        if is_unranked(rw, res_ty) {
            return unranked_memory_space_cast(op, operands[0], res_ty, rw);
        }
        let Some(desc_ty) = rw.tc.convert_type(rw.ctx, res_ty) else {
            return Ok(Outcome::NoMatch);
        };
        let new_ptr = llvm::struct_elems(rw.ctx, desc_ty)[0];
        let mut vals = MemRefDescriptor::new(rw, operands[0]).unpack(rw, loc);
        vals[0] = AddrSpaceCastOp::build(rw, loc, new_ptr, vals[0]).res(rw.ctx);
        vals[1] = AddrSpaceCastOp::build(rw, loc, new_ptr, vals[1]).res(rw.ctx);
        let d = MemRefDescriptor::pack(rw, desc_ty, &vals, loc);
        rw.replace_op(op, &[d.value]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.memory_space_cast` of an unranked memref: a new stack descriptor whose pointers are
/// `llvm.addrspacecast` copies and whose offset, sizes and strides are `memcpy`d over.
fn unranked_memory_space_cast(
    op: OpId,
    source: ValueId,
    res_ty: Type,
    rw: &mut ConversionRewriter<'_>,
) -> Result<Outcome, Diagnostic> {
    let loc = rw.ctx.ops[op].loc;
    let src_ty = rw.ctx.value_type(rw.ctx.operand(op, 0));
    let (Some(src_ptr), Some(res_ptr), Some(udt)) = (
        build::elem_ptr_type(rw, src_ty),
        build::elem_ptr_type(rw, res_ty),
        rw.tc.convert_type(rw.ctx, res_ty),
    ) else {
        return Ok(Outcome::NoMatch);
    };
    let p0 = llvm::ptr(rw.ctx, 0);
    let src = UnrankedMemRefDescriptor::new(rw, source);
    let rank = src.rank(rw, loc);
    let src_desc = src.memref_ptr(rw, loc);
    let mut result = UnrankedMemRefDescriptor::undef(rw, udt, loc);
    result.set_rank(rw, rank, loc);
    // 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index), densely packed (`computeSizes`).
    let total = UnrankedMemRefDescriptor::compute_sizes(rw, &[result], loc)[0];
    let i8t = rw.ctx.int(8);
    let res_desc = build::alloca(rw, p0, i8t, total, 0, loc);
    result.set_memref_ptr(rw, res_desc, loc);
    let allocated = build::load(rw, src_ptr, src_desc, loc);
    let aligned = unranked_aligned_ptr(rw, src_desc, src_ptr, loc);
    let allocated = AddrSpaceCastOp::build(rw, loc, res_ptr, allocated).res(rw.ctx);
    let aligned = AddrSpaceCastOp::build(rw, loc, res_ptr, aligned).res(rw.ctx);
    build::store(rw, allocated, res_desc, loc);
    let at = build::gep(rw, p0, res_ptr, res_desc, &[GepArg::Const(1)], loc);
    build::store(rw, aligned, at, loc);
    let offset_base = |rw: &mut ConversionRewriter<'_>, d: ValueId, ep: Type| {
        build::gep(rw, p0, ep, d, &[GepArg::Const(2)], loc)
    };
    let src_vals = offset_base(rw, src_desc, src_ptr);
    let res_vals = offset_base(rw, res_desc, res_ptr);
    let skip = build::index_const(rw, 16, loc);
    let size = build::sub(rw, total, skip, loc);
    let f = rw.ctx.bool_attr(false);
    rw.create_op(
        llvm_intr::MEMCPY,
        loc,
        &[res_vals, src_vals, size],
        &[],
        &[("isVolatile", f)],
    );
    rw.replace_op(op, &[result.value]);
    Ok(Outcome::Rewritten)
}
