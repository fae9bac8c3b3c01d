// RUN-ARGS: --transform-interpreter
// Transfers over memrefs with unit dims go through a rank-reducing subview: static offsets,
// a memory space, interior and trailing unit dims; non-zero indices and permuted maps stay.
func.func @static_offset(%m: memref<2x1x4xf32, strided<[8, 4, 1], offset: 3>, 1>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  %v = vector.transfer_read %m[%c0, %c0, %c0], %f {in_bounds = [true, true]} : memref<2x1x4xf32, strided<[8, 4, 1], offset: 3>, 1>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}

func.func @write_trailing_unit(%m: memref<?x5x1xi16>, %v: vector<4x5x1xi16>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<4x5x1xi16>, memref<?x5x1xi16>
  return
}

func.func @nonzero_index(%m: memref<1x8xf32>) -> vector<8xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c1, %c0], %f {in_bounds = [true]} : memref<1x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

func.func @masked_write(%m: memref<1x6xi32>, %v: vector<1x6xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = vector.create_mask %c1, %n : vector<1x6xi1>
  vector.transfer_write %v, %m[%c0, %c0], %k {in_bounds = [true, true]} : vector<1x6xi32>, memref<1x6xi32>
  return
}

func.func @out_of_bounds(%m: memref<1x?xf32>) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %f : memref<1x?xf32>, vector<1x4xf32>
  return %v : vector<1x4xf32>
}

func.func @zero_d_offset(%m: memref<1x1xf32, strided<[4, 1], offset: 7>>) -> vector<1x1xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %f {in_bounds = [true, true]} : memref<1x1xf32, strided<[4, 1], offset: 7>>, vector<1x1xf32>
  return %v : vector<1x1xf32>
}

func.func @dynamic_offset_unit_stride(%m: memref<1x9xf32, strided<[9, 1], offset: ?>>, %v: vector<9xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true]} : vector<9xf32>, memref<1x9xf32, strided<[9, 1], offset: ?>>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.rank_reducing_subview_patterns
    } : !transform.any_op
    transform.yield
  }
}
