// scf.forall and scf.forall.in_parallel verifier and parser errors.
func.func @results_vs_outputs(%n: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %0:2 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @argument_count(%n: index) {
  // expected-error @+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @index_argument(%n: index) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @output_argument(%n: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @static_count(%n: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808, 3>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @dynamic_count(%n: index) {
  // expected-error @+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @terminator(%n: index) {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @result_type(%n: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @output_type(%n: index, %m: memref<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  "scf.forall"(%n, %m) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: memref<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, memref<4xf32>) -> ()
  return
}

// -----

func.func @mapping(%n: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1]}
  return
}

// -----

func.func @in_parallel_ops(%n: index, %x: f32) {
  scf.forall (%i) in (%n) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      %0 = arith.addf %x, %x : f32
    }
  }
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @parse_bound(%n: index) {
  // expected-error @+2 {{custom op 'scf.forall' expected SSA value or integer}}
  // expected-error @+1 {{expected integer value}}
  scf.forall (%i) in (%n, x) {
  }
  return
}

// -----

func.func @parse_step(%n: index) {
  // expected-error @+1 {{custom op 'scf.forall' expected 'step'}}
  scf.forall (%i) = (0) to (4) {
  }
  return
}

// -----

func.func @parse_shared_outs(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'scf.forall' 1 operands present, but expected 0}}
  scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
