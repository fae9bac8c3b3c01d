// RUN: opt --pass-pipeline=builtin.module(func.func(canonicalize,cse),symbol-dce) --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading
// (Without threads: with them upstream dumps the functions in the order its threads reach them.)
// The pass manager's IR dumps on stderr: before every pass, and after the passes that changed
// the IR; a pass nested on functions dumps each function alone.
#map = affine_map<(d0) -> (d0 + 1)>
func.func @folds(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func private @dead()
func.func @same(%m: memref<4xf32, strided<[1], offset: ?>>) {
  return
}
