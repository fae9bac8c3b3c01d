// RUN-ARGS: --convert-func-to-llvm --allow-unregistered-dialect
// TargetLLVMIR.md "Function Result Packing" (arith.constant written as llvm.mlir.constant, so the case
// exercises only the func conversion).
func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}
func.func @bar() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(17 : i64) : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  "use_i32"(%2#0) : (i32) -> ()
  "use_i64"(%2#1) : (i64) -> ()
  return
}
