// scf.index_switch: cases (negative, large), results, only a default, attributes; the default
// region's empty scf.yield is implicit, the case regions print theirs.
func.func @switch(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %1 = arith.addi %a, %b : i32
    scf.yield %1 : i32
  }
  case 9223372036854775806 {
    scf.yield %b : i32
  }
  default {
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

func.func @default_only(%i: index) {
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {tag}
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @two_results(%i: index, %x: f32) -> (f32, index) {
  %0:2 = scf.index_switch %i -> f32, index
  case 1 {
    scf.yield %x, %i : f32, index
  }
  default {
    scf.yield %x, %i : f32, index
  }
  return %0#0, %0#1 : f32, index
}
