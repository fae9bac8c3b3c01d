// RUN-ARGS: --convert-vector-to-llvm
// vector.transpose and vector.shape_cast in convert-vector-to-llvm's first phase: transposes move
// their transposed sub-vectors one by one (a 2-D one with a unit dimension is a shape_cast first);
// 2-D to 1-D shape_casts insert strided rows, 1-D to 2-D ones extract them, others go element by
// element.
func.func @transpose_2d(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %t : vector<3x2xf32>
}

// -----

func.func @transpose_3d_keeps_inner(%v: vector<2x3x4xi8>) -> vector<3x2x4xi8> {
  %t = vector.transpose %v, [1, 0, 2] : vector<2x3x4xi8> to vector<3x2x4xi8>
  return %t : vector<3x2x4xi8>
}

// -----

func.func @transpose_unit(%v: vector<1x4xi32>, %w: vector<3x1xi32>) -> (vector<4x1xi32>, vector<1x3xi32>) {
  %a = vector.transpose %v, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
  %b = vector.transpose %w, [1, 0] : vector<3x1xi32> to vector<1x3xi32>
  return %a, %b : vector<4x1xi32>, vector<1x3xi32>
}

// -----

func.func @shape_casts(%a: vector<2x3xf64>, %b: vector<6xf64>, %c: vector<2x1x2xf64>, %d: vector<f64>) -> (vector<6xf64>, vector<3x2xf64>, vector<4xf64>, vector<1x1xf64>) {
  %0 = vector.shape_cast %a : vector<2x3xf64> to vector<6xf64>
  %1 = vector.shape_cast %b : vector<6xf64> to vector<3x2xf64>
  %2 = vector.shape_cast %c : vector<2x1x2xf64> to vector<4xf64>
  %3 = vector.shape_cast %d : vector<f64> to vector<1x1xf64>
  return %0, %1, %2, %3 : vector<6xf64>, vector<3x2xf64>, vector<4xf64>, vector<1x1xf64>
}

// -----

func.func @cancelling(%a: vector<2x3xf32>) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %0 : vector<6xf32> to vector<2x3xf32>
  %2 = vector.transpose %a, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  return %1, %2 : vector<2x3xf32>, vector<2x3xf32>
}
