// RUN-ARGS: --pass-pipeline=builtin.module(func.func(affine-loop-fusion{fusion-maximal}))
// Maximal fusion of nests that need more than a slice: a sequential consumer loop sunk below
// the parallel ones, reduction loops of siblings merged into one loop, and nests inside an
// outer loop; slices a union cannot join are declined.

// The consumer's outer loop carries a dependence (it repeats a smoothing step): it is sunk
// below the parallel loops first, so the producer fuses at full depth.
func.func @sunk_sequential_loop(%in: memref<8x8xf32>, %acc: memref<8x8xf32>) {
  %init = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %in[%i, %j] : memref<8x8xf32>
      affine.store %v, %init[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %r = 0 to 3 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 8 {
        %v = affine.load %init[%i, %j] : memref<8x8xf32>
        %a = affine.load %acc[%i, %j] : memref<8x8xf32>
        %s = arith.addf %a, %v : f32
        affine.store %s, %acc[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// -----

// Two row reductions of the same matrix as siblings: the second reduction loop runs in the
// first one's iterations, both accumulators carried by one loop.
func.func @sibling_reductions(%m: memref<4x32xf32>, %sum: memref<4xf32>, %prod: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    %s = affine.for %k = 0 to 32 iter_args(%a = %zero) -> (f32) {
      %v = affine.load %m[%i, %k] : memref<4x32xf32>
      %n = arith.addf %a, %v : f32
      affine.yield %n : f32
    }
    affine.store %s, %sum[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %p = affine.for %k = 0 to 32 iter_args(%a = %one) -> (f32) {
      %v = affine.load %m[%i, %k] : memref<4x32xf32>
      %n = arith.mulf %a, %v : f32
      affine.yield %n : f32
    }
    affine.store %p, %prod[%i] : memref<4xf32>
  }
  return
}

// -----

// Nests inside an outer loop: the outer loop is part of the source's slice with its whole
// range, which makes fusing too costly for the cost model (fusion-maximal fuses them).
func.func @nests_in_outer_loop(%in: memref<16xf32>, %out: memref<16xf32>) {
  affine.for %t = 0 to 50 {
    %tmp = memref.alloc() : memref<16xf32>
    affine.for %i = 0 to 16 {
      %v = affine.load %in[%i] : memref<16xf32>
      affine.store %v, %tmp[%i] : memref<16xf32>
    }
    affine.for %i = 0 to 16 {
      %v = affine.load %tmp[%i] : memref<16xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %out[%i] : memref<16xf32>
    }
  }
  return
}

// -----

// A strided consumer reading the producer's memref twice: the two slices would be joined
// through the stride's local variable, which the union does not take, so nothing fuses.
func.func @strided_union_declined(%in: memref<64xf32>, %out: memref<64xf32>) {
  %tmp = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %v = affine.load %in[%i] : memref<64xf32>
    affine.store %v, %tmp[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 62 step 2 {
    %a = affine.load %tmp[%i] : memref<64xf32>
    %b = affine.load %tmp[%i + 1] : memref<64xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %out[%i] : memref<64xf32>
  }
  return
}
