// RUN: opt --split-input-file --pass-pipeline=builtin.module(ensure-debug-info-scope-on-llvm-func) --mlir-print-debuginfo
// Subprograms from the function's file location (directly or under a name), else the compile
// unit's file; declarations get no identity and no compile unit; the module's file location names
// the new compile unit's file.
module {
  llvm.func @file() {
    llvm.return loc("ret.c":9:9)
  } loc("/src/dir/file.c":7:3)
  llvm.func @named() {
    llvm.return loc("ret.c":9:9)
  } loc("n"("rel/path.c":2:5))
  llvm.func @callsite() {
    llvm.return loc("ret.c":9:9)
  } loc(callsite("a.c":1:1 at "b.c":2:2))
  llvm.func @fused() {
    llvm.return loc("ret.c":9:9)
  } loc(fused["a.c":1:1, "b.c":2:2])
  llvm.func @decl() loc("/top.c":4:4)
  module @inner {
    llvm.func @nested() {
      llvm.return loc(unknown)
    } loc(unknown)
  } loc("inner.mlir":3:3)
} loc("/work/root.mlir":1:1)

// -----

module {
  llvm.func @f() {
    llvm.return loc("ret.c":9:9)
  } loc(unknown)
} loc(unknown)
