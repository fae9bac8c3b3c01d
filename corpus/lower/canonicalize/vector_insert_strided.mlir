// RUN-ARGS: --canonicalize
// insert_strided_slice canonicalizations (splat into the same splat, a slice put back where it was
// extracted, constants into constants) and the extract folders through strided slices: an extract
// of an extract_strided_slice reads its source, an extract through a chain of insert_strided_slice
// reads the inserted slice that covers it.

func.func @insert_strided(%s: f32, %v: vector<4x4xf32>, %w: vector<2xf32>) -> (vector<8xf32>, vector<4x4xf32>, vector<2x3xi32>, f32, f32, f32) {
  %a = vector.splat %s : vector<2xf32>
  %b = vector.splat %s : vector<8xf32>
  %0 = vector.insert_strided_slice %a, %b {offsets = [3], strides = [1]} : vector<2xf32> into vector<8xf32>
  %e = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  %1 = vector.insert_strided_slice %e, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
  %d = arith.constant dense<0> : vector<2x3xi32>
  %p = arith.constant dense<[7, 8]> : vector<2xi32>
  %2 = vector.insert_strided_slice %p, %d {offsets = [1, 1], strides = [1]} : vector<2xi32> into vector<2x3xi32>
  %3 = vector.extract %e[1, 0] : f32 from vector<2x2xf32>
  %z = arith.constant dense<0.0> : vector<8xf32>
  %i1 = vector.insert_strided_slice %w, %z {offsets = [2], strides = [1]} : vector<2xf32> into vector<8xf32>
  %i2 = vector.insert_strided_slice %w, %i1 {offsets = [6], strides = [1]} : vector<2xf32> into vector<8xf32>
  %4 = vector.extract %i2[3] : f32 from vector<8xf32>
  %5 = vector.extract %i2[6] : f32 from vector<8xf32>
  return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<4x4xf32>, vector<2x3xi32>, f32, f32, f32
}
