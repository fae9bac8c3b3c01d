// Debug records moved to where upstream 19's import puts them, for the round-trip losses
// `debug-record-placement` and `unimported-debug-records` (export/src/normalize.rs). LLVM 19's C API
// cannot iterate debug records: the module goes to the intrinsic form
// (`Module::convertFromNewDbgValues`), the `llvm.dbg.value`/`llvm.dbg.declare` calls move, and it
// goes back. Built by export/build.rs; the Rust side is `place_debug_records` in
// export/src/translate/llvm.rs.
//
// Upstream 19's `ModuleImport` converts the blocks of a function in topological order
// (`getTopologicallySortedBlocks`: reverse post-order from each block not reached yet), then the
// variable intrinsics in that order (`processDebugIntrinsic`), each placed
//   * after the op defining its operand;
//   * after the PHIs for a PHI (a block argument);
//   * at the start of the entry block for a function argument or a constant (constants are no
//     instructions);
//   * for the result of a terminator (an invoke), before the terminator of the first block its block
//     dominates; dropped when there is none;
// and drops those with an argument list or a kill location without a value. Labels stay where they
// are. Records sharing a point keep their processing order, as irbridge's import keeps it
// (import/src/debuginfo/place.rs); upstream reverses them. The export then writes the records where
// the ops are.

#include <llvm-c/Core.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <string>
#include <tuple>

#include <optional>
#include <vector>

#include "../../build-support/topological_order.h"

using namespace llvm;

namespace {

// A variable intrinsic upstream imports (not `llvm.dbg.assign`, which it refuses).
DbgVariableIntrinsic *variableIntrinsic(Instruction &i) {
  auto *d = dyn_cast<DbgVariableIntrinsic>(&i);
  if (!d || isa<DbgAssignIntrinsic>(d))
    return nullptr;
  return d;
}

// Whether upstream drops the intrinsic: an argument list, or a kill location that is no value.
bool unimported(DbgVariableIntrinsic *d) {
  if (d->hasArgList())
    return true;
  auto *mav = dyn_cast<MetadataAsValue>(d->getArgOperand(0));
  return mav && isa<MDNode>(mav->getMetadata());
}

// The first block the block of terminator `t` dominates (upstream's insertion block), if any.
BasicBlock *dominatedBlock(Instruction *t, std::optional<DominatorTree> &dt) {
  if (!dt)
    dt.emplace(*t->getFunction());
  DomTreeNode *node = dt->getNode(t->getParent());
  if (!node || node->children().empty())
    return nullptr;
  return (*node->children().begin())->getBlock();
}

// Moves the variable intrinsics of `f` (in the intrinsic form); returns how many moved or went.
unsigned placeFunction(Function &f, bool drop, bool place) {
  std::vector<BasicBlock *> order = irbridge::topologicalOrder(f);
  std::vector<DbgVariableIntrinsic *> records;
  for (BasicBlock *bb : order)
    for (Instruction &i : *bb)
      if (DbgVariableIntrinsic *d = variableIntrinsic(i))
        records.push_back(d);
  if (records.empty())
    return 0;
  unsigned changed = 0;
  std::optional<DominatorTree> dt;
  std::vector<DbgVariableIntrinsic *> kept;
  for (DbgVariableIntrinsic *d : records) {
    bool gone = unimported(d);
    if (!gone) {
      if (auto *t = dyn_cast_or_null<Instruction>(d->getVariableLocationOp(0)))
        gone = t->isTerminator() && !dominatedBlock(t, dt);
    }
    if (gone && drop) {
      d->eraseFromParent();
      changed++;
    } else if (!gone) {
      kept.push_back(d);
    }
  }
  if (!place)
    return changed;
  // Where the next record at a point goes: after the last one placed there.
  DenseMap<Instruction *, Instruction *> lastAfter;
  DenseMap<BasicBlock *, Instruction *> lastAtStart;
  std::vector<Instruction *> front;
  for (DbgVariableIntrinsic *d : kept) {
    Value *v = d->getVariableLocationOp(0);
    if (!v)
      continue;
    if (isa<Argument>(v) || isa<Constant>(v)) {
      front.push_back(d);
    } else if (auto *phi = dyn_cast<PHINode>(v)) {
      BasicBlock *bb = phi->getParent();
      Instruction *&last = lastAtStart[bb];
      if (last)
        d->moveAfter(last);
      else if (&*bb->getFirstNonPHIIt() != d)
        d->moveBefore(&*bb->getFirstNonPHIIt());
      last = d;
    } else if (auto *def = dyn_cast<Instruction>(v)) {
      if (def->isTerminator()) {
        BasicBlock *target = dominatedBlock(def, dt);
        d->moveBefore(target->getTerminator());
      } else {
        Instruction *&last = lastAfter[def];
        Instruction *after = last ? last : def;
        if (after->getNextNode() != d)
          d->moveAfter(after);
        last = d;
      }
    }
  }
  // The records at the start of the entry block, in processing order.
  BasicBlock &entry = f.getEntryBlock();
  for (auto it = front.rbegin(); it != front.rend(); ++it)
    if (&entry.front() != *it)
      (*it)->moveBefore(&entry.front());
  return changed + (unsigned)kept.size();
}

// The key records sharing a point are sorted by for comparisons: what each says, without metadata
// numbers (which follow the order records are printed in).
std::string recordKey(DbgVariableIntrinsic *d, ModuleSlotTracker &slots) {
  std::string s;
  raw_string_ostream os(s);
  DILocalVariable *v = d->getVariable();
  os << v->getName() << '|' << v->getArg() << '|' << v->getLine() << '|';
  if (DIScope *scope = v->getScope())
    os << scope->getName() << '|';
  for (uint64_t e : d->getExpression()->getElements())
    os << e << ',';
  os << '|' << (unsigned)d->getIntrinsicID() << '|';
  if (Value *val = d->getVariableLocationOp(0))
    val->printAsOperand(os, true, slots);
  if (DILocation *l = d->getDebugLoc().get())
    os << '|' << l->getLine() << ':' << l->getColumn();
  return s;
}

// Sorts each run of consecutive variable intrinsics in `f` by [`recordKey`]; labels and other
// instructions stay where they are.
void sortFunction(Function &f) {
  ModuleSlotTracker slots(f.getParent());
  slots.incorporateFunction(f);
  for (BasicBlock &bb : f) {
    // (key, position in the run, record): equal keys keep their order.
    std::vector<std::tuple<std::string, size_t, Instruction *>> run;
    auto flush = [&](Instruction *next) {
      if (run.size() > 1) {
        std::sort(run.begin(), run.end());
        for (auto &[key, at, i] : run)
          i->moveBefore(next);
      }
      run.clear();
    };
    for (Instruction &i : bb) {
      if (DbgVariableIntrinsic *d = variableIntrinsic(i)) {
        run.emplace_back(recordKey(d, slots), run.size(), d);
        continue;
      }
      flush(&i);
    }
    // A block ends in its terminator, which is no record: every run was flushed.
  }
}

// Calls `each` on every function definition of `m` with its debug records in the intrinsic form.
template <typename F> unsigned inIntrinsicForm(Module *m, F each) {
  bool records = m->IsNewDbgInfoFormat;
  bool hadValue = m->getFunction("llvm.dbg.value") != nullptr;
  bool hadDeclare = m->getFunction("llvm.dbg.declare") != nullptr;
  bool hadLabel = m->getFunction("llvm.dbg.label") != nullptr;
  if (records)
    m->convertFromNewDbgValues();
  unsigned n = 0;
  for (Function &f : *m)
    if (!f.isDeclaration())
      n += each(f);
  if (records) {
    m->convertToNewDbgValues();
    // The intrinsic form declared the intrinsics: gone again if the module had none.
    for (auto [name, had] : {std::pair{"llvm.dbg.value", hadValue},
                             std::pair{"llvm.dbg.declare", hadDeclare},
                             std::pair{"llvm.dbg.label", hadLabel}}) {
      Function *decl = m->getFunction(name);
      if (decl && !had && decl->use_empty())
        decl->eraseFromParent();
    }
  }
  return n;
}

} // namespace

// Drops the debug records upstream 19's import drops (`drop`) and/or moves the others to where it
// puts them (`place`), in every function of `m`. Returns how many records were looked at (0: the
// module has none upstream imports).
extern "C" unsigned irbridge_place_debug_records(LLVMModuleRef mref, int drop, int place) {
  return inIntrinsicForm(unwrap(mref),
                         [&](Function &f) { return placeFunction(f, drop != 0, place != 0); });
}

// Sorts the `#dbg_value`/`#dbg_declare` records sharing a point in every function of `m`.
extern "C" void irbridge_sort_debug_records(LLVMModuleRef mref) {
  inIntrinsicForm(unwrap(mref), [](Function &f) {
    sortFunction(f);
    return 0u;
  });
}
