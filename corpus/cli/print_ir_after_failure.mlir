// RUN: opt --arith-int-narrowing=int-bitwidths-supported=0 --mlir-print-ir-after-failure
// The pass fails (no supported bitwidth); the IR it failed on is dumped, then nothing is printed.
func.func @addi_extsi_i8(%lhs: i8, %rhs: i8) -> i32 {
  %a = arith.extsi %lhs : i8 to i32
  %b = arith.extsi %rhs : i8 to i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
