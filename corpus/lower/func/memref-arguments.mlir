// RUN-ARGS: --convert-func-to-llvm
// Ranked memrefs of rank 0..3 unbundled into scalars, unranked into (rank, ptr), memory spaces,
// strided layouts; descriptors rebuilt only where used; results returned as descriptor structs.
func.func @ranks(%a: memref<f32>, %b: memref<4xf32>, %c: memref<?x4xi8, 3>, %d: memref<2x?x4xf64, strided<[?, 4, 1], offset: ?>>) -> memref<?x4xi8, 3> {
  return %c : memref<?x4xi8, 3>
}
func.func @unused(%a: memref<4xf32>, %u: memref<*xf32, 1>) {
  return
}
func.func @call_with_memrefs(%a: memref<f32>, %b: memref<4xf32>, %u: memref<*xf32, 1>, %c: memref<?x4xi8, 3>, %d: memref<2x?x4xf64, strided<[?, 4, 1], offset: ?>>) -> (memref<4xf32>, memref<f32>) {
  call @unused(%b, %u) : (memref<4xf32>, memref<*xf32, 1>) -> ()
  %r = call @ranks(%a, %b, %c, %d) : (memref<f32>, memref<4xf32>, memref<?x4xi8, 3>, memref<2x?x4xf64, strided<[?, 4, 1], offset: ?>>) -> memref<?x4xi8, 3>
  return %b, %a : memref<4xf32>, memref<f32>
}
