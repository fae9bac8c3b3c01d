// RUN: opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --view-op-graph
// view-op-graph elides its labels' elements attributes and arrays at the printer's limit when it is
// given (16 otherwise).
func.func @f() -> (tensor<2x2xi32>, tensor<5xi32>, tensor<1x2xi32>) {
  %0 = arith.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi32>
  %1 = arith.constant dense<1> : tensor<5xi32>
  %2 = arith.constant dense<[[0, 1]]> : tensor<1x2xi32>
  "test.attrs"() {a = [1, 2, 3], b = [1, 2]} : () -> ()
  return %0, %1, %2 : tensor<2x2xi32>, tensor<5xi32>, tensor<1x2xi32>
}
