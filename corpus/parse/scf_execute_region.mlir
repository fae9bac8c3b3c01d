// scf.execute_region: one and several blocks, results, several scf.yield terminators, attributes.
func.func @single(%x: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %x, %x : i32
    scf.yield %1 : i32
  }
  scf.execute_region {
    scf.yield
  } {tag = 1 : i32}
  return %0 : i32
}

// -----

func.func @multi_block(%c: i1, %x: i64) -> (i64, i1) {
  %0:2 = scf.execute_region -> (i64, i1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.addi %x, %x : i64
    cf.br ^bb3(%a : i64)
  ^bb2:
    scf.yield %x, %c : i64, i1
  ^bb3(%v: i64):
    scf.yield %v, %c : i64, i1
  }
  return %0#0, %0#1 : i64, i1
}
