// RUN-ARGS: --convert-vector-to-llvm
// Masks: constant ones become arith.constant (n-D: inserts of (n-1)-D ones), created ones of rank
// > 1 select chains, 1-D ones a comparison of a step vector with a splat bound; constant bounds
// fold to constant masks.
func.func @constant_masks() -> (vector<8xi1>, vector<4xi1>, vector<4xi1>, vector<i1>, vector<3x4xi1>) {
  %0 = vector.constant_mask [3] : vector<8xi1>
  %1 = vector.constant_mask [4] : vector<4xi1>
  %2 = vector.constant_mask [0] : vector<4xi1>
  %3 = vector.constant_mask [1] : vector<i1>
  %4 = vector.constant_mask [2, 3] : vector<3x4xi1>
  return %0, %1, %2, %3, %4 : vector<8xi1>, vector<4xi1>, vector<4xi1>, vector<i1>, vector<3x4xi1>
}

// -----

func.func @scalable_constant_masks() -> (vector<2x[4]xi1>, vector<[4]xi1>) {
  %0 = vector.constant_mask [1, 4] : vector<2x[4]xi1>
  %1 = vector.constant_mask [4] : vector<[4]xi1>
  return %0, %1 : vector<2x[4]xi1>, vector<[4]xi1>
}

// -----

func.func @create_masks(%a: index, %b: index) -> (vector<8xi1>, vector<3x4xi1>, vector<[4]xi1>, vector<2x[4]xi1>, vector<i1>, vector<4xi1>, vector<2x4xi1>) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %0 = vector.create_mask %a : vector<8xi1>
  %1 = vector.create_mask %a, %b : vector<3x4xi1>
  %2 = vector.create_mask %a : vector<[4]xi1>
  %3 = vector.create_mask %b, %a : vector<2x[4]xi1>
  %4 = vector.create_mask %a : vector<i1>
  %5 = vector.create_mask %c9 : vector<4xi1>
  %6 = vector.create_mask %c2, %cm1 : vector<2x4xi1>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xi1>, vector<3x4xi1>, vector<[4]xi1>, vector<2x[4]xi1>, vector<i1>, vector<4xi1>, vector<2x4xi1>
}

// -----

func.func @masked_transfers(%m: memref<?xf32>, %i: index, %n: index, %pad: f32, %v: vector<8xf32>) -> vector<8xf32> {
  %mask = vector.create_mask %n : vector<8xi1>
  %all = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.transfer_read %m[%i], %pad, %mask : memref<?xf32>, vector<8xf32>
  %1 = vector.transfer_read %m[%i], %pad, %all {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
  vector.transfer_write %v, %m[%i], %all {in_bounds = [true]} : vector<8xf32>, memref<?xf32>
  %2 = arith.addf %0, %1 : vector<8xf32>
  return %2 : vector<8xf32>
}
