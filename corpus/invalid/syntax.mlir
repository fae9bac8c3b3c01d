// Syntax errors: missing delimiters, missing types, malformed operation and region syntax.
// A missing '}' is reported at the end of the input.
func.func @missing_brace() {
  // expected-error @+1 {{expected operation name in quotes}}
  return

// -----

// expected-error @+1 {{expected ')'}}
func.func private @missing_paren(i32

// -----

func.func @missing_colon(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

func.func @generic_missing_type() {
  // expected-error @+1 {{expected ':' followed by operation type}}
  "func.return"()
}

// -----

func.func @generic_bad_fn_type() {
  // expected-error @+1 {{expected function type}}
  "func.return"() : i32
}

// -----

func.func @missing_operand_paren() {
  // expected-error @+1 {{expected ')' to end operand list}}
  "func.return"( : () -> ()
}

// -----

// expected-error @+1 {{custom op 'bogus_keyword' is unknown}}
bogus_keyword

// -----

func.func @unbalanced_attr_dict() {
  // expected-error @+1 {{expected '}' in attribute dictionary}}
  "func.return"() {a = 1 : i32 : () -> ()
}

// -----

func.func @int_with_function_type() {
  // expected-error @+1 {{integer literal not valid for specified type}}
  "func.return"() {a = 1 : () -> ()} : () -> ()
}

// -----

// expected-error @+1 {{expected attribute value}}
func.func private @missing_value() attributes {a = }

// -----

// expected-error @+1 {{expected ':'}}
func.func private @f(%a) -> i32

// -----

func.func @result_count_syntax() {
  // expected-error @+1 {{expected integer number of results}}
  %0:x = "foo.op"() : () -> i32
  return
}

// -----

// Regions in generic form need parentheses: `{` starts an attribute dictionary.
func.func @region_without_parens() {
  // expected-error @+2 {{expected '}' in attribute dictionary}}
  "memref.alloca_scope"() {
    "memref.alloca_scope.return"() : () -> ()
  } : () -> ()
  return
}

// -----

// Custom-form ops of an unknown dialect.
func.func @op_name_not_string() {
  // expected-error @+2 {{Dialect `foo' not found for custom op 'foo.op'}}
  // expected-note @+1 {{Registered dialects:}}
  foo.op() : () -> ()
  return
}

// -----

// A top-level value definition outside any region body needs a defining op.
// expected-error @+1 {{expected operation name in quotes}}
%x = 

// -----

func.func @empty_successor_list(%c: i1) {
  // expected-error @+1 {{expected block name}}
  cf.cond_br %c, , ^bb1
^bb1:
  return
}
