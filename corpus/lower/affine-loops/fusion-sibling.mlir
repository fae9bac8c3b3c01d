// RUN-ARGS: --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=sibling}))
// Sibling fusion only: nests reading the same memref fuse, producers stay where they are.

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
