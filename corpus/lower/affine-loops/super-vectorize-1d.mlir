// RUN-ARGS: --affine-super-vectorize=virtual-vector-size=8
// affine-super-vectorize with 1-D vectors of 8: loads and stores become transfers, uniform values
// and constants are broadcast or splatted, other ops widened; loops it must leave alone stay.
func.func @scale_and_add(%x: memref<64xf32>, %y: memref<64xf32>, %alpha: f32) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 64 {
    %a = affine.load %x[%i] : memref<64xf32>
    %b = affine.load %y[%i] : memref<64xf32>
    %s = arith.mulf %a, %alpha : f32
    %t = arith.addf %s, %b : f32
    %u = arith.mulf %t, %two : f32
    affine.store %u, %y[%i] : memref<64xf32>
  }
  return
}

// -----

// A load that does not depend on the vectorized loop is read once and broadcast (in bounds).
func.func @invariant_load(%m: memref<16x32xf32>, %out: memref<32xf32>, %k: index) {
  affine.for %i = 0 to 32 {
    %v = affine.load %m[%k, 3] : memref<16x32xf32>
    affine.store %v, %out[%i] : memref<32xf32>
  }
  return
}

// -----

// Both loops could be vectorized; the inner one, matched first, is. The outer induction variable
// is uniform in it and broadcast, the shifted subscript becomes one affine.apply per result.
func.func @inner_loop(%m: memref<10x40xi32>, %o: memref<10x40xi32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 39 {
      %v = affine.load %m[%i, %j + 1] : memref<10x40xi32>
      %c = arith.index_cast %i : index to i32
      %w = arith.addi %v, %c : i32
      affine.store %w, %o[%i, %j] : memref<10x40xi32>
    }
  }
  return
}

// -----

// Comparisons and selects widen to vectors of i1; an index from an affine.apply on an identity
// subscript is used as it is.
func.func @clamp(%a: memref<128xf32>, %lo: f32) {
  affine.for %i = 0 to 64 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = affine.load %a[%j] : memref<128xf32>
    %lt = arith.cmpf olt, %v, %lo : f32
    %r = arith.select %lt, %lo, %v : f32
    affine.store %r, %a[%j] : memref<128xf32>
  }
  return
}

// -----

// Left alone: a loop with a conditional, a loop carrying a dependence, a loop whose access varies
// in two subscripts.
func.func @not_vectorized(%a: memref<64xf32>, %b: memref<64x64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      %v = affine.load %a[%i] : memref<64xf32>
      affine.store %v, %a[%i] : memref<64xf32>
    }
  }
  affine.for %i = 1 to 64 {
    %v = affine.load %a[%i - 1] : memref<64xf32>
    affine.store %v, %a[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %v = affine.load %b[%i, %i] : memref<64x64xf32>
    affine.store %v, %a[%i] : memref<64xf32>
  }
  return
}
