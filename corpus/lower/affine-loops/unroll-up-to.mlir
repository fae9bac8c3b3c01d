// RUN-ARGS: --affine-loop-unroll=unroll-up-to-factor
// Up to the factor (4): a loop shorter than 4 is unrolled by its trip count and promoted; a
// longer one by 4, with a cleanup loop.
func.func @up_to(%m: memref<64x64xf32>, %c: f32) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  return
}
