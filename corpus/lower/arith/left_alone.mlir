// Ops the pass does not lower stay as they are (partial conversion): ceil/floor divisions need
// arith-expand first, and tensors have no LLVM type. Their users see converted values through casts.
func.func @divs(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i32, i32, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.addi %0, %1 : i32
  %4 = arith.ceildivsi %i, %j : index
  %5 = arith.muli %4, %j : index
  return %3, %1, %2, %5 : i32, i32, i32, index
}

func.func @tensors(%t: tensor<4xi32>, %u: tensor<4xi32>, %c: i1) -> (tensor<4xi32>, tensor<4xi1>) {
  %0 = arith.addi %t, %u : tensor<4xi32>
  %1 = arith.cmpi slt, %t, %u : tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi1>
}
