// RUN-ARGS: --convert-scf-to-cf
// scf.index_switch: arith.index_cast to i32 and cf.switch to the inlined case and default blocks.
func.func @switch(%i: index, %a: i32, %b: i32, %c: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  case -4 {
    %1 = arith.addi %a, %b : i32
    scf.yield %1 : i32
  }
  case 7 {
    scf.yield %b : i32
  }
  default {
    scf.yield %c : i32
  }
  return %0 : i32
}

// -----

func.func @default_only(%i: index, %m: memref<i32>, %v: i32) {
  scf.index_switch %i
  default {
    memref.store %v, %m[] : memref<i32>
  }
  return
}
