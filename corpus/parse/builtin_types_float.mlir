// Builtin floating point types: bf16/f16/tf32/f32/f64/f80/f128 and every f8 type MLIR 19 has.
func.func private @ieee(f16, f32, f64, f80, f128) -> bf16

// -----

func.func private @tf32(tf32) -> tf32

// -----

func.func private @f8_types(f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3)

// -----

// Float types in containers.
func.func @f8_in_vector(%v: vector<16xf8E4M3FN>, %t: tensor<4xf8E5M2>) -> (vector<16xf8E4M3FN>, tensor<4xf8E5M2>) {
  return %v, %t : vector<16xf8E4M3FN>, tensor<4xf8E5M2>
}

// -----

// Float constants of each width.
func.func @float_constants() {
  %0 = arith.constant 1.5 : bf16
  %1 = arith.constant 1.5 : f16
  %2 = arith.constant 1.5 : tf32
  %3 = arith.constant 1.5 : f32
  %4 = arith.constant 1.5 : f64
  %5 = arith.constant 1.5 : f80
  %6 = arith.constant 1.5 : f128
  %7 = arith.constant 1.5 : f8E5M2
  %8 = arith.constant 1.5 : f8E4M3FN
  %9 = arith.constant 1.5 : f8E5M2FNUZ
  %10 = arith.constant 1.5 : f8E4M3FNUZ
  %11 = arith.constant 1.5 : f8E4M3B11FNUZ
  %12 = arith.constant 1.5 : f8E4M3
  return
}
