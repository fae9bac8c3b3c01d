// RUN-ARGS: --convert-math-to-funcs=min-width-of-fpowi-exponent=16
// Exponents narrower than 16 bits stay; functions are named by base and exponent types.
func.func @fpowi(%f: f32, %d: f64, %h: f16, %e8: i8, %e16: i16, %e64: i64) -> (f32, f64, f16, f32) {
  %0 = math.fpowi %f, %e8 : f32, i8
  %1 = math.fpowi %d, %e16 : f64, i16
  %2 = math.fpowi %h, %e64 : f16, i64
  %3 = math.fpowi %f, %e64 : f32, i64
  return %0, %1, %2, %3 : f32, f64, f16, f32
}

// -----

func.func @vectors(%v: vector<3xf64>, %e: vector<3xi32>, %w: vector<2xf32>, %n: vector<2xi4>) -> (vector<3xf64>, vector<2xf32>) {
  %0 = math.fpowi %v, %e fastmath<fast> : vector<3xf64>, vector<3xi32>
  %1 = math.fpowi %w, %n : vector<2xf32>, vector<2xi4>
  return %0, %1 : vector<3xf64>, vector<2xf32>
}
