// RUN-ARGS: --pass-pipeline=builtin.module(func.func(convert-vector-to-scf{target-rank=2}),func.func(convert-vector-to-scf{target-rank=0}))
// convert-vector-to-scf's target-rank: first down to 2-D transfers (the 1-D ones stay), then to
// 0-D ones through loops (no 1-D scalar loops below rank 1).
func.func @ranks(%m: memref<?x?x?xf32>, %i: index, %v: vector<2x3x4xf32>) -> (vector<3x2x2xf32>, vector<4xf32>) {
  %pad = arith.constant 0.5 : f32
  %a = vector.transfer_read %m[%i, %i, %i], %pad {in_bounds = [true, false, true]} : memref<?x?x?xf32>, vector<3x2x2xf32>
  %b = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1)>} : memref<?x?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i, %i] : vector<2x3x4xf32>, memref<?x?x?xf32>
  return %a, %b : vector<3x2x2xf32>, vector<4xf32>
}
