// RUN-ARGS: --allow-unregistered-dialect --affine-simplify-structures
// Integer sets: empty ones (found by Fourier-Motzkin, not only by equalities) select the else
// region; trivially redundant constraints are dropped; divisions keep their local variables.
func.func @sets(%n: index, %m: memref<64xf32>) {
  affine.for %i = 0 to 32 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 - d0 - 2 >= 0)>(%i)[%n] {
      "foo.then"() : () -> ()
    } else {
      "foo.else"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 ceildiv 4 - 2 >= 0, 3 * d0 - 9 >= 0, 3 * d0 - 6 >= 0)>(%i) {
      "foo.ceil"() : () -> ()
    }
    affine.if affine_set<(d0)[s0] : (d0 mod 3 == 0, s0 - d0 >= 0, 2 * s0 - 2 * d0 + 1 >= 0)>(%i)[%n] {
      "foo.mod"() : () -> ()
    }
    affine.if affine_set<(d0) : (5 >= 0, 0 == 0)>(%i) {
      "foo.always"() : () -> ()
    }
  }
  return
}

// -----

// Maps of every op are simplified; affine.apply, affine.for and affine.if are then folded and
// canonicalized, other ops are not.
func.func @maps(%m: memref<64xf32>, %n: index) -> index {
  %c2 = arith.constant 2 : index
  %a = affine.apply affine_map<(d0, d1) -> ((d0 * 4 + d1 * 4) floordiv 4 + d1 mod 1)>(%n, %c2)
  affine.for %i = affine_map<(d0) -> (d0 - d0 + 1)>(%n) to affine_map<()[s0] -> ((s0 * 8) ceildiv 8)>()[%n] {
    %v = affine.load %m[(%i * 2) floordiv 2] : memref<64xf32>
    "foo.use"(%v) : (f32) -> ()
  }
  %dead = arith.addi %c2, %c2 : index
  return %a : index
}
