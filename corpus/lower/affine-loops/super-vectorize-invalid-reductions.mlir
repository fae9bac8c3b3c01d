// RUN-ARGS: --affine-super-vectorize='virtual-vector-size=4,8 vectorize-reductions=true' --verify-diagnostics
// affine-super-vectorize vectorizes reductions with 1-D vectors only.
// expected-error@+1 {{Vectorizing reductions is supported only for 1-D vectors.}}
func.func @two_dims(%a: memref<8xf32>) {
  return
}
