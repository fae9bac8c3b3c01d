// RUN-ARGS: --allow-unregistered-dialect --affine-loop-unroll=unroll-factor=3
// Innermost loops unrolled by 3; a trip count 3 does not divide gets a cleanup loop (promoted
// when it runs once); iteration arguments are threaded through the copies.
func.func @constant_trip(%m: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %z) -> f32 {
    %v = affine.load %m[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to 7 {
    affine.store %z, %m[%i] : memref<64xf32>
  }
  return %r : f32
}

// -----

// Symbolic bounds: the unrolled loop stops at lb + (tc - tc mod 3), the cleanup loop runs the
// rest. A min upper bound whose trip count 3 may not divide is left alone.
func.func @symbolic(%m: memref<64xf32>, %lb: index, %ub: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = %lb to %ub {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 40)>()[%ub] {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  return
}

// -----

// Only innermost loops; an empty body and a trip count below the factor change nothing; the
// induction variable unused gets no affine.apply.
func.func @nest(%m: memref<64x64xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
    affine.for %j = 0 to 2 {
      affine.store %c, %m[%i, %j] : memref<64x64xf32>
    }
    affine.for %j = 0 to 9 {
    }
    affine.for %j = 0 to 3 {
      "foo.bar"() : () -> ()
    }
  }
  return
}
