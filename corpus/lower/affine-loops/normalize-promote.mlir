// RUN-ARGS: --affine-loop-normalize=promote-single-iter=1
// Loops running once become their bodies: the induction variable is a constant at the start of
// the function, the operand of an identity lower bound, or an affine.apply of the lower bound;
// iteration arguments are the inits and results the yielded values.
func.func @single(%m: memref<10xf32>, %k: index) -> f32 {
  %z = arith.constant 0.0 : f32
  affine.for %i = 2 to 3 {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 1)>(%k) {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  affine.for %i = affine_map<(d0) -> (d0 * 2)>(%k) to affine_map<(d0) -> (d0 * 2 + 4)>(%k) step 4 {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  %r = affine.for %i = 0 to 7 step 8 iter_args(%acc = %z) -> f32 {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to 2 {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  return %r : f32
}
