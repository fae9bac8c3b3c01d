// arith.constant becomes llvm.mlir.constant with the same value attribute and the converted type.
func.func @scalars() -> (i32, i1, i1, f32, f64, index, f16, bf16, i64) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant true
  %2 = arith.constant false
  %3 = arith.constant 1.5 : f32
  %4 = arith.constant -0.0 : f64
  %5 = arith.constant 7 : index
  %6 = arith.constant 0x7C00 : f16
  %7 = arith.constant 2.0 : bf16
  %8 = arith.constant -9223372036854775808 : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i1, i1, f32, f64, index, f16, bf16, i64
}

func.func @vectors() -> (vector<4xi32>, vector<3xf32>, vector<2xindex>, vector<2x3xf32>, vector<2x2xindex>, vector<4xi1>, vector<f64>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = arith.constant dense<0.5> : vector<3xf32>
  %2 = arith.constant dense<[5, 6]> : vector<2xindex>
  %3 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %4 = arith.constant dense<7> : vector<2x2xindex>
  %5 = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %6 = arith.constant dense<3.0> : vector<f64>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi32>, vector<3xf32>, vector<2xindex>, vector<2x3xf32>, vector<2x2xindex>, vector<4xi1>, vector<f64>
}

func.func @tensor_constant_left() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
