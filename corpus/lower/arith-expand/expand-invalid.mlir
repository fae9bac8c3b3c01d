// RUN-ARGS: --arith-expand=include-bf16=1 --verify-diagnostics
// A truncation to bf16 with an explicit rounding mode has no expansion but stays illegal.
func.func @rounding(%x: f32) -> bf16 {
  // expected-error @+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %x downward : f32 to bf16
  return %0 : bf16
}
