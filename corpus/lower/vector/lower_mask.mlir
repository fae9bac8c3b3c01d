// RUN-ARGS: --lower-vector-mask
// vector.mask around a transfer_read (2-D, permuted, with in_bounds), a transfer_write on a
// memref and on a tensor, and gathers (the mask's passthru must be absent: zeros) become the
// ops with their own mask; a read with a passthru stays masked; an empty mask folds away.
func.func @read_2d(%m: memref<?x?xf32>, %i: index, %mask: vector<4x8xi1>) -> vector<4x8xf32> {
  %pad = arith.constant 1.5 : f32
  %0 = vector.mask %mask { vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

func.func @read_permuted(%m: memref<?x?xi32>, %i: index, %mask: vector<8xi1>) -> vector<8xi32> {
  %pad = arith.constant 7 : i32
  %0 = vector.mask %mask { vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xi32>, vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  return %0 : vector<8xi32>
}

// -----

func.func @read_with_passthru(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.mask %mask, %pass { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @writes(%v: vector<8xf16>, %m: memref<16xf16>, %t: tensor<16xf16>, %i: index, %mask: vector<8xi1>) -> tensor<16xf16> {
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<8xf16>, memref<16xf16> } : vector<8xi1>
  %0 = vector.mask %mask { vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<8xf16>, tensor<16xf16> } : vector<8xi1> -> tensor<16xf16>
  return %0 : tensor<16xf16>
}

// -----

func.func @gather(%m: memref<64xi64>, %idx: vector<4xindex>, %all: vector<4xi1>, %mask: vector<4xi1>) -> vector<4xi64> {
  %c0 = arith.constant 0 : index
  %z = arith.constant dense<3> : vector<4xi64>
  %0 = vector.mask %mask { vector.gather %m[%c0] [%idx], %all, %z : memref<64xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64> } : vector<4xi1> -> vector<4xi64>
  return %0 : vector<4xi64>
}

// -----

func.func @gather_2d(%m: memref<8x8xf32>, %idx: vector<2x4xi32>, %all: vector<2x4xi1>, %mask: vector<2x4xi1>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.mask %mask { vector.gather %m[%c0, %c0] [%idx], %all, %z : memref<8x8xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @empty_mask(%v: vector<8xf32>, %mask: vector<8xi1>) -> vector<8xf32> {
  %0 = vector.mask %mask { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
