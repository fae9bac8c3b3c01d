// RUN-ARGS: --convert-complex-to-libm --verify-diagnostics
// Upstream 19 reports this too: the libm ops are illegal, and there is no function for f16.
func.func @half(%h: complex<f16>) -> complex<f16> {
  // expected-error@+1 {{failed to legalize operation 'complex.sqrt' that was explicitly marked illegal}}
  %0 = complex.sqrt %h : complex<f16>
  return %0 : complex<f16>
}
