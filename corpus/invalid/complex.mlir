// complex dialect errors: element type agreement, constants, bitcast, operand kinds.
func.func @create_type(%re: f32, %im: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%re, %im) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @create_real_type(%re: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%re, %re) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @re_result_type(%z: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%z) : (complex<f32>) -> f64
  return
}

// -----

func.func @re_not_complex(%z: f32) {
  // expected-error @+1 {{'complex.re' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.re"(%z) : (f32) -> f32
  return
}

// -----

func.func @abs_result_type(%z: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%z) : (complex<f32>) -> f64
  return
}

// -----

func.func @add_mismatch(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @constant_arity() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_element_type() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @bitcast_width(%z: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %z : complex<f32> to i32
  return
}

// -----

func.func @bitcast_no_complex(%i: i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %i : i64 to f64
  return
}

// -----

func.func @eq_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

func.func @integer_complex_add(%a: complex<i32>) {
  // expected-error @+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %a, %a : complex<i32>
  return
}
