// memref atomics: atomic_rmw with every kind (int and float), generic_atomic_rmw with atomic_yield.
func.func @atomic_rmw_int(%m: memref<10xi32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %1 = memref.atomic_rmw muli %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.atomic_rmw maxu %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw mins %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %6 = memref.atomic_rmw minu %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %7 = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %8 = memref.atomic_rmw andi %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_float(%m: memref<4x4xf32>, %v: f32, %i: index, %j: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %1 = memref.atomic_rmw mulf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %2 = memref.atomic_rmw assign %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %3 = memref.atomic_rmw maximumf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %4 = memref.atomic_rmw minimumf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %5 = memref.atomic_rmw maxnumf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  %6 = memref.atomic_rmw minnumf %v, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

// 0-d memrefs, other widths, generic form with the kind enum as an integer.
func.func @atomic_rmw_misc(%z: memref<i64>, %v: i64, %h: memref<8xf16>, %w: f16, %i: index) {
  %0 = memref.atomic_rmw addi %v, %z[] : (i64, memref<i64>) -> i64
  %1 = memref.atomic_rmw addf %w, %h[%i] : (f16, memref<8xf16>) -> f16
  %2 = "memref.atomic_rmw"(%v, %z) <{kind = 1 : i64}> : (i64, memref<i64>) -> i64
  return
}

// -----

func.func @generic_atomic_rmw(%m: memref<10xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%current: f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %current, %c1 : f32
    memref.atomic_yield %inc : f32
  }
  return %0 : f32
}

// -----

// generic_atomic_rmw over a multi-dimensional integer memref with attributes.
func.func @generic_atomic_rmw_2d(%m: memref<4x?xi32>, %i: index, %j: index, %x: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi32> {
  ^bb0(%old: i32):
    %max = arith.maxsi %old, %x : i32
    memref.atomic_yield %max : i32
  }
  return %0 : i32
}

// -----

// generic_atomic_rmw in generic form.
func.func @generic_atomic_generic_form(%m: memref<f64>) -> f64 {
  %0 = "memref.generic_atomic_rmw"(%m) ({
  ^bb0(%old: f64):
    %n = arith.negf %old : f64
    "memref.atomic_yield"(%n) : (f64) -> ()
  }) : (memref<f64>) -> f64
  return %0 : f64
}
