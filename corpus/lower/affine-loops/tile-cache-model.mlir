// RUN-ARGS: --affine-loop-tile=cache-size=16
// Tile sizes from the footprint: the memref regions the nest touches (a bounding box per
// memref, joined over its accesses) against a 16 KiB cache, divided evenly over the band and
// lowered to divisors of the trip counts.
func.func @transpose(%a: memref<128x96xf64>, %b: memref<96x128xf64>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 96 {
      %v = affine.load %a[%i, %j] : memref<128x96xf64>
      affine.store %v, %b[%j, %i] : memref<96x128xf64>
    }
  }
  return
}

// -----

// Shifted accesses of one memref are joined into one box; a nest that fits gets size 1.
func.func @stencil(%a: memref<66xf32>, %b: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %l = affine.load %a[%i] : memref<66xf32>
    %r = affine.load %a[%i + 2] : memref<66xf32>
    %s = arith.addf %l, %r : f32
    affine.store %s, %b[%i] : memref<64xf32>
  }
  return
}

// -----

// A footprint that cannot be bounded (dynamic sizes) takes the default size 4, adjusted to
// the constant trip count.
func.func @unknown(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 6 {
      %v = affine.load %a[%i, %j] : memref<?x?xi32>
      affine.store %v, %b[%j, %i] : memref<?x?xi32>
    }
  }
  return
}

// -----

// Subscripts through floordiv and mod: the regions' bounds come through the divisions'
// local variables (tightened to integers as they are projected out), and two regions with the
// same divisor join: 64 x 64 of the 64 x 512 memref, 32 KiB, twice the cache.
func.func @divisions(%a: memref<64x512xf64>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 512 {
      %v = affine.load %a[%i floordiv 4, %j mod 64] : memref<64x512xf64>
      affine.store %v, %a[(%i + 1) floordiv 4, %j mod 64] : memref<64x512xf64>
    }
  }
  return
}
