// RUN-ARGS: --affine-loop-unroll=unroll-full
// Innermost loops with a constant trip count are fully unrolled (one running once is promoted;
// a zero-trip one stays); a loop without one stays.
func.func @full(%m: memref<64x64xf32>, %c: f32, %n: index) {
  affine.for %i = 0 to 3 {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  affine.for %i = 4 to 5 {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  affine.for %i = 5 to 5 {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  affine.for %i = 0 to %n {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  return
}

// -----

// An external function is left alone.
func.func private @external(index)
