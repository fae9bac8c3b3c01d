// RUN-ARGS: --lower-affine --verify-diagnostics
// Upstream 19 reports these with an error but leaves the op in place and exits 0; irbridge fails the
// pass (exit 1), as for any other error.

func.func @mod_by_negative(%a: index) -> index {
  // expected-error @+1 {{modulo by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%a)
  return %0 : index
}

// -----

func.func @floordiv_by_zero(%a: index) -> index {
  // expected-error @+1 {{division by non-positive value is not supported}}
  %0 = affine.apply affine_map<()[s0] -> (s0 floordiv 0)>()[%a]
  return %0 : index
}
