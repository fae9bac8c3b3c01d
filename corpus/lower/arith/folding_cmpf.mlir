// cmpf folds when both operands are f32/f64 constants, or one is a NaN constant (then both count
// as NaN); equal operands and the always-false/true predicates alone do not fold (as upstream).
func.func @c(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf ult, %n, %b : f32
  %2 = arith.cmpf oeq, %x, %x : f32
  %3 = arith.cmpf uno, %x, %x : f32
  %4 = arith.cmpf ogt, %a, %x : f32
  %5 = arith.cmpf false, %x, %b : f32
  %6 = arith.cmpf true, %x, %b : f32
  %7 = arith.cmpf one, %x, %n : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
