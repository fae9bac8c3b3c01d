// arith integer binary ops on scalars: add/sub/mul (with overflow flags), div/rem variants, bitwise, shifts, min/max.
func.func @add_sub_mul(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  return %2 : i32
}

// -----

// Overflow flags in every combination, and the `none` spelling the printer drops.
func.func @overflow(%a: i64, %b: i64) {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.addi %a, %b overflow<nuw> : i64
  %2 = arith.addi %a, %b overflow<nsw, nuw> : i64
  %3 = arith.subi %a, %b overflow<nuw, nsw> : i64
  %4 = arith.muli %a, %b overflow<nsw> : i64
  %5 = arith.shli %a, %b overflow<nuw> : i64
  %6 = arith.addi %a, %b overflow<none> : i64
  return
}

// -----

func.func @division(%a: i16, %b: i16) {
  %0 = arith.divsi %a, %b : i16
  %1 = arith.divui %a, %b : i16
  %2 = arith.ceildivsi %a, %b : i16
  %3 = arith.ceildivui %a, %b : i16
  %4 = arith.floordivsi %a, %b : i16
  %5 = arith.remsi %a, %b : i16
  %6 = arith.remui %a, %b : i16
  return
}

// -----

func.func @bitwise(%a: i8, %b: i8) {
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  %3 = arith.shli %a, %b : i8
  %4 = arith.shrsi %a, %b : i8
  %5 = arith.shrui %a, %b : i8
  return
}

// -----

func.func @min_max(%a: i128, %b: i128) {
  %0 = arith.maxsi %a, %b : i128
  %1 = arith.maxui %a, %b : i128
  %2 = arith.minsi %a, %b : i128
  %3 = arith.minui %a, %b : i128
  return
}

// -----

// Index and unusual widths.
func.func @index_and_widths(%i: index, %j: index, %p: i1, %q: i1, %w: i7) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.floordivsi %0, %j : index
  %2 = arith.andi %p, %q : i1
  %3 = arith.xori %2, %p : i1
  %4 = arith.remui %w, %w : i7
  %5 = arith.muli %1, %i overflow<nsw> : index
  return %5 : index
}

// -----

// Generic forms with and without the overflowFlags property.
func.func @generic(%a: i32, %b: i32) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %1 = "arith.subi"(%0, %b) : (i32, i32) -> i32
  %2 = "arith.divsi"(%1, %b) : (i32, i32) -> i32
  %3 = "arith.maxui"(%2, %a) {tag} : (i32, i32) -> i32
  return %3 : i32
}

// -----

// Attributes on custom-form ops.
func.func @discardable(%a: i32) -> i32 {
  %0 = arith.addi %a, %a {my.note = "n"} : i32
  %1 = arith.muli %0, %a overflow<nsw> {my.note = "m"} : i32
  return %1 : i32
}
