// Debug records moved to where upstream 19's import puts them, for the round-trip losses
// `debug-record-placement` and `unimported-debug-records` (export/src/normalize.rs). LLVM 19's C API
// cannot iterate debug records: the module goes to the intrinsic form
// (`Module::convertFromNewDbgValues`), the `llvm.dbg.value`/`llvm.dbg.declare` calls move, and it
// goes back. Built by export/build.rs; the Rust side is `place_debug_records` in
// export/src/translate/llvm.rs.
//
// Upstream 19's `ModuleImport` converts the blocks of a function in topological order
// (`getTopologicallySortedBlocks`: reverse post-order from each block not reached yet), then the
// variable intrinsics in that order (`processDebugIntrinsic`), each inserted
//   * after the op defining its operand (`setInsertionPointAfterValue`): records on one value thus
//     end up in reverse order right after its definition;
//   * at the start of the block for a block argument (a PHI, or a function argument: the entry);
//   * for a constant, right after the constant op, which upstream materialises at the start of the
//     entry block after the last constant (`convertConstantExpr`, constants of instructions first);
//   * for the result of a terminator (an invoke), before the terminator of the first block its block
//     dominates; dropped when there is none;
// and drops those with an argument list or a kill location without a value. Labels stay where they
// are. The export then writes the records where the ops are (constants are no instructions).

#include <llvm-c/Core.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

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

// The constants upstream materialises in a function, in its order (`getConstantsToConvert`: a
// post-order walk of the constants' operands, last operand first, stopping at converted ones).
struct Constants {
  SetVector<Constant *> order;

  // Converts `c` and what it depends on; returns the newly converted constants, in order.
  std::vector<Constant *> convert(Constant *c) {
    std::vector<Constant *> added;
    if (order.contains(c))
      return added;
    SetVector<Constant *> ordered;
    SetVector<Constant *> work;
    DenseMap<Constant *, SmallVector<Constant *>> adjacency;
    work.insert(c);
    while (!work.empty()) {
      Constant *cur = work.back();
      auto it = adjacency.find(cur);
      if (it == adjacency.end()) {
        it = adjacency.try_emplace(cur).first;
        for (Value *op : cur->operands())
          if (auto *dep = dyn_cast<Constant>(op))
            it->second.push_back(dep);
        if (auto *zero = dyn_cast<ConstantAggregateZero>(cur)) {
          unsigned n = zero->getElementCount().getFixedValue();
          for (unsigned i = 0; i != n; ++i)
            it->second.push_back(zero->getElementValue(i));
        }
      }
      if (it->second.empty()) {
        ordered.insert(cur);
        work.pop_back();
        continue;
      }
      Constant *dep = it->second.pop_back_val();
      if (order.contains(dep) || work.contains(dep) || ordered.contains(dep))
        continue;
      work.insert(dep);
    }
    for (Constant *k : ordered)
      if (order.insert(k))
        added.push_back(k);
    return added;
  }

  void value(Value *v) {
    if (auto *c = dyn_cast<Constant>(v))
      convert(c);
  }

  // The incoming values of `succ`'s PHIs for the edge from `from` (upstream's branch arguments).
  void edge(BasicBlock *from, BasicBlock *succ) {
    for (PHINode &phi : succ->phis())
      value(phi.getIncomingValueForBlock(from));
  }

  // The operands of `i` upstream converts, in its order.
  void instruction(Instruction &i) {
    if (isa<DbgInfoIntrinsic>(i) || isa<PHINode>(i))
      return;
    if (auto *br = dyn_cast<BranchInst>(&i)) {
      for (BasicBlock *s : br->successors())
        edge(br->getParent(), s);
      if (br->isConditional())
        value(br->getCondition());
      return;
    }
    if (auto *sw = dyn_cast<SwitchInst>(&i)) {
      value(sw->getCondition());
      edge(sw->getParent(), sw->getDefaultDest());
      for (auto &c : sw->cases())
        edge(sw->getParent(), c.getCaseSuccessor());
      return;
    }
    if (auto *cb = dyn_cast<CallBase>(&i)) {
      Function *callee = cb->getCalledFunction();
      if (!callee && !cb->isInlineAsm())
        value(cb->getCalledOperand());
      for (unsigned a = 0; a < cb->arg_size(); ++a) {
        if (callee && callee->isIntrinsic() && callee->hasParamAttribute(a, Attribute::ImmArg))
          continue;
        value(cb->getArgOperand(a));
      }
      if (auto *inv = dyn_cast<InvokeInst>(&i)) {
        edge(inv->getParent(), inv->getNormalDest());
        edge(inv->getParent(), inv->getUnwindDest());
      }
      return;
    }
    for (Value *op : i.operands())
      if (!isa<BasicBlock>(op))
        value(op);
  }
};

// The start of the entry block while records are placed: constants and records, and the position
// after the last constant (-1: none yet).
struct Head {
  struct Item {
    Constant *c;
    Instruction *rec;
  };
  std::vector<Item> items;
  long anchor = -1;

  void insert(size_t at, Item item) {
    if (anchor >= 0 && (long)at < anchor)
      anchor++;
    items.insert(items.begin() + at, item);
  }
};

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
  Constants consts;
  for (BasicBlock *bb : order)
    for (Instruction &i : *bb)
      consts.instruction(i);
  Head head;
  for (Constant *c : consts.order)
    head.items.push_back({c, nullptr});
  if (!head.items.empty())
    head.anchor = (long)head.items.size();
  BasicBlock &entry = f.getEntryBlock();
  for (DbgVariableIntrinsic *d : kept) {
    Value *v = d->getVariableLocationOp(0);
    if (!v)
      continue;
    if (isa<Argument>(v)) {
      head.insert(0, {nullptr, d});
    } else if (auto *c = dyn_cast<Constant>(v)) {
      bool found = false;
      for (size_t k = 0; k < head.items.size(); ++k) {
        if (head.items[k].c == c) {
          head.insert(k + 1, {nullptr, d});
          found = true;
          break;
        }
      }
      if (found)
        continue;
      size_t at = head.anchor < 0 ? 0 : (size_t)head.anchor;
      for (Constant *k : consts.convert(c))
        head.insert(at++, {k, nullptr});
      head.anchor = (long)at;
      head.insert(at, {nullptr, d});
    } else if (auto *phi = dyn_cast<PHINode>(v)) {
      Instruction *first = phi->getParent()->getFirstNonPHI();
      if (first != d)
        d->moveBefore(first);
    } else if (auto *def = dyn_cast<Instruction>(v)) {
      if (def->isTerminator()) {
        BasicBlock *target = dominatedBlock(def, dt);
        d->moveBefore(target->getTerminator());
      } else if (def->getNextNode() != d) {
        d->moveAfter(def);
      }
    }
  }
  // The records at the start of the entry block, in the head's order (constants are no
  // instructions).
  std::vector<Instruction *> front;
  for (const Head::Item &item : head.items)
    if (item.rec)
      front.push_back(item.rec);
  for (auto it = front.rbegin(); it != front.rend(); ++it)
    if (&entry.front() != *it)
      (*it)->moveBefore(&entry.front());
  return changed + (unsigned)kept.size();
}

} // namespace

// Drops the debug records upstream 19's import drops (`drop`) and/or moves the others to where it
// puts them (`place`), in every function of `m`. Returns how many records were looked at (0: the
// module has none upstream imports).
extern "C" unsigned irbridge_place_debug_records(LLVMModuleRef mref, int drop, int place) {
  Module *m = unwrap(mref);
  bool records = m->IsNewDbgInfoFormat;
  bool hadValue = m->getFunction("llvm.dbg.value") != nullptr;
  bool hadDeclare = m->getFunction("llvm.dbg.declare") != nullptr;
  bool hadLabel = m->getFunction("llvm.dbg.label") != nullptr;
  if (records)
    m->convertFromNewDbgValues();
  unsigned n = 0;
  for (Function &f : *m)
    if (!f.isDeclaration())
      n += placeFunction(f, drop != 0, place != 0);
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
