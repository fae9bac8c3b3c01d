// RUN-ARGS: --canonicalize
// vector.shape_cast canonicalizations: of a splat constant, of masks with trailing unit dims
// dropped, of broadcasts (to a broadcast of the source, or a shape cast of it).

func.func @shape_casts(%s: f32, %v: vector<4xf32>, %n: index) -> (vector<2x2xf32>, vector<4x1xi1>, vector<4xi1>, vector<4xi1>, vector<3x4xf32>, vector<6xf32>) {
  %c = arith.constant dense<2.0> : vector<4xf32>
  %0 = vector.shape_cast %c : vector<4xf32> to vector<2x2xf32>
  %c1 = arith.constant 1 : index
  %cm = vector.create_mask %n, %c1 : vector<4x1xi1>
  %1 = vector.shape_cast %cm : vector<4x1xi1> to vector<4xi1>
  %km = vector.constant_mask [3, 1] : vector<4x1xi1>
  %2 = vector.shape_cast %km : vector<4x1xi1> to vector<4xi1>
  %b = vector.broadcast %v : vector<4xf32> to vector<1x3x4xf32>
  %3 = vector.shape_cast %b : vector<1x3x4xf32> to vector<3x4xf32>
  %w = vector.broadcast %s : f32 to vector<2x3xf32>
  %4 = vector.shape_cast %w : vector<2x3xf32> to vector<6xf32>
  return %0, %cm, %1, %2, %3, %4 : vector<2x2xf32>, vector<4x1xi1>, vector<4xi1>, vector<4xi1>, vector<3x4xf32>, vector<6xf32>
}
