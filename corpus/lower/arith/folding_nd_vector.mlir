// Folds with n-D splat vectors: the folded constant keeps the n-D vector type and becomes an
// llvm.mlir.constant of the array type.
func.func @nd(%a: vector<2x3xi32>, %x: vector<2x2xf32>) -> (vector<2x3xi32>, vector<2x3xi32>, vector<2x2xf32>, vector<2x3xi1>, vector<2x3xi32>) {
  %z = arith.constant dense<0> : vector<2x3xi32>
  %s = arith.constant dense<5> : vector<2x3xi32>
  %one = arith.constant dense<1.0> : vector<2x2xf32>
  %0 = arith.addi %a, %z : vector<2x3xi32>
  %1 = arith.muli %s, %s : vector<2x3xi32>
  %2 = arith.mulf %one, %x : vector<2x2xf32>
  %3 = arith.cmpi ule, %a, %a : vector<2x3xi32>
  %4 = arith.addi %s, %a : vector<2x3xi32>
  return %0, %1, %2, %3, %4 : vector<2x3xi32>, vector<2x3xi32>, vector<2x2xf32>, vector<2x3xi1>, vector<2x3xi32>
}
