// RUN-ARGS: --transform-interpreter --verify-diagnostics --allow-unregistered-dialect
// Diagnostics of the memref and debug transform ops: `transform.debug.emit_remark_at` reports a
// remark at each payload op and the interpreter goes on (remarks before a later error come first);
// `transform.memref.multibuffer` fails at an alloc whose loop users do not dominate the others, and
// its operand must be a handle to `memref.alloc` ops.
func.func @remarks(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @below {{loop here}}
  scf.for %i = %c0 to %n step %c1 {
  }
  // expected-remark @below {{loop here}}
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %l, "loop here" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @two_loops(%in: memref<8xf32>, %n: index) {
  // expected-remark @below {{an alloc}}
  // expected-error @below {{op failed to multibuffer}}
  %tmp = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %in, %tmp : memref<8xf32> to memref<8xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %in, %tmp : memref<8xf32> to memref<8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["memref.alloc"]} in %root : (!transform.any_op) -> !transform.op<"memref.alloc">
    transform.debug.emit_remark_at %a, "an alloc" : !transform.op<"memref.alloc">
    %b = transform.memref.multibuffer %a {factor = 2 : i64} : (!transform.op<"memref.alloc">) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["memref.alloca"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.memref.multibuffer' op operand #0 must be Transform IR handle to memref.alloc operations, but got '!transform.any_op'}}
    %b = transform.memref.multibuffer %a {factor = 2 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
