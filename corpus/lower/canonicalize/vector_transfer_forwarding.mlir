// RUN-ARGS: --canonicalize
// Store-to-load forwarding between transfers on tensors: foldRAW (through a write to a disjoint
// row, stopped by an overlapping one), foldWAR, foldReadInitWrite, FoldWaw and
// TransferReadAfterWriteToBroadcast; memrefs are left alone.
func.func @raw(%t: tensor<8x4xf32>, %v: vector<1x4xf32>, %w: vector<1x4xf32>) -> (vector<1x4xf32>, vector<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<8x4xf32>
  %1 = vector.transfer_write %w, %0[%c3, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<8x4xf32>
  %2 = vector.transfer_read %1[%c1, %c0], %pad {in_bounds = [true, true]} : tensor<8x4xf32>, vector<1x4xf32>
  %3 = vector.transfer_write %w, %1[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<8x4xf32>
  %4 = vector.transfer_read %3[%c3, %c0], %pad {in_bounds = [true, true]} : tensor<8x4xf32>, vector<1x4xf32>
  return %2, %4 : vector<1x4xf32>, vector<1x4xf32>
}

func.func @overlapping(%t: tensor<8x4xf32>, %v: vector<2x4xf32>, %i: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%c1, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %1 = vector.transfer_write %v, %0[%c2, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %2 = vector.transfer_read %1[%c1, %c0], %pad {in_bounds = [true, true]} : tensor<8x4xf32>, vector<2x4xf32>
  return %2 : vector<2x4xf32>
}

func.func @war_and_init(%t: tensor<4x4xf32>, %u: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%c0, %c0], %pad {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %1 = vector.transfer_write %0, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %2 = vector.transfer_read %u[%c2, %c0], %pad {in_bounds = [true, true]} : tensor<8x4xf32>, vector<2x4xf32>
  %3 = vector.transfer_write %2, %u[%c2, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<8x4xf32>
}

func.func @waw(%t: tensor<8x4xf32>, %a: vector<1x4xf32>, %b: vector<1x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = vector.transfer_write %a, %t[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<8x4xf32>
  %1 = vector.transfer_write %a, %0[%c5, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<8x4xf32>
  %2 = vector.transfer_write %b, %1[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}

func.func @to_broadcast(%t: tensor<4x4x4xf32>, %v: vector<4x1xf32>) -> vector<1x7x4x3xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%c0, %c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<4x1xf32>, tensor<4x4x4xf32>
  %1 = vector.transfer_read %0[%c0, %c0, %c0], %pad {in_bounds = [true, true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d2, 0)>} : tensor<4x4x4xf32>, vector<1x7x4x3xf32>
  return %1 : vector<1x7x4x3xf32>
}

func.func @masked_splat(%t: tensor<8xf32>, %m: vector<8xi1>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %splat = arith.constant dense<2.0> : vector<8xf32>
  %pad = arith.constant 2.0 : f32
  %0 = vector.transfer_write %splat, %t[%c0] {in_bounds = [true]} : vector<8xf32>, tensor<8xf32>
  %1 = vector.transfer_read %0[%c0], %pad, %m {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
  return %1 : vector<8xf32>
}

func.func @memref_left_alone(%m: memref<8x4xf32>, %v: vector<1x4xf32>) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<8x4xf32>
  %0 = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true, true]} : memref<8x4xf32>, vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
