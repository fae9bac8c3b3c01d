// scf.if verifier and parser errors.
func.func @cond_type(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @one_region(%c: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @region_args(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @else_blocks(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @no_then_block(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @results_without_else(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> i32 {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @yield_count(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #1 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
  }
  return
}

// -----

func.func @yield_type(%c: i1, %x: i32, %y: f32) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #1 'f32' should match input type #1 'i32'}}
  %0:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %y : i32, f32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return
}

// -----

func.func @wrong_terminator(%c: i1) {
  // expected-error @+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "llvm.unreachable"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @parse_cond_type(%c: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}

// -----

func.func @parse_else_region(%c: i1) {
  scf.if %c {
  } else
  // expected-error @-1 {{expected '{' to begin a region}}
  return
}
