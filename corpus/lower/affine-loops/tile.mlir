// RUN-ARGS: --pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-sizes=8,3}))
// Perfect nests tiled by the listed sizes (missing ones are 4): tile-space loops keep the
// original bounds with the step scaled; intra-tile loops cap at the original upper bound only
// when the size does not divide the trip count, and span the whole loop when it is shorter.
func.func @matrix_add(%a: memref<64x30xf32>, %b: memref<64x30xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 30 {
      %x = affine.load %a[%i, %j] : memref<64x30xf32>
      %y = affine.load %b[%i, %j] : memref<64x30xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i, %j] : memref<64x30xf32>
    }
  }
  return
}

// -----

// Symbolic and max/min bounds, a non-unit step, and a band of three with a padded size.
func.func @symbolic(%m: memref<?xf32>, %n: index, %lo: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%lo] to %n step 2 {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 7 {
        %v = affine.load %m[%k] : memref<?xf32>
        affine.store %v, %m[%k] : memref<?xf32>
      }
    }
  }
  return
}

// -----

// Not tiled: a band whose inner bound depends on the outer loop, and a loop with results.
func.func @untiled(%m: memref<100xf32>, %init: f32) -> f32 {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %m[%j] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
  }
  %r = affine.for %i = 0 to 100 iter_args(%acc = %init) -> f32 {
    %v = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
