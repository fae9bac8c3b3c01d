//! `convert-func-to-llvm`: `func.func/return/call/call_indirect/constant` to the `llvm` dialect, by
//! TargetLLVMIR.md's calling conventions (default: memref descriptors unbundled into scalars; bare
//! pointers with `use-bare-ptr-memref-call-conv` or `llvm.bareptr`), with C-interface wrappers for
//! functions carrying `llvm.emit_c_interface`.

mod c_wrappers;
mod call;
mod func_op;
mod return_op;
mod unranked;

use super::conversion::PatternSet;

/// The attribute that asks for `_mlir_ciface_` wrappers.
pub const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";
/// A function with this unit attribute uses the bare-pointer convention.
pub const BARE_PTR: &str = "llvm.bareptr";

/// Adds the func-to-llvm patterns (upstream's `populateFuncToLLVMConversionPatterns`).
pub fn populate_func_to_llvm_patterns(patterns: &mut PatternSet) {
    patterns
        .add(func_op::FuncOpLowering)
        .add(call::CallLowering { indirect: false })
        .add(call::CallLowering { indirect: true })
        .add(call::ConstantLowering)
        .add(return_op::ReturnLowering);
}

/// True if calls to / returns from `func` (a `func.func` or an already converted `llvm.func`) use bare
/// pointers for memrefs.
pub(crate) fn uses_bare_ptr(
    ctx: &irbridge::ir::Context,
    func: Option<irbridge::ir::OpId>,
    tc: &super::LlvmTypeConverter,
) -> bool {
    tc.use_bare_ptr_call_conv || func.is_some_and(|f| ctx.has_attr(f, BARE_PTR))
}
