// Folds with splat vector constants: identities, constant folding into splats, cmpi of equal
// operands, select with a constant splat condition, extension of a splat.
func.func @splat_folds(%a: vector<4xi32>, %b: vector<4xi32>, %m: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi64>, vector<4xi1>, vector<4xi32>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %o = arith.constant dense<1> : vector<4xi32>
  %s = arith.constant dense<7> : vector<4xi32>
  %t = arith.constant dense<true> : vector<4xi1>
  %0 = arith.addi %a, %z : vector<4xi32>
  %1 = arith.muli %o, %a : vector<4xi32>
  %2 = arith.addi %s, %o : vector<4xi32>
  %3 = arith.cmpi slt, %a, %a : vector<4xi32>
  %4 = arith.subi %b, %b : vector<4xi32>
  %5 = arith.select %t, %a, %b : vector<4xi1>, vector<4xi32>
  %6 = arith.extsi %s : vector<4xi32> to vector<4xi64>
  %7 = arith.cmpi ugt, %s, %o : vector<4xi32>
  %8 = arith.muli %a, %z : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi64>, vector<4xi1>, vector<4xi32>
}
