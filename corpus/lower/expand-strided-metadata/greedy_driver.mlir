// RUN-ARGS: --expand-strided-metadata
// What the greedy driver does around the patterns: a loop that only loads and whose result is unused
// is erased, `arith.xori %x, %x` folds, the metadata of a dynamic alloc resolves to its operands
// (strides as products of the inner sizes), of a cast to its source's where the cast's type is not
// static, and the constants come out in the order the driver's folder leaves them.
func.func @dead_loop_and_folds(%m: memref<?xf64>, %n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.xori %x, %x : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xf64>
    %w = arith.fptosi %v : f64 to i64
    %s = arith.addi %acc, %w : i64
    scf.yield %s : i64
  }
  return %z : i64
}

// -----

func.func @alloc_metadata(%a: index, %b: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %m = memref.alloc(%a, %b) : memref<?x5x?xf32>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %m : memref<?x5x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %base, %off, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 : memref<f32>, index, index, index, index, index, index, index
}

// -----

func.func @cast_and_collapse(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index, memref<?xf32, strided<[?], offset: ?>>) {
  %c = memref.cast %m : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %k = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %off, %sizes#0, %strides#0, %strides#1, %k : index, index, index, index, memref<?xf32, strided<[?], offset: ?>>
}

// -----

memref.global "private" constant @g : memref<2x3xi32> = dense<0>
func.func @global_and_aligned_pointer(%i: index) -> (index, index, index) {
  %g = memref.get_global @g : memref<2x3xi32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %g : memref<2x3xi32> -> memref<i32>, index, index, index, index, index
  %s = memref.subview %g[1, 0] [1, 3] [1, 1] : memref<2x3xi32> to memref<3xi32, strided<[1], offset: 3>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<3xi32, strided<[1], offset: 3>> -> index
  return %strides#0, %sizes#1, %p : index, index, index
}
