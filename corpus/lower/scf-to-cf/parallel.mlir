// RUN-ARGS: --convert-scf-to-cf
// scf.parallel becomes nested scf.for loops (one per dimension, carrying the reductions), which
// are lowered in turn; the scf.reduce bodies are inlined at the end of the innermost body.
func.func @two_dims(%lb: index, %ub: index, %s: index, %m: memref<?x?xi32>) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %c1) {
    %k = arith.index_cast %i : index to i32
    memref.store %k, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @reductions(%lb: index, %ub: index, %s: index, %x: f32, %n: i64) -> (f32, i64) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %c1) init (%x, %n) -> (f32, i64) {
    %f = arith.constant 2.0 : f32
    %v = arith.index_cast %j : index to i64
    scf.reduce(%f, %v : f32, i64) {
    ^bb0(%l: f32, %r: f32):
      %0 = arith.mulf %l, %r : f32
      scf.reduce.return %0 : f32
    }, {
    ^bb0(%l: i64, %r: i64):
      %1 = arith.addi %l, %r : i64
      scf.reduce.return %1 : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

// -----

func.func @with_if(%lb: index, %ub: index, %s: index, %c: i1, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    %v = scf.if %c -> f32 {
      scf.yield %x : f32
    } else {
      %n = arith.negf %x : f32
      scf.yield %n : f32
    }
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %0 = arith.maximumf %l, %r : f32
      scf.reduce.return %0 : f32
    }
  }
  return %r : f32
}
