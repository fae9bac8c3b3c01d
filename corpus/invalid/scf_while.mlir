// scf.while and scf.condition verifier and parser errors.
func.func @before_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note @+1 {{terminator here}}
    "llvm.unreachable"() : () -> ()
  }
  return
}

// -----

func.func @empty_before() {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
    scf.yield
  }
  return
}

// -----

func.func @empty_block() {
  // expected-error @+1 {{'scf.while' op expects a non-empty block}}
  "scf.while"() ({
  ^bb0:
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @entry_type(%x: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'f64'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%a: f64):
    "scf.condition"(%c, %a) : (i1, f64) -> ()
  }, {
  ^bb0(%b: f64):
    "scf.yield"(%b) : (f64) -> ()
  }) : (f32) -> f64
  return
}

// -----

func.func @condition_to_after(%c: i1) {
  // expected-error @+1 {{'scf.while' op  region control flow edge from Region #0 to Region #1: source has 0 operands, but target successor needs 1}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @condition_to_results(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.while : () -> () {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  }
  return
}

// -----

func.func @yield_to_before(%c: i1, %x: f32, %i: i32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %i : i32
  }
  return
}

// -----

func.func @parse_input_count(%x: f32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%a = %x) : () -> () {
  } do {
  }
  return
}

// -----

func.func @parse_function_type(%x: f32) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified}}
  scf.while (%a = %x) : f32 {
  } do {
  }
  return
}

// -----

func.func @parse_do(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  // expected-error @+1 {{custom op 'scf.while' expected 'do'}}
  } {
    scf.yield
  }
  return
}

// -----

func.func @parse_assignment(%x: f32) {
  // expected-error @+1 {{expected '='}}
  scf.while (%a %x) : (f32) -> () {
  } do {
  }
  return
}

// -----

func.func @condition_parent(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @condition_type(%c: i32) {
  scf.while : () -> () {
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}
