// RUN-ARGS: --affine-parallelize=parallel-reductions=1
// Reductions (mulf, addi) become the parallel loop's reductions, the combiner moved after it to
// fold in the init; a loop whose iteration argument is not a reduction stays.
func.func @reductions(%a: memref<10xf32>, %b: memref<10xi32>) -> (f32, i32, f32) {
  %one = arith.constant 1.0 : f32
  %min = arith.constant -100 : i32
  %p = affine.for %i = 0 to 10 iter_args(%acc = %one) -> f32 {
    %v = affine.load %a[%i] : memref<10xf32>
    %m = arith.mulf %acc, %v : f32
    affine.yield %m : f32
  }
  %q = affine.for %i = 0 to 10 iter_args(%acc = %min) -> i32 {
    %v = affine.load %b[%i] : memref<10xi32>
    %m = arith.addi %v, %acc : i32
    affine.yield %m : i32
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %one) -> f32 {
    %v = affine.load %a[%i] : memref<10xf32>
    %m = arith.mulf %acc, %v : f32
    %n = arith.addf %m, %one : f32
    affine.yield %n : f32
  }
  return %p, %q, %r : f32, i32, f32
}
