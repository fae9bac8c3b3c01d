// Casts: width changes, float/int conversions, bitcasts (identity ones vanish), index casts.
func.func @int_casts(%a: i32, %b: i64) -> (i64, i64, i16, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %b : i64 to i16
  %3 = arith.trunci %b : i64 to i32
  return %0, %1, %2, %3 : i64, i64, i16, i32
}

func.func @float_casts(%x: f32, %y: f64, %h: f16) -> (f64, f32, bf16, f32) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.truncf %y : f64 to f32
  %2 = arith.truncf %x : f32 to bf16
  %3 = arith.extf %h fastmath<nnan> : f16 to f32
  return %0, %1, %2, %3 : f64, f32, bf16, f32
}

func.func @truncf_rounding(%y: f64) -> (f32, f32, f32, f32, f32) {
  %0 = arith.truncf %y to_nearest_even : f64 to f32
  %1 = arith.truncf %y downward : f64 to f32
  %2 = arith.truncf %y upward : f64 to f32
  %3 = arith.truncf %y toward_zero : f64 to f32
  %4 = arith.truncf %y to_nearest_away : f64 to f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

func.func @int_float(%a: i32, %x: f64) -> (f32, f32, i16, i64) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %2 = arith.fptosi %x : f64 to i16
  %3 = arith.fptoui %x : f64 to i64
  return %0, %1, %2, %3 : f32, f32, i16, i64
}

func.func @bitcasts(%a: i32, %x: f32, %v: vector<2xi32>) -> (f32, i32, vector<2xf32>, i32, vector<2xi32>) {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %x : f32 to i32
  %2 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %3 = arith.bitcast %a : i32 to i32
  %4 = arith.bitcast %v : vector<2xi32> to vector<2xi32>
  return %0, %1, %2, %3, %4 : f32, i32, vector<2xf32>, i32, vector<2xi32>
}

func.func @index_casts(%i: index, %a: i32, %b: i64, %c: i128) -> (i32, index, i64, index, index, i128, i16, index) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_cast %i : index to i64
  %3 = arith.index_castui %b : i64 to index
  %4 = arith.index_castui %a : i32 to index
  %5 = arith.index_castui %i : index to i128
  %6 = arith.index_castui %i : index to i16
  %7 = arith.index_cast %c : i128 to index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, index, i64, index, index, i128, i16, index
}
