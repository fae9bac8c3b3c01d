// select: scalar and vector conditions; non-LLVM types are converted first.
func.func @select(%c: i1, %a: i32, %b: i32, %i: index, %j: index, %m: vector<4xi1>, %v: vector<4xf32>, %w: vector<4xf32>) -> (i32, index, vector<4xf32>, vector<4xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %i, %j : index
  %2 = arith.select %m, %v, %w : vector<4xi1>, vector<4xf32>
  %3 = arith.select %c, %v, %w : vector<4xf32>
  return %0, %1, %2, %3 : i32, index, vector<4xf32>, vector<4xf32>
}
