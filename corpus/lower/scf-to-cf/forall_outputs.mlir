// RUN-ARGS: --convert-scf-to-cf --verify-diagnostics
// Only loops without shared outputs (bufferized ones) lower; the conversion fails on others.
func.func @outputs(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %0 : tensor<4xf32>
}
