// RUN: opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2
// Elements attributes with more than 2 elements print as `dense_resource<__elided__>`: dense ints,
// floats and strings, a sparse attribute whose indices or values are large; splats and small ones
// stay.
func.func @f() -> (tensor<2x2xi32>, tensor<5xi32>, tensor<1x2xi32>) {
  %0 = arith.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi32>
  %1 = arith.constant dense<1> : tensor<5xi32>
  %2 = arith.constant dense<[[0, 1]]> : tensor<1x2xi32>
  "test.attrs"() {a = dense<["a", "b", "c"]> : tensor<3x!llvm.ptr>, b = sparse<[[0], [1], [2]], [1.0, 2.0, 3.0]> : tensor<4xf32>, c = sparse<[[0]], [1.0]> : tensor<4xf32>, d = dense<"0x01020304"> : tensor<4xi8>, e = dense<[1.5, 2.5]> : vector<2xf64>} : () -> ()
  return %0, %1, %2 : tensor<2x2xi32>, tensor<5xi32>, tensor<1x2xi32>
}
