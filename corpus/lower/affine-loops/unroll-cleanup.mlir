// RUN-ARGS: --affine-loop-unroll=cleanup-unroll=true
// With cleanup-unroll, a loop whose trip count 4 does not divide (or is below 4) is fully
// unrolled instead of getting a cleanup loop.
func.func @cleanup(%m: memref<64xf32>, %c: f32) {
  affine.for %i = 0 to 6 {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 3 {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 8 {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  return
}
