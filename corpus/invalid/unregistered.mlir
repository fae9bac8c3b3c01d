// Errors that remain with --allow-unregistered-dialect: opaque type/attr bodies, generic op syntax, SSA rules.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @unbalanced_type(!foo.bar<x)

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @unbalanced_attr() attributes {a = #foo.bar<(]>}

// -----

// expected-error @+1 {{expected '"' in string literal}}
func.func private @unterminated_string_in_body(!foo.bar<"unterminated>)

// -----

func.func @result_count() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "foo.op"() : () -> (i32, i32)
  return
}

// -----

func.func @undefined_successor() {
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^nowhere] : () -> ()
}

// -----

// Values defined in a nested region are not visible after the op.
func.func @region_value_escape() -> i32 {
  %0 = "foo.op"() ({
    %1 = "foo.inner"() : () -> i32
    "foo.yield"(%1) : (i32) -> ()
  }) : () -> i32
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %1 : i32
}

// -----

// Properties must come before regions and attributes in generic form.
func.func @properties_order() {
  "foo.op"() ({
    "foo.yield"() : () -> ()
  // expected-error @+1 {{expected ':' followed by operation type}}
  }) {a} <{b}> : () -> ()
  return
}

// -----

func.func @operand_type_conflict(%x: i32) {
  // expected-error @+2 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  // expected-note @-2 {{prior use here}}
  "foo.op"(%x) : (i64) -> ()
  return
}

// -----

// Registered ops still verify when unregistered dialects are allowed.
func.func @registered_still_verified() {
  %0 = "foo.make"() : () -> f32
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %1 = arith.addi %0, %0 : f32
  return
}

// -----

// Opaque dialect types are not valid memref element types.
func.func @opaque_in_memref() {
  // expected-error @+1 {{invalid memref element type}}
  %0 = "foo.op"() : () -> memref<4x!foo.elem>
  return
}

// -----

// A name defined at module level is visible to the parser in a function body (upstream 19's parsers
// open no new name scope for isolated regions): defining it again is a redefinition.
// expected-note @+1 {{previously defined here}}
%0 = "test.op"() : () -> i32
func.func @f() {
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// expected-note @+1 {{required by region isolation constraints}}
func.func @g() {
  // Used inside, defined below at module level: the isolation error, as upstream.
  // expected-error @+1 {{using value defined outside the region}}
  "test.use"(%later) : (i32) -> ()
  return
}
%later = "test.def"() : () -> i32
