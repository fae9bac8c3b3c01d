// RUN-ARGS: --convert-math-to-libm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// The libm calls composed with the lowering to the llvm dialect: the declarations become
// `llvm.func` with `memory_effects` none (llvm.readnone), the calls `llvm.call`.
func.func @f(%a: f32, %b: f64, %v: vector<2xf32>) -> (f32, f64, vector<2xf32>) {
  %0 = math.tan %a : f32
  %1 = math.round %b : f64
  %2 = math.sqrt %0 : f32
  %3 = math.log1p %v : vector<2xf32>
  return %2, %1, %3 : f32, f64, vector<2xf32>
}
