// Zero splat initializers of array globals stay `zeroinitializer` however large (never expanded
// element by element); -0.0 counts as zero for arrays (upstream's isZeroValue) but not for vectors.
llvm.mlir.global common @big(dense<0> : vector<4294967296xi8>) {addr_space = 0 : i32} : !llvm.array<4294967296 x i8>

// -----
llvm.mlir.global internal @neg_zero_array(dense<-0.0> : tensor<4xf32>) : !llvm.array<4 x f32>

// -----
llvm.mlir.global internal @neg_zero_vector(dense<-0.0> : vector<4xf32>) : vector<4xf32>

// -----
llvm.mlir.global internal @nested(dense<0> : tensor<2x3xi32>) : !llvm.array<2 x array<3 x i32>>

// -----
llvm.mlir.global internal @ones(dense<1> : vector<4xi8>) : !llvm.array<4 x i8>

// -----
llvm.mlir.global internal @zero_half(dense<0.0> : tensor<3xf16>) : !llvm.array<3 x f16>
