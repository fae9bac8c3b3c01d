// RUN-ARGS: --convert-vector-to-llvm
// Rank-1 transfers: in-bounds ones become vector.load/store (maskedload/maskedstore with a mask),
// out-of-bounds ones get a mask of the lanes before the end of the dimension first; constant
// indices on static memrefs fold to in-bounds; one-element loads and stores are memref's.
func.func @reads(%m: memref<?xf32>, %s: memref<16xf32>, %i: index, %pad: f32, %mask: vector<8xi1>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %0 = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
  %1 = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32>
  %2 = vector.transfer_read %m[%i], %pad, %mask {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
  %3 = vector.transfer_read %s[%c2], %pad : memref<16xf32>, vector<8xf32>
  %4 = vector.transfer_read %s[%c12], %pad, %mask : memref<16xf32>, vector<8xf32>
  return %0, %1, %2, %3, %4 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// -----

func.func @writes(%m: memref<?x?xf32>, %s: memref<4x16xi32>, %i: index, %j: index, %v: vector<8xf32>, %w: vector<8xi32>, %mask: vector<8xi1>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j], %mask : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %w, %s[%i, %c0] : vector<8xi32>, memref<4x16xi32>
  vector.transfer_write %w, %s[%i, %j], %mask {in_bounds = [true]} : vector<8xi32>, memref<4x16xi32>
  return
}

// -----

#bcast = affine_map<(d0, d1) -> (0)>
func.func @forms(%m: memref<?x?xf32>, %vm: memref<?xvector<4xf32>>, %st: memref<?xf32, strided<[2]>>, %i: index, %j: index, %pad: f32, %vpad: vector<4xf32>, %z: memref<f32>) -> (vector<4xf32>, vector<4xf32>, vector<1xf32>, vector<f32>) {
  %0 = vector.transfer_read %m[%i, %j], %pad {permutation_map = #bcast, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %vm[%i], %vpad : memref<?xvector<4xf32>>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<1xf32>
  %5 = vector.transfer_read %z[], %pad : memref<f32>, vector<f32>
  vector.transfer_write %4, %m[%j, %i] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
  vector.transfer_write %5, %z[] : vector<f32>, memref<f32>
  %6 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<1xf32>
  vector.store %6, %m[%j, %i] : memref<?x?xf32>, vector<1xf32>
  return %0, %2, %6, %5 : vector<4xf32>, vector<4xf32>, vector<1xf32>, vector<f32>
}

// -----

func.func @scalable(%m: memref<?xf32>, %i: index, %pad: f32, %v: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<[4]xf32>
  vector.transfer_write %v, %m[%i] : vector<[4]xf32>, memref<?xf32>
  return %0 : vector<[4]xf32>
}

// -----

// Left to convert-vector-to-scf (upstream 19 too): a permuted read, a non-unit last stride.
#perm = affine_map<(d0, d1) -> (d0)>
func.func @left(%m: memref<?x?xf32>, %st: memref<?xf32, strided<[2]>>, %i: index, %j: index, %pad: f32) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.transfer_read %m[%i, %j], %pad {permutation_map = #perm} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %st[%i], %pad : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
