// RUN-ARGS: --expand-strided-metadata
// The greedy driver erases unused ops without memory effects: Pure ones and NoMemoryEffect ones (memref.dim, arith.divui)
func.func @f(%m: memref<?xf32>, %i: index, %a: index, %b: index) {
  %0 = memref.dim %m, %i : memref<?xf32>
  %1 = arith.divui %a, %b : index
  %2 = memref.subview %m[%a][4][1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
