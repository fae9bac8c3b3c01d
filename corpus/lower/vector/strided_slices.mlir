// RUN-ARGS: --convert-vector-to-llvm
// vector.extract_strided_slice: along one dimension a shuffle, along several a row-by-row rebuild.
func.func @extract(%v: vector<16xf32>, %w: vector<4x8xi32>, %x: vector<4x8x16xf32>) -> (vector<4xf32>, vector<3xf32>, vector<2x8xi32>, vector<2x4xi32>, vector<2x4x8xf32>, vector<2x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
  %1 = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<16xf32> to vector<3xf32>
  %2 = vector.extract_strided_slice %w {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xi32> to vector<2x8xi32>
  %3 = vector.extract_strided_slice %w {offsets = [1, 3], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi32> to vector<2x4xi32>
  %4 = vector.extract_strided_slice %x {offsets = [1, 2, 3], sizes = [2, 4, 8], strides = [1, 1, 1]} : vector<4x8x16xf32> to vector<2x4x8xf32>
  %5 = vector.extract_strided_slice %x {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<3xf32>, vector<2x8xi32>, vector<2x4xi32>, vector<2x4x8xf32>, vector<2x8x16xf32>
}

// -----

// vector.insert_strided_slice: a lower-rank source goes into its row of the destination, a 1-D
// insert is two shuffles, an n-D one is rebuilt row by row.
func.func @insert(%a: vector<4xf32>, %b: vector<16xf32>, %c: vector<2x4xf32>, %d: vector<4x8xf32>, %e: vector<4x8x16xf32>) -> (vector<16xf32>, vector<4x8xf32>, vector<4x8x16xf32>, vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [3], strides = [1]} : vector<4xf32> into vector<16xf32>
  %1 = vector.insert_strided_slice %c, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %2 = vector.insert_strided_slice %c, %e {offsets = [2, 1, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  %3 = vector.insert_strided_slice %a, %d {offsets = [3, 4], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  %4 = vector.insert_strided_slice %d, %d {offsets = [0, 0], strides = [1, 1]} : vector<4x8xf32> into vector<4x8xf32>
  return %0, %1, %2, %3, %4 : vector<16xf32>, vector<4x8xf32>, vector<4x8x16xf32>, vector<4x8xf32>, vector<4x8xf32>
}
