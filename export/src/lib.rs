//! Export: lowering of builtin/func/arith/cf/memref/index/complex to the `llvm` dialect
//! ([`lower`]), and translation of the `llvm` dialect to an LLVM 19 module through inkwell
//! ([`translate`]). The two stages of TargetLLVMIR.md.

pub mod lower;
pub mod normalize;
pub mod translate;

/// `export::translate(&ctx, module, &llvm_context)`: the `llvm` dialect to a verified LLVM module.
pub use translate::translate;

/// Adds the lowering passes to `irbridge`'s pass registry (idempotent).
pub fn register_passes() {
    lower::register_passes();
    irbridge::pass::registry::register_passes(translate::set_data_layout::PASSES);
}
