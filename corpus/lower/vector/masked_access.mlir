// RUN-ARGS: --convert-vector-to-llvm
// Masked memory ops under constant masks: all-false ones leave the pass-through (loads) or
// nothing (stores), all-true ones become vector.load/store where there is an unmasked form.
func.func @folded(%m: memref<?xf32>, %i: index, %pass: vector<4xf32>, %idx: vector<4xi32>, %v: vector<4xf32>, %g: vector<2x3xi32>, %gp: vector<2x3xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x3xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %f2 = vector.constant_mask [0, 0] : vector<2x3xi1>
  %0 = vector.maskedload %m[%i], %t, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.gather %m[%i] [%idx], %t, %pass : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %3 = vector.gather %m[%i] [%idx], %f, %pass : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %4 = vector.expandload %m[%i], %t, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %5 = vector.expandload %m[%i], %f, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %6 = vector.gather %m[%i] [%g], %f2, %gp : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  vector.maskedstore %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%i] [%idx], %f, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%i] [%idx], %t, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x3xf32>
}
