// RUN-ARGS: --convert-ub-to-llvm
// ub.poison of any convertible type becomes llvm.mlir.poison.
func.func @poison() -> (i32, f64, vector<4xf32>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : vector<4xf32>
  %3 = ub.poison : index
  return %0, %1, %2, %3 : i32, f64, vector<4xf32>, index
}
