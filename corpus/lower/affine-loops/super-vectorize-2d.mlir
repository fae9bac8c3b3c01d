// RUN-ARGS: --affine-super-vectorize=virtual-vector-size=4,8
// affine-super-vectorize with 2-D vectors of 4x8: a nest of two parallel loops, the outer giving
// the vector's first dimension; a row that does not depend on the outer loop is read broadcast
// along that dimension.
func.func @add_2d(%a: memref<32x64xf32>, %b: memref<32x64xf32>, %c: memref<32x64xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 64 {
      %x = affine.load %a[%i, %j] : memref<32x64xf32>
      %y = affine.load %b[%i, %j] : memref<32x64xf32>
      %s = arith.addf %x, %y : f32
      %t = arith.addf %s, %one : f32
      affine.store %t, %c[%i, %j] : memref<32x64xf32>
    }
  }
  return
}

// -----

func.func @row_broadcast(%row: memref<64xf32>, %out: memref<16x64xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 64 {
      %x = affine.load %row[%j] : memref<64xf32>
      affine.store %x, %out[%i, %j] : memref<16x64xf32>
    }
  }
  return
}
