// RUN-ARGS: --canonicalize
// ExtractElementOp::fold only at a constant position: the input of a splat or the scalar of a
// broadcast at a constant index folds, at a dynamic index (an argument, a loop's index) the
// extract stays, as upstream 19's (its fold returns early without a constant position).

func.func @splat_dynamic(%x: f32, %i: index, %j: i32) -> (f32, f32, f32) {
  %c2 = arith.constant 2 : index
  %s = vector.splat %x : vector<4xf32>
  %a = vector.extractelement %s[%i : index] : vector<4xf32>
  %b = vector.extractelement %s[%c2 : index] : vector<4xf32>
  %c = vector.extractelement %s[%j : i32] : vector<4xf32>
  return %a, %b, %c : f32, f32, f32
}

func.func @broadcast_dynamic(%x: i64, %i: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %s = vector.broadcast %x : i64 to vector<4xi64>
  %a = vector.extractelement %s[%i : index] : vector<4xi64>
  %b = vector.extractelement %s[%c0 : index] : vector<4xi64>
  return %a, %b : i64, i64
}
