// RUN-ARGS: --canonicalize
// scf.if: its folder and each canonicalization pattern.

// IfOp::fold: a negated condition swaps the branches.
func.func @fold_negated(%c: i1, %m: memref<i32>, %a: i32, %b: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %a, %m[] : memref<i32>
  } else {
    memref.store %b, %m[] : memref<i32>
  }
  return
}

// -----

// RemoveStaticCondition: true keeps then, false keeps else, false without else disappears.
func.func @static_condition(%m: memref<i32>, %a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r0 = scf.if %true -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  %r1 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  scf.if %false {
    memref.store %a, %m[] : memref<i32>
  }
  return %r0, %r1 : i32, i32
}

// -----

// RemoveUnusedResults: the unused result leaves the op and both yields.
func.func @unused_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.subi %a, %b : i32
    scf.yield %s, %t : i32, i32
  } else {
    %s = arith.muli %a, %b : i32
    %t = arith.divsi %a, %b : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#1 : i32
}

// -----

// ConvertTrivialIfToSelect: values from outside become selects, computed ones stay in the if.
func.func @trivial_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %a, %s, %b : i32, i32, i32
  } else {
    %s = arith.muli %a, %b : i32
    scf.yield %b, %s, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// ConditionPropagation: the condition is true in then, false in else.
func.func @condition_propagation(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}

// -----

// ReplaceIfYieldWithConditionOrValue: true/false is the condition, false/true its negation.
func.func @yield_condition(%c: i1, %m: memref<i32>, %a: i32) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %true, %false : i1, i1
  } else {
    scf.yield %false, %true : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// -----

// CombineIfs: consecutive ifs on the same condition, and on its negation.
func.func @combine_ifs(%c: i1, %m: memref<i32>, %a: i32, %b: i32) -> (i32, i32) {
  %r0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  %r1 = scf.if %c -> i32 {
    %s = arith.muli %r0, %b : i32
    scf.yield %s : i32
  } else {
    %s = arith.divsi %r0, %b : i32
    scf.yield %s : i32
  }
  return %r0, %r1 : i32, i32
}

func.func @combine_negated(%c: i1, %m: memref<i32>, %a: i32, %b: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  scf.if %n {
    memref.store %b, %m[] : memref<i32>
  }
  return
}

// -----

// RemoveEmptyElseBranch: an else that only yields is dropped.
func.func @empty_else(%c: i1, %m: memref<i32>, %a: i32) {
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  } else {
  }
  return
}

// -----

// CombineNestedIfs: nested ifs become one on the conjunction; an outer value yielded from
// outside becomes a select on the outer condition.
func.func @nested_ifs(%c: i1, %d: i1, %m: memref<i32>, %a: i32) {
  scf.if %c {
    scf.if %d {
      memref.store %a, %m[] : memref<i32>
    }
  }
  return
}

func.func @nested_ifs_results(%c: i1, %d: i1, %a: i32, %b: i32, %x: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %i = scf.if %d -> i32 {
      %s = arith.addi %a, %b : i32
      scf.yield %s : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %i, %x : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
