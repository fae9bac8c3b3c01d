// RUN-ARGS: --convert-to-llvm --reconcile-unrealized-casts
// convert-to-llvm picks up math and ub together with func and arith.
func.func @f(%a: f32, %b: f32, %n: i32) -> f32 {
  %0 = math.sqrt %a : f32
  %1 = math.powf %0, %b fastmath<fast> : f32
  %2 = arith.addf %1, %0 : f32
  %3 = math.fpowi %2, %n : f32, i32
  %4 = math.log1p %3 : f32
  %true = arith.constant true
  %p = ub.poison : f32
  %5 = arith.select %true, %4, %p : f32
  return %5 : f32
}
