// A 32 GiB zero-initialised global (4 Gi elements of i64) is one constant, never expanded
// (irbridge once allocated every element and aborted: "memory allocation of 34359738368 bytes
// failed"). A large vector splat of zero, too.
module {
  llvm.mlir.global internal @g(dense<0> : tensor<4294967296xi64>) : !llvm.array<4294967296 x i64>
  llvm.mlir.global internal @h(dense<0.000000e+00> : vector<65536xf32>) : vector<65536xf32>
}
