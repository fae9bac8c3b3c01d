// complex dialect: every op, constants, create/re/im, bitcast, fastmath flags, several element types.
func.func @create_parts(%re: f32, %im: f32) -> (f32, f32) {
  %z = complex.create %re, %im : complex<f32>
  %r = complex.re %z : complex<f32>
  %i = complex.im %z : complex<f32>
  return %r, %i : f32, f32
}

// -----

func.func @binary(%a: complex<f64>, %b: complex<f64>) {
  %0 = complex.add %a, %b : complex<f64>
  %1 = complex.sub %a, %b : complex<f64>
  %2 = complex.mul %a, %b : complex<f64>
  %3 = complex.div %a, %b : complex<f64>
  %4 = complex.pow %a, %b : complex<f64>
  %5 = complex.atan2 %a, %b : complex<f64>
  %6 = complex.eq %a, %b : complex<f64>
  %7 = complex.neq %a, %b : complex<f64>
  return
}

// -----

func.func @unary(%z: complex<f32>) {
  %0 = complex.abs %z : complex<f32>
  %1 = complex.angle %z : complex<f32>
  %2 = complex.conj %z : complex<f32>
  %3 = complex.cos %z : complex<f32>
  %4 = complex.sin %z : complex<f32>
  %5 = complex.tan %z : complex<f32>
  %6 = complex.tanh %z : complex<f32>
  %7 = complex.exp %z : complex<f32>
  %8 = complex.expm1 %z : complex<f32>
  %9 = complex.log %z : complex<f32>
  %10 = complex.log1p %z : complex<f32>
  %11 = complex.neg %z : complex<f32>
  %12 = complex.rsqrt %z : complex<f32>
  %13 = complex.sign %z : complex<f32>
  %14 = complex.sqrt %z : complex<f32>
  return
}

// -----

// Fastmath flags on complex ops.
func.func @fastmath(%a: complex<f32>, %b: complex<f32>) {
  %0 = complex.add %a, %b fastmath<nnan> : complex<f32>
  %1 = complex.mul %a, %b fastmath<fast> : complex<f32>
  %2 = complex.div %a, %b fastmath<nnan,ninf> : complex<f32>
  %3 = complex.abs %a fastmath<contract> : complex<f32>
  %4 = complex.exp %a fastmath<afn> : complex<f32>
  %5 = complex.sqrt %a fastmath<none> : complex<f32>
  %6 = complex.angle %a fastmath<reassoc> : complex<f32>
  %7 = complex.pow %a, %b fastmath<nsz, arcp> : complex<f32>
  return
}

// -----

func.func @constants() -> complex<f64> {
  %0 = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %1 = complex.constant [0.1 : f64, 0.0 : f64] : complex<f64>
  %2 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %3 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  return %1 : complex<f64>
}

// -----

func.func @bitcast(%z: complex<f32>, %i: i64, %h: complex<f16>) -> complex<f32> {
  %0 = complex.bitcast %z : complex<f32> to i64
  %1 = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %z : complex<f32> to f64
  %3 = complex.bitcast %h : complex<f16> to i32
  return %1 : complex<f32>
}

// -----

// Other element types: f16, bf16, f128.
func.func @element_types(%h: complex<f16>, %b: complex<bf16>, %q: complex<f128>) {
  %0 = complex.add %h, %h : complex<f16>
  %1 = complex.abs %b : complex<bf16>
  %2 = complex.log %q : complex<f128>
  %3 = complex.re %q : complex<f128>
  return
}

// -----

// Generic forms with the fastmath property.
func.func @generic(%a: complex<f32>) -> f32 {
  %0 = "complex.add"(%a, %a) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>, complex<f32>) -> complex<f32>
  %1 = "complex.abs"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
  %2 = "complex.constant"() <{value = [2.0 : f32, 3.0 : f32]}> : () -> complex<f32>
  return %1 : f32
}

// -----

// The complex number attribute `#complex.number<:T re, im>`.
func.func private @number_attrs() attributes {a = #complex.number<:f32 1.0, 2.0>, b = #complex.number<:f64 -0.5, 0.0>}
