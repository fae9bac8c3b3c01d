// func dialect: func.func (visibility, arg/result attrs, attributes, declarations), return, call, call_indirect, constant.
func.func @empty() {
  return
}
func.func private @private_decl(i32) -> f32
func.func nested @nested_vis() {
  return
}
func.func public @explicit_public() {
  return
}

// -----

// Multiple results and calls.
func.func @swap(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}
func.func @caller(%x: i32, %y: f32) -> i32 {
  %0:2 = call @swap(%x, %y) : (i32, f32) -> (f32, i32)
  %1:2 = func.call @swap(%x, %0#0) : (i32, f32) -> (f32, i32)
  return %1#1 : i32
}

// -----

// Calls to external declarations; call with no results; recursive call.
func.func private @ext(memref<?xf32>, index)
func.func @rec(%m: memref<?xf32>, %i: index) {
  func.call @ext(%m, %i) : (memref<?xf32>, index) -> ()
  call @rec(%m, %i) : (memref<?xf32>, index) -> ()
  return
}

// -----

// func.constant and func.call_indirect.
func.func private @target(i32) -> i32
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @target : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %g = constant @target : (i32) -> i32
  %s = call_indirect %g(%r) : (i32) -> i32
  return %s : i32
}

// -----

// Indirect call through a function-typed argument with multiple results.
func.func @apply(%f: (i32, i32) -> (i32, i1), %a: i32) -> i1 {
  %0:2 = func.call_indirect %f(%a, %a) : (i32, i32) -> (i32, i1)
  return %0#1 : i1
}

// -----

// Function-level attributes and argument/result attributes.
func.func @attrs(%a: i32 {arg.name = "a"}, %b: memref<4xf32> {arg.noalias}) -> (i32 {res.tag = 0 : i32}) attributes {passthrough = ["noinline"], my.flag} {
  return %a : i32
}
func.func private @decl_attrs(i32 {arg.x}, f32) -> (f32 {res.y}) attributes {sym.note = "external"}

// -----

// Functions inside nested modules call symbols of their nearest symbol table.
module @lib {
  func.func private @helper() -> index {
    %c = arith.constant 3 : index
    return %c : index
  }
  func.func @user() -> index {
    %0 = call @helper() : () -> index
    return %0 : index
  }
}
func.func @helper() -> i1 {
  %t = arith.constant true
  return %t : i1
}

// -----

// Calls with discardable attributes, and the generic forms of the func ops.
func.func private @callee(f64) -> f64
func.func @generic_calls(%x: f64) -> f64 {
  %0 = call @callee(%x) {my.hint = 1 : i32} : (f64) -> f64
  %1 = "func.call"(%0) <{callee = @callee}> : (f64) -> f64
  %f = "func.constant"() <{value = @callee}> : () -> ((f64) -> f64)
  %2 = "func.call_indirect"(%f, %1) : ((f64) -> f64, f64) -> f64
  "func.return"(%2) : (f64) -> ()
}

// -----

// A function with no arguments returning a function value.
func.func private @leaf() -> ()
func.func @get_fn() -> (() -> ()) {
  %f = constant @leaf : () -> ()
  return %f : () -> ()
}

// -----

// Functions with many argument kinds and an empty-result return of a multi-block body.
func.func @many_args(%a: i1, %b: i128, %c: vector<[4]xf32>, %d: tensor<*xf32>, %e: memref<*xi8>, %f: complex<f32>, %g: tuple<i32>, %h: none) {
  cf.br ^done
^done:
  return
}
