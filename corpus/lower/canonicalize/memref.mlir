// RUN-ARGS: --canonicalize
// memref canonicalization patterns and folders on views, reshapes and casts (MemRefOps.cpp of MLIR 19).

// Constant offsets, sizes and strides of a subview become static; a cast gives back the old type.
func.func @subview_constant_operands(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c2, %i] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// The same on a rank-reducing subview, and a negative constant stride (kept static).
func.func @subview_constant_operands_rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> (memref<?x4xf32, strided<[64, 1], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %0 = memref.subview %m[%i, %c1, 0] [%c3, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[64, 1], offset: ?>>
  %1 = memref.subview %m[%cm1, 0, 0] [%c3, 1, 4] [%cm1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0, %1 : memref<?x4xf32, strided<[64, 1], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// A subview of a cast that only forgets static sizes views the cast's source.
func.func @subview_of_cast(%m: memref<8x16x4xf32>, %i: index, %s: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {
  %c = memref.cast %m : memref<8x16x4xf32> to memref<?x?x4xf32>
  %0 = memref.subview %c[%i, 0, 0] [%s, %s, 1] [1, 1, 1] : memref<?x?x4xf32> to memref<?x?xf32, strided<[?, 4], offset: ?>>
  %1 = memref.subview %c[%i, 0, 0] [%s, 1, 4] [1, 1, 1] : memref<?x?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %0 : memref<?x?xf32, strided<[?, 4], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %2, %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// No-op subviews: the source, or a cast of it when the layouts are spelled differently.
func.func @trivial_subviews(%m: memref<8x16xf32>) -> (memref<8x16xf32>, memref<8x16xf32, strided<[16, 1]>>) {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %1 = memref.subview %m[%c0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
  %2 = memref.cast %1 : memref<8x16xf32, strided<[16, 1], offset: ?>> to memref<8x16xf32, strided<[16, 1]>>
  return %0, %2 : memref<8x16xf32>, memref<8x16xf32, strided<[16, 1]>>
}

// -----

// memref.dim of a subview (past its dropped dims) and of a reinterpret_cast is the size operand.
func.func @dim_of_views(%m: memref<?x?x?xf32>, %b: memref<f32>, %s: index, %t: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0, 0] [%s, 1, %t] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.reinterpret_cast %b to offset: [0], sizes: [%t, %s], strides: [%s, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1]>>
  %d2 = memref.dim %1, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d3 = memref.dim %1, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

// Constant sizes of a view become static; a view of a cast of an alloc views the alloc.
func.func @views(%b: memref<2048xi8>, %s: index, %n: index) -> (memref<?x?xf32>, memref<?x4xf32>) {
  %c4 = arith.constant 4 : index
  %0 = memref.view %b[%s][%c4, %n] : memref<2048xi8> to memref<?x?xf32>
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %1 = memref.view %c[%s][%n] : memref<?xi8> to memref<?x4xf32>
  return %0, %1 : memref<?x?xf32>, memref<?x4xf32>
}

// -----

// A reinterpret_cast rebuilding a memref from its own metadata is the memref (or a cast of it); one
// with another size is left alone (its metadata operands fold to constants).
func.func @reinterpret_cast_of_metadata(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %k: memref<8x?xf32>, %x: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %kbase, %koff, %ksz:2, %kst:2 = memref.extract_strided_metadata %k : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
  %1 = memref.reinterpret_cast %kbase to offset: [%koff], sizes: [%ksz#0, %ksz#1], strides: [%kst#0, %kst#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.reinterpret_cast %kbase to offset: [%koff], sizes: [%ksz#0, %x], strides: [%kst#0, %kst#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %1, %2 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Transposes in a row compose into one (and the identity folds away).
func.func @transposes(%m: memref<2x3x4xf32>) -> (memref<2x3x4xf32, strided<[12, 4, 1]>>, memref<4x2x3xf32, strided<[1, 12, 4]>>) {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %1 = memref.transpose %0 (i, j, k) -> (j, i, k) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x3x2xf32, strided<[1, 4, 12]>>
  %2 = memref.transpose %1 (i, j, k) -> (k, j, i) : memref<4x3x2xf32, strided<[1, 4, 12]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  %3 = memref.transpose %0 (i, j, k) -> (j, k, i) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %2, %3 : memref<2x3x4xf32, strided<[12, 4, 1]>>, memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// -----

// Expansions in a row, and collapses in a row, are one reshape.
func.func @reshape_chains(%m: memref<?x16xf32>, %n: memref<?x2x3x4xf32>, %a: index) -> (memref<?x2x2x4xf32>, memref<?xf32>) {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%a, 4, 4] : memref<?x16xf32> into memref<?x4x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3]] output_shape [%a, 2, 2, 4] : memref<?x4x4xf32> into memref<?x2x2x4xf32>
  %2 = memref.collapse_shape %n [[0, 1], [2, 3]] : memref<?x2x3x4xf32> into memref<?x12xf32>
  %3 = memref.collapse_shape %2 [[0, 1]] : memref<?x12xf32> into memref<?xf32>
  return %1, %3 : memref<?x2x2x4xf32>, memref<?xf32>
}

// -----

// A collapse of an expansion: one expansion (sizes from memref.dim, or the alloc's operand), one
// collapse, or nothing when the two are inverses (even with several dynamic sizes).
func.func @collapse_of_expand(%m: memref<?x12xf32>, %p: memref<?x?xf32>, %a: index, %b: index, %c: index) -> (memref<?x3x4xf32>, memref<?x3x4xf32>, memref<?xf32>, memref<?x?xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 2, 3, 4] : memref<?x12xf32> into memref<?x2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x2x3x4xf32> into memref<?x3x4xf32>
  %al = memref.alloc(%b) : memref<?x12xf32>
  %2 = memref.expand_shape %al [[0, 1], [2, 3]] output_shape [%a, 2, 3, 4] : memref<?x12xf32> into memref<?x2x3x4xf32>
  %3 = memref.collapse_shape %2 [[0, 1], [2], [3]] : memref<?x2x3x4xf32> into memref<?x3x4xf32>
  %4 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<?x2x3x4xf32> into memref<?xf32>
  %5 = memref.expand_shape %p [[0, 1], [2]] output_shape [%a, 4, %c] : memref<?x?xf32> into memref<?x4x?xf32>
  %6 = memref.collapse_shape %5 [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %1, %3, %4, %6 : memref<?x3x4xf32>, memref<?x3x4xf32>, memref<?xf32>, memref<?x?xf32>
}

// -----

// An expansion of a collapse: one collapse where the groups line up, left alone where they do not.
func.func @expand_of_collapse(%m: memref<?x3x4x5xf32>, %n: memref<2x3x4xf32>, %a: index) -> (memref<?x20xf32>, memref<?x3x20xf32>, memref<6x2x2xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<?x3x4x5xf32> into memref<?x20xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, 3, 20] : memref<?x20xf32> into memref<?x3x20xf32>
  %2 = memref.collapse_shape %1 [[0, 1], [2]] : memref<?x3x20xf32> into memref<?x20xf32>
  %3 = memref.collapse_shape %n [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %4 = memref.expand_shape %3 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %2, %1, %4 : memref<?x20xf32>, memref<?x3x20xf32>, memref<6x2x2xf32>
}

// -----

// A collapse of a cast that only forgets static information collapses the cast's source.
func.func @collapse_of_cast(%m: memref<2x3x4xf32>, %s: memref<2x3x4xf32, strided<[24, 8, 1]>>) -> (memref<?x4xf32>, memref<?x4xf32, strided<[?, 1]>>) {
  %c = memref.cast %m : memref<2x3x4xf32> to memref<?x?x4xf32>
  %0 = memref.collapse_shape %c [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  %d = memref.cast %s : memref<2x3x4xf32, strided<[24, 8, 1]>> to memref<?x?x4xf32, strided<[?, ?, 1]>>
  %1 = memref.collapse_shape %d [[0, 1], [2]] : memref<?x?x4xf32, strided<[?, ?, 1]>> into memref<?x4xf32, strided<[?, 1]>>
  return %0, %1 : memref<?x4xf32>, memref<?x4xf32, strided<[?, 1]>>
}
