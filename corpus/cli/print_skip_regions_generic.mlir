// RUN: opt --mlir-print-skip-regions --mlir-print-op-generic
// The generic form skips regions too.
func.func @g(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
