// RUN-ARGS: --scf-for-loop-peeling=peel-front=true --allow-unregistered-dialect

// Dynamic bounds: the first iteration runs to lb + step, uses of the upper bound in the body
// included; the loop continues from its results.
func.func @dynamic(%lb: index, %ub: index, %step: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %x) -> f32 {
    %s = "test.op"(%i, %ub, %a) : (index, index, f32) -> f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// Constant bounds: a loop of one iteration (or none) is left alone; lb + step folds.
func.func @constants() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c2 to %c7 step %c5 {
    "test.use"(%i) : (index) -> ()
  }
  scf.for %i = %c7 to %c2 step %c5 {
    "test.use"(%i) : (index) -> ()
  }
  scf.for %i = %c2 to %c9 step %c5 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Nested loops: both levels peel, the inner loop in both copies of the outer one.
func.func @nested(%ub0: index, %ub1: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %ub0 step %c4 {
    scf.for %j = %c0 to %ub1 step %c4 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
