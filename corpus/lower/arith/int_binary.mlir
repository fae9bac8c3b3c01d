// Integer binary ops on scalars: one-to-one llvm ops, overflow flags carried.
func.func @int_binary(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.shli %a, %b overflow<nsw> : i32
  %5 = arith.divsi %a, %b : i32
  %6 = arith.divui %a, %b : i32
  %7 = arith.remsi %a, %b : i32
  %8 = arith.remui %a, %b : i32
  %9 = arith.andi %a, %b : i32
  %10 = arith.ori %a, %b : i32
  %11 = arith.xori %a, %b : i32
  %12 = arith.shrsi %a, %b : i32
  %13 = arith.shrui %a, %b : i32
  %14 = arith.maxsi %a, %b : i32
  %15 = arith.maxui %a, %b : i32
  %16 = arith.minsi %a, %b : i32
  %17 = arith.minui %a, %b : i32
  return
}

func.func @other_widths(%a: i1, %b: i1, %c: i128, %d: i128, %e: i8, %f: i8) -> (i1, i128, i8) {
  %0 = arith.xori %a, %b : i1
  %1 = arith.muli %c, %d : i128
  %2 = arith.shrsi %e, %f : i8
  return %0, %1, %2 : i1, i128, i8
}

func.func @discardable_attrs_kept(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b {some.tag = 7 : i32} : i64
  %1 = arith.divsi %0, %b {other} : i64
  return %1 : i64
}
