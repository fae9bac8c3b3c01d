// A non-zero splat LLVM can only hold element by element: past 2^26 elements a diagnostic (upstream
// 19 allocates every element, 32 GiB here).
module {
  llvm.mlir.global internal @g(dense<1> : tensor<4294967296xi64>) : !llvm.array<4294967296 x i64>
}
