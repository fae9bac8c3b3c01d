// RUN-ARGS: --convert-scf-to-cf
// scf.execute_region: a branch into the inlined blocks, each scf.yield a branch to the
// continuation, which receives the results.
func.func @multi_yield(%c: i1, %x: i64, %y: i64) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %0 = arith.addi %x, %y : i64
    scf.yield %0 : i64
  ^bb2:
    scf.yield %y : i64
  }
  %r = arith.muli %v, %v : i64
  return %r : i64
}

// -----

func.func @no_results(%x: i32, %m: memref<i32>) {
  scf.execute_region {
    memref.store %x, %m[] : memref<i32>
    scf.yield
  }
  return
}
