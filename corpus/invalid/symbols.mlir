// Symbol table errors: duplicate symbols, undefined references, bad visibility.
// expected-note @below {{see existing symbol definition here}}
func.func private @dup()
func.func private @dup()
// expected-error @above {{redefinition of symbol named 'dup'}}

// -----

// Symbols of different op kinds share one namespace.
// expected-note @+1 {{see existing symbol definition here}}
memref.global @shared : memref<4xf32>
// expected-error @+1 {{redefinition of symbol named 'shared'}}
func.func private @shared()

// -----

func.func @undefined_callee() {
  // expected-error @+1 {{'nope' does not reference a valid function}}
  func.call @nope() : () -> ()
  return
}

// -----

func.func @undefined_constant() {
  // expected-error @+1 {{reference to undefined function 'nope'}}
  %f = func.constant @nope : () -> ()
  return
}

// -----

func.func @undefined_global() {
  // expected-error @+1 {{'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
module @bad_vis attributes {sym_visibility = "hidden"} {
}

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @vis_in_dict() attributes {sym_visibility = "private"}

// -----

// Only the nearest symbol table is searched by func.call.
module @inner {
  func.func private @hidden()
}
func.func @call_nested() {
  // expected-error @+1 {{'hidden' does not reference a valid function}}
  func.call @hidden() : () -> ()
  return
}

// -----

// The callee must be a function, not some other symbol.
memref.global @not_a_function : memref<4xf32>
func.func @call_global() {
  // expected-error @+1 {{'not_a_function' does not reference a valid function}}
  func.call @not_a_function() : () -> ()
  return
}

// -----

// get_global must reference a global, not a function.
func.func private @fn()
func.func @get_global_of_function() {
  // expected-error @+1 {{'fn' does not reference a valid global memref}}
  %0 = memref.get_global @fn : memref<4xf32>
  return
}

// -----

// Function declarations must not be public.
// expected-error @+1 {{symbol declaration cannot have public visibility}}
func.func @public_decl()
