// RUN: opt --split-input-file --mlir-print-elementsattrs-with-hex-if-larger=2
// Dense elements attributes (not splats) with more than 2 elements print as hex strings.
func.func @f() -> (tensor<2xf32>, tensor<3xf32>, tensor<4xi1>, tensor<3xi8>, tensor<3xcomplex<f32>>, tensor<5xf64>) {
  %0 = arith.constant dense<[10.0, 5.0]> : tensor<2xf32>
  %1 = arith.constant dense<[10.0, 5.0, 1.5]> : tensor<3xf32>
  %2 = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  %3 = arith.constant dense<[1, -2, 3]> : tensor<3xi8>
  %4 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %5 = arith.constant dense<7.0> : tensor<5xf64>
  return %0, %1, %2, %3, %4, %5 : tensor<2xf32>, tensor<3xf32>, tensor<4xi1>, tensor<3xi8>, tensor<3xcomplex<f32>>, tensor<5xf64>
}

// -----

func.func @g() -> tensor<3xi32> {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %0 : tensor<3xi32>
}
