// RUN-ARGS: --affine-loop-normalize
// Loops start at 0 with step 1; the old induction variable is an affine.apply at the start of
// the body. A loop with a max lower bound stays; an already normalized one too.
func.func @bounds(%m: memref<100xf32>, %n: index, %k: index) {
  affine.for %i = 3 to min affine_map<(d0)[s0] -> (d0 + 40, s0)>(%k)[%n] step 5 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i + 1] : memref<100xf32>
  }
  affine.for %i = max affine_map<(d0) -> (d0, 2)>(%k) to 50 step 2 {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  return
}

// -----

// Iteration arguments are kept; symbols in both bounds.
func.func @iter_args(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%a] to affine_map<()[s0, s1] -> (s0 + s1)>()[%a, %b] step 3 iter_args(%acc = %c0) -> index {
    %s = arith.addi %acc, %i : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// affine.parallel: each dimension from 0 by 1; bounds with symbols.
func.func @parallel(%m: memref<64x64xf32>, %n: index) {
  affine.parallel (%i, %j) = (2, symbol(%n)) to (34, symbol(%n) + 20) step (4, 3) {
    %v = affine.load %m[%i, %j] : memref<64x64xf32>
  }
  affine.parallel (%i) = (0) to (10) {
    %v = affine.load %m[%i, %i] : memref<64x64xf32>
  }
  return
}
