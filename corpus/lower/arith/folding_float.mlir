// Float folds during the conversion (f32/f64): identities with -0, +0, 1, infinities and NaN,
// constant folding in the type's precision (0/0 gives the default quiet NaN), exact conversions,
// bitcasts of constants, and the sign of zero in min/max.
func.func @float_folds(%x: f32, %y: f64) -> (f32, f32, f32, f32, f32, f32, f32, f32, f64, f32, f32, f32, f64, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %d1 = arith.constant 3.0 : f64
  %d2 = arith.constant 7.0 : f64
  %i = arith.constant 3 : i32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %x, %one : f32
  %2 = arith.addf %x, %nz : f32
  %3 = arith.subf %x, %pz : f32
  %4 = arith.divf %x, %one : f32
  %5 = arith.maximumf %x, %x : f32
  %6 = arith.negf %a : f32
  %7 = arith.remf %d2, %d1 : f64
  %8 = arith.divf %d1, %d2 : f64
  %9 = arith.sitofp %i : i32 to f32
  %10 = arith.extf %a : f32 to f64
  %11 = arith.truncf %d1 : f64 to f32
  %12 = arith.mulf %x, %a fastmath<fast> : f32
  %13 = arith.divf %pz, %pz : f32
  %14 = arith.subf %a, %b : f32
  %15 = arith.addf %x, %pz : f32
  return %0, %1, %2, %3, %4, %5, %6, %12, %7, %9, %11, %13, %8, %14, %15, %5 : f32, f32, f32, f32, f32, f32, f32, f32, f64, f32, f32, f32, f64, f32, f32, f32
}

func.func @conversions_and_zeros(%x: f32) -> (f32, i32, f32, f64, f32, f32, f32, f32) {
  %i = arith.constant 1065353216 : i32
  %f = arith.constant -2.0 : f32
  %z = arith.constant 0.0 : f32
  %n = arith.constant -0.0 : f32
  %0 = arith.bitcast %i : i32 to f32
  %1 = arith.bitcast %f : f32 to i32
  %2 = arith.bitcast %x : f32 to i32
  %3 = arith.bitcast %2 : i32 to f32
  %big = arith.constant 16777217 : i64
  %4 = arith.sitofp %big : i64 to f64
  %5 = arith.sitofp %big : i64 to f32
  %6 = arith.maximumf %n, %z : f32
  %7 = arith.maxnumf %n, %z : f32
  %8 = arith.minnumf %z, %n : f32
  return %0, %1, %3, %4, %5, %6, %7, %8 : f32, i32, f32, f64, f32, f32, f32, f32
}
