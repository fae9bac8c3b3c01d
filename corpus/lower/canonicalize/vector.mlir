// RUN-ARGS: --canonicalize
// vector's canonicalization patterns: rewriteFromElementsAsSplat (all elements the same value).

func.func @from_elements(%a: f32, %b: f32) -> (vector<3xf32>, vector<2xf32>, vector<f32>) {
  %same = vector.from_elements %a, %a, %a : vector<3xf32>
  %mixed = vector.from_elements %a, %b : vector<2xf32>
  %zero_d = vector.from_elements %b : vector<f32>
  return %same, %mixed, %zero_d : vector<3xf32>, vector<2xf32>, vector<f32>
}
