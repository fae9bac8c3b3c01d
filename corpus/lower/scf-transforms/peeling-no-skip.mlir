// RUN-ARGS: --scf-for-loop-peeling=skip-partial=false --allow-unregistered-dialect

// Without skip-partial the inner loop of the partial iteration is peeled too.
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
