// affine: verifier rules (operand and attribute constraints, dimension and symbol validity, loop
// and region checks, memory-op indexing, parallel bands, yield, DMA), with upstream's messages.
func.func @apply_one_result(%a: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_operand_count(%a: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_map_kind(%a: index) {
  // expected-error @+1 {{invalid properties {map = 5 : i64} for op affine.apply: Invalid attribute `map` in property conversion: 5 : i64}}
  %0 = "affine.apply"(%a) <{map = 5}> : (index) -> index
  return
}

// -----

func.func @min_type(%a: i64) {
  // expected-error @+1 {{'affine.min' op operand #0 must be variadic of index, but got 'i64'}}
  %0 = "affine.min"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i64) -> index
  return
}

// -----

func.func @max_count(%a: index) {
  // expected-error @+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<()[s0] -> (s0)>(%a)[%a]
  return
}

// -----

func.func @for_no_map() {
  // expected-error @+1 {{'affine.for' op requires attribute 'lowerBoundMap'}}
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_no_iv_upstream_underflow() {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_terminator() {
  // expected-error @+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_init_type(%x: f32) {
  // expected-error @+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'f64'}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index, %a: f64):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_init_count(%x: f32) {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_symbol_from_loop() {
  affine.for %i = 0 to 8 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %k = 0 to %j {
    }
  }
  return
}

// -----

func.func @for_dim_from_load(%A: memref<8xindex>) {
  affine.for %i = 0 to 8 {
    %n = affine.load %A[%i] : memref<8xindex>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%n) {
    }
  }
  return
}

// -----

func.func @if_no_condition(%i: index) {
  // expected-error @+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%i) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_operand_count(%i: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i, %i) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}

// -----

func.func @if_results_without_else(%x: f32) -> f32 {
  // expected-error @+1 {{'affine.if' op  region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs 1}}
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @if_symbol_from_loop(%n: index) {
  affine.for %i = 0 to 8 {
    %j = arith.addi %i, %n : index
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%j] {
    }
  }
  return
}

// -----

func.func @load_result_type(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index) -> f64
  return
}

// -----

func.func @load_rank(%A: memref<8x8xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8x8xf32>, index) -> f32
  return
}

// -----

func.func @load_not_memref(%A: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op operand #0 must be memref of any type values, but got 'tensor<8xf32>'}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (tensor<8xf32>, index) -> f32
  return
}

// -----

func.func @store_index_type(%A: memref<8xf32>, %i: i32, %v: f32) {
  // expected-error @+1 {{'affine.store' op operand #2 must be variadic of index, but got 'i32'}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<8xf32>, i32) -> ()
  return
}

// -----

func.func @store_dim_of_inner_memref(%i: index) {
  affine.for %k = 0 to 8 {
    %A = memref.alloc(%k) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %n = memref.dim %A, %c0 : memref<?xf32>
    %v = arith.constant 1.0 : f32
    // expected-error @+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
    affine.store %v, %A[symbol(%n)] : memref<?xf32>
  }
  return
}

// -----

func.func @vector_store_elem(%A: memref<8xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<4>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_rank(%A: memref<8x8xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  "affine.prefetch"(%A, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<8x8xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_operands(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%A, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_required(%A: memref<8xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op requires attribute 'isDataCache'}}
  "affine.prefetch"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index) -> ()
  return
}

// -----

func.func @parallel_lb_results() {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_ub_results() {
  // expected-error @+1 {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4, 5)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_reduction_attr() {
  // expected-error @+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [42], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @parallel_signed_max() {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxs") -> (i32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_maxnumf() {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxnumf") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @parallel_dim(%A: memref<8xindex>) {
  affine.for %i = 0 to 8 {
    %n = affine.load %A[%i] : memref<8xindex>
    // expected-error @+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%j) = (%n) to (8) {
    }
  }
  return
}

// -----

func.func @yield_parent() {
  scf.execute_region {
    // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    "affine.yield"() : () -> ()
  }
  return
}

// -----

func.func @yield_type(%x: f32, %y: i32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%a = %x) -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %y : i32
  }
  return %r : f32
}

// -----

func.func @delinearize_types(%i: index, %b: index) {
  // expected-error @+1 {{'affine.delinearize_index' op result #0 must be variadic of index, but got 'i64'}}
  %r = "affine.delinearize_index"(%i, %b) : (index, index) -> i64
  return
}

// -----

func.func @dma_source(%A: tensor<8xf32>, %B: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%A, %i, %B, %i, %t, %i, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (tensor<8xf32>, index, memref<8xf32, 2>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_operand_count(%A: memref<8xf32>, %B: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%A, %i, %B, %i, %t, %i, %i, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index, memref<8xf32, 2>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_index_type(%A: memref<8xf32>, %B: memref<8xf32, 2>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'affine.dma_start' op dst index to dma_start must have 'index' type}}
  "affine.dma_start"(%A, %i, %B, %j, %t, %i, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index, memref<8xf32, 2>, i32, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_result(%A: memref<8xf32>, %B: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'affine.dma_start' op requires zero results}}
  %r = "affine.dma_start"(%A, %i, %B, %i, %t, %i, %i) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index, memref<8xf32, 2>, index, memref<1xi32>, index, index) -> index
  return
}

// -----

func.func @dma_wait_index(%t: memref<1xi32>, %i: index, %j: i64) {
  // expected-error @+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %j, %i) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i64, index) -> ()
  return
}
