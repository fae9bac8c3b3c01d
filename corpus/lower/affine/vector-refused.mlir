// RUN-ARGS: --lower-affine --verify-diagnostics
// UPSTREAM-DIFFERS: upstream 19 lowers these to vector.load/vector.store; irbridge has no vector
// dialect yet and refuses them at the op (the pass fails) instead of making ops it cannot print.
func.func @vector_load(%A: memref<100xf32>, %i: index) -> vector<8xf32> {
  // expected-error @+1 {{'affine.vector_load' lowers to 'vector.load' of the vector dialect, which irbridge does not have yet}}
  %v = affine.vector_load %A[%i + 1] : memref<100xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

// -----

func.func @vector_store(%A: memref<100xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'affine.vector_store' lowers to 'vector.store' of the vector dialect, which irbridge does not have yet}}
  affine.vector_store %v, %A[%i] : memref<100xf32>, vector<4xf32>
  return
}
