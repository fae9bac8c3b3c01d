// RUN-ARGS: --math-uplift-to-fma
// addf(mulf(a, b), c) in either order becomes math.fma when both carry `contract`; the fma keeps
// the flags both have. A mulf without contract, an addf without it, or an addf of two products
// (the left one is taken) show which operand is matched.
func.func @f(%a: f32, %b: f32, %c: f32, %v: vector<4xf16>) -> (f32, f32, f32, f32, vector<4xf16>) {
  %m = arith.mulf %a, %b fastmath<contract, nnan> : f32
  %0 = arith.addf %m, %c fastmath<fast> : f32
  %1 = arith.addf %c, %m fastmath<contract> : f32
  %n = arith.mulf %a, %c : f32
  %2 = arith.addf %n, %c fastmath<contract> : f32
  %3 = arith.addf %m, %m fastmath<contract, ninf> : f32
  %w = arith.mulf %v, %v fastmath<contract> : vector<4xf16>
  %4 = arith.addf %v, %w fastmath<contract> : vector<4xf16>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<4xf16>
}

// -----
func.func @no_contract(%a: f64, %b: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<contract> : f64
  %0 = arith.addf %m, %b fastmath<nsz> : f64
  return %0 : f64
}
