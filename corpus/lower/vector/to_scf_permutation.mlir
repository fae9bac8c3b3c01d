// RUN-ARGS: --convert-vector-to-scf
// The permutation-map lowerings convert-vector-to-scf applies first: transposed reads and writes
// get a vector.transpose and a map in memory order, writes that skip inner dimensions gain unit
// dimensions, reads with leading broadcasts read less and broadcast; the greedy driver folds the
// transposes and broadcasts of splat constants.
func.func @transposed_read(%m: memref<?x?x?xf32>, %i: index) -> vector<4x2x3xf32> {
  %pad = arith.constant 2.0 : f32
  %v = vector.transfer_read %m[%i, %i, %i], %pad {in_bounds = [true, false, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : memref<?x?x?xf32>, vector<4x2x3xf32>
  return %v : vector<4x2x3xf32>
}

// -----

func.func @transposed_write(%m: memref<6x7xi16>, %v: vector<3x2xi16>, %i: index) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xi16>, memref<6x7xi16>
  return
}

// -----

func.func @write_skipping_inner_dim(%m: memref<?x?x?xf32>, %i: index) {
  %cst = arith.constant dense<3.0> : vector<2x3xf32>
  vector.transfer_write %cst, %m[%i, %i, %i] {in_bounds = [false, true], permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : vector<2x3xf32>, memref<?x?x?xf32>
  return
}

// -----

func.func @leading_broadcast_read(%m: memref<?x?xf32>, %i: index) -> (vector<2x3x4xf32>, vector<5x6xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true, false], permutation_map = affine_map<(d0, d1) -> (0, 0, d1)>} : memref<?x?xf32>, vector<2x3x4xf32>
  %b = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, 0)>} : memref<?x?xf32>, vector<5x6xf32>
  return %a, %b : vector<2x3x4xf32>, vector<5x6xf32>
}
