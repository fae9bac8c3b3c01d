// RUN-ARGS: --canonicalize
// scf.while: each canonicalization pattern.

// RemoveLoopInvariantArgsFromBeforeBlock: %n is yielded back as its init; %k goes through
// `after` as itself.
func.func @invariant_args(%init: i32, %n: i32, %k: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%i = %init, %a = %n, %b = %k) : (i32, i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %a : i32
    %s = arith.addi %b, %i : i32
    scf.condition(%c) %i, %b : i32, i32
  } do {
  ^bb0(%i2: i32, %b2: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %i2, %one : i32
    memref.store %next, %m[] : memref<i32>
    scf.yield %next, %n, %b2 : i32, i32, i32
  }
  return %r#0 : i32
}

// -----

// RemoveLoopInvariantValueYielded: a value from outside `before` is forwarded.
func.func @invariant_value(%init: i32, %x: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %v = memref.load %m[] : memref<i32>
    %c = arith.cmpi slt, %i, %v : i32
    scf.condition(%c) %i, %x : i32, i32
  } do {
  ^bb0(%i2: i32, %x2: i32):
    %s = arith.addi %i2, %x2 : i32
    scf.yield %s : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// WhileConditionTruth: the forwarded condition is true in `after`.
func.func @condition_truth(%m: memref<i1>) {
  %r = scf.while : () -> i1 {
    %c = memref.load %m[] : memref<i1>
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%c2: i1):
    memref.store %c2, %m[] : memref<i1>
    scf.yield
  }
  return
}

// -----

// WhileCmpCond: the condition's comparison repeated in `after` is true, its inverse false.
func.func @cmp_cond(%init: i32, %n: i32, %m: memref<i1>) {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %same = arith.cmpi slt, %i2, %n : i32
    %inv = arith.cmpi sge, %i2, %n : i32
    memref.store %same, %m[] : memref<i1>
    memref.store %inv, %m[] : memref<i1>
    %one = arith.constant 1 : i32
    %next = arith.addi %i2, %one : i32
    scf.yield %next : i32
  }
  return
}

// -----

// WhileUnusedResult: a forwarded value unused after the loop and in `after` is dropped.
func.func @unused_result(%init: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %v = memref.load %m[] : memref<i32>
    %c = arith.cmpi slt, %i, %v : i32
    scf.condition(%c) %i, %v : i32, i32
  } do {
  ^bb0(%i2: i32, %v2: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %i2, %one : i32
    scf.yield %next : i32
  }
  return %r#0 : i32
}

// -----

// WhileRemoveDuplicatedResults: a value forwarded twice is forwarded once.
func.func @duplicated(%init: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = scf.while (%i = %init) : (i32) -> (i32, i32) {
    %v = memref.load %m[] : memref<i32>
    %c = arith.cmpi slt, %i, %v : i32
    scf.condition(%c) %i, %i : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// WhileRemoveUnusedArgs: a `before` argument without uses goes with its init and yield.
func.func @unused_arg(%init: i32, %junk: f32, %m: memref<i32>) -> i32 {
  %r = scf.while (%i = %init, %f = %junk) : (i32, f32) -> i32 {
    %v = memref.load %m[] : memref<i32>
    %c = arith.cmpi slt, %i, %v : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %i2, %one : i32
    %g = arith.sitofp %next : i32 to f32
    scf.yield %next, %g : i32, f32
  }
  return %r : i32
}

// -----

// WhileOpAlignBeforeArgs: `before` arguments forwarded in another order are reordered.
func.func @align(%x: i32, %y: f32, %m: memref<i32>) -> (f32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %v = memref.load %m[] : memref<i32>
    %c = arith.cmpi slt, %a, %v : i32
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%b2: f32, %a2: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %a2, %one : i32
    %f = arith.sitofp %next : i32 to f32
    %g = arith.addf %b2, %f : f32
    scf.yield %next, %g : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}
