// RUN-ARGS: --scf-parallel-loop-specialization --allow-unregistered-dialect

// Three dimensions: three comparisons joined by two arith.andi; the same min used twice maps to
// its constant in both.
func.func @three_dims(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m0 = affine.min affine_map<()[s0] -> (s0, 4)>()[%a]
  %m1 = affine.min affine_map<()[s0, s1] -> (s0 - s1, 2, 7)>()[%a, %b]
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%m0, %m1, %m0) step (%c1, %c1, %c1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

// -----

// One upper bound without an affine.min: the loop stays as it is.
func.func @partly(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m0 = affine.min affine_map<()[s0] -> (s0, 4)>()[%a]
  scf.parallel (%i, %j) = (%c0, %c0) to (%m0, %b) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
