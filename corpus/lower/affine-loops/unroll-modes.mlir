// RUN-ARGS: --affine-loop-unroll="unroll-up-to-factor unroll-factor=8 unroll-num-reps=2"
// Up to the factor: a loop shorter than 8 is unrolled by its trip count (and promoted); with
// two repetitions the outer loop, innermost once the inner one is gone, is unrolled too.
func.func @up_to(%m: memref<64x64xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 20 {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  return
}
