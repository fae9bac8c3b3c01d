// RUN-ARGS: --affine-super-vectorize=virtual-vector-size=8,0 --verify-diagnostics
// affine-super-vectorize refuses a vector size that is not positive, on each function.
// expected-error@+1 {{Vectorization factor must be greater than zero.}}
func.func @zero_size(%a: memref<8xf32>) {
  return
}
