// RUN-ARGS: --convert-func-to-llvm
func.func @f(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (memref<*xf32>, index) {
  %r:2 = call @f(%m, %u, %i) : (memref<?x4xf32>, memref<*xf32>, index) -> (memref<*xf32>, index)
  return %r#0, %r#1 : memref<*xf32>, index
}
func.func @g(%u: memref<*xf32>) -> memref<*xf32> {
  %r = call @g(%u) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
