// arith ops on vectors (fixed, scalable, 0-d, n-d) and tensors (static, dynamic, unranked).
func.func @vector_int(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %0, %b overflow<nsw> : vector<4xi32>
  %2 = arith.divsi %1, %a : vector<4xi32>
  %3 = arith.shrui %2, %b : vector<4xi32>
  %4 = arith.maxsi %3, %a : vector<4xi32>
  return %4 : vector<4xi32>
}

// -----

func.func @vector_float(%a: vector<2x8xf32>, %s: vector<[4]xf64>, %z: vector<f16>) {
  %0 = arith.addf %a, %a fastmath<fast> : vector<2x8xf32>
  %1 = arith.minimumf %s, %s : vector<[4]xf64>
  %2 = arith.negf %z : vector<f16>
  %3 = arith.remf %a, %a : vector<2x8xf32>
  return
}

// -----

func.func @tensor_ops(%a: tensor<?x4xi64>, %b: tensor<*xf32>, %c: tensor<f64>) {
  %0 = arith.subi %a, %a : tensor<?x4xi64>
  %1 = arith.mulf %b, %b : tensor<*xf32>
  %2 = arith.divf %c, %c : tensor<f64>
  %3 = arith.xori %a, %a : tensor<?x4xi64>
  return
}

// -----

// select with scalar and shaped conditions.
func.func @select(%c: i1, %vc: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>, %x: i32, %tc: tensor<2xi1>, %t: tensor<2xindex>) {
  %0 = arith.select %c, %a, %b : vector<4xf32>
  %1 = arith.select %vc, %a, %b : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %x, %x : i32
  %3 = arith.select %tc, %t, %t : tensor<2xi1>, tensor<2xindex>
  %4 = arith.select %c, %t, %t : tensor<2xindex>
  return
}

// -----

// select on non-numeric types and generic form.
func.func @select_other(%c: i1, %m: memref<4xf32>, %n: memref<4xf32>, %f: complex<f32>) -> memref<4xf32> {
  %0 = arith.select %c, %m, %n : memref<4xf32>
  %1 = arith.select %c, %f, %f : complex<f32>
  %2 = "arith.select"(%c, %0, %n) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return %2 : memref<4xf32>
}

// -----

// Constants of every kind: integer, float, index, bool, dense vector/tensor, and generic form.
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 2.5 : f32
  %2 = arith.constant 5 : index
  %3 = arith.constant true
  %4 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %5 = arith.constant dense<1.0> : tensor<2x2xf32>
  %6 = arith.constant dense<[true, false]> : vector<2xi1>
  %7 = "arith.constant"() <{value = -3 : i16}> : () -> i16
  %8 = arith.constant {my.attr} 8 : i8
  %9 = arith.constant dense<0> : vector<[4]xi32>
  %10 = arith.constant 1 : i1
  return
}
