// The blocks of a function in the order upstream 19's `ModuleImport` converts them
// (`getTopologicallySortedBlocks`): reverse post-order from each block not reached yet, in layout
// order. Shared by the C++ shims of the import (`import/cpp/debuginfo.cpp`) and of the round trip's
// losses (`export/cpp/debug_records.cpp`); `import/src/functions.rs` has the Rust twin for the
// reachable blocks.

#ifndef IRBRIDGE_TOPOLOGICAL_ORDER_H
#define IRBRIDGE_TOPOLOGICAL_ORDER_H

#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>

#include <vector>

namespace irbridge {

inline std::vector<llvm::BasicBlock *> topologicalOrder(llvm::Function &f) {
  std::vector<llvm::BasicBlock *> order;
  llvm::DenseSet<llvm::BasicBlock *> seen;
  for (llvm::BasicBlock &bb : f) {
    if (seen.contains(&bb))
      continue;
    llvm::ReversePostOrderTraversal<llvm::BasicBlock *> rpo(&bb);
    for (llvm::BasicBlock *b : rpo)
      if (seen.insert(b).second)
        order.push_back(b);
  }
  return order;
}

} // namespace irbridge

#endif
