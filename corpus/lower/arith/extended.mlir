// Extended arithmetic: uadd.with.overflow, and widened multiplication split into low/high halves.
func.func @addui_extended(%a: i32, %b: i32, %v: vector<4xi16>, %w: vector<4xi16>) -> (i32, i1, vector<4xi16>, vector<4xi1>) {
  %0, %1 = arith.addui_extended %a, %b : i32, i1
  %2, %3 = arith.addui_extended %v, %w : vector<4xi16>, vector<4xi1>
  return %0, %1, %2, %3 : i32, i1, vector<4xi16>, vector<4xi1>
}

func.func @mul_extended(%a: i32, %b: i32, %c: i64, %d: i64, %v: vector<3xi8>, %w: vector<3xi8>) -> (i32, i32, i64, i64, vector<3xi8>, vector<3xi8>) {
  %0, %1 = arith.mulsi_extended %a, %b : i32
  %2, %3 = arith.mului_extended %c, %d : i64
  %4, %5 = arith.mulsi_extended %v, %w : vector<3xi8>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i64, i64, vector<3xi8>, vector<3xi8>
}

func.func @index_operands(%i: index, %j: index) -> (index, index) {
  %0, %1 = arith.mului_extended %i, %j : index
  return %0, %1 : index, index
}

// Upstream's patterns do not handle n-D vectors here; the ops stay.
func.func @nd_left(%a: vector<2x4xi32>, %b: vector<2x4xi32>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi1>) {
  %0, %1 = arith.mulsi_extended %a, %b : vector<2x4xi32>
  %2, %3 = arith.addui_extended %a, %b : vector<2x4xi32>, vector<2x4xi1>
  return %0, %1, %2, %3 : vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi1>
}
