// RUN-ARGS: --control-flow-sink --allow-unregistered-dialect

// A chain of pure ops used only in one branch sinks whole; the one used in both stays.
func.func @chain(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %shared = arith.xori %a, %b : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %2, %shared : i32
    scf.yield %t : i32
  } else {
    scf.yield %shared : i32
  }
  return %r : i32
}

// -----

// With a constant condition both regions still run at most once (one never) and take ops; a load
// (memory effect) stays.
func.func @constant_cond(%a: i32, %m: memref<i32>) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %l = memref.load %m[] : memref<i32>
  %r = scf.if %true -> i32 {
    %s = arith.addi %0, %l : i32
    scf.yield %s : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

// index_switch with a dynamic argument: every region may take ops.
func.func @switch(%i: index, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %0 : i32
  }
  case 5 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %2 : i32
  }
  return %r : i32
}

// -----

// index_switch with a constant argument: each region's bound is 0 or 1, so every region takes ops.
func.func @switch_constant(%a: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %r = scf.index_switch %c5 -> i32
  case 1 {
    scf.yield %0 : i32
  }
  case 5 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %2 : i32
  }
  return %r : i32
}

// -----

// Loops run their body many times: nothing sinks into scf.for; nested ifs sink innermost first.
func.func @loop_and_nested(%c: i1, %d: i1, %a: index) {
  %0 = arith.addi %a, %a : index
  %1 = arith.muli %a, %a : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %a step %c1 {
    "test.use"(%0) : (index) -> ()
  }
  scf.if %c {
    scf.if %d {
      "test.use"(%1) : (index) -> ()
    }
  }
  return
}
