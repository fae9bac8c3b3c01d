// RUN-ARGS: --convert-vector-to-llvm
// A pattern whose created ops cannot all be legalized is rolled back, as upstream's driver does:
// an in-bounds 2-D transfer_read/transfer_write with a minor identity map becomes a 2-D
// vector.load/store, which nothing lowers, so the transfer stays (for convert-vector-to-scf).
func.func @read_2d(%m: memref<4x8xf32>, %i: index) -> vector<2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// -----

// The pattern erases its root (a write): the erasure is undone too, and the rank-1 write next to it
// is still lowered.
func.func @write_2d(%m: memref<4x8xf32>, %i: index, %v: vector<2x4xf32>, %w: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true]} : vector<2x4xf32>, memref<4x8xf32>
  vector.transfer_write %w, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
  return
}

// -----

// A broadcast read creates a vector.load and a vector.broadcast: both go when the load fails.
func.func @read_2d_broadcast(%m: memref<4x8xf32>, %i: index) -> vector<3x2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (0, d0, d1)>} : memref<4x8xf32>, vector<3x2x4xf32>
  return %v : vector<3x2x4xf32>
}
