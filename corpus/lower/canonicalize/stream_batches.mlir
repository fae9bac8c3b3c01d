// RUN-ARGS: --canonicalize --cse
// Several functions in one module, as streaming cuts it into batches: affine maps printed as
// aliases shared by functions, calls to functions defined elsewhere in the module, constants
// uniqued and common subexpressions merged within each function only.

#id = affine_map<(d0) -> (d0)>
#shift = affine_map<(d0)[s0] -> (d0 + s0)>
#tile = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 * 3)>
#wrap = affine_map<(d0) -> (d0 mod 7)>
module {
  func.func private @ext(i32) -> i32
  func.func @first(%m: memref<16xf32>, %n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c0b = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f32
    %r = affine.for %i = #id(%c0) to #id(%n) iter_args(%acc = %z) -> (f32) {
      %j = affine.apply #shift(%i)[%c1]
      %v = affine.load %m[%j] : memref<16xf32>
      %w = affine.load %m[%j] : memref<16xf32>
      %s = arith.addf %v, %w : f32
      %t = arith.addf %acc, %s : f32
      affine.yield %t : f32
    }
    %k = arith.addi %c0, %c0b : index
    %t1 = affine.apply #tile(%n)[%n]
    %t2 = affine.apply #wrap(%t1)
    %k2 = arith.addi %k, %t2 : index
    %x = memref.load %m[%k2] : memref<16xf32>
    %y = arith.addf %r, %x : f32
    return %y : f32
  }
  func.func @second(%a: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c5 = arith.addi %c2, %c3 : i32
    %p = arith.muli %a, %c5 : i32
    %q = arith.muli %a, %c5 : i32
    %r = arith.addi %p, %q : i32
    %e = func.call @ext(%r) : (i32) -> i32
    %f = func.call @third(%e) : (i32) -> i32
    return %f : i32
  }
  func.func @third(%a: i32) -> i32 {
    %c5 = arith.constant 5 : i32
    %c0 = arith.constant 0 : i32
    %b = arith.addi %a, %c0 : i32
    %p = arith.muli %b, %c5 : i32
    return %p : i32
  }
  func.func @fourth(%m: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f32
    affine.for %i = #id(%c1) to #id(%n) {
      %j = affine.apply #shift(%i)[%c1]
      affine.store %z, %m[%j] : memref<16xf32>
    }
    %w = affine.apply #wrap(%n)
    memref.store %z, %m[%w] : memref<16xf32>
    return
  }
}
