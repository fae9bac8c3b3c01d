// RUN-ARGS: --transform-interpreter --verify-diagnostics --allow-unregistered-dialect
// Failures of the handle and loop transform ops: errors at the transform op, notes at the payload.
func.func @no_parent() {
  // expected-note @below {{target op}}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find a parent op that matches all requirements}}
    %1 = transform.get_parent_op %0 {op_name = "scf.while"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_a_loop() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to unroll, incorrect type of payload}}
    transform.loop.unroll %0 {factor = 2} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @dependent_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      "some.op"(%j) : (index) -> ()
    }
  } {mark}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} attributes {mark} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to coalesce}}
    %1 = transform.loop.coalesce %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @single_iteration() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c8 {
    "some.op"(%i) : (index) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["some.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{failed to peel the first iteration}}
    %2:2 = transform.loop.peel %1 {peel_front = true} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @wrong_handle_type() {
  // expected-note @below {{payload operation}}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{incompatible payload operation name expected scf.for vs func.return}}
    %1 = transform.cast %0 : !transform.any_op to !transform.op<"scf.for">
    transform.yield
  }
}
