// Builtin tensor types: ranked, dynamic, 0-d, with encodings, unranked.
func.func private @ranked(tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<2x?x3xi8>, tensor<0x4xf32>)

// -----

func.func private @unranked(tensor<*xf32>, tensor<*xi1>, tensor<*xcomplex<f32>>)

// -----

func.func private @encodings(tensor<4xf32, "enc">, tensor<?x?xf64, {level = 2 : i64}>, tensor<8xi32, 7 : i64>, tensor<2x2xf32, [1, 2]>)

// -----

#enc = {kind = "blocked", block = array<i64: 4, 4>}
func.func private @aliased_encoding(tensor<16x16xf32, #enc>) -> tensor<16x16xf32, #enc>

// -----

func.func private @element_types(tensor<4xvector<4xf32>>, tensor<3xindex>, tensor<2xf8E5M2>, tensor<1xui7>)

// -----

func.func @tensor_args(%t: tensor<?x4xf32>, %u: tensor<*xf32>) -> (tensor<*xf32>, tensor<?x4xf32>) {
  return %u, %t : tensor<*xf32>, tensor<?x4xf32>
}
