// RUN-ARGS: --affine-loop-tile=tile-size=4 --verify-diagnostics
// A band is tiled only when no dependence between its accesses has a component whose range
// is negative: each row here reads the previous one further right the further down it is.
func.func @skewed(%a: memref<32x64xf32>) {
  // expected-remark@below {{tiling nest is invalid due to dependences}}
  affine.for %i = 1 to 32 {
    affine.for %j = 0 to 32 {
      %v = affine.load %a[%i - 1, %j + %i] : memref<32x64xf32>
      affine.store %v, %a[%i, %j] : memref<32x64xf32>
    }
  }
  return
}

// -----

// A constant distance with a negative component is not a range: upstream's check lets it
// through, and so the band is tiled.
func.func @constant_distance(%a: memref<32x32xf32>) {
  affine.for %i = 1 to 32 {
    affine.for %j = 0 to 31 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<32x32xf32>
      affine.store %v, %a[%i, %j] : memref<32x32xf32>
    }
  }
  return
}

// -----

// Dependences along both loops forward (up and to the left) keep tiling valid.
func.func @forward(%a: memref<32x32xf32>) {
  affine.for %i = 1 to 32 {
    affine.for %j = 1 to 32 {
      %v = affine.load %a[%i - 1, %j - 1] : memref<32x32xf32>
      affine.store %v, %a[%i, %j] : memref<32x32xf32>
    }
  }
  return
}
