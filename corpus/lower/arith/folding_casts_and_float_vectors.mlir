// Cast ops whose operand already has the result type fold to the operand; bitcasts of constants
// fold to constants (also same-type ones); float min/max of equal operands fold for every float
// type, and identities with splat float constants fold for vectors.
func.func @casts(%a: i64, %x: f16, %v: vector<4xf32>, %w: vector<2xf64>) -> (i64, i32, f32, f16, vector<4xf32>, vector<4xf32>, vector<2xf64>, vector<4xf32>) {
  %c = arith.constant 5 : i32
  %f = arith.constant 2.5 : f32
  %0 = arith.bitcast %a : i64 to i64
  %1 = arith.bitcast %c : i32 to i32
  %2 = arith.bitcast %f : f32 to f32
  %3 = arith.minimumf %x, %x : f16
  %one = arith.constant dense<1.0> : vector<4xf32>
  %4 = arith.mulf %v, %one : vector<4xf32>
  %nz = arith.constant dense<-0.0> : vector<4xf32>
  %5 = arith.addf %v, %nz : vector<4xf32>
  %6 = arith.maxnumf %w, %w : vector<2xf64>
  %two = arith.constant dense<2.0> : vector<4xf32>
  %7 = arith.addf %one, %two : vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i32, f32, f16, vector<4xf32>, vector<4xf32>, vector<2xf64>, vector<4xf32>
}
