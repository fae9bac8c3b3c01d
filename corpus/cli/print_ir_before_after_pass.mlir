// RUN: opt --pass-pipeline=builtin.module(func.func(cse,canonicalize),symbol-dce) --mlir-print-ir-before=canonicalize,symbol-dce --mlir-print-ir-after=cse --mlir-disable-threading
// IR dumps on stderr only around the passes named (by their arguments): before each run of
// canonicalize and symbol-dce, after each run of cse.
func.func @first(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %a, %c : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @unused() {
  return
}
