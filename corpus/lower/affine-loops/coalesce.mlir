// RUN-ARGS: --allow-unregistered-dialect --affine-loop-coalescing
// scf.for nests: bounds normalized (ub - lb folded when constant), one loop over the product of
// the trip counts, the indices recovered by divsi/remsi; iteration arguments chained through
// the nest are kept; a loop running once gives the constant 0.
func.func @scf_iter_args(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c2 to %c9 step %c2 iter_args(%a = %init) -> f32 {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> f32 {
      %t = scf.for %k = %c0 to %c1 step %c1 iter_args(%c = %b) -> f32 {
        %v = "foo.use"(%i, %j, %k, %c) : (index, index, index, f32) -> f32
        scf.yield %v : f32
      }
      scf.yield %t : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// i32 bounds; an inner loop whose bounds use the outer index starts a band of its own.
func.func @scf_bands(%a: i32, %b: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    scf.for %j = %i to %b step %c1 : i32 {
      scf.for %k = %a to %b step %c4 : i32 {
        "foo.use"(%i, %j, %k) : (i32, i32, i32) -> ()
      }
    }
  }
  return
}

// -----

// affine.for nests from 0 by 1: the trip counts multiplied by affine.apply (affine.min for a
// min bound), the indices by floordiv and mod; a loop not from 0 stops the coalescing.
func.func @affine(%m: memref<?x?xf32>, %n: index, %k: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    affine.for %j = 0 to 8 {
      affine.for %l = 0 to %k {
        "foo.use"(%i, %j, %l) : (index, index, index) -> ()
      }
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 1 to 8 {
      "foo.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
