// scf.if: with and without else, with results (explicit scf.yield), nested, attributes; the empty
// scf.yield of an if without results is implicit in the custom form.
func.func @if_no_results(%c: i1, %x: i32) {
  scf.if %c {
    %0 = arith.addi %x, %x : i32
  }
  scf.if %c {
  } else {
    %1 = arith.muli %x, %x : i32
  }
  scf.if %c {
    scf.yield
  } else {
    scf.yield
  } {tag}
  return
}

// -----

func.func @if_results(%c: i1, %x: i32, %y: f32) -> (i32, f32) {
  %0 = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    %1 = arith.addi %x, %x : i32
    scf.yield %1 : i32
  }
  %2:2 = scf.if %c -> (i32, f32) {
    scf.yield %0, %y : i32, f32
  } else {
    %3 = scf.if %c -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %0 : i32
    }
    scf.yield %3, %y : i32, f32
  } {weights = [1, 2]}
  return %2#0, %2#1 : i32, f32
}
