// RUN-ARGS: --lower-affine
// affine.vector_load/vector_store become vector.load/vector.store on the expanded subscripts.
func.func @vector_load(%A: memref<100xf32>, %i: index) -> vector<8xf32> {
  %v = affine.vector_load %A[%i + 1] : memref<100xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

// -----

func.func @vector_store(%A: memref<100x?xf32>, %i: index, %j: index, %v: vector<4xf32>) {
  affine.for %k = 0 to 10 {
    affine.vector_store %v, %A[%i * 2 + %k, %j mod 4] : memref<100x?xf32>, vector<4xf32>
    %w = affine.vector_load %A[%k, symbol(%j)] : memref<100x?xf32>, vector<2x4xf32>
  }
  affine.vector_store %v, %A[3, 5] {tag} : memref<100x?xf32>, vector<4xf32>
  return
}
