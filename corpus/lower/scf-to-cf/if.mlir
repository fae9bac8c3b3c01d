// RUN-ARGS: --convert-scf-to-cf
// scf.if: cf.cond_br into the inlined regions, a continuation block carrying the results.
func.func @then_only(%c: i1, %x: i32) {
  scf.if %c {
    %0 = arith.addi %x, %x : i32
  }
  return
}

// -----

func.func @then_else(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = arith.addi %x, %x : i32
    scf.yield %0 : i32
  } else {
    %1 = arith.muli %x, %x : i32
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

func.func @nested(%c: i1, %d: i1, %x: f32) -> (f32, i1) {
  %r:2 = scf.if %c -> (f32, i1) {
    %0 = scf.if %d -> f32 {
      scf.yield %x : f32
    } else {
      %1 = arith.negf %x : f32
      scf.yield %1 : f32
    }
    scf.yield %0, %d : f32, i1
  } else {
    scf.if %d {
      %2 = arith.addf %x, %x : f32
    } else {
    }
    scf.yield %x, %c : f32, i1
  }
  return %r#0, %r#1 : f32, i1
}
