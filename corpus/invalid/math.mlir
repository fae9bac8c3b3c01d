// math verifier and parser errors: operand kinds, type agreement, fastmath flags, fpowi shapes.
func.func @sqrt_int(%a: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @absi_float(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}

// -----

func.func @mismatch(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @bad_flag(%a: f32) {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value'}}
  %0 = math.exp %a fastmath<bogus> : f32
  return
}

// -----

func.func @fpowi_shape(%a: vector<2xf32>, %b: vector<3xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %b : vector<2xf32>, vector<3xi32>
  return
}

// -----

func.func @fpowi_result(%a: f32, %b: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %b) : (f32, i32) -> f64
  return
}

// -----

func.func @fma_arity(%a: f32) {
  // expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @fastmath_kind(%a: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op math.exp: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.exp"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @scalar_vector(%a: f32, %b: vector<2xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %b : f32, vector<2xi32>
  return
}
