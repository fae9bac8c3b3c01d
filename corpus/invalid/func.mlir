// func dialect verifier errors: return/call/call_indirect/constant type rules, entry block vs signature.
func.func @return_type(%a: i32) -> f32 {
  return %a : i32
  // expected-error @above {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
}

// -----

func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}

// -----

func.func private @callee(i32) -> i32
func.func @call_operand_count(%a: i32) {
  // expected-error @+1 {{incorrect number of operands for callee}}
  %0 = func.call @callee(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_operand_type(%a: i64) {
  // expected-error @+1 {{operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @callee(%a) : (i64) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_result_count(%a: i32) {
  // expected-error @+1 {{incorrect number of results for callee}}
  func.call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_result_type(%a: i32) {
  // expected-error @+3 {{result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'f32'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = func.call @callee(%a) : (i32) -> f32
  return
}

// -----

func.func @call_indirect_type(%f: (i32) -> i32, %a: i64) {
  // expected-error @+1 {{failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @call_indirect_not_function(%f: i32) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = func.call_indirect %f() : i32
  return
}

// -----

func.func private @target(i32) -> i32
func.func @constant_type() {
  // expected-error @+1 {{reference to function with mismatched type}}
  %f = func.constant @target : (i64) -> i32
  return
}

// -----

// Entry block arguments must match the function signature (generic form).
// expected-error @+1 {{type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_count"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @return_outside_func() {
  memref.alloca_scope {
    // expected-error @+1 {{expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

// expected-error @+1 {{expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "arg_attr_count", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// A function with a body needs named arguments: unnamed ones give no entry block arguments.
// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
func.func @unnamed_args(i32) {
  return
}

// -----

// Argument lists cannot mix named and unnamed arguments.
// expected-error @+1 {{expected SSA identifier}}
func.func private @mixed_args(%a: i32, f32)

// -----

func.func @call_indirect_result_type(%f: () -> i32) {
  // expected-error @+1 {{failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f) : (() -> i32) -> f32
  return
}

// -----

// expected-error @+1 {{'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "not_fn_type", sym_visibility = "private"}> ({
}) : () -> ()
