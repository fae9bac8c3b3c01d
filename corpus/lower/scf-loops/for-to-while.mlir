// RUN-ARGS: --scf-for-to-while
// scf.for as scf.while carrying the induction variable first (then the iteration values); the
// greedy driver also folds and hoists constants, and keeps the loop's discardable attributes.
func.func @iter_args(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) -> (f32, i32) {
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %z, %b = %zi) -> (f32, i32) {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c2, %c3 : i32
    %v = memref.load %m[%i] : memref<?xf32>
    %a2 = arith.addf %a, %v : f32
    %b2 = arith.addi %b, %s : i32
    scf.yield %a2, %b2 : f32, i32
  } {my.attr = 7 : i64}
  return %r#0, %r#1 : f32, i32
}

func.func @i32_loop(%lb: i32, %ub: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %lb) -> i32 : i32 {
    %n = arith.muli %acc, %i : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @nested(%ub: index, %m: memref<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %ub step %c1 {
    scf.for %j = %i to %ub step %c1 {
      %v = arith.constant 5 : i8
      memref.store %v, %m[%i, %j] : memref<?x?xi8>
    }
  }
  return
}
