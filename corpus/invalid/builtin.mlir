// builtin op errors: unrealized_conversion_cast, module body/attribute rules.
func.func @cast_no_results(%x: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%x) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'other'}}
module @m attributes {other = "x"} {
}

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "cf.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// Module bodies have no terminator.
module {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
}

// -----

// Module symbol names must be symbol names, not strings.
// expected-error @+1 {{expected '{' to begin a region}}
module "named" {
}

// -----

// expected-error @+1 {{invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"builtin.module"() <{sym_name = 1 : i32}> ({
^bb0:
}) : () -> ()

// -----

func.func @cast_bad_syntax(%x: i32) {
  // expected-error @+1 {{expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %x : i32 -> f32
  return
}

// -----

// A symbol op must be nested directly in a symbol table such as builtin.module.
"memref.alloca_scope"() ({
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @f()
  "memref.alloca_scope.return"() : () -> ()
}) : () -> ()
