// RUN-ARGS: --affine-loop-unroll-jam=unroll-jam-factor=3
// The first op of the function, a loop, is unrolled by 3 and jammed: each run of ops between
// inner loops is followed by its copies; its reduction (addf) gets a set of iteration arguments
// per copy, combined after the loop; the inner loop's iteration arguments are tripled too; a
// trip count 3 does not divide gets a cleanup loop first.
func.func @jam(%m: memref<64x64xf32>, %z: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %m[%i, 0] : memref<64x64xf32>
    %s = affine.for %j = 0 to 8 iter_args(%in = %v) -> f32 {
      %w = affine.load %m[%i, %j] : memref<64x64xf32>
      %t = arith.mulf %in, %w : f32
      affine.yield %t : f32
    }
    %n = arith.addf %acc, %s : f32
    affine.yield %n : f32
  }
  return %r : f32
}

// -----

// An inner loop bound computed in the loop prevents jamming.
func.func @variant_bound(%m: memref<64xf32>, %c: f32) {
  affine.for %i = 0 to 9 {
    %u = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%u) {
      affine.store %c, %m[%j] : memref<64xf32>
    }
  }
  return
}

// -----

// Symbolic bounds: a cleanup loop from lb + (tc - tc mod 3); the induction variable used in
// the copies through affine.apply (one per run of ops, used or not).
func.func @symbolic(%m: memref<64x64xf32>, %n: index, %c: f32) {
  affine.for %i = 0 to %n {
    affine.store %c, %m[%i, %i] : memref<64x64xf32>
    affine.for %j = 0 to 4 {
      affine.store %c, %m[%j, %j] : memref<64x64xf32>
    }
    affine.store %c, %m[%i, 0] : memref<64x64xf32>
  }
  return
}

// -----

// Not the first op of the function: left alone.
func.func @not_first(%m: memref<64xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  return
}
