// memref.global / memref.get_global errors: types, initializers, alignment, get_global mismatches.
// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<2xf32>'}}
"memref.global"() <{sym_name = "init_shape", type = memref<4xf32>, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<4xi32>'}}
"memref.global"() <{sym_name = "init_type", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

// expected-error @+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @bad_align : memref<4xf32> = dense<1.0> {alignment = 3 : i64}

// -----

// expected-error @+1 {{type should be static shaped memref, but got 'tensor<4xf32>'}}
memref.global @not_memref : tensor<4xf32> = dense<1.0>

// -----

memref.global @g : memref<4xf32> = dense<0.0>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

memref.global @g : memref<4xf32, 1> = dense<0.0>
func.func @get_global_space() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<4xf32>' does not match type 'memref<4xf32, 1>' of the global memref @g}}
  %0 = memref.get_global @g : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute}}
"memref.global"() <{sym_name = "bad_init", type = memref<4xf32>, initial_value = 1 : i32}> : () -> ()

// -----

// The initializer is parsed against the tensor type derived from the memref type.
// expected-error @+1 {{integer literal not valid for specified type}}
memref.global @bad_init_syntax : memref<4xf32> = 5

// -----

func.func @global_in_function() {
  // expected-error @+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  return
}
