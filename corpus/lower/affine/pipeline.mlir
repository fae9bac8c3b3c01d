// RUN-ARGS: --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// The whole way to the llvm dialect: an affine matmul with a boundary guard and a reduction.
func.func @matmul(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %init = affine.load %C[%i, %j] : memref<8x8xf32>
      %s = affine.for %k = 0 to 8 iter_args(%acc = %init) -> (f32) {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %q = arith.addf %acc, %p : f32
        affine.yield %q : f32
      }
      affine.if affine_set<(d0, d1)[s0] : (s0 - d0 - 1 >= 0, s0 - d1 - 1 >= 0)>(%i, %j)[%n] {
        affine.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// -----

func.func @sum(%A: memref<64xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (64) reduce ("addf") -> (f32) {
    %x = affine.load %A[%i] : memref<64xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
