// RUN-ARGS: --convert-scf-to-cf
// scf.for: condition block, body blocks, step and back edge, iteration values as block arguments.
func.func @simple(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = arith.addi %i, %i : index
  }
  return
}

// -----

func.func @iter_args(%lb: index, %ub: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %0 = arith.addf %a, %b : f32
    scf.yield %0, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

func.func @integer_bounds(%lb: i32, %ub: i32, %s: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %c0) -> (i32) : i32 {
    %0 = arith.addi %acc, %i : i32
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @nested(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.constant 1.0 : f32
    scf.for %j = %c0 to %n step %c1 {
      memref.store %x, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// The loop is lowered first (pre-order), then the scf.execute_region its body moved out.
func.func @body_with_region(%lb: index, %ub: index, %s: index, %c: i1) -> index {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %lb) -> (index) {
    %v = scf.execute_region -> index {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %i : index
    ^bb2:
      scf.yield %a : index
    }
    scf.yield %v : index
  }
  return %r : index
}
