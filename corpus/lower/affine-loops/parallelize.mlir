// RUN-ARGS: --allow-unregistered-dialect --affine-parallelize
// A loop carrying no memory dependence at its depth becomes a 1-D affine.parallel, outer loops
// first. A loop-carried flow dependence (a[i] from a[i - 1]) keeps the loop sequential.
func.func @stencil(%a: memref<100xf32>, %b: memref<100xf32>) {
  affine.for %i = 1 to 100 {
    %v = affine.load %a[%i - 1] : memref<100xf32>
    affine.store %v, %a[%i] : memref<100xf32>
  }
  affine.for %i = 1 to 100 {
    %v = affine.load %a[%i - 1] : memref<100xf32>
    affine.store %v, %b[%i] : memref<100xf32>
  }
  return
}

// -----

// Steps: with step 2, even and odd elements never meet; bounds with symbols and divisions.
func.func @strided(%a: memref<200xf32>, %n: index) {
  affine.for %i = 0 to 100 step 2 {
    %v = affine.load %a[%i + 1] : memref<200xf32>
    affine.store %v, %a[%i] : memref<200xf32>
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 floordiv 2)>()[%n] {
    %v = affine.load %a[%i * 2 + 1] : memref<200xf32>
    affine.store %v, %a[%i * 2] : memref<200xf32>
  }
  affine.for %i = 0 to 100 {
    %v = affine.load %a[%i + 1] : memref<200xf32>
    affine.store %v, %a[%i] : memref<200xf32>
  }
  return
}

// -----

// Nests: a transpose-like copy within one array is parallel in neither loop when elements can
// meet; an affine.if condition narrows the domain.
func.func @nests(%a: memref<64x64xf32>, %n: index) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %v = affine.load %a[%j, %i] : memref<64x64xf32>
      affine.store %v, %a[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 32 >= 0)>(%i) {
      %v = affine.load %a[%i - 32, 0] : memref<64x64xf32>
      affine.store %v, %a[%i, 0] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j + 1] : memref<64x64xf32>
      affine.store %v, %a[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
