// Float ops: one-to-one llvm ops and intrinsics, fastmath flags converted to llvm's.
func.func @float_binary(%x: f32, %y: f32) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<nnan> : f32
  %2 = arith.mulf %x, %y fastmath<fast> : f32
  %3 = arith.divf %x, %y fastmath<reassoc,nsz> : f32
  %4 = arith.remf %x, %y fastmath<arcp,contract,afn> : f32
  %5 = arith.negf %x fastmath<ninf> : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.minimumf %x, %y fastmath<nnan> : f32
  %8 = arith.maxnumf %x, %y : f32
  %9 = arith.minnumf %x, %y fastmath<nsz> : f32
  return
}

func.func @float_types(%a: f16, %b: f16, %c: bf16, %d: bf16, %e: f64, %f: f64, %g: f80, %h: f80, %i: f128, %j: f128) -> (f16, bf16, f64, f80, f128) {
  %0 = arith.addf %a, %b : f16
  %1 = arith.mulf %c, %d : bf16
  %2 = arith.divf %e, %f fastmath<fast> : f64
  %3 = arith.subf %g, %h : f80
  %4 = arith.remf %i, %j : f128
  return %0, %1, %2, %3, %4 : f16, bf16, f64, f80, f128
}

func.func @discardable_attrs_kept(%x: f64, %y: f64) -> f64 {
  %0 = arith.mulf %x, %y fastmath<contract> {some.tag} : f64
  return %0 : f64
}
