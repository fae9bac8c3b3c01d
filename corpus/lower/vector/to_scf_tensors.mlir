// RUN-ARGS: --pass-pipeline=builtin.module(func.func(convert-vector-to-scf{lower-tensors=true}))
// convert-vector-to-scf with lower-tensors: reads from tensors go through the alloca buffer as
// on memrefs; writes thread the tensor through the loops (scf.for iteration values, scf.if
// results), the out-of-bounds branch yielding it unchanged. Static sizes fold to constants.
func.func @read_tensor(%t: tensor<4x?xf32>, %i: index) -> vector<3x2xf32> {
  %pad = arith.constant 5.0 : f32
  %v = vector.transfer_read %t[%i, %i], %pad {in_bounds = [false, true]} : tensor<4x?xf32>, vector<3x2xf32>
  return %v : vector<3x2xf32>
}

// -----

func.func @write_tensor(%t: tensor<3x5x7xi32>, %v: vector<2x3x4xi32>, %i: index) -> tensor<3x5x7xi32> {
  %r = vector.transfer_write %v, %t[%i, %i, %i] {in_bounds = [false, true, false]} : vector<2x3x4xi32>, tensor<3x5x7xi32>
  return %r : tensor<3x5x7xi32>
}

// -----

func.func @masked_write_tensor(%t: tensor<?x?xf32>, %v: vector<2x4xf32>, %m: vector<2x4xi1>, %i: index) -> tensor<?x?xf32> {
  %r = vector.transfer_write %v, %t[%i, %i], %m {in_bounds = [true, true]} : vector<2x4xf32>, tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
