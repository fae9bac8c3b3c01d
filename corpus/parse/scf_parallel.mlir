// scf.parallel, scf.reduce, scf.reduce.return: several dimensions, reductions (one and two
// regions), the implicit scf.reduce of a loop without reductions (printed), attributes.
func.func @parallel(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %0 = arith.addi %i, %j : index
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  } {mapping = "x"}
  return
}

// -----

func.func @reductions(%lb: index, %ub: index, %s: index, %x: f32, %n: i32) -> (f32, i32) {
  %0 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %1 = arith.addf %l, %r : f32
      scf.reduce.return %1 : f32
    }
  }
  %2:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%0, %n) -> (f32, i32) {
    %k = arith.index_cast %i : index to i32
    scf.reduce(%x, %k : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %3 = arith.mulf %l, %r : f32
      scf.reduce.return %3 : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %4 = arith.maxsi %l, %r : i32
      scf.reduce.return %4 : i32
    }
  }
  return %2#0, %2#1 : f32, i32
}
