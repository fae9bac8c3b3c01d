// scf.parallel, scf.reduce and scf.reduce.return verifier and parser errors.
func.func @bound_count(%a: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a, %a) to (%a) step (%a, %a) {
  }
  return
}

// -----

func.func @no_dimension(%a: index) {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @negative_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @iv_count(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @iv_type(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @bound_type(%a: index, %b: i32) {
  // expected-error @+1 {{'scf.parallel' op operand #1 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%a, %b, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @body_terminator(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    "llvm.unreachable"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @results_vs_reductions(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @results_vs_inits(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @parse_init_count(%a: index, %x: f32) {
  // expected-error @+1 {{custom op 'scf.parallel' 1 operands present, but expected 0}}
  scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) {
  }
  return
}

// -----

func.func @reduction_type(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%i : index) {
    ^bb0(%l: index, %r: index):
      scf.reduce.return %l : index
    }
  }
  return
}

// -----

func.func @reduce_parent(%x: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x : f32) {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
}

// -----

func.func @reduction_empty(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @+1 {{empty block: expect at least a terminator}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
    }
  }
  return
}

// -----

func.func @reduction_args(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @reduction_terminator(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      "llvm.unreachable"() : () -> ()
    }
  }
  return
}

// -----

func.func @reduce_return_type(%a: index, %x: f32, %y: f64) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %y : f64
    }
  }
  return
}

// -----

func.func @reduce_return_parent(%x: f32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : f32
}

// -----

func.func @parse_result_number(%a: index) {
  // expected-error @+1 {{result number not allowed in argument list}}
  scf.parallel (%i#1) = (%a) to (%a) step (%a) {
  }
  return
}
