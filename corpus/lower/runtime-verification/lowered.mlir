// RUN-ARGS: --generate-runtime-verification --expand-strided-metadata --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

// The checks lowered with the rest: each `cf.assert` becomes a branch to a block that prints the
// message (a global string) with `puts` and calls `abort`.

func.func @at(%m: memref<?xi32>, %i: index) -> i32 {
  %v = memref.load %m[%i] : memref<?xi32> loc("kernels.mlir":7:5)
  return %v : i32
}
