// RUN-ARGS: '--pass-pipeline=builtin.module(func.func(affine-loop-fusion{fusion-fast-mem-space=3 fusion-local-buf-threshold=1}))'
// Private buffers of at most the threshold (1 KiB) go to the fast memory space.

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
