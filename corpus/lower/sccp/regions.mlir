// RUN-ARGS: --sccp
// Constants propagated through the regions of scf and affine ops (RegionBranchOpInterface): the
// successors a constant operand selects, the values each region forwards, loop-carried values.

// A constant condition selects one branch; the other one's value does not count.
func.func @if_constant_condition(%x: i32) -> (i32, i32) {
  %false = arith.constant false
  %c5 = arith.constant 5 : i32
  %0 = scf.if %false -> (i32) {
    scf.yield %x : i32
  } else {
    %d = arith.addi %c5, %c5 : i32
    scf.yield %d : i32
  }
  %1 = arith.muli %0, %c5 : i32
  return %0, %1 : i32, i32
}

// -----

// An unknown condition: both branches count; equal constants survive the join, different ones
// do not.
func.func @if_join(%c: i1) -> (i64, i64) {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %0:2 = scf.if %c -> (i64, i64) {
    %s = arith.subi %c4, %c3 : i64
    scf.yield %s, %c3 : i64, i64
  } else {
    %d = arith.divui %c4, %c4 : i64
    scf.yield %d, %c4 : i64, i64
  }
  return %0#0, %0#1 : i64, i64
}

// -----

// `scf.index_switch` on a constant runs its case (or the default).
func.func @switch_constant() -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = scf.index_switch %c2 -> f32
  case 1 {
    %a = arith.constant 1.0 : f32
    scf.yield %a : f32
  }
  case 2 {
    %b = arith.constant 2.0 : f32
    scf.yield %b : f32
  }
  default {
    %c = arith.constant 0.0 : f32
    scf.yield %c : f32
  }
  %1 = scf.index_switch %c9 -> f32
  case 1 {
    %a = arith.constant 1.0 : f32
    scf.yield %a : f32
  }
  default {
    %c = arith.constant 7.0 : f32
    scf.yield %c : f32
  }
  return %0, %1 : f32, f32
}

// -----

// Loop-carried values: an iteration argument that every iteration keeps constant stays constant;
// one that changes does not; the induction variable is unknown.
func.func @loops(%lb: index, %ub: index, %st: index) -> (i32, i32, index, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %c1, %b = %c0, %k = %lb) -> (i32, i32, index) {
    %m = arith.muli %a, %c1 : i32
    %n = arith.addi %b, %c1 : i32
    scf.yield %m, %n, %i : i32, i32, index
  }
  %1 = affine.for %j = 0 to 8 iter_args(%s = %c0) -> (i32) {
    %t = arith.ori %s, %c0 : i32
    affine.yield %t : i32
  }
  return %0#0, %0#1, %0#2, %1 : i32, i32, index, i32
}

// -----

// `scf.while`: a condition known false leaves with the first values; one known true never
// leaves (the results stay as they are).
func.func @while_loops(%x: i32) -> (i32, i32) {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %0 = scf.while (%a = %c10) : (i32) -> i32 {
    %lt = arith.cmpi slt, %a, %c1 : i32
    scf.condition(%lt) %a : i32
  } do {
  ^bb0(%a: i32):
    %n = arith.addi %a, %x : i32
    scf.yield %n : i32
  }
  %1 = scf.while (%a = %c1) : (i32) -> i32 {
    %ge = arith.cmpi sge, %a, %c1 : i32
    scf.condition(%ge) %a : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %c1 : i32
  }
  return %0, %1 : i32, i32
}
