// RUN-ARGS: --canonicalize
// affine's canonicalization patterns: SimplifyAffineOp on applies, accesses, prefetches, minima
// and maxima (composition with producing applies, symbol promotion, loop-range simplification),
// the min/max patterns, AffineForEmptyLoopFolder, SimplifyDeadElse, AlwaysTrueOrFalseIf.

func.func @compose_into_access(%m: memref<64xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %c0) -> f32 {
    %j = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%i)
    %v = affine.load %m[%j + symbol(%n)] : memref<64xf32>
    %w = affine.vector_load %m[%j] : memref<64xf32>, vector<2xf32>
    affine.vector_store %w, %m[%j + 2] : memref<64xf32>, vector<2xf32>
    affine.prefetch %m[%j], read, locality<3>, data : memref<64xf32>
    affine.store %v, %m[%j * 2] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Function arguments used as dims become symbols; loop ranges decide divisions and remainders.
func.func @promote_and_ranges(%m: memref<16x16xf32>, %a: index) -> index {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 step 4 {
      %q = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
      %r = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      %s = affine.apply affine_map<(d0, d1) -> ((d0 * 4 + d1) mod 4)>(%j, %i)
      %t = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 4)>(%j, %i)
      %v = affine.load %m[%q + %r, %s + %t] : memref<16x16xf32>
      affine.store %v, %m[%a, %i] : memref<16x16xf32>
    }
  }
  %x = affine.apply affine_map<(d0) -> (d0 + 3)>(%a)
  return %x : index
}

// -----

func.func @min_max(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %single = affine.min affine_map<(d0) -> (d0 + 2)>(%a)
  %dup = affine.max affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %b)
  %inner = affine.min affine_map<(d0, d1) -> (d0, d1 + 1)>(%a, %b)
  %outer = affine.min affine_map<(d0)[s0] -> (d0, s0 * 2)>(%inner)[%c]
  %order = affine.max affine_map<(d0, d1) -> (d1 + 4, d0, 7)>(%a, %b)
  return %single, %dup, %outer, %order : index, index, index, index
}

// -----

func.func @empty_loops(%x: f32, %y: f32, %n: index) -> (f32, f32, f32, f32) {
  %zero_trip = affine.for %i = 4 to 2 iter_args(%a = %x) -> f32 {
    affine.yield %a : f32
  }
  %passthrough = affine.for %i = 0 to %n iter_args(%a = %x) -> f32 {
    affine.yield %a : f32
  }
  %outside = affine.for %i = 0 to 5 iter_args(%a = %x) -> f32 {
    affine.yield %y : f32
  }
  %swap:2 = affine.for %i = 0 to 1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %zero_trip, %passthrough, %outside, %swap#0 : f32, f32, f32, f32
}

// -----

func.func @conditions(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    affine.store %v, %m[0] : memref<4xf32>
  } else {
  }
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %v, %m[1] : memref<4xf32>
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %v : f32
  } else {
    %w = arith.addf %v, %v : f32
    affine.yield %w : f32
  }
  %s = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %v : f32
  } else {
    %w = arith.mulf %v, %v : f32
    affine.yield %w : f32
  }
  %t = arith.addf %r, %s : f32
  return %t : f32
}
