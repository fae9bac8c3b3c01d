// RUN-ARGS: --int-range-optimizations --verify-diagnostics
// Upstream 19 analyses loops and other regions; irbridge's analysis does not and says so.
// UPSTREAM-DIFFERS: upstream infers the ranges through the loop and succeeds.
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{int-range-optimizations: irbridge's integer range analysis does not handle the regions of ('scf.for')}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    scf.yield %acc : index
  }
  return %r : index
}

// -----

func.func @zero_width() -> i16 {
  // expected-error @+1 {{int-range-optimizations: irbridge's integer range analysis does not handle integers of width 0 or wider than 128 bits, used by ('arith.constant')}}
  %c0 = arith.constant 0 : i0
  %e = arith.extsi %c0 : i0 to i16
  return %e : i16
}
