// Float attributes: decimal, exponent forms, hex bit patterns, inf/nan, negative zero, every float type.
func.func private @decimal() attributes {a = 1.0 : f32, b = -2.5 : f64, c = 0.1 : f16, d = 1.0e10 : f64, e = 1.5E-3 : f32, f = 3.0, g = 100.0 : bf16}

// -----

// Hex bit patterns give exact values, including special ones.
func.func private @hex_patterns() attributes {
  pinf = 0x7F800000 : f32,
  ninf = 0xFF800000 : f32,
  qnan = 0x7FC00000 : f32,
  snan = 0x7F800001 : f32,
  nan_payload = 0x7FF8000000000123 : f64,
  negzero = 0x80000000 : f32,
  min_sub = 0x00000001 : f32,
  half_one = 0x3C00 : f16,
  bf_one = 0x3F80 : bf16
}

// -----

func.func private @neg_zero() attributes {a = -0.0 : f32, b = -0.0 : f64, c = 0.0 : f16}

// -----

func.func private @extended() attributes {
  a = 1.0 : f80,
  b = 0x7FFF8000000000000000 : f80,
  c = 2.5 : f128,
  d = 0x7FFF0000000000000000000000000000 : f128,
  e = 1.25 : tf32
}

// -----

func.func private @f8() attributes {
  a = 1.0 : f8E5M2,
  b = 0x7C : f8E5M2,
  c = 448.0 : f8E4M3FN,
  d = 0x7F : f8E4M3FN,
  e = 0x80 : f8E5M2FNUZ,
  f = -2.0 : f8E4M3FNUZ,
  g = 0.5 : f8E4M3B11FNUZ,
  h = 0x78 : f8E4M3
}

// -----

// Values that are not exactly representable are rounded to the type.
func.func @float_constants() -> (f32, f64, f16) {
  %a = arith.constant 3.14159265358979323846 : f32
  %b = arith.constant 2.718281828459045 : f64
  %c = arith.constant 65504.0 : f16
  %inf = arith.constant 0x7FF0000000000000 : f64
  %nan = arith.constant 0xFFC00000 : f32
  return %a, %b, %c : f32, f64, f16
}

// -----

// Large and tiny exponents.
func.func private @exponents() attributes {a = 1.7976931348623157e308 : f64, b = 4.9406564584124654e-324 : f64, c = 3.4028234663852886e38 : f32, d = 1.0e-45 : f32}
