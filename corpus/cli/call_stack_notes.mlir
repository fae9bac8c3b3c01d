// RUN: opt
// An error at a call-site location (as inlining makes them) shows the callee's position, then each
// caller as a `called from` note, innermost first; a call site whose callee has no position shows
// its caller's (14:3 twice, as upstream).
func.func @inlined() {
  %x = "arith.constant"() {value = 100} : () -> i1 loc(fused["inlined", callsite("callee"("call_stack_notes.mlir":6:8) at callsite("call_stack_notes.mlir":11:3 at callsite(unknown at "call_stack_notes.mlir":14:3)))])
  return
}
