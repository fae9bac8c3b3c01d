// RUN: opt --pass-pipeline=builtin.module(func.func(canonicalize)) --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// With the module scope, a dump shows the top-level op, and the banner names the op the pass ran on.
func.func @folds(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
module @inner {
}
