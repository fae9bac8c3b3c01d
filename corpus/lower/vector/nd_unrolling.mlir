// RUN-ARGS: --convert-vector-to-llvm
// The n-D unrollings of convert-vector-to-llvm's first phase: vector.bitcast, vector.interleave
// and vector.deinterleave of rank > 1 become one 1-D op per row, up to the first scalable
// dimension; vector.shuffle folds when its mask takes one operand whole, or both are constants.
func.func @bitcast_3d(%v: vector<2x2x4xi8>) -> vector<2x2x1xi32> {
  %r = vector.bitcast %v : vector<2x2x4xi8> to vector<2x2x1xi32>
  return %r : vector<2x2x1xi32>
}

// -----

func.func @interleave_scalable_middle(%a: vector<2x[2]x4xf32>, %b: vector<2x[2]x4xf32>) -> vector<2x[2]x8xf32> {
  %r = vector.interleave %a, %b : vector<2x[2]x4xf32> -> vector<2x[2]x8xf32>
  return %r : vector<2x[2]x8xf32>
}

// -----

func.func @deinterleave_3d(%v: vector<3x1x6xi16>) -> (vector<3x1x3xi16>, vector<3x1x3xi16>) {
  %a, %b = vector.deinterleave %v : vector<3x1x6xi16> -> vector<3x1x3xi16>
  return %a, %b : vector<3x1x3xi16>, vector<3x1x3xi16>
}

// -----

func.func @shuffles(%a: vector<3xi32>, %b: vector<2xi32>) -> (vector<2xi32>, vector<3xi32>, vector<4xi32>) {
  %c1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %c2 = arith.constant dense<[7, 8]> : vector<2xi32>
  %s1 = vector.shuffle %a, %b [3, 4] : vector<3xi32>, vector<2xi32>
  %s2 = vector.shuffle %a, %b [0, 1, 2] : vector<3xi32>, vector<2xi32>
  %s3 = vector.shuffle %c1, %c2 [4, 0, 3, 2] : vector<3xi32>, vector<2xi32>
  return %s1, %s2, %s3 : vector<2xi32>, vector<3xi32>, vector<4xi32>
}
