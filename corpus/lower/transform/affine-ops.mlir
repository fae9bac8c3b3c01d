// RUN-ARGS: --transform-interpreter
// transform.affine.simplify_bounded_affine_ops: affine.min/affine.max ops whose smallest
// (largest) result the given ranges of some values decide become that result (an affine.apply,
// folded to a constant where it is one); the upper bounds are exclusive. A min the ranges do not
// decide stays.
func.func @tile_sizes(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %lane = memref.dim %m, %c0 : memref<?xf32>
  %a = affine.min affine_map<()[s0] -> (16, 64 - s0 * 4)>()[%lane]
  %b = affine.max affine_map<()[s0] -> (s0 - 8, 0)>()[%lane]
  %c = affine.min affine_map<()[s0, s1] -> (s0 + 3, s1)>()[%lane, %n]
  return %a, %b, %c : index, index, index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["affine.min", "affine.max"]} in %root : (!transform.any_op) -> !transform.any_op
    %dims = transform.structured.match ops{["memref.dim"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.simplify_bounded_affine_ops %mm with [%dims : !transform.any_op] within [0] and [9] : !transform.any_op
    transform.yield
  }
}
