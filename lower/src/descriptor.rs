//! Memref descriptors as SSA values (MLIR's `MemRefDescriptor` / `UnrankedMemRefDescriptor`): building,
//! reading and writing the fields of `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` and
//! `!llvm.struct<(iN, ptr)>`, and converting between a descriptor and its unbundled scalars (the
//! default calling convention). Shared by the func and memref lowerings.

use super::conversion::ConversionRewriter;
use super::llvm_build::{extract_value, index_const, insert_value, undef};
use irbridge::dialect::llvm::ops::arith::{AddOp, MulOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, Type, TypeKind, ValueId};

const ALLOCATED: i64 = 0;
const ALIGNED: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

/// A ranked memref descriptor value. Setters build a new struct value (`llvm.insertvalue`) and update
/// [`MemRefDescriptor::value`].
#[derive(Copy, Clone, Debug)]
pub struct MemRefDescriptor {
    pub value: ValueId,
    pub ty: Type,
}

impl MemRefDescriptor {
    pub fn new(rw: &ConversionRewriter<'_>, value: ValueId) -> Self {
        MemRefDescriptor {
            value,
            ty: rw.ctx.value_type(value),
        }
    }
    /// An `llvm.mlir.undef` descriptor of type `ty`.
    pub fn undef(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> Self {
        let value = undef(rw, ty, loc);
        MemRefDescriptor { value, ty }
    }
    /// The rank: the length of the sizes array (0 for a 3-field descriptor).
    pub fn rank(&self, rw: &ConversionRewriter<'_>) -> usize {
        let elems = llvm::struct_elems(rw.ctx, self.ty);
        match elems.get(SIZES as usize) {
            Some(&a) => llvm::array_info(rw.ctx, a)
                .map(|(_, n)| n as usize)
                .unwrap_or(0),
            None => 0,
        }
    }
    fn get(&self, rw: &mut ConversionRewriter<'_>, pos: &[i64], loc: Attribute) -> ValueId {
        extract_value(rw, self.value, pos, loc)
    }
    fn set(&mut self, rw: &mut ConversionRewriter<'_>, pos: &[i64], v: ValueId, loc: Attribute) {
        self.value = insert_value(rw, self.value, v, pos, loc);
    }
    /// Sets the field at `pos` to the index constant `v`.
    fn set_const(&mut self, rw: &mut ConversionRewriter<'_>, pos: &[i64], v: i64, loc: Attribute) {
        let c = index_const(rw, v, loc);
        self.set(rw, pos, c, loc)
    }
    pub fn allocated_ptr(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> ValueId {
        self.get(rw, &[ALLOCATED], loc)
    }
    pub fn set_allocated_ptr(
        &mut self,
        rw: &mut ConversionRewriter<'_>,
        v: ValueId,
        loc: Attribute,
    ) {
        self.set(rw, &[ALLOCATED], v, loc)
    }
    pub fn aligned_ptr(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> ValueId {
        self.get(rw, &[ALIGNED], loc)
    }
    pub fn set_aligned_ptr(&mut self, rw: &mut ConversionRewriter<'_>, v: ValueId, loc: Attribute) {
        self.set(rw, &[ALIGNED], v, loc)
    }
    pub fn offset(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> ValueId {
        self.get(rw, &[OFFSET], loc)
    }
    pub fn set_offset(&mut self, rw: &mut ConversionRewriter<'_>, v: ValueId, loc: Attribute) {
        self.set(rw, &[OFFSET], v, loc)
    }
    /// Sets the offset to a constant.
    pub fn set_const_offset(&mut self, rw: &mut ConversionRewriter<'_>, v: i64, loc: Attribute) {
        self.set_const(rw, &[OFFSET], v, loc)
    }
    pub fn size(&self, rw: &mut ConversionRewriter<'_>, dim: usize, loc: Attribute) -> ValueId {
        self.get(rw, &[SIZES, dim as i64], loc)
    }
    pub fn set_size(
        &mut self,
        rw: &mut ConversionRewriter<'_>,
        dim: usize,
        v: ValueId,
        loc: Attribute,
    ) {
        self.set(rw, &[SIZES, dim as i64], v, loc)
    }
    pub fn set_const_size(
        &mut self,
        rw: &mut ConversionRewriter<'_>,
        dim: usize,
        v: i64,
        loc: Attribute,
    ) {
        self.set_const(rw, &[SIZES, dim as i64], v, loc)
    }
    pub fn stride(&self, rw: &mut ConversionRewriter<'_>, dim: usize, loc: Attribute) -> ValueId {
        self.get(rw, &[STRIDES, dim as i64], loc)
    }
    pub fn set_stride(
        &mut self,
        rw: &mut ConversionRewriter<'_>,
        dim: usize,
        v: ValueId,
        loc: Attribute,
    ) {
        self.set(rw, &[STRIDES, dim as i64], v, loc)
    }
    pub fn set_const_stride(
        &mut self,
        rw: &mut ConversionRewriter<'_>,
        dim: usize,
        v: i64,
        loc: Attribute,
    ) {
        self.set_const(rw, &[STRIDES, dim as i64], v, loc)
    }
    /// A descriptor of type `ty` built from its unbundled scalars (allocated, aligned, offset, sizes...,
    /// strides...), as the default calling convention passes it.
    pub fn pack(
        rw: &mut ConversionRewriter<'_>,
        ty: Type,
        scalars: &[ValueId],
        loc: Attribute,
    ) -> Self {
        let mut d = Self::undef(rw, ty, loc);
        if llvm::struct_elems(rw.ctx, ty).len() == 2 {
            // Unranked: (rank, ptr).
            d.set(rw, &[0], scalars[0], loc);
            d.set(rw, &[1], scalars[1], loc);
            return d;
        }
        d.set_allocated_ptr(rw, scalars[0], loc);
        d.set_aligned_ptr(rw, scalars[1], loc);
        d.set_offset(rw, scalars[2], loc);
        // Size and stride of each dimension in turn (upstream's order of insertions).
        let rank = d.rank(rw);
        for i in 0..rank {
            d.set_size(rw, i, scalars[3 + i], loc);
            d.set_stride(rw, i, scalars[3 + rank + i], loc);
        }
        d
    }
    /// The descriptor of a statically shaped memref of type `memref_ty` whose allocated and aligned
    /// pointers are both `ptr` (the bare-pointer convention); fails for dynamic shapes, strides or offset.
    pub fn from_static_shape(
        rw: &mut ConversionRewriter<'_>,
        memref_ty: Type,
        desc_ty: Type,
        ptr: ValueId,
        loc: Attribute,
    ) -> Result<Self, irbridge::diag::Diagnostic> {
        let shape = rw
            .ctx
            .shape(memref_ty)
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let strides = crate::type_converter::memref_strides(rw.ctx, memref_ty);
        let dynamic = irbridge::ir::DYNAMIC;
        let Some((strides, offset)) = strides.filter(|(st, off)| {
            *off != dynamic && !st.contains(&dynamic) && !shape.contains(&dynamic)
        }) else {
            return Err(irbridge::diag::Diagnostic::at(
                rw.ctx,
                loc,
                format!(
                    "a bare pointer can only stand for a memref with static shape, strides and offset, not {}",
                    irbridge::print::type_to_string(rw.ctx, memref_ty)
                ),
            ));
        };
        let mut d = Self::undef(rw, desc_ty, loc);
        d.set_allocated_ptr(rw, ptr, loc);
        d.set_aligned_ptr(rw, ptr, loc);
        d.set_const_offset(rw, offset, loc);
        for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
            d.set_const_size(rw, i, size, loc);
            d.set_const_stride(rw, i, stride, loc);
        }
        Ok(d)
    }
    /// The unbundled scalars of this descriptor (the inverse of [`Self::pack`]).
    pub fn unpack(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> Vec<ValueId> {
        let mut v = vec![
            self.allocated_ptr(rw, loc),
            self.aligned_ptr(rw, loc),
            self.offset(rw, loc),
        ];
        let rank = self.rank(rw);
        for i in 0..rank {
            v.push(self.size(rw, i, loc));
        }
        for i in 0..rank {
            v.push(self.stride(rw, i, loc));
        }
        v
    }
}

/// An unranked memref descriptor `!llvm.struct<(iN, ptr)>`: the rank and a pointer to a ranked
/// descriptor.
#[derive(Copy, Clone, Debug)]
pub struct UnrankedMemRefDescriptor {
    pub value: ValueId,
    pub ty: Type,
}

impl UnrankedMemRefDescriptor {
    pub fn new(rw: &ConversionRewriter<'_>, value: ValueId) -> Self {
        UnrankedMemRefDescriptor {
            value,
            ty: rw.ctx.value_type(value),
        }
    }
    pub fn undef(rw: &mut ConversionRewriter<'_>, ty: Type, loc: Attribute) -> Self {
        let value = undef(rw, ty, loc);
        UnrankedMemRefDescriptor { value, ty }
    }
    pub fn rank(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> ValueId {
        extract_value(rw, self.value, &[0], loc)
    }
    pub fn set_rank(&mut self, rw: &mut ConversionRewriter<'_>, v: ValueId, loc: Attribute) {
        self.value = insert_value(rw, self.value, v, &[0], loc);
    }
    pub fn memref_ptr(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> ValueId {
        extract_value(rw, self.value, &[1], loc)
    }
    pub fn set_memref_ptr(&mut self, rw: &mut ConversionRewriter<'_>, v: ValueId, loc: Attribute) {
        self.value = insert_value(rw, self.value, v, &[1], loc);
    }
    pub fn pack(
        rw: &mut ConversionRewriter<'_>,
        ty: Type,
        rank: ValueId,
        ptr: ValueId,
        loc: Attribute,
    ) -> Self {
        let mut d = Self::undef(rw, ty, loc);
        d.set_rank(rw, rank, loc);
        d.set_memref_ptr(rw, ptr, loc);
        d
    }
    pub fn unpack(&self, rw: &mut ConversionRewriter<'_>, loc: Attribute) -> Vec<ValueId> {
        vec![self.rank(rw, loc), self.memref_ptr(rw, loc)]
    }
    /// The byte size of the ranked descriptor each of `descs` points to, computed from its rank as
    /// `2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)` (densely packed, as upstream's `computeSizes`).
    pub fn compute_sizes(
        rw: &mut ConversionRewriter<'_>,
        descs: &[UnrankedMemRefDescriptor],
        loc: Attribute,
    ) -> Vec<ValueId> {
        if descs.is_empty() {
            return vec![];
        }
        let it = rw.tc.index_type(rw.ctx);
        let one = index_const(rw, 1, loc);
        let two = index_const(rw, 2, loc);
        let index_size = index_const(rw, rw.tc.index_bitwidth().div_ceil(8) as i64, loc);
        let mut sizes = vec![];
        for d in descs {
            // Pointers are 64-bit in every address space of the default data layout.
            let ptr_size = index_const(rw, 8, loc);
            let double_ptr = MulOp::build(rw, loc, it, two, ptr_size, None).res(rw.ctx);
            let rank = d.rank(rw, loc);
            let double_rank = MulOp::build(rw, loc, it, two, rank, None).res(rw.ctx);
            let inc = AddOp::build(rw, loc, it, double_rank, one, None).res(rw.ctx);
            let rank_size = MulOp::build(rw, loc, it, inc, index_size, None).res(rw.ctx);
            let total = AddOp::build(rw, loc, it, double_ptr, rank_size, None).res(rw.ctx);
            sizes.push(total);
        }
        sizes
    }
}

/// The unbundled scalars of `v` under the default calling convention: the fields of a ranked or
/// unranked descriptor if `ty` (the value's memref type before conversion) is a memref, else `v` itself.
pub fn unpack_descriptor(
    rw: &mut ConversionRewriter<'_>,
    ty: Type,
    v: ValueId,
    loc: Attribute,
) -> Vec<ValueId> {
    match rw.ctx.kind(ty) {
        TypeKind::MemRef { .. } => MemRefDescriptor::new(rw, v).unpack(rw, loc),
        TypeKind::UnrankedMemRef { .. } => UnrankedMemRefDescriptor::new(rw, v).unpack(rw, loc),
        _ => vec![v],
    }
}
