// RUN-ARGS: --lower-affine
// affine.for to scf.for: bounds from the lower map's maxsi chain and the upper map's minsi chain,
// constant and single-value shorthands, steps, iter_args and results, the implicit yield; bounds
// whose operands are constants fold to constants first, affine.apply producers are composed into
// them (still, after the apply itself was lowered), and results a loop's known range makes
// redundant are dropped.
func.func @bounds(%A: memref<?xf32>, %n: index, %m: index) {
  %c2 = arith.constant 2 : index
  %c40 = arith.constant 40 : index
  affine.for %i = %c2 to %c40 step 3 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 * 2, s0 - 1, 0)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 16, s0)>(%i)[%m] {
      %v = affine.load %A[%i + %j] : memref<?xf32>
      affine.store %v, %A[%j] : memref<?xf32>
    }
    %k = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 4)>(%k) step 2 {
      %v = affine.load %A[%j floordiv 2] : memref<?xf32>
      affine.store %v, %A[%j mod 8] : memref<?xf32>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 10 {
      affine.for %k = max affine_map<(d0) -> (d0 - 12, 0)>(%j) to 10 {
      }
    }
  }
  return
}

// -----

func.func @reduce(%A: memref<128xf32>) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 128 step 4 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %A[%i] : memref<128xf32>
    %w = affine.load %A[%i + 1] : memref<128xf32>
    %s = arith.addf %v, %w : f32
    %n = arith.addf %acc, %s : f32
    affine.yield %n : f32
  }
  %none = affine.for %i = 7 to 7 iter_args(%acc = %sum) -> (f32) {
    affine.yield %acc : f32
  }
  return %sum, %none : f32, f32
}

// -----

func.func @min_max_apply(%a: index, %b: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0 ceildiv 4, 64)>(%a)[%b]
  %1 = affine.max affine_map<(d0, d1) -> (d0 - d1, d1 mod 5)>(%a, %b)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * 8 + s0)>(%c3)[%c3]
  %3 = affine.min affine_map<(d0) -> (d0, 10)>(%c3)
  %4 = affine.apply affine_map<(d0) -> (d0)>(%b)
  %5 = affine.max affine_map<(d0)[s0] -> (d0, s0 * 3)>(%4)[%2]
  return %0, %1, %5, %3 : index, index, index, index
}
