// scf.for verifier and parser errors.
func.func @bad_bound(%f: f32, %i: index) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (f32, index, index) -> ()
  return
}

// -----

func.func @mixed_bounds(%i: index, %j: i64) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %j, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, i64, index) -> ()
  return
}

// -----

func.func @no_region(%i: index) {
  // expected-error @+1 {{'scf.for' op requires one region}}
  "scf.for"(%i, %i, %i) : (index, index, index) -> ()
  return
}

// -----

func.func @too_few_operands(%i: index) {
  // expected-error @+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @two_blocks(%i: index) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @empty_block(%i: index) {
  // expected-error @+1 {{'scf.for' op expects a non-empty block}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @results_without_inits(%i: index) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> index
  return
}

// -----

func.func @wrong_terminator(%i: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "llvm.unreachable"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @iv_type(%i: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @inits_vs_iter_args(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
  %0 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32, %b: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @iter_args_vs_yield(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %0 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a, %a) : (f32, f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @init_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'f64'}}
  %0 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f64):
    "scf.yield"(%a) : (f64) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @yield_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'}}
  %0 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%iv) : (index) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @result_type(%i: index, %x: f32, %y: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'}}
  %0:2 = "scf.for"(%i, %i, %i, %x, %y) ({
  ^bb0(%iv: index, %a: f32, %b: i32):
    "scf.yield"(%a, %b) : (f32, i32) -> ()
  }) : (index, index, index, f32, i32) -> (f32, i64)
  return
}

// -----

func.func @empty_yield(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %0 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @parse_missing_step(%i: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %iv = %i to %i {
  }
  return
}

// -----

func.func @parse_iter_args_count(%i: index) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  scf.for %iv = %i to %i step %i iter_args(%a = %i) -> (index, index) {
  }
  return
}

// -----

func.func @parse_bound_type(%i: index) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'i32' vs 'index'}}
  scf.for %iv = %i to %i step %i : i32 {
  }
  return
}

// -----

func.func @parse_arg_in_use(%i: index) {
  // expected-note @-1 {{previously referenced here}}
  // expected-error @+1 {{region entry argument '%i' is already in use}}
  scf.for %i = %i to %i step %i {
  }
  return
}

// -----

func.func @parse_block_name(%i: index) {
  scf.for %iv = %i to %i step %i {
  // expected-error @+1 {{invalid block name in region with named arguments}}
  ^bb0(%x: index):
  }
  return
}

// -----

func.func @parse_no_yield_with_results(%i: index) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %0 = scf.for %iv = %i to %i step %i iter_args(%a = %i) -> (index) {
  }
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}
