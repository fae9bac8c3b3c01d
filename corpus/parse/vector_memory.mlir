// vector: loads, stores, masked and indexed accesses, transfers and type casts on memrefs and tensors.
func.func @load_store(%m: memref<?x?xf32>, %i: index, %j: index, %z: memref<f32>, %vm: memref<4xvector<8xi8>>, %st: memref<8x16xf32, strided<[32, 1], offset: ?>>) {
  %0 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  %2 = vector.load %z[] : memref<f32>, vector<f32>
  %3 = vector.load %vm[%i] : memref<4xvector<8xi8>>, vector<8xi8>
  %4 = vector.load %st[%i, %j] : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<[4]xf32>
  vector.store %0, %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  vector.store %1, %m[%j, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  vector.store %2, %z[] : memref<f32>, vector<f32>
  vector.store %3, %vm[%j] : memref<4xvector<8xi8>>, vector<8xi8>
  return
}

// -----

func.func @masked(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>, %idx: vector<8xi32>, %t: tensor<16xf32>, %m2: memref<4x?xi64>, %idx2: vector<2x4xindex>, %mask2: vector<2x4xi1>, %p2: vector<2x4xi64>) {
  %0 = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %1 = vector.gather %m[%i] [%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %c0 = arith.constant 0 : index
  %2 = vector.gather %t[%c0] [%idx], %mask, %pass : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %3 = vector.gather %m2[%c0, %i] [%idx2], %mask2, %p2 : memref<4x?xi64>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xi64> into vector<2x4xi64>
  vector.scatter %m[%i] [%idx], %mask, %1 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %4 = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %mask, %4 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

#transposed = affine_map<(d0, d1) -> (d1, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>
#minor = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @transfers(%m: memref<?x?xf32>, %i: index, %j: index, %pad: f32, %mask: vector<4x8xi1>, %t: tensor<?x?xf32>, %v: vector<4x8xf32>, %m3: memref<2x?x?xf32>, %vm: memref<?x?xvector<4xf32>>, %vpad: vector<4xf32>, %z: memref<f32>, %w: vector<[4]xf32>, %m1: vector<[4]xi1>) -> tensor<?x?xf32> {
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  %2 = vector.transfer_read %m[%i, %j], %pad {permutation_map = #transposed} : memref<?x?xf32>, vector<8x4xf32>
  %3 = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<4x8xf32>
  %4 = vector.transfer_read %m[%i, %j], %pad {permutation_map = #bcast, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  %5 = vector.transfer_read %t[%i, %j], %pad {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32>
  %6 = vector.transfer_read %m3[%i, %i, %j], %pad {permutation_map = #minor} : memref<2x?x?xf32>, vector<4x8xf32>
  %7 = vector.transfer_read %vm[%i, %j], %vpad : memref<?x?xvector<4xf32>>, vector<2x4xf32>
  %8 = vector.transfer_read %z[], %pad : memref<f32>, vector<f32>
  %9 = vector.transfer_read %m[%i, %j], %pad, %m1 {in_bounds = [true]} : memref<?x?xf32>, vector<[4]xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j], %mask {in_bounds = [false, true]} : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %2, %m[%j, %i] {permutation_map = #transposed} : vector<8x4xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%i, %j] : vector<[4]xf32>, memref<?x?xf32>
  vector.transfer_write %8, %z[] : vector<f32>, memref<f32>
  %10 = vector.transfer_write %v, %t[%i, %j] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32>
  return %10 : tensor<?x?xf32>
}

// -----

func.func @zero_d_transfer(%z: memref<f32>, %pad: f32) -> vector<1xf32> {
  %0 = vector.transfer_read %z[], %pad {in_bounds = [true]} : memref<f32>, vector<1xf32>
  return %0 : vector<1xf32>
}
