// RUN-ARGS: --canonicalize
// vector.extract_strided_slice canonicalizations: of a constant_mask (sizes clipped to the slice),
// of splat and non-splat constants, of broadcasts (sliced first when the trailing dims differ), of
// splats.

func.func @slices(%s: f32, %v: vector<4xf32>) -> (vector<2x2xi1>, vector<2x2xi1>, vector<2xf32>, vector<2x2xi32>, vector<2x4xf32>, vector<3x2xf32>, vector<2xf32>) {
  %m = vector.constant_mask [3, 2] : vector<4x4xi1>
  %0 = vector.extract_strided_slice %m {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %1 = vector.extract_strided_slice %m {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %c = arith.constant dense<3.0> : vector<4xf32>
  %2 = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %d = arith.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8]]> : vector<3x3xi32>
  %3 = vector.extract_strided_slice %d {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi32> to vector<2x2xi32>
  %b = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %4 = vector.extract_strided_slice %b {offsets = [1], sizes = [2], strides = [1]} : vector<3x4xf32> to vector<2x4xf32>
  %5 = vector.extract_strided_slice %b {offsets = [0, 1], sizes = [3, 2], strides = [1, 1]} : vector<3x4xf32> to vector<3x2xf32>
  %sp = vector.splat %s : vector<4xf32>
  %6 = vector.extract_strided_slice %sp {offsets = [2], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<2x2xi1>, vector<2x2xi1>, vector<2xf32>, vector<2x2xi32>, vector<2x4xf32>, vector<3x2xf32>, vector<2xf32>
}
