// RUN-ARGS: --affine-super-vectorize='virtual-vector-size=4 vectorize-reductions=true'
// affine-super-vectorize of each supported reduction kind over 37 elements (masked): the neutral
// vector it starts from, the vector.reduction kind, and the combination with a non-neutral init.
func.func @k0(%a: memref<37xf32>) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> f32 {
    %v = affine.load %a[%i] : memref<37xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}
// -----
func.func @k1(%a: memref<37xf32>) -> f32 {
  %init = arith.constant 3.0 : f32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> f32 {
    %v = affine.load %a[%i] : memref<37xf32>
    %n = arith.mulf %acc, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}
// -----
func.func @k2(%a: memref<37xf32>) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> f32 {
    %v = affine.load %a[%i] : memref<37xf32>
    %n = arith.maximumf %acc, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}
// -----
func.func @k3(%a: memref<37xf16>) -> f16 {
  %init = arith.constant 0.0 : f16
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> f16 {
    %v = affine.load %a[%i] : memref<37xf16>
    %n = arith.minimumf %acc, %v : f16
    affine.yield %n : f16
  }
  return %r : f16
}
// -----
func.func @k4(%a: memref<37xi32>) -> i32 {
  %init = arith.constant 0 : i32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i32 {
    %v = affine.load %a[%i] : memref<37xi32>
    %n = arith.addi %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @k5(%a: memref<37xi8>) -> i8 {
  %init = arith.constant 1 : i8
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i8 {
    %v = affine.load %a[%i] : memref<37xi8>
    %n = arith.muli %acc, %v : i8
    affine.yield %n : i8
  }
  return %r : i8
}
// -----
func.func @k6(%a: memref<37xi16>) -> i16 {
  %init = arith.constant 5 : i16
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i16 {
    %v = affine.load %a[%i] : memref<37xi16>
    %n = arith.maxsi %acc, %v : i16
    affine.yield %n : i16
  }
  return %r : i16
}
// -----
func.func @k7(%a: memref<37xi64>) -> i64 {
  %init = arith.constant 0 : i64
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i64 {
    %v = affine.load %a[%i] : memref<37xi64>
    %n = arith.minsi %acc, %v : i64
    affine.yield %n : i64
  }
  return %r : i64
}
// -----
func.func @k8(%a: memref<37xi32>) -> i32 {
  %init = arith.constant 0 : i32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i32 {
    %v = affine.load %a[%i] : memref<37xi32>
    %n = arith.maxui %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @k9(%a: memref<37xi32>) -> i32 {
  %init = arith.constant -1 : i32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i32 {
    %v = affine.load %a[%i] : memref<37xi32>
    %n = arith.minui %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @k10(%a: memref<37xi32>) -> i32 {
  %init = arith.constant 0 : i32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i32 {
    %v = affine.load %a[%i] : memref<37xi32>
    %n = arith.ori %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @k11(%a: memref<37xi32>) -> i32 {
  %init = arith.constant -1 : i32
  %r = affine.for %i = 0 to 37 iter_args(%acc = %init) -> i32 {
    %v = affine.load %a[%i] : memref<37xi32>
    %n = arith.andi %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
