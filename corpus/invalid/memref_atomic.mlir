// memref atomic errors: atomic_rmw kind vs element type, index counts, generic_atomic_rmw region rules.
func.func @addf_on_int(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @addi_on_float(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @maxs_on_float(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'maxs' expects an integer type}}
  %0 = memref.atomic_rmw maxs %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @minimumf_on_int(%m: memref<4xi64>, %v: i64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'minimumf' expects a floating-point type}}
  %0 = memref.atomic_rmw minimumf %v, %m[%i] : (i64, memref<4xi64>) -> i64
  return
}

// -----

func.func @rmw_index_count(%m: memref<4x4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4x4xi32>) -> i32
  return
}

// -----

func.func @rmw_value_type(%m: memref<4xi32>, %v: i64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}

// -----

func.func @rmw_bad_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind'}}
  %0 = memref.atomic_rmw xori %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @generic_rmw_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f64):
    %n = arith.truncf %old : f64 to f32
    memref.atomic_yield %n : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %n = arith.extf %old : f32 to f64
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'}}
    memref.atomic_yield %n : f64
  }
  return
}

// -----

func.func @generic_rmw_side_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %old, %m[%i] : memref<4xf32>
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @atomic_yield_outside(%v: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}
