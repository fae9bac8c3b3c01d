// RUN-ARGS: --convert-to-llvm
// memref.generic_atomic_rmw under convert-to-llvm: the arith/index ops of the body are converted by the
// same conversion, so (unlike --finalize-memref-to-llvm alone, which leaves such a body and its op) the
// op becomes a llvm.cmpxchg loop. Float elements are left as they are (see
// corpus/lower/memref/better_than_upstream.mlir.txt).
func.func @arith_body(%m: memref<?xi32>, %k: index, %x: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<?xi32> {
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %x : i32
    memref.atomic_yield %s : i32
  }
  return %0 : i32
}

// -----

// Two dimensions, a constant from outside the body, an intrinsic and uses of the result after the loop.
func.func @outer_values(%m: memref<4x?xi16>, %i: index, %j: index, %v: i16) -> i16 {
  %c = arith.constant 3 : i16
  %0 = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi16> {
  ^bb0(%cur: i16):
    %s = arith.muli %cur, %c : i16
    %t = arith.maxsi %s, %v : i16
    memref.atomic_yield %t : i16
  }
  %1 = arith.addi %0, %c : i16
  return %1 : i16
}

// -----

// Constants made inside the body and index ops (converted by the index patterns).
func.func @index_body(%m: memref<8xi64>, %k: index) -> i64 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<8xi64> {
  ^bb0(%cur: i64):
    %c7 = arith.constant 7 : i64
    %a = index.castu %cur : i64 to index
    %b = index.add %a, %a
    %d = index.castu %b : index to i64
    %e = arith.andi %d, %c7 : i64
    memref.atomic_yield %e : i64
  }
  return %0 : i64
}

// -----

// A body that yields its argument, and one atomic op after another in a branch.
func.func @chained(%m: memref<i8>, %c: i1) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.generic_atomic_rmw %m[] : memref<i8> {
  ^bb0(%cur: i8):
    memref.atomic_yield %cur : i8
  }
  %1 = memref.generic_atomic_rmw %m[] : memref<i8> {
  ^bb0(%cur: i8):
    %n = arith.xori %cur, %0 : i8
    memref.atomic_yield %n : i8
  }
  cf.br ^bb2
^bb2:
  %z = arith.constant 0 : i8
  return %z : i8
}
