// RUN-ARGS: --pass-pipeline=builtin.module(func.func(affine-loop-fusion{fusion-compute-tolerance=0.0}))
// No extra computation tolerated: a fusion whose fused nest costs as much as both nests is not
// profitable.

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
