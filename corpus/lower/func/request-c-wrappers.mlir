// RUN-ARGS: --pass-pipeline=builtin.module(func.func(llvm-request-c-wrappers),convert-func-to-llvm)
func.func @f(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  return %m : memref<2x3xf32>
}
func.func private @g(memref<*xi32>, i32) -> (i32, i32)
