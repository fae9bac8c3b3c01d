// scf.forall and scf.forall.in_parallel: normalized (`in`) and explicit bounds, static and
// dynamic entries, constant operands, shared_outs with results,
// attributes; the implicit empty scf.forall.in_parallel of a loop without results.
func.func @forall(%n: index, %m: index) {
  scf.forall (%i) in (%n) {
  }
  scf.forall (%i, %j) in (4, %m) {
    %0 = arith.addi %i, %j : index
  }
  scf.forall (%i, %j) = (0, %n) to (%m, 10) step (1, 2) {
  }
  scf.forall (%i) = (2) to (%n) step (%m) {
    scf.forall.in_parallel {
    }
  } {mapping = []}
  return
}

// -----

// Constant operands count in upstream's normalization test: a loop from `%c0` by `%c1` would
// print as `in (%n)` (dropping the constants, so not a fixpoint of the generic form, which this
// corpus checks); from `%c0` by `%c3` it keeps the explicit form.
func.func @constant_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i) = (%c0) to (%n) step (%c3) {
  }
  return
}

// -----

func.func @shared_outs(%t: tensor<8xf32>, %u: tensor<?x4xi32>, %n: index) -> (tensor<8xf32>, tensor<?x4xi32>) {
  %0:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<?x4xi32>) {
    scf.forall.in_parallel {
    }
  }
  %1 = scf.forall (%i) = (0) to (8) step (4) shared_outs(%a = %0#0) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  } {tag}
  return %1, %0#1 : tensor<8xf32>, tensor<?x4xi32>
}
