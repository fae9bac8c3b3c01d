// RUN-ARGS: --scf-for-loop-specialization --allow-unregistered-dialect

// Nested loops: the inner one is specialized first, then the outer one is copied with it; the
// smallest constant of the min is the one used.
func.func @nested(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m0 = affine.min affine_map<()[s0] -> (32, s0, 16)>()[%a]
  %m1 = affine.min affine_map<(d0)[s0] -> (8, d0 + s0)>(%a)[%b]
  scf.for %i = %c0 to %m0 step %c1 {
    scf.for %j = %c0 to %m1 step %c1 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// No constant result, or an upper bound not from affine.min: nothing happens.
func.func @not_specialized(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  scf.for %i = %c0 to %m step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %a step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Results that are not used: the scf.if has none, as upstream builds it.
func.func @unused_results(%a: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.min affine_map<()[s0] -> (4, s0)>()[%a]
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return
}
