// RUN-ARGS: --finalize-memref-to-llvm
// memref.reshape with a static shape operand of i64, index and i32 elements: a dynamic size is
// loaded with the shape's element type and cast to the index type only when it differs.
func.func @i64_shape(%a: memref<?x?xf32>, %s: memref<2xi64>) -> memref<?x8xf32> {
  %0 = memref.reshape %a(%s) : (memref<?x?xf32>, memref<2xi64>) -> memref<?x8xf32>
  return %0 : memref<?x8xf32>
}
func.func @index_shape(%a: memref<?x?xf32>, %s: memref<2xindex>) -> memref<4x?xf32> {
  %0 = memref.reshape %a(%s) : (memref<?x?xf32>, memref<2xindex>) -> memref<4x?xf32>
  return %0 : memref<4x?xf32>
}

// -----
// An i32 size is cast to i64 by an unrealized cast that nothing reconciles (upstream 19's too).
func.func @i32_shape(%a: memref<?x?xf32>, %s: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %a(%s) : (memref<?x?xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
