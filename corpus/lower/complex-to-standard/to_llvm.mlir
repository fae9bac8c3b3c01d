// RUN-ARGS: --pass-pipeline='builtin.module(func.func(convert-complex-to-standard),convert-complex-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)'
// The whole way to the llvm dialect, as users run it before translation.
func.func @div_sqrt(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.div %a, %b : complex<f64>
  %1 = complex.sqrt %0 : complex<f64>
  return %1 : complex<f64>
}

// -----

func.func @pow(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.pow %a, %b fastmath<contract> : complex<f32>
  return %0 : complex<f32>
}
