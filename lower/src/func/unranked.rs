//! Unranked memref results (TargetLLVMIR.md, "Lifetime"): the ranked descriptor an unranked one points
//! to may live on the callee's stack, so a function returning it copies it to the heap (`malloc`), and
//! the caller copies it to its own stack (`alloca`) and frees the heap copy.

use crate::conversion::ConversionRewriter;
use crate::descriptor::UnrankedMemRefDescriptor;
use crate::type_converter::memory_space_to_addr_space;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops::memory::AllocaOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, Type, TypeKind, ValueId};

/// Whether every unranked memref among `types` has a memory space with an LLVM address space (the
/// check upstream's `copyUnrankedDescriptors` makes before copying anything).
pub(crate) fn unranked_address_spaces_convert(rw: &ConversionRewriter<'_>, types: &[Type]) -> bool {
    types.iter().all(|t| match rw.ctx.kind(*t) {
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            memory_space_to_addr_space(rw.ctx, *memory_space).is_some()
        }
        _ => true,
    })
}

/// Replaces each unranked descriptor among `values` (by `types`) by a copy whose ranked descriptor is
/// on the heap (`to_heap`, at a return) or on the stack (at a call site, freeing the heap copy).
/// Like upstream 19, nothing is copied when one of them has a memory space without an address space
/// (check [`unranked_address_spaces_convert`] first where that must fail the rewrite).
pub(crate) fn copy_unranked_descriptors(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    types: &[Type],
    values: &mut [ValueId],
    to_heap: bool,
) -> Result<(), Diagnostic> {
    let idx: Vec<usize> = types
        .iter()
        .enumerate()
        .filter(|(_, t)| matches!(rw.ctx.kind(**t), TypeKind::UnrankedMemRef { .. }))
        .map(|(i, _)| i)
        .collect();
    if idx.is_empty() || !unranked_address_spaces_convert(rw, types) {
        return Ok(());
    }
    let descs: Vec<UnrankedMemRefDescriptor> = idx
        .iter()
        .map(|&i| UnrankedMemRefDescriptor::new(rw, values[i]))
        .collect();
    let sizes = UnrankedMemRefDescriptor::compute_sizes(rw, &descs, loc);
    let index_ty = rw.tc.index_type(rw.ctx);
    let ptr = llvm::ptr(rw.ctx, 0);
    let module = rw.module_of_insertion_point();
    let malloc = to_heap
        .then(|| crate::llvm_build::lookup_or_create_fn(rw, module, "malloc", &[index_ty], ptr));
    let free = (!to_heap).then(|| {
        let void = llvm::void(rw.ctx);
        crate::llvm_build::lookup_or_create_fn(rw, module, "free", &[ptr], void)
    });
    for (k, &i) in idx.iter().enumerate() {
        let size = sizes[k];
        let desc = descs[k];
        let memory = if let Some(m) = malloc {
            crate::llvm_build::call(rw, m, &[size], Some(ptr), loc)
                .expect("malloc returns a pointer")
        } else {
            let i8t = rw.ctx.int(8);
            let elem = rw.ctx.type_attr(i8t);
            AllocaOp::build(rw, loc, ptr, size, None, elem, None).res(rw.ctx)
        };
        let source = desc.memref_ptr(rw, loc);
        let f = rw.ctx.bool_attr(false);
        rw.create_op(
            llvm_intr::MEMCPY,
            loc,
            &[memory, source, size],
            &[],
            &[("isVolatile", f)],
        );
        if let Some(fr) = free {
            crate::llvm_build::call(rw, fr, &[source], None, loc);
        }
        let ty = rw.ctx.value_type(values[i]);
        let mut updated = UnrankedMemRefDescriptor::undef(rw, ty, loc);
        let rank = desc.rank(rw, loc);
        updated.set_rank(rw, rank, loc);
        updated.set_memref_ptr(rw, memory, loc);
        values[i] = updated.value;
    }
    Ok(())
}
