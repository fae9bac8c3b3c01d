// memref allocation errors: dynamic size/symbol operand counts, element types, alignment, realloc, alloca_scope.
func.func @alloc_missing_dynamic_size() {
  // expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_extra_dynamic_size(%n: index) {
  // expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @alloca_symbol_count(%s: index) {
  // expected-error @+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloca() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_bad_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = memref.alloc() {alignment = -8 : i64} : memref<4xf32>
  return
}

// -----

func.func @alloc_unranked() {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

func.func @alloc_non_index_size(%n: i32) {
  // expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @dealloc_non_memref(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @realloc_element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = "memref.realloc"(%m) : (memref<4x4xf32>) -> memref<16xf32>
  return
}

// -----

func.func @alloca_scope_result_mismatch() {
  // expected-error @+1 {{along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i64
    memref.alloca_scope.return %c : i64
  }
  return
}

// -----

func.func @alloca_scope_return_outside() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}
