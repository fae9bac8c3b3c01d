// RUN-ARGS: --convert-vector-to-llvm
// n-D vector.fma is unrolled along its leading dimension down to 1-D llvm.intr.fmuladd.
func.func @vector_fma(%a: vector<8xf32>, %b: vector<2x4xf32>, %c: vector<1x1x1xf32>, %d: vector<f32>) -> (vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>) {
  %0 = vector.fma %a, %a, %a : vector<8xf32>
  %1 = vector.fma %b, %b, %b : vector<2x4xf32>
  %2 = vector.fma %c, %c, %c : vector<1x1x1xf32>
  %3 = vector.fma %d, %d, %d : vector<f32>
  return %0, %1, %2, %3: vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>
}
