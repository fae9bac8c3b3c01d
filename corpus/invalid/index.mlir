// index dialect errors: operand/result types, predicates, casts, constants.
func.func @add_i32(%a: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @add_result_type(%a: index) {
  // expected-error @+1 {{'index.add' op result #0 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @bad_predicate(%a: index) {
  // expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value'}}
  %0 = index.cmp olt(%a, %a)
  return
}

// -----

func.func @casts_index_to_index(%a: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @castu_no_index(%a: i32) {
  // expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @casts_float(%a: index) {
  // expected-error @+1 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : index to f32
  return
}

// -----

func.func @constant_value_type() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i64}> : () -> index
  return
}

// -----

func.func @bool_constant_type() {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> index
  return
}

// -----

func.func @sizeof_type() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

// index ops have no trailing type in custom form: the `:` starts nothing valid.
func.func @custom_with_types(%a: index) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = index.add %a, %a : index
  return
}

// -----

func.func @cmp_result_type(%a: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> index
  return
}
