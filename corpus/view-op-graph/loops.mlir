// A loop nest with constants, a dense constant above the elision limit and a block argument used
// across regions: clusters for the ops with regions, data flow edges into and out of them.
func.func @scale(%m: memref<8xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %big = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<18xi32>
  %splat = arith.constant dense<2.5> : vector<32xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<8xf32>
    %w = arith.mulf %v, %k fastmath<fast> : f32
    memref.store %w, %m[%i] : memref<8xf32>
  }
  return
}
