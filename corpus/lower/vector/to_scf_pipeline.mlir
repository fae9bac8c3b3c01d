// RUN-ARGS: --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// A user's vector lowering pipeline end to end: 2-D transfers and an n-D print through
// convert-vector-to-scf, then loops, affine arithmetic and the 1-D vector ops to the llvm dialect.
func.func @copy_and_print(%src: memref<?x8xf32>, %dst: memref<3x8xf32>, %i: index) {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %src[%i, %i], %pad : memref<?x8xf32>, vector<2x4xf32>
  vector.transfer_write %v, %dst[%i, %i] : vector<2x4xf32>, memref<3x8xf32>
  vector.print %v : vector<2x4xf32>
  return
}
