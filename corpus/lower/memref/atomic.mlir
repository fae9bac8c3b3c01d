// RUN-ARGS: --finalize-memref-to-llvm
// memref.atomic_rmw (every kind) and memref.generic_atomic_rmw
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
func.func @atomic_rmw(%m: memref<10xf32>, %i: memref<10xi32>, %k: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %f, %m[%k] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw assign %f, %m[%k] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw maximumf %f, %m[%k] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw minimumf %f, %m[%k] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw addi %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw maxs %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %6 = memref.atomic_rmw mins %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %7 = memref.atomic_rmw maxu %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %8 = memref.atomic_rmw minu %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %9 = memref.atomic_rmw ori %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %10 = memref.atomic_rmw andi %x, %i[%k] : (i32, memref<10xi32>) -> i32
  %11 = memref.atomic_rmw assign %x, %i[%k] : (i32, memref<10xi32>) -> i32
  return
}

// -----

func.func @generic_atomic(%m: memref<?xf32>, %k: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<?xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1.0 : f32
    %n = arith.addf %cur, %c : f32
    memref.atomic_yield %n : f32
  }
  return %0 : f32
}

// -----

func.func @generic_atomic_int_arith_body(%m: memref<?xi32>, %k: index, %x: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<?xi32> {
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %x : i32
    memref.atomic_yield %s : i32
  }
  return %0 : i32
}
