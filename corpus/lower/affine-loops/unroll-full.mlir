// RUN-ARGS: --affine-loop-unroll="unroll-full unroll-full-threshold=3"
// With a threshold, every loop (outer ones too) running at most 3 times is fully unrolled,
// innermost first; a zero-trip loop stays; longer loops stay.
func.func @threshold(%m: memref<64x64xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
    affine.for %j = 0 to 5 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 5 to 5 {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
  }
  return
}

// -----

// cleanup-unroll has no effect here: only unroll-factor consults it.
func.func private @external(index)
