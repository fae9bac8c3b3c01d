//! `memref.alloc`, `memref.alloca`, `memref.dealloc` (upstream's `AllocOpLowering`,
//! `AlignedAllocOpLowering`, `AllocaOpLowering`, `DeallocOpLowering`): sizes and row-major strides into a
//! fresh descriptor; heap memory from `malloc` (padded and aligned by hand when an alignment is needed),
//! `aligned_alloc`, or the `_mlir_memref_to_llvm_*` generic functions (TargetLLVMIR.md, "Generic alloction
//! and deallocation functions"); stack memory from `llvm.alloca`.

use super::build::{self, GepArg};
use super::MemRefLowerOptions;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::ops::arith::URemOp;
use irbridge::dialect::llvm::ops::casts::{AddrSpaceCastOp, IntToPtrOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::layout::is_identity_layout;
use irbridge::dialect::memref::{AllocOp, AllocaOp, DeallocOp};
use irbridge::ir::{Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};

/// aligned_alloc needs at least this alignment (upstream's `kMinAlignedAllocAlignment`).
const MIN_ALIGNED_ALLOC_ALIGNMENT: u64 = 16;

/// The allocation/deallocation functions by option.
fn alloc_fn_names(o: MemRefLowerOptions) -> (&'static str, &'static str, &'static str) {
    if o.use_generic_functions {
        (
            "_mlir_memref_to_llvm_alloc",
            "_mlir_memref_to_llvm_aligned_alloc",
            "_mlir_memref_to_llvm_free",
        )
    } else {
        ("malloc", "aligned_alloc", "free")
    }
}

/// Shape, element type and memory space of a ranked memref with identity layout whose element converts.
fn identity_memref(
    rw: &mut ConversionRewriter<'_>,
    t: Type,
) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = rw.ctx.kind(t).clone()
    else {
        return None;
    };
    rw.tc.convert_type(rw.ctx, elem)?;
    rw.tc.convert_type(rw.ctx, t)?;
    if !is_identity_layout(rw.ctx, layout) {
        return None;
    }
    Some((shape, elem, memory_space))
}

/// An identity-layout memref with a convertible element type whose memory space has no address space.
fn unconvertible_space_only(rw: &mut ConversionRewriter<'_>, t: Type) -> bool {
    let TypeKind::MemRef {
        elem,
        layout,
        memory_space,
        ..
    } = rw.ctx.kind(t).clone()
    else {
        return false;
    };
    rw.tc.convert_type(rw.ctx, elem).is_some()
        && is_identity_layout(rw.ctx, layout)
        && crate::type_converter::memory_space_to_addr_space(rw.ctx, memory_space).is_none()
}

/// Sizes (constants for static dims, the operands for dynamic ones), row-major strides, and either the
/// element count or the byte size (`getMemRefDescriptorSizes`).
pub(super) fn descriptor_sizes(
    rw: &mut ConversionRewriter<'_>,
    shape: &[i64],
    elem: Type,
    dynamic: &[ValueId],
    in_bytes: bool,
    loc: Attribute,
) -> (Vec<ValueId>, Vec<ValueId>, ValueId) {
    let mut dyn_it = dynamic.iter();
    let sizes: Vec<ValueId> = shape
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                *dyn_it.next().expect("one operand per dynamic size")
            } else {
                build::index_const(rw, s, loc)
            }
        })
        .collect();
    let mut stride: i64 = 1;
    let mut running = build::index_const(rw, 1, loc);
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let use_size_as_stride = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.saturating_mul(shape[i]);
        }
        running = if use_size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            build::mul(rw, running, sizes[i], loc)
        } else {
            build::index_const(rw, stride, loc)
        };
    }
    let size = if in_bytes {
        let llvm_elem = rw.tc.convert_type(rw.ctx, elem).expect("checked");
        let p = llvm::ptr(rw.ctx, 0);
        let null = crate::llvm_build::zero(rw, p, loc);
        let g = build::gep(rw, p, llvm_elem, null, &[GepArg::Value(running)], loc);
        build::ptr_to_index(rw, g, loc)
    } else {
        running
    };
    (sizes, strides, size)
}

/// The byte size of one element as IR: `ptrtoint (gep null[1])` (`getSizeInBytes`).
fn size_in_bytes(rw: &mut ConversionRewriter<'_>, elem: Type, loc: Attribute) -> ValueId {
    let llvm_elem = rw.tc.convert_type(rw.ctx, elem).expect("checked");
    let p = llvm::ptr(rw.ctx, 0);
    let null = crate::llvm_build::zero(rw, p, loc);
    let g = build::gep(rw, p, llvm_elem, null, &[GepArg::Const(1)], loc);
    build::ptr_to_index(rw, g, loc)
}

/// `input` rounded up to a multiple of `alignment` (`createAligned`).
fn aligned(
    rw: &mut ConversionRewriter<'_>,
    input: ValueId,
    alignment: ValueId,
    loc: Attribute,
) -> ValueId {
    let one = build::index_const(rw, 1, loc);
    let bump = build::sub(rw, alignment, one, loc);
    let bumped = build::add(rw, input, bump, loc);
    let m = build::binary(rw, URemOp::def(), bumped, alignment, loc);
    build::sub(rw, bumped, m, loc)
}

/// The data layout size in bytes of a (builtin) element type, as MLIR's default data layout computes it.
pub(super) fn elem_size_bytes(ctx: &Context, index_bits: u32, t: Type) -> Option<u64> {
    let bits = elem_size_bits(ctx, index_bits, t)?;
    Some(bits.div_ceil(8))
}

fn elem_size_bits(ctx: &Context, index_bits: u32, t: Type) -> Option<u64> {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width as u64),
        TypeKind::Index => Some(index_bits as u64),
        TypeKind::Float(k) => Some(k.bit_width() as u64),
        TypeKind::Complex(e) => Some(2 * elem_size_bytes(ctx, index_bits, *e)? * 8),
        TypeKind::Vector { shape, elem, .. } => {
            let last = *shape.last()? as u64;
            let rest: u64 = shape[..shape.len() - 1].iter().map(|&d| d as u64).product();
            let eb = elem_size_bits(ctx, index_bits, *elem)?;
            Some(rest * (last * eb).next_power_of_two())
        }
        // A memref of memrefs holds descriptors: upstream's `getMemRefDescriptorSize` (two
        // pointers, the offset, the sizes and strides) and `getUnrankedMemRefDescriptorSize` (the
        // rank and a pointer), with 64-bit pointers.
        TypeKind::MemRef { shape, .. } => {
            let index_bytes = (index_bits as u64).div_ceil(8);
            Some((2 * 8 + (1 + 2 * shape.len() as u64) * index_bytes) * 8)
        }
        TypeKind::UnrankedMemRef { .. } => Some((8 + (index_bits as u64).div_ceil(8)) * 8),
        _ => None,
    }
}

/// Descriptor of a fresh allocation: both pointers, offset 0, sizes, strides.
fn fill_descriptor(
    rw: &mut ConversionRewriter<'_>,
    ty: Type,
    allocated: ValueId,
    aligned_ptr: ValueId,
    sizes: &[ValueId],
    strides: &[ValueId],
    loc: Attribute,
) -> ValueId {
    let mut d = MemRefDescriptor::undef(rw, ty, loc);
    d.set_allocated_ptr(rw, allocated, loc);
    d.set_aligned_ptr(rw, aligned_ptr, loc);
    let zero = build::index_const(rw, 0, loc);
    d.set_offset(rw, zero, loc);
    for (i, s) in sizes.iter().enumerate() {
        d.set_size(rw, i, *s, loc);
    }
    for (i, s) in strides.iter().enumerate() {
        d.set_stride(rw, i, *s, loc);
    }
    d.value
}

/// The `alignment` attribute of an alloc-like op.
fn alignment_attr(rw: &ConversionRewriter<'_>, op: OpId) -> Option<u64> {
    let a = rw.ctx.get_attr(op, "alignment")?;
    rw.ctx.as_i64(a).map(|v| v as u64)
}

/// A call result in address space 0 cast to the memref's address space (`castAllocFuncResult`).
fn cast_to_space(
    rw: &mut ConversionRewriter<'_>,
    p: ValueId,
    want: Type,
    loc: Attribute,
) -> ValueId {
    if rw.ctx.value_type(p) == want {
        return p;
    }
    AddrSpaceCastOp::build(rw, loc, want, p).res(rw.ctx)
}

fn diag(rw: &ConversionRewriter<'_>, op: OpId, msg: String) -> Diagnostic {
    Diagnostic::at(rw.ctx, rw.ctx.ops[op].loc, msg)
}

/// `memref.alloc` on the heap.
pub struct AllocLowering(pub MemRefLowerOptions);

impl ConversionPattern for AllocLowering {
    fn root(&self) -> &'static str {
        AllocOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let idx = rw.tc.index_type(rw.ctx);
        let ptr0 = llvm::ptr(rw.ctx, 0);
        let (malloc, aligned_alloc, _) = alloc_fn_names(self.0);
        let Some((shape, elem, _)) = identity_memref(rw, ty) else {
            // Upstream declares the allocation function before it finds that the memory space does
            // not convert, and the declaration stays: do the same so both outputs agree.
            if unconvertible_space_only(rw, ty) {
                let (name, params) = if self.0.use_aligned_alloc {
                    (aligned_alloc, vec![idx, idx])
                } else {
                    (malloc, vec![idx])
                };
                build::lookup_or_declare_fn(rw, op, name, &params, ptr0)
                    .map_err(|m| diag(rw, op, m))?;
            }
            return Ok(Outcome::NoMatch);
        };
        let desc_ty = rw.tc.convert_type(rw.ctx, ty).expect("checked");
        let ptr_ty = build::elem_ptr_type(rw, ty).expect("checked");
        let (sizes, strides, size_bytes) = descriptor_sizes(rw, &shape, elem, operands, true, loc);
        let (allocated, aligned_ptr) = if self.0.use_aligned_alloc {
            let eb = elem_size_bytes(rw.ctx, rw.tc.index_bitwidth(), elem).unwrap_or(1);
            let alignment = alignment_attr(rw, op)
                .unwrap_or_else(|| MIN_ALIGNED_ALLOC_ALIGNMENT.max(eb.next_power_of_two()));
            let align_v = build::index_const(rw, alignment as i64, loc);
            let static_bytes = shape
                .iter()
                .filter(|&&d| d != DYNAMIC)
                .fold(eb, |acc, &d| acc.wrapping_mul(d as u64));
            let size_bytes = if alignment != 0 && static_bytes % alignment == 0 {
                size_bytes
            } else {
                aligned(rw, size_bytes, align_v, loc)
            };
            build::lookup_or_declare_fn(rw, op, aligned_alloc, &[idx, idx], ptr0)
                .map_err(|m| diag(rw, op, m))?;
            let c = build::call(rw, aligned_alloc, &[align_v, size_bytes], Some(ptr0), loc);
            let r = rw.ctx.result(c, 0);
            let p = cast_to_space(rw, r, ptr_ty, loc);
            (p, p)
        } else {
            let is_scalar =
                rw.ctx.is_signless_int(elem) || rw.ctx.is_index(elem) || rw.ctx.is_float(elem);
            let alignment = match alignment_attr(rw, op) {
                Some(a) => Some(build::index_const(rw, a as i64, loc)),
                None if !is_scalar => Some(size_in_bytes(rw, elem, loc)),
                None => None,
            };
            let total = match alignment {
                Some(a) => build::add(rw, size_bytes, a, loc),
                None => size_bytes,
            };
            build::lookup_or_declare_fn(rw, op, malloc, &[idx], ptr0)
                .map_err(|m| diag(rw, op, m))?;
            let c = build::call(rw, malloc, &[total], Some(ptr0), loc);
            let r = rw.ctx.result(c, 0);
            let allocated = cast_to_space(rw, r, ptr_ty, loc);
            match alignment {
                Some(a) => {
                    let as_int = build::ptr_to_index(rw, allocated, loc);
                    let al = aligned(rw, as_int, a, loc);
                    let p = IntToPtrOp::build(rw, loc, ptr_ty, al).res(rw.ctx);
                    (allocated, p)
                }
                None => (allocated, allocated),
            }
        };
        let d = fill_descriptor(rw, desc_ty, allocated, aligned_ptr, &sizes, &strides, loc);
        rw.replace_op(op, &[d]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.alloca` on the stack.
pub struct AllocaLowering;

impl ConversionPattern for AllocaLowering {
    fn root(&self) -> &'static str {
        AllocaOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let Some((shape, elem, _)) = identity_memref(rw, ty) else {
            return Ok(Outcome::NoMatch);
        };
        let desc_ty = rw.tc.convert_type(rw.ctx, ty).expect("checked");
        let ptr_ty = build::elem_ptr_type(rw, ty).expect("checked");
        let (sizes, strides, count) = descriptor_sizes(rw, &shape, elem, operands, false, loc);
        let llvm_elem = rw.tc.convert_type(rw.ctx, elem).expect("checked");
        let alignment = alignment_attr(rw, op).unwrap_or(0);
        let p = build::alloca(rw, ptr_ty, llvm_elem, count, alignment, loc);
        let d = fill_descriptor(rw, desc_ty, p, p, &sizes, &strides, loc);
        rw.replace_op(op, &[d]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.dealloc`: `free` of the allocated pointer.
pub struct DeallocLowering(pub MemRefLowerOptions);

impl ConversionPattern for DeallocLowering {
    fn root(&self) -> &'static str {
        DeallocOp::NAME
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
        // An unranked memref in a memory space without an address space converts, but its allocated
        // pointer can't be typed (upstream 19 reads an unset address space here).
        let unranked_ptr_ty = if matches!(rw.ctx.kind(src_ty), TypeKind::UnrankedMemRef { .. }) {
            match build::elem_ptr_type(rw, src_ty) {
                Some(p) => Some(p),
                None => return Ok(Outcome::NoMatch),
            }
        } else {
            None
        };
        let (_, _, free) = alloc_fn_names(self.0);
        let ptr0 = llvm::ptr(rw.ctx, 0);
        let void = llvm::void(rw.ctx);
        build::lookup_or_declare_fn(rw, op, free, &[ptr0], void).map_err(|m| diag(rw, op, m))?;
        let allocated = if let Some(ptr_ty) = unranked_ptr_ty {
            let u = UnrankedMemRefDescriptor::new(rw, operands[0]);
            let desc_ptr = u.memref_ptr(rw, loc);
            build::load(rw, ptr_ty, desc_ptr, loc)
        } else {
            MemRefDescriptor::new(rw, operands[0]).allocated_ptr(rw, loc)
        };
        // Upstream 19 passes a non-default address space pointer to `free(ptr)` unchanged, which its own
        // verifier then rejects; cast it to the default address space instead.
        let allocated = cast_to_space(rw, allocated, ptr0, loc);
        build::call(rw, free, &[allocated], None, loc);
        rw.erase_op(op);
        Ok(Outcome::Rewritten)
    }
}
