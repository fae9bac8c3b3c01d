//! `finalize-memref-to-llvm`: memref ops to `llvm` ops (TargetLLVMIR.md, "Ranked MemRef Types",
//! "Address Computation", "Generic alloction and deallocation functions"), one file per family of ops.
//! Upstream MLIR 19's `MemRefToLLVM` is the reference for the exact op sequences.

mod alloc;
pub mod alloc_to_alloca;
mod alloca_scope;
mod atomic;
pub mod build;
mod copy;
pub mod expand;
mod global;
mod load_store;
mod metadata;
mod reshape_unranked;
mod views;

use super::conversion::PatternSet;

pub(crate) use load_store::strided_element_ptr;

/// The options of `finalize-memref-to-llvm` besides `index-bitwidth` (which the type converter holds).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MemRefLowerOptions {
    /// `use-aligned-alloc`: allocate with `aligned_alloc` instead of `malloc` + manual alignment.
    pub use_aligned_alloc: bool,
    /// `use-generic-functions`: call `_mlir_memref_to_llvm_alloc`/`_aligned_alloc`/`_free`.
    pub use_generic_functions: bool,
}

/// Adds the memref-to-llvm patterns (upstream's `populateFinalizeMemRefToLLVMConversionPatterns`).
pub fn populate_finalize_memref_to_llvm_patterns(
    patterns: &mut PatternSet,
    opts: MemRefLowerOptions,
) {
    patterns
        .add(alloc::AllocLowering(opts))
        .add(alloc::AllocaLowering)
        .add(alloc::DeallocLowering(opts))
        .add(load_store::LoadLowering)
        .add(load_store::StoreLowering)
        .add(load_store::PrefetchLowering)
        .add(metadata::DimLowering)
        .add(metadata::RankLowering)
        .add(metadata::ExtractAlignedPointerLowering)
        .add(metadata::ExtractStridedMetadataLowering)
        .add(metadata::AssumeAlignmentLowering)
        .add(metadata::MemorySpaceCastLowering)
        .add(views::CastLowering)
        .add(views::ReinterpretCastLowering)
        .add(views::ReshapeLowering)
        .add(reshape_unranked::ReshapeToUnrankedLowering)
        .add(views::ViewLowering)
        .add(views::TransposeLowering)
        .add(global::GlobalLowering)
        .add(global::GetGlobalLowering)
        .add(copy::CopyLowering)
        .add(atomic::AtomicRmwLowering)
        .add(atomic::GenericAtomicRmwLowering)
        .add(alloca_scope::AllocaScopeLowering);
}
