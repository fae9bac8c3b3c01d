// RUN-ARGS: --transform-interpreter --verify-diagnostics
// Failures of transform ops are errors at the transform op, with notes at the payload.
func.func @f() {
  return
}

func.func @g() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires exactly one target handle}}
    %r = transform.structured.match ops{["func.return"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{payload op}}
func.func private @callee()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected the payload to be scf.forall}}
    %p = transform.loop.forall_to_parallel %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{payload operation}}
func.func @h() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{incompatible payload operation name expected func.return vs func.func}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.return">
    transform.yield
  }
}

// -----

// expected-note @below {{target payload op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{cannot apply transform to itself (or one of its ancestors)}}
    transform.apply_patterns to %root {
      transform.apply_patterns.vector.lower_masks
    } : !transform.any_op
    transform.yield
  }
}
