// Overloaded intrinsics resolved from a call's function type through LLVM 19's C++ API
// (Intrinsic::matchIntrinsicSignature, which the C API lacks), as upstream MLIR 19 translates
// `llvm.call_intrinsic`. Built by llvm/build.rs; the Rust side is `Ll::intrinsic_for_call` in
// llvm/src/builder.rs.

#include <llvm-c/Core.h>
#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>

using namespace llvm;

extern "C" {

// The declaration of overloaded intrinsic `id` in `module` whose overload types the function type
// `fnty` gives, or null if `fnty` matches none of its overloads.
LLVMValueRef irbridge_overloaded_intrinsic(LLVMModuleRef module, unsigned id,
                                           LLVMTypeRef fnty) {
  auto *ft = dyn_cast<FunctionType>(unwrap(fnty));
  if (!ft)
    return nullptr;
  SmallVector<Intrinsic::IITDescriptor, 8> table;
  Intrinsic::getIntrinsicInfoTableEntries(static_cast<Intrinsic::ID>(id), table);
  ArrayRef<Intrinsic::IITDescriptor> rest = table;
  SmallVector<Type *, 8> overloads;
  if (Intrinsic::matchIntrinsicSignature(ft, rest, overloads) !=
      Intrinsic::MatchIntrinsicTypes_Match)
    return nullptr;
  return wrap(Intrinsic::getDeclaration(unwrap(module), static_cast<Intrinsic::ID>(id),
                                        overloads));
}

} // extern "C"
