// RUN-ARGS: --arith-emulate-unsupported-floats=target-type=f64
// Without source types nothing is emulated (and, as upstream 19, no warning is printed).
func.func @none(%a: bf16, %b: bf16) -> bf16 {
  %0 = arith.addf %a, %b : bf16
  return %0 : bf16
}
