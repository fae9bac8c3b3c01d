// RUN-ARGS: --affine-super-vectorize='virtual-vector-size=8 vectorize-reductions=true'
// affine-super-vectorize of reduction loops: a vector accumulator starting from the neutral
// element, reduced after the loop and combined with an init that is not neutral; a mask when the
// trip count may not be a multiple of 8.
func.func @sum(%a: memref<256xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 256 iter_args(%acc = %zero) -> f32 {
    %v = affine.load %a[%i] : memref<256xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  return %s : f32
}

// -----

func.func @max_from(%a: memref<64xi32>, %start: i32) -> i32 {
  %m = affine.for %i = 0 to 64 iter_args(%acc = %start) -> i32 {
    %v = affine.load %a[%i] : memref<64xi32>
    %n = arith.maxsi %v, %acc : i32
    affine.yield %n : i32
  }
  return %m : i32
}

// -----

func.func @product_masked(%a: memref<100xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %p = affine.for %i = 0 to 100 iter_args(%acc = %one) -> f32 {
    %v = affine.load %a[%i] : memref<100xf32>
    %n = arith.mulf %acc, %v : f32
    affine.yield %n : f32
  }
  return %p : f32
}

// -----

func.func @rows_masked(%a: memref<16x?xi64>, %out: memref<16xi64>, %n: index) {
  %zero = arith.constant 0 : i64
  affine.for %i = 0 to 16 {
    %s = affine.for %j = 0 to min affine_map<(d0)[s0] -> (s0, d0 + 40)>(%i)[%n] iter_args(%acc = %zero) -> i64 {
      %v = affine.load %a[%i, %j] : memref<16x?xi64>
      %t = arith.addi %acc, %v : i64
      affine.yield %t : i64
    }
    affine.store %s, %out[%i] : memref<16xi64>
  }
  return
}
