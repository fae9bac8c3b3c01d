// RUN-ARGS: --convert-math-to-libm
// Scalars call the f32/f64 function, declared once per module at its start (newest first);
// f16/bf16 are computed in f32; vectors are unrolled element by element (row-major); fastmath
// flags are dropped, as upstream 19's patterns build the new ops without attributes.
func.func @scalars(%f: f32, %d: f64, %h: f16, %b: bf16) -> (f32, f64, f16, bf16, f32) {
  %0 = math.sin %f fastmath<fast> : f32
  %1 = math.atan2 %d, %d : f64
  %2 = math.erf %h : f16
  %3 = math.fma %b, %b, %b : bf16
  %4 = math.sin %0 : f32
  return %0, %1, %2, %3, %4 : f32, f64, f16, bf16, f32
}

func.func @vectors(%v: vector<2x3xf32>, %w: vector<2xf16>, %x: vector<2xf64>) -> (vector<2x3xf32>, vector<2xf16>, vector<2xf64>) {
  %0 = math.expm1 %v : vector<2x3xf32>
  %1 = math.tanh %w : vector<2xf16>
  %2 = math.powf %x, %x : vector<2xf64>
  return %0, %1, %2 : vector<2x3xf32>, vector<2xf16>, vector<2xf64>
}

// -----
// A module that already declares the function keeps its declaration.
func.func private @cosf(f32) -> f32

func.func @declared(%f: f32) -> f32 {
  %0 = math.cos %f : f32
  %1 = math.cbrt %0 : f32
  return %1 : f32
}
