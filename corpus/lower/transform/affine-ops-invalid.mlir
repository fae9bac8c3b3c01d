// RUN-ARGS: --transform-interpreter --verify-diagnostics
// Errors of transform.affine.simplify_bounded_affine_ops: a bound per bounded value on each
// side, targets that are affine.min or affine.max only.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.max"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{incorrect number of upper bounds, expected 1 but found 2}}
    transform.affine.simplify_bounded_affine_ops %0 with [%0 : !transform.any_op] within [1] and [2, 3] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_min_max(%n: index) -> index {
  // expected-note @below {{target op}}
  %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.apply"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{target must be affine.min or affine.max}}
    transform.affine.simplify_bounded_affine_ops %0 with [] within [] and [] : !transform.any_op
    transform.yield
  }
}
