// RUN-ARGS: --lower-affine
// affine.parallel to scf.parallel: per-dimension bounds from the max/min groups, constant steps,
// reductions started from each kind's identity constant with their arith combiner in scf.reduce.
func.func @band(%A: memref<100x100xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, max(%n - 50, 0)) to (%n, min(100, %n * 2)) step (4, 1) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  return
}

// -----

func.func @reductions(%A: memref<64xf32>, %B: memref<64xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
  %r:8 = affine.parallel (%i) = (0) to (64) reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "ori", "andi") -> (f32, f32, f32, f32, i32, i32, i32, i32) {
    %x = affine.load %A[%i] : memref<64xf32>
    %y = affine.load %B[%i] : memref<64xi32>
    affine.yield %x, %x, %x, %x, %y, %y, %y, %y : f32, f32, f32, f32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : f32, f32, f32, f32, i32, i32, i32, i32
}
