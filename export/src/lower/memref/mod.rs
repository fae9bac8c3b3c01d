//! `finalize-memref-to-llvm`: memref ops to `llvm` ops (helper "memref" fills this in).

use super::conversion::PatternSet;

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
    _patterns: &mut PatternSet,
    _opts: MemRefLowerOptions,
) {
}
