// RUN-ARGS: --canonicalize
// scf.for: ForOpIterArgsFolder and SimplifyTrivialLoops.

// ForOpIterArgsFolder: an iteration value yielded back unchanged, one unused whose init is
// yielded, and one unused whose result is unused are all folded; the accumulator stays.
func.func @iter_args(%lb: index, %ub: index, %step: index, %a: f32, %b: f32, %m: memref<f32>) -> (f32, f32, f32) {
  %r:4 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b, %z = %a, %acc = %b) -> (f32, f32, f32, f32) {
    %s = arith.addf %acc, %x : f32
    memref.store %s, %m[] : memref<f32>
    scf.yield %x, %b, %s, %s : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#3 : f32, f32, f32
}

// All iteration values folded: the loop keeps no results.
func.func @iter_args_all(%lb: index, %ub: index, %step: index, %a: f32, %m: memref<f32>) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> (f32) {
    memref.store %x, %m[] : memref<f32>
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

// SimplifyTrivialLoops: equal bounds, a constant empty range, x to x + c with c <= 0.
func.func @zero_trips(%lb: index, %a: i32, %m: memref<i32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r0 = scf.for %i = %lb to %lb step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  %r1 = scf.for %i = %c4 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.muli %x, %x : i32
    scf.yield %s : i32
  }
  %mone = arith.constant -1 : index
  %ub = arith.addi %lb, %mone : index
  %r2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.subi %x, %a : i32
    scf.yield %s : i32
  }
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

// SimplifyTrivialLoops: one trip (a step at least the range) inlines the body.
func.func @one_trip(%lb: index, %a: i32, %m: memref<?xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %r0 = scf.for %i = %c0 to %c3 step %c8 iter_args(%x = %a) -> (i32) {
    memref.store %x, %m[%i] : memref<?xi32>
    %s = arith.addi %x, %a : i32
    scf.yield %s : i32
  }
  %ub = arith.addi %lb, %c3 : index
  %r1 = scf.for %i = %lb to %ub step %c3 iter_args(%x = %a) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %s = arith.muli %x, %v : i32
    scf.yield %s : i32
  }
  return %r0, %r1 : i32, i32
}

// -----

// SimplifyTrivialLoops: an empty loop that runs and yields outside values is those values;
// one whose range wraps at i8 counts as empty, as upstream computes it.
func.func @empty_body(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @wrapping_range(%a: i32, %m: memref<i32>) -> i32 {
  %lo = arith.constant -100 : i8
  %hi = arith.constant 100 : i8
  %one = arith.constant 1 : i8
  %r = scf.for %i = %lo to %hi step %one iter_args(%x = %a) -> (i32) : i8 {
    %s = arith.addi %x, %a : i32
    memref.store %s, %m[] : memref<i32>
    scf.yield %s : i32
  }
  return %r : i32
}
