// RUN-ARGS: --pass-pipeline=builtin.module(func.func(affine-loop-fusion{fusion-maximal}))
// With fusion-maximal the cost model is skipped: every fusion goes to the deepest legal depth,
// even where it computes the producer again (the stencil).

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
