// ppc_fp128 constants from their bits. MLIR 19 has no ppc_fp128 float attribute, so irbridge's
// import writes such a constant as an i128 `llvm.mlir.constant` and an `llvm.bitcast`; LLVM does not
// fold a bitcast of an integer constant to ppc_fp128 (`bitcast (i128 ... to ppc_fp128)` stays a
// constant expression), which this shim does: the ConstantFP of the same bits (LLVM's bitcast order,
// the low 64 bits are the first double). LLVM 19's C API cannot build a double-double from bits.
// Built by export/build.rs; the Rust side is `fold_ppc_fp128_bitcast` in
// export/src/translate/llvm.rs.

#include <llvm-c/Core.h>
#include <llvm/ADT/APFloat.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Type.h>

using namespace llvm;

// The ppc_fp128 constant of the bits of the i128 constant `value` when `ty` is ppc_fp128; null
// otherwise (another type, or `value` no integer constant of 128 bits).
extern "C" LLVMValueRef irbridge_fold_ppc_fp128_bitcast(LLVMValueRef value, LLVMTypeRef ty) {
  Type *t = unwrap(ty);
  auto *ci = dyn_cast<ConstantInt>(unwrap(value));
  if (!t->isPPC_FP128Ty() || !ci || ci->getBitWidth() != 128)
    return nullptr;
  return wrap(ConstantFP::get(t->getContext(), APFloat(APFloat::PPCDoubleDouble(), ci->getValue())));
}
