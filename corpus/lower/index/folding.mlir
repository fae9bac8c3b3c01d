// Folding during the index conversion: commutative index ops get constants on the right; arith ops
// (not converted by this pass) fold only where no new constant is needed, since this pass cannot
// lower an arith.constant (upstream rolls such folds back).
func.func @folding(%a: i32, %i: index, %j: index) -> (index, index, i32, i32, i32) {
  %c3 = index.constant 3
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = index.add %c3, %i
  %1 = index.maxu %c3, %j
  %2 = arith.muli %a, %c1 : i32
  %3 = arith.addi %c5, %c1 : i32
  %4 = arith.addi %c5, %a : i32
  return %0, %1, %2, %3, %4 : index, index, i32, i32, i32
}
