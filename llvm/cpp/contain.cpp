// What LLVM 19's C API cannot do for irbridge's containment boundary (`src/contain.rs`):
// - install a handler for LLVM's out-of-memory reports (`install_bad_alloc_error_handler`; without
//   one, LLVM writes "LLVM ERROR: out of memory" and aborts);
// - parse a data layout string the way `DataLayout::parse` does, returning its error message instead
//   of ending the process (`LLVMSetDataLayout` goes through `report_fatal_error` on a bad string).
#include "llvm/IR/DataLayout.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdlib>
#include <cstring>
#include <string>

using namespace llvm;

namespace {
void (*BadAllocCallback)(const char *) = nullptr;

void onBadAlloc(void *, const char *Reason, bool) {
  if (BadAllocCallback)
    BadAllocCallback(Reason);
  std::abort();
}
} // namespace

extern "C" {

// Calls `callback` (which must not return) when LLVM cannot allocate memory.
void irbridge_install_bad_alloc_handler(void (*callback)(const char *)) {
  BadAllocCallback = callback;
  install_bad_alloc_error_handler(onBadAlloc, nullptr);
}

// Parses the data layout `str` (`len` bytes); null when LLVM accepts it, otherwise LLVM's message,
// malloc'ed (the caller frees it with irbridge_free_message).
char *irbridge_data_layout_error(const char *str, size_t len) {
  Expected<DataLayout> DL = DataLayout::parse(StringRef(str, len));
  if (DL)
    return nullptr;
  std::string Msg = toString(DL.takeError());
  char *Out = static_cast<char *>(std::malloc(Msg.size() + 1));
  if (!Out)
    return nullptr;
  std::memcpy(Out, Msg.c_str(), Msg.size() + 1);
  return Out;
}

void irbridge_free_message(char *msg) { std::free(msg); }
}
