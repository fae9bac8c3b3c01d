// RUN-ARGS: --convert-math-to-llvm
// Every math op with an LLVM counterpart, scalar and 1-D vector, with fastmath flags and other
// attributes carried over; the ops without a pattern stay.
func.func @float_ops(%f: f32, %d: f64, %v: vector<4xf32>) -> f32 {
  %0 = math.absf %f : f32
  %1 = math.ceil %d : f64
  %2 = math.copysign %f, %f fastmath<nnan> : f32
  %3 = math.cos %v fastmath<fast> : vector<4xf32>
  %4 = math.exp2 %f : f32
  %5 = math.exp %f {some.attr} : f32
  %6 = math.floor %f : f32
  %7 = math.fma %f, %f, %f fastmath<contract> : f32
  %8 = math.log10 %f : f32
  %9 = math.log2 %f : f32
  %10 = math.log %f : f32
  %11 = math.powf %f, %f : f32
  %12 = math.roundeven %f : f32
  %13 = math.round %f : f32
  %14 = math.sin %f : f32
  %15 = math.sqrt %v : vector<4xf32>
  %16 = math.trunc %f : f32
  %17 = math.tan %f : f32
  %18 = math.atan2 %f, %f : f32
  %19 = math.erf %f : f32
  %20 = math.cbrt %f : f32
  return %0 : f32
}

// -----

func.func @int_ops(%i: i32, %v: vector<2xi16>, %p: i64) -> i32 {
  %0 = math.ctlz %i : i32
  %1 = math.cttz %v : vector<2xi16>
  %2 = math.ctpop %i : i32
  %3 = math.absi %i : i32
  %4 = math.ipowi %i, %i : i32
  return %0 : i32
}

// -----

func.func @expansions(%f: f32, %v: vector<3xf64>) -> f32 {
  %0 = math.expm1 %f fastmath<nnan> : f32
  %1 = math.log1p %v : vector<3xf64>
  %2 = math.rsqrt %f fastmath<fast> : f32
  %3 = math.expm1 %v : vector<3xf64>
  %4 = math.rsqrt %v : vector<3xf64>
  return %0 : f32
}

// -----

func.func @fpowi(%f: f32, %i: i32, %v: vector<2xf32>, %vi: vector<2xi32>) -> f32 {
  %0 = math.fpowi %f, %i : f32, i32
  return %0 : f32
}

// -----

func.func @nd_vectors(%a: vector<2x3xf32>, %b: vector<2x2xi8>) -> vector<2x3xf32> {
  %0 = math.sqrt %a : vector<2x3xf32>
  %1 = math.ctlz %b : vector<2x2xi8>
  %2 = math.expm1 %a : vector<2x3xf32>
  %3 = math.absi %b : vector<2x2xi8>
  return %0 : vector<2x3xf32>
}
