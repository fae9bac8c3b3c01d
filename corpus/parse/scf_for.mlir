// scf.for: index and integer bounds, iter_args, results, attributes; the empty scf.yield of a loop
// without iter_args is implicit in the custom form.
func.func @for_index(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = arith.addi %i, %i : index
  }
  scf.for %i = %lb to %ub step %s {
    scf.yield
  }
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// -----

func.func @for_integer(%lb: i32, %ub: i32, %s: i32, %w: i64) {
  scf.for %i = %lb to %ub step %s : i32 {
    %0 = arith.addi %i, %i : i32
  }
  scf.for %j = %w to %w step %w : i64 {
  } {attr = "loop"}
  return
}

// -----

func.func @for_iter_args(%lb: index, %ub: index, %s: index, %x: f32, %y: i32) -> (f32, i32) {
  %sum = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %0 = arith.addf %acc, %acc : f32
    scf.yield %0 : f32
  }
  %r:2 = scf.for %i = %y to %y step %y iter_args(%a = %sum, %b = %y) -> (f32, i32) : i32 {
    %1 = arith.addi %b, %i : i32
    scf.yield %a, %1 : f32, i32
  } {unroll = 2 : i64}
  return %r#0, %r#1 : f32, i32
}

// -----

func.func @nested(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %inner = scf.for %j = %c0 to %i step %c1 iter_args(%b = %a) -> (index) {
      %s = arith.addi %b, %j : index
      scf.yield %s : index
    }
    scf.yield %inner : index
  }
  return %r : index
}
