// RUN-ARGS: --convert-vector-to-llvm=force-32bit-vector-indices=0
// Masks compared in i64 when 32-bit vector indices are not forced.
func.func @create_masks(%a: index, %m: memref<?xf32>, %i: index, %pad: f32) -> (vector<4xi1>, vector<[4]xi1>, vector<i1>, vector<4xf32>) {
  %0 = vector.create_mask %a : vector<4xi1>
  %1 = vector.create_mask %a : vector<[4]xi1>
  %2 = vector.create_mask %a : vector<i1>
  %3 = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32>
  return %0, %1, %2, %3 : vector<4xi1>, vector<[4]xi1>, vector<i1>, vector<4xf32>
}
