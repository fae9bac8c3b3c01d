// NaN operands in float folds: arithmetic gives the first NaN made quiet, maximumf/minimumf the
// first NaN as it is; upstream 19 folds maxnumf like maximumf (NaN wins) and minnumf as minnum.
func.func @n() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maxnumf %nan, %one : f32
  %1 = arith.maxnumf %one, %nan : f32
  %2 = arith.minnumf %nan, %one : f32
  %3 = arith.minnumf %one, %nan : f32
  %4 = arith.maximumf %one, %snan : f32
  %5 = arith.addf %one, %snan : f32
  %6 = arith.remf %snan, %one : f32
  %7 = arith.minimumf %nan, %snan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}
