// RUN-ARGS: --convert-math-to-llvm=approximate-log1p=0
// Without the approximation, log1p has no pattern and stays.
func.func @log1p(%f: f32) -> f32 {
  %0 = math.log1p %f : f32
  return %0 : f32
}
