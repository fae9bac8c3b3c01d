// math: every op in its custom form, with fastmath flags, on scalars, vectors and tensors.
func.func @float_unary(%f: f32, %d: f64, %v: vector<4xf32>, %t: tensor<2x?xf16>) {
  %0 = math.absf %f : f32
  %1 = math.acos %f : f32
  %2 = math.acosh %d : f64
  %3 = math.asin %f fastmath<nnan> : f32
  %4 = math.asinh %f : f32
  %5 = math.atan %v : vector<4xf32>
  %6 = math.atanh %f : f32
  %7 = math.cbrt %f : f32
  %8 = math.ceil %t : tensor<2x?xf16>
  %9 = math.cos %f fastmath<fast> : f32
  %10 = math.cosh %f : f32
  %11 = math.erf %f : f32
  %12 = math.exp %v fastmath<afn,contract> : vector<4xf32>
  %13 = math.exp2 %d : f64
  %14 = math.expm1 %f : f32
  %15 = math.floor %f : f32
  %16 = math.log %f : f32
  %17 = math.log10 %f : f32
  %18 = math.log1p %f : f32
  %19 = math.log2 %f : f32
  %20 = math.roundeven %f : f32
  %21 = math.round %f : f32
  %22 = math.rsqrt %f : f32
  %23 = math.sin %f : f32
  %24 = math.sinh %f : f32
  %25 = math.sqrt %f fastmath<none> : f32
  %26 = math.tan %f : f32
  %27 = math.tanh %f : f32
  %28 = math.trunc %f : f32
  return
}

// -----

func.func @binary(%a: f32, %b: f32, %i: i32, %j: i32, %v: vector<2xf64>, %iv: vector<2xi8>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b fastmath<nnan,ninf> : f32
  %2 = math.powf %v, %v : vector<2xf64>
  %3 = math.fma %a, %b, %a fastmath<fast> : f32
  %4 = math.ipowi %i, %j : i32
  %5 = math.fpowi %a, %i : f32, i32
  %6 = math.fpowi %v, %iv fastmath<reassoc> : vector<2xf64>, vector<2xi8>
  %7 = math.absi %i : i32
  %8 = math.ctlz %iv : vector<2xi8>
  %9 = math.cttz %i : i32
  %10 = math.ctpop %i : i32
  %11 = math.ipowi %iv, %iv : vector<2xi8>
  return
}

// -----

func.func @generic(%a: f32, %i: index) {
  %0 = "math.sqrt"(%a) : (f32) -> f32
  %1 = "math.sqrt"(%a) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %2 = "math.absi"(%i) : (index) -> index
  %3 = math.exp %a {some.attr = 1 : i32} : f32
  return
}
