// arith cast ops: ext/trunc (int and float), int<->float, index casts, bitcast; scalars, vectors, tensors.
func.func @int_ext_trunc(%a: i8, %b: i64) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i64
  %2 = arith.trunci %b : i64 to i16
  %3 = arith.trunci %b : i64 to i1
  %4 = arith.extsi %3 : i1 to i128
  return
}

// -----

func.func @float_ext_trunc(%h: f16, %d: f64, %b: bf16) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %b : bf16 to f64
  %2 = arith.truncf %d : f64 to f32
  %3 = arith.truncf %d : f64 to bf16
  %4 = arith.extf %h : f16 to f128
  %5 = arith.truncf %d : f64 to f8E4M3FN
  return
}

// -----

// Rounding modes on truncf, and fastmath on extf/truncf.
func.func @rounding(%d: f64) {
  %0 = arith.truncf %d to_nearest_even : f64 to f32
  %1 = arith.truncf %d downward : f64 to f32
  %2 = arith.truncf %d upward : f64 to f32
  %3 = arith.truncf %d toward_zero : f64 to f32
  %4 = arith.truncf %d to_nearest_away : f64 to f16
  %5 = arith.truncf %d fastmath<nnan> : f64 to f32
  %6 = arith.truncf %d upward fastmath<fast> : f64 to f16
  %7 = arith.extf %5 fastmath<ninf> : f32 to f64
  return
}

// -----

func.func @int_float(%i: i32, %f: f32, %w: i64) {
  %0 = arith.sitofp %i : i32 to f32
  %1 = arith.uitofp %i : i32 to f64
  %2 = arith.fptosi %f : f32 to i64
  %3 = arith.fptoui %f : f32 to i8
  %4 = arith.sitofp %w : i64 to f16
  %5 = arith.uitofp %w : i64 to bf16
  return
}

// -----

func.func @index_casts(%i: index, %x: i32) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %x : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_castui %x : i32 to index
  %4 = arith.index_cast %i : index to i1
  return
}

// -----

func.func @bitcasts(%f: f32, %i: i64, %h: f16, %bf: bf16) {
  %0 = arith.bitcast %f : f32 to i32
  %1 = arith.bitcast %i : i64 to f64
  %2 = arith.bitcast %h : f16 to bf16
  %3 = arith.bitcast %bf : bf16 to i16
  %4 = arith.bitcast %i : i64 to i64
  return
}

// -----

// Casts on vectors (fixed and scalable) and tensors.
func.func @shaped(%v: vector<4xi16>, %s: vector<[8]xf32>, %t: tensor<?x2xi32>, %u: tensor<3xf64>, %iv: vector<2xindex>) {
  %0 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %1 = arith.fptosi %s : vector<[8]xf32> to vector<[8]xi32>
  %2 = arith.sitofp %t : tensor<?x2xi32> to tensor<?x2xf32>
  %3 = arith.truncf %u : tensor<3xf64> to tensor<3xf32>
  %4 = arith.index_cast %iv : vector<2xindex> to vector<2xi64>
  %5 = arith.bitcast %v : vector<4xi16> to vector<4xf16>
  %6 = arith.trunci %t : tensor<?x2xi32> to tensor<?x2xi8>
  %7 = arith.extui %v : vector<4xi16> to vector<4xi64>
  return
}

// -----

// Generic forms of casts, including the rounding mode property.
func.func @generic(%d: f64, %i: i32) -> f32 {
  %0 = "arith.truncf"(%d) <{roundingmode = 1 : i32}> : (f64) -> f32
  %1 = "arith.extsi"(%i) : (i32) -> i64
  %2 = "arith.index_cast"(%1) : (i64) -> index
  return %0 : f32
}
