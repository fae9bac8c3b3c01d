// RUN-ARGS: --scf-for-loop-peeling --allow-unregistered-dialect

// Dynamic bounds: the loop ends at ub - (ub - lb) mod step and a copy runs the rest, taking over
// the results.
func.func @dynamic(%lb: index, %ub: index, %step: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %x) -> f32 {
    %s = "test.op"(%i, %a) : (index, f32) -> f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// Constant bounds: the split bound folds to a constant; an evenly divided range and a unit step
// are left alone.
func.func @constants() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %c14 = arith.constant 14 : index
  scf.for %i = %c0 to %c14 step %c3 {
    "test.use"(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %c12 step %c3 {
    "test.use"(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %c14 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// The upper bound is lb + 4 * step: the composed (ub - lb) mod step does not fold to 0 (a
// semi-affine mod), so the loop is peeled anyway, as upstream does.
func.func @composed(%lb: index, %step: index) {
  %ub = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 4)>()[%lb, %step]
  scf.for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Nested loops: the inner loop of the partial iteration is not peeled (skip-partial).
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
