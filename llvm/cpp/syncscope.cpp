// Sync scopes of atomic instructions through LLVM 19's C++ API: the C API of 19 only knows the
// system and single-thread scopes (LLVMGetSyncScopeID / LLVMSetAtomicSyncScopeID arrived in 20), and
// upstream MLIR 19 translates and imports any scope name. Built by export/build.rs; the Rust side is
// export/src/translate/syncscope.rs.

#include <llvm-c/Core.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>

#include <cstddef>
#include <limits>
#include <optional>

using namespace llvm;

namespace {

// Sets the scope of a load, store, fence, atomicrmw or cmpxchg; false for anything else.
bool setScopeID(Instruction *I, SyncScope::ID ID) {
  if (auto *X = dyn_cast<LoadInst>(I))
    X->setSyncScopeID(ID);
  else if (auto *X = dyn_cast<StoreInst>(I))
    X->setSyncScopeID(ID);
  else if (auto *X = dyn_cast<FenceInst>(I))
    X->setSyncScopeID(ID);
  else if (auto *X = dyn_cast<AtomicRMWInst>(I))
    X->setSyncScopeID(ID);
  else if (auto *X = dyn_cast<AtomicCmpXchgInst>(I))
    X->setSyncScopeID(ID);
  else
    return false;
  return true;
}

} // namespace

extern "C" {

// Gives the atomic instruction `Inst` the sync scope named by the `Len` bytes at `Name` (the empty
// name is the system scope), registering the name in the instruction's context as
// LLVMContext::getOrInsertSyncScopeID does. Returns 0 on success, 1 if `Inst` is not an atomic
// instruction (a non-atomic load/store included), 2 if the name is new and the context already holds
// 256 scopes, all an 8-bit SyncScope::ID can number (LLVM 19 would wrap the new ID around to an
// existing scope's: upstream's translation then silently gives later ops the wrong scopes).
int irbridge_set_sync_scope(LLVMValueRef Inst, const char *Name, size_t Len) {
  auto *I = dyn_cast_or_null<Instruction>(unwrap(Inst));
  if (!I || !I->isAtomic())
    return 1;
  LLVMContext &C = I->getContext();
  StringRef N(Name, Len);
  SmallVector<StringRef, 8> Names;
  C.getSyncScopeNames(Names);
  if (!is_contained(Names, N) &&
      Names.size() > std::numeric_limits<SyncScope::ID>::max())
    return 2;
  return setScopeID(I, C.getOrInsertSyncScopeID(N)) ? 0 : 1;
}

// The name of the sync scope of the atomic instruction `Inst` (empty for the system scope), its
// length stored at `Len`; the bytes belong to the context and live as long as it. Null (and `Len`
// untouched) if `Inst` is not an atomic instruction.
const char *irbridge_sync_scope_name(LLVMValueRef Inst, size_t *Len) {
  auto *I = dyn_cast_or_null<Instruction>(unwrap(Inst));
  if (!I)
    return nullptr;
  std::optional<SyncScope::ID> ID = getAtomicSyncScopeID(I);
  if (!ID)
    return nullptr;
  // getSyncScopeNames lists the names by ID.
  SmallVector<StringRef, 8> Names;
  I->getContext().getSyncScopeNames(Names);
  if (*ID >= Names.size())
    return nullptr;
  *Len = Names[*ID].size();
  return Names[*ID].data();
}

} // extern "C"
