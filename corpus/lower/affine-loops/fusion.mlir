// RUN-ARGS: --pass-pipeline=builtin.module(func.func(affine-loop-fusion))
// Loop fusion with the default options: producer nests fused into consumers where the cost
// model finds it profitable, sibling nests fused, private buffers for intermediates.

// A 2-D producer into its consumer at full depth: the intermediate becomes a one-element
// private buffer and the producer goes.
func.func @producer_consumer_2d(%in: memref<16x8xf32>, %out: memref<16x8xf32>) {
  %tmp = memref.alloc() : memref<16x8xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %v = affine.load %in[%i, %j] : memref<16x8xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %tmp[%i, %j] : memref<16x8xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %v = affine.load %tmp[%i, %j] : memref<16x8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %out[%i, %j] : memref<16x8xf32>
    }
  }
  return
}

// -----

// The consumer reads two neighbouring elements: the slice covers both, computed again for
// each consumer iteration; the private buffer has two elements.
func.func @stencil_consumer(%in: memref<65xf32>, %out: memref<64xf32>) {
  %tmp = memref.alloc() : memref<65xf32>
  affine.for %i = 0 to 65 {
    %v = affine.load %in[%i] : memref<65xf32>
    affine.store %v, %tmp[%i] : memref<65xf32>
  }
  affine.for %i = 0 to 64 {
    %a = affine.load %tmp[%i] : memref<65xf32>
    %b = affine.load %tmp[%i + 1] : memref<65xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %out[%i] : memref<64xf32>
  }
  return
}

// -----

// The producer writes a function argument (an escaping memref): its nest stays for the other
// readers, the consumer gets its own copy of the slice.
func.func @escaping_producer(%in: memref<32xf32>, %x: memref<32xf32>, %out: memref<32xf32>) {
  affine.for %i = 0 to 32 {
    %v = affine.load %in[%i] : memref<32xf32>
    affine.store %v, %x[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 step 2 {
    %v = affine.load %x[%i] : memref<32xf32>
    affine.store %v, %out[%i] : memref<32xf32>
  }
  return
}

// -----

// Two nests reading the same input and writing different outputs fuse as siblings.
func.func @siblings(%in: memref<10x10xf32>, %a: memref<10x10xf32>, %b: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %in[%i, %j] : memref<10x10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %a[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %in[%i, %j] : memref<10x10xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %b[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// -----

// A reduction over rows feeding a scale: the consumer's parallel loop is outer, the slice of
// the producer fuses at depth one.
func.func @reduction_then_scale(%m: memref<8x16xf32>, %out: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %zero, %acc[%i] : memref<8xf32>
    affine.for %k = 0 to 16 {
      %a = affine.load %acc[%i] : memref<8xf32>
      %v = affine.load %m[%i, %k] : memref<8x16xf32>
      %s = arith.addf %a, %v : f32
      affine.store %s, %acc[%i] : memref<8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %acc[%i] : memref<8xf32>
    %d = arith.mulf %a, %a : f32
    affine.store %d, %out[%i] : memref<8xf32>
  }
  return
}

// -----

// A non-affine write to the intermediate between the nests keeps them apart.
func.func @non_affine_user_between(%in: memref<10xf32>, %out: memref<10xf32>, %n: index) {
  %cst = arith.constant 1.0 : f32
  %tmp = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<10xf32>
    affine.store %v, %tmp[%i] : memref<10xf32>
  }
  memref.store %cst, %tmp[%n] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %tmp[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// A producer tiled by eight feeding an elementwise consumer: the slice keeps a strided window
// of the producer in terms of the consumer's tile loop.
func.func @tiled_consumer(%in: memref<64xf32>, %out: memref<64xf32>) {
  %tmp = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %v = affine.load %in[%i] : memref<64xf32>
    affine.store %v, %tmp[%i] : memref<64xf32>
  }
  affine.for %t = 0 to 8 {
    affine.for %k = 0 to 8 {
      %v = affine.load %tmp[%t * 8 + %k] : memref<64xf32>
      %w = arith.negf %v : f32
      affine.store %w, %out[%t * 8 + %k] : memref<64xf32>
    }
  }
  return
}

// -----

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
