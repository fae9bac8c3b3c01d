// Registered ops written in generic form (`"dialect.op"(...) <{props}> {attrs} ({regions}) : type`).
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Mixed custom and generic forms, properties plus discardable attributes.
func.func @mixed(%x: f32) -> f32 {
  %0 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> {my.tag = 1 : i32} : (f32, f32) -> f32
  %1 = arith.mulf %0, %x : f32
  %c = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
  %2 = "arith.divf"(%1, %c) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  return %2 : f32
}

// -----

// Generic form with successors.
func.func @branches(%c: i1, %v: i32) -> i32 {
  "cf.cond_br"(%c, %v, %v)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "cf.br"(%a)[^bb3] : (i32) -> ()
^bb2(%b: i32):
  "cf.br"(%b)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "func.return"(%r) : (i32) -> ()
}

// -----

// Generic form where inherent attributes are given in the attribute dictionary instead of properties.
func.func @inherent_in_dict() -> i64 {
  %0 = "arith.constant"() {value = 5 : i64} : () -> i64
  %1 = "arith.cmpi"(%0, %0) {predicate = 0 : i64} : (i64, i64) -> i1
  return %0 : i64
}

// -----

// Generic form of memref ops with variadic operand segments.
func.func @segments(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %1 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  "memref.dealloc"(%0) : (memref<?xf32>) -> ()
  return
}

// -----

// A generic-form func.func with arg_attrs/res_attrs and a private visibility.
"func.func"() <{arg_attrs = [{my.a}, {}], function_type = (i32, f32) -> i32, res_attrs = [{my.r = 1 : i32}], sym_name = "decl", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// Generic-form operations with the trailing location.
func.func @with_loc() {
  "func.return"() : () -> () loc("generic":1:2)
}
