// RUN-ARGS: --arith-int-narrowing=int-bitwidths-supported=8,0 --verify-diagnostics
// A zero width fails the pass without a message, as upstream 19's (no annotation to expect).
func.func @f(%a: i8) -> i32 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
