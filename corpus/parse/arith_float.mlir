// arith float ops: add/sub/mul/div/rem/neg, maximumf/minimumf/maxnumf/minnumf, fastmath flags.
func.func @basic(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.negf %4 : f32
  return %5 : f32
}

// -----

func.func @min_max(%a: f64, %b: f64) {
  %0 = arith.maximumf %a, %b : f64
  %1 = arith.minimumf %a, %b : f64
  %2 = arith.maxnumf %a, %b : f64
  %3 = arith.minnumf %a, %b : f64
  return
}

// -----

// Every fastmath flag, combinations, `fast` and `none`.
func.func @fastmath(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.subf %a, %b fastmath<nnan,ninf> : f32
  %2 = arith.mulf %a, %b fastmath<nsz> : f32
  %3 = arith.divf %a, %b fastmath<arcp> : f32
  %4 = arith.remf %a, %b fastmath<contract> : f32
  %5 = arith.negf %a fastmath<afn> : f32
  %6 = arith.maximumf %a, %b fastmath<reassoc> : f32
  %7 = arith.minimumf %a, %b fastmath<none> : f32
  %8 = arith.maxnumf %a, %b fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc> : f32
  %9 = arith.minnumf %a, %b fastmath<reassoc,nnan> : f32
  return
}

// -----

// Float ops on every float type.
func.func @all_types(%h: f16, %bf: bf16, %t: tf32, %d: f64, %x: f80, %q: f128, %e: f8E4M3FN, %g: f8E5M2) {
  %0 = arith.addf %h, %h : f16
  %1 = arith.mulf %bf, %bf : bf16
  %2 = arith.subf %t, %t : tf32
  %3 = arith.divf %d, %d : f64
  %4 = arith.negf %x : f80
  %5 = arith.remf %q, %q : f128
  %6 = arith.addf %e, %e : f8E4M3FN
  %7 = arith.maximumf %g, %g : f8E5M2
  return
}

// -----

// Generic form with the fastmath property, attributes after fastmath.
func.func @generic(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan, ninf>}> : (f32, f32) -> f32
  %1 = "arith.negf"(%0) : (f32) -> f32
  %2 = arith.mulf %1, %0 fastmath<fast> {my.note} : f32
  return %2 : f32
}

// -----

// Fastmath attributes as standalone attributes.
func.func private @fm_attrs() attributes {a = #arith.fastmath<fast>, b = #arith.fastmath<none>, c = #arith.fastmath<nnan, contract>, d = #arith.overflow<nsw>}

// -----

// Float constants in custom form with special values.
func.func @constants() -> (f32, f64, bf16) {
  %0 = arith.constant 0x7FC00000 : f32
  %1 = arith.constant -0.0 : f64
  %2 = arith.constant 0xFF80 : bf16
  %3 = arith.constant 1.0e-3 : f32
  return %0, %1, %2 : f32, f64, bf16
}
