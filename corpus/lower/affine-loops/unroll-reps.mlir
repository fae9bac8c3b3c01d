// RUN-ARGS: --affine-loop-unroll=unroll-num-reps=2
// Two repetitions: the inner loop is unrolled by 4 and promoted (trip count 4), then the outer
// loop, innermost now, is unrolled too.
func.func @reps(%m: memref<64x64xf32>, %c: f32) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
