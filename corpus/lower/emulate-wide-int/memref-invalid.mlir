// RUN-ARGS: --memref-emulate-wide-int=widest-int-supported=8 --verify-diagnostics
// Functions keep their signatures in this pass (no legality rule for them, as upstream 19): a
// wide argument reaching emulated arithmetic cannot be materialized.
func.func @arg(%v: i16) -> i16 {
  // expected-error @+2 {{failed to legalize unresolved materialization from ('i16') to 'vector<2xi8>' that remained live after conversion}}
  // expected-note @+1 {{see existing live user here}}
  %s = arith.addi %v, %v : i16
  return %s : i16
}
