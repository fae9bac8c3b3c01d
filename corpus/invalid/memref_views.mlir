// memref view-like op errors: subview, reinterpret_cast, reshape, view, expand_shape, collapse_shape, transpose.
func.func @subview_result_type(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_sizes_mismatch(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x8xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xi32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_cast_element_type(%m: memref<16xf32>) {
  // expected-error @+1 {{different element types specified}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xi32>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<16xf32>) {
  // expected-error @+1 {{expected result type with size = 8 instead of 16 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<16xf32> to memref<16xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<16xf32>) {
  // expected-error @+1 {{expected result type with offset = 4 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [4], sizes: [8], strides: [1] : memref<16xf32> to memref<8xf32>
  return
}

// -----

func.func @reinterpret_cast_memory_space(%m: memref<16xf32, 1>) {
  // expected-error @+1 {{different memory spaces specified}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32, 1> to memref<16xf32>
  return
}

// -----

func.func @reshape_shape_length(%m: memref<16xf32>, %s: memref<3xindex>) {
  // expected-error @+1 {{length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<16xf32>, memref<3xindex>) -> memref<?x?xf32>
  return
}

// -----

func.func @reshape_element_type(%m: memref<16xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<16xf32>, memref<1xindex>) -> memref<?xi32>
  return
}

// -----

func.func @view_dynamic_sizes(%buf: memref<2048xi8>, %off: index) {
  // expected-error @+1 {{incorrect number of size operands for type}}
  %0 = memref.view %buf[%off][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_non_identity_result(%buf: memref<2048xi8>, %off: index) {
  // expected-error @+1 {{unsupported map for result memref type}}
  %0 = memref.view %buf[%off][] : memref<2048xi8> to memref<4x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @view_memory_space(%buf: memref<2048xi8, 1>, %off: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 1>' and view memref type 'memref<4xf32>'}}
  %0 = memref.view %buf[%off][] : memref<2048xi8, 1> to memref<4xf32>
  return
}

// -----

func.func @expand_shape_output_count(%m: memref<32xf32>) {
  // expected-error @+1 {{expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8, 1] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @expand_shape_reassociation(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @expand_shape_size_product(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (32) must equal reassociation group size (24)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 6] : memref<32xf32> into memref<4x6xf32>
  return
}

// -----

func.func @expand_shape_dynamic_output(%m: memref<32xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 8] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @expand_shape_element_type(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xi32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xi32>
  return
}

// -----

func.func @collapse_shape_reassociation(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @collapse_shape_bad_size(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (16) must equal reassociation group size (32)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<16xf32>
  return
}

// -----

func.func @collapse_shape_non_contiguous(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<?x?xf32>) {
  // expected-error @+1 {{expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error @+1 {{expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_result(%m: memref<2x3xf32>) {
  // expected-error @+1 {{result type 'memref<2x3xf32>' is not equivalent to the canonical transposed input type}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<2x3xf32>
  return
}
