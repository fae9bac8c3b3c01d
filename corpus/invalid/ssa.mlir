// SSA value errors: undefined values, redefinitions, result-count mismatches, type mismatches, dominance.
func.func @undefined() -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %nope : i32
}

// -----

func.func @redefinition(%a: i32) {
  %x = arith.addi %a, %a : i32
  // expected-error @+2 {{redefinition of SSA value '%x'}}
  // expected-note @-2 {{previously defined here}}
  %x = arith.addi %a, %a : i32
  return
}

// -----

func.func @too_many_result_names(%a: i32) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %x, %y = arith.addi %a, %a : i32
  return
}

// -----

func.func @too_few_result_names(%a: i32) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %x = arith.addui_extended %a, %a : i32, i1
  return
}

// -----

func.func @result_group_count(%a: i32) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %x:2 = arith.addi %a, %a : i32
  return
}

// -----

func.func @result_index_out_of_range(%a: i32) -> i1 {
  %r:2 = arith.addui_extended %a, %a : i32, i1
  // expected-error @+1 {{reference to invalid result number}}
  return %r#2 : i1
}

// -----

func.func @type_mismatch_use(%a: i32) {
  // expected-error @+2 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  // expected-note @-2 {{prior use here}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

func.func @dominance(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %v = arith.constant 1 : i32
  cf.br ^b
^b:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  return %v : i32
}

// -----

func.func @use_before_def_same_block() -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 2 : i32
  return %0 : i32
}

// -----

func.func @forward_ref_never_defined(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %later, %later : i32
  return
^b:
  return
}

// -----

func.func @generic_operand_count(%a: i32) {
  // expected-error @+1 {{expected 1 operand type}}
  "func.return"(%a) : (i32, i32) -> ()
}

// -----

func.func @generic_result_count(%a: i32) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @block_arg_redefinition(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
// expected-error @+2 {{redefinition of SSA value '%x'}}
// expected-note @+1 {{previously defined here}}
^bb1(%x: i32, %x: i32):
  return
}

// -----

// expected-note @+1 {{previously defined here}}
func.func @arg_redefinition(%a: i32) {
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = arith.constant 1 : i32
  return
}

// -----

// Values defined outside an isolated-from-above op are not visible inside it.
func.func @isolated(%a: i32) {
  builtin.module {
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error @+1 {{using value defined outside the region}}
      %0 = arith.addi %a, %a : i32
      return
    }
  }
  return
}
