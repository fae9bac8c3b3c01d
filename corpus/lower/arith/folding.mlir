// The conversion folds ops before lowering them, as upstream's does: identities give an operand (or
// the zero constant operand), constant operands fold to new constants, commutative ops get their
// constants on the right. Division by zero, INT_MIN / -1 and over-wide shifts are not folded.
func.func @identities(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.subi %a, %c0 : i32
  %2 = arith.muli %a, %c1 : i32
  %3 = arith.muli %a, %c0 : i32
  %4 = arith.andi %a, %cm1 : i32
  %5 = arith.andi %a, %c0 : i32
  %6 = arith.ori %a, %cm1 : i32
  %7 = arith.xori %a, %a : i32
  %8 = arith.subi %a, %a : i32
  %9 = arith.remsi %a, %c1 : i32
  %10 = arith.divui %a, %c1 : i32
  %11 = arith.shrsi %a, %c0 : i32
  %12 = arith.minui %a, %a : i32
  %13 = arith.select %c, %a, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @constants() -> (i32, i32, i32, i32, i32, i32, i8, i8, i8, i8, i1, i1, i64, i16) {
  %c7 = arith.constant 7 : i32
  %cm3 = arith.constant -3 : i32
  %c0 = arith.constant 0 : i32
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c9 = arith.constant 9 : i8
  %0 = arith.addi %c7, %cm3 : i32
  %1 = arith.muli %c7, %cm3 : i32
  %2 = arith.divsi %c7, %cm3 : i32
  %3 = arith.remsi %cm3, %c7 : i32
  %4 = arith.divui %cm3, %c7 : i32
  %5 = arith.divsi %c7, %c0 : i32
  %6 = arith.divsi %min, %m1 : i8
  %7 = arith.shrsi %min, %m1 : i8
  %8 = arith.shrsi %min, %c9 : i8
  %9 = arith.maxui %min, %c9 : i8
  %10 = arith.cmpi slt, %cm3, %c7 : i32
  %11 = arith.cmpi ult, %cm3, %c7 : i32
  %12 = arith.extsi %cm3 : i32 to i64
  %13 = arith.trunci %cm3 : i32 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i8, i8, i8, i8, i1, i1, i64, i16
}

func.func @commutative(%a: i32, %i: index, %x: f32) -> (i32, i32, index, f32, i1) {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : index
  %f = arith.constant 2.5 : f32
  %0 = arith.addi %c5, %a : i32
  %1 = arith.maxsi %c5, %a : i32
  %2 = arith.muli %c2, %i : index
  %3 = arith.mulf %f, %x : f32
  %4 = arith.cmpi sge, %a, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, index, f32, i1
}

func.func @index_consts(%i: index) -> (index, index, i32) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = arith.addi %c3, %c4 : index
  %1 = arith.addi %i, %c4 : index
  %2 = arith.index_cast %c3 : index to i32
  return %0, %1, %2 : index, index, i32
}
