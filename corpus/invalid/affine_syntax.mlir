// affine: errors of the custom forms (bounds, integer sets, subscripts of SSA values, parallel
// bands, prefetch and DMA operand lists), as upstream's parsers report them.
func.func @apply_not_a_map(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%a)
  return
}

// -----

func.func @apply_dims_mismatch(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a)
  return
}

// -----

func.func @bound_two_values(%a: index, %b: index) {
  // expected-error @+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %a, %b to 10 {
  }
  return
}

// -----

func.func @bound_dims(%a: index) {
  // expected-error @+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0 + d1)>(%a) {
  }
  return
}

// -----

func.func @bound_symbols(%a: index) {
  // expected-error @+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<()[s0, s1] -> (s0)>()[%a] to 10 {
  }
  return
}

// -----

func.func @bound_kind() {
  // expected-error @+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "ten" {
  }
  return
}

// -----

func.func @upper_needs_min(%a: index) {
  // expected-error @+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 100)>()[%a] {
  }
  return
}

// -----

func.func @missing_to() {
  // expected-error @+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 until 10 {
  }
  return
}

// -----

func.func @step_not_integer() {
  // expected-error @+1 {{custom op 'affine.for' invalid kind of attribute specified}}
  affine.for %i = 0 to 10 step "2" {
  }
  return
}

// -----

func.func @zero_is_not_negative() {
  affine.for %i = 0 to 10 step 0 {
  }
  // expected-error @+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -3 {
  }
  return
}

// -----

func.func @iter_args_count(%x: f32) {
  // expected-error @+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %x, %b = %x) -> (f32) {
    affine.yield %a, %b : f32, f32
  }
  return
}

// -----

func.func @iter_args_no_paren(%x: f32) {
  // expected-error @+1 {{expected '('}}
  %r = affine.for %i = 0 to 10 iter_args %a = %x -> (f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @iv_shadows_outer() {
  affine.for %i = 0 to 10 {
    // expected-error @+2 {{region entry argument '%i' is already in use}}
    // expected-note @-2 {{previously referenced here}}
    affine.for %i = 0 to 10 {
    }
  }
  return
}

// -----

func.func @if_not_a_set(%i: index) {
  // expected-error @+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}

// -----

func.func @if_dims(%i: index) {
  // expected-error @+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}

// -----

func.func @if_symbols(%i: index) {
  // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i) {
  }
  return
}

// -----

func.func @load_not_memref(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'affine.load' invalid kind of type specified}}
  %v = affine.load %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @vector_load_not_vector(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified}}
  %v = affine.vector_load %A[%i] : memref<8xf32>, f32
  return
}

// -----

func.func @symbol_needs_paren(%A: memref<8xf32>, %n: index) {
  // expected-error @+1 {{expected '(' at start of SSA symbol}}
  %v = affine.load %A[symbol %n] : memref<8xf32>
  return
}

// -----

func.func @symbol_needs_value(%A: memref<8xf32>) {
  // expected-error @+1 {{expected ssa identifier}}
  %v = affine.load %A[symbol(3)] : memref<8xf32>
  return
}

// -----

func.func @symbol_unclosed(%A: memref<8xf32>, %n: index) {
  // expected-error @+1 {{expected ')' at end of SSA symbol}}
  %v = affine.load %A[symbol(%n + 1)] : memref<8xf32>
  return
}

// -----

func.func @not_affine(%A: memref<8xf32>, %i: index, %j: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %A[%i * %j] : memref<8xf32>
  return
}

// -----

func.func @value_in_map(%i: index) {
  // expected-error @+1 {{unexpected ssa identifier}}
  %0 = affine.apply affine_map<(d0) -> (d0 + %i)>(%i)
  return
}

// -----

func.func @subscripts_unclosed(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{expected ']' in affine map}}
  %v = affine.load %A[%i : memref<8xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.prefetch' expected 'locality'}}
  affine.prefetch %A[%i], read, cache<1>, data : memref<8xf32>
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error @+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @parallel_reduction_kind() {
  // expected-error @+1 {{custom op 'affine.parallel' invalid kind of attribute specified}}
  %r = affine.parallel (%i) = (0) to (10) reduce ([0]) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @parallel_bound_group(%n: index, %m: index) {
  // expected-error @+1 {{expected ')'}}
  affine.parallel (%i) = (0) to (min(%n, %m) {
  }
  return
}

// -----

func.func @dma_stride(%A: memref<8xf32>, %B: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i, %i : memref<8xf32>, memref<8xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @dma_types(%A: memref<8xf32>, %B: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[%i], %B[%i], %t[%i], %i : memref<8xf32>, memref<8xf32, 2>
  return
}

// -----

func.func @dma_wait_tag(%t: tensor<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[%i], %i : tensor<1xi32>
  return
}
