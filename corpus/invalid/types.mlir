// Invalid builtin types: unknown names, bad widths, bad shapes/element types, bad layouts and memory spaces.
// expected-error @+1 {{expected non-function type}}
func.func private @unknown_type(i32, foo)

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @too_wide(i16777216)

// -----

// f8E3M4 does not exist in MLIR 19.
// expected-error @+1 {{expected non-function type}}
func.func private @no_f8E3M4(f8E3M4)

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
func.func private @zero_vector(vector<0xf32>)

// -----

// Vectors have no dynamic dimensions.
// expected-error @+1 {{expected non-function type}}
func.func private @dynamic_vector(vector<?xf32>)

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
func.func private @vector_of_tensor(vector<4xtensor<2xf32>>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @memref_of_tensor(memref<4xtensor<2xf32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func private @tensor_of_memref(tensor<4xmemref<2xf32>>)

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func private @complex_of_index(complex<index>)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @unranked_with_dims(memref<*x4xf32>)

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
func.func private @strided_rank_mismatch(memref<4x4xf32, strided<[1]>>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func private @affine_rank_mismatch(memref<4x4xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @bad_memory_space(memref<4xf32, [1, 2]>)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @negative_dim(tensor<-1xf32>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @unterminated_vector(vector<4xf32)

// -----

// Scalable dimensions are only allowed in vectors.
// expected-error @+1 {{expected non-function type}}
func.func private @scalable_tensor(tensor<[4]xf32>)

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
func.func private @memref_bad_trailer(memref<4xf32 1>)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @vector_no_element(vector<4x>)

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
func.func private @undefined_type_alias(!undefined_alias)

// -----

// Type alias redefinition.
!t = i32
!t = f32
// expected-error @-1 {{redefinition of type alias id 't'}}

// -----

// Unranked tensors cannot carry an encoding.
// expected-error @+1 {{cannot apply encoding to unranked tensor}}
func.func private @unranked_encoding(tensor<*xf32, "enc">)

// -----

// A 0-d memref cannot have an offset-less non-empty stride list.
// expected-error @+1 {{expected the number of strides to match the rank}}
func.func private @zero_d_strides(memref<f32, strided<[1]>>)
