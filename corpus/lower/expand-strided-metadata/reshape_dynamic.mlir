// RUN-ARGS: --expand-strided-metadata
// expand_shape / collapse_shape with dynamic sizes or strides: per reassociation group, sizes as
// affine.apply (floordiv of the source size, product of the group's sizes) and strides as affine.apply
// or affine.min (the smallest of the group's strides, unit dims skipped), as upstream 19 builds them;
// reshapes to their own type fold away
// PIPELINE lowered.out: builtin.module(expand-strided-metadata,lower-affine)
// PIPELINE to-llvm.out: builtin.module(expand-strided-metadata,lower-affine,finalize-memref-to-llvm)
func.func @expand_dynamic(%m: memref<?x8xf32>, %n: index) -> memref<?x4x2x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, 2, 4] : memref<?x8xf32> into memref<?x4x2x4xf32>
  return %0 : memref<?x4x2x4xf32>
}

// -----

func.func @collapse_dynamic(%m: memref<?x?x4xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @collapse_strided(%m: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @expand_strided(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %n: index, %k: index) -> memref<?x2x?xf32, strided<[?, ?, 1], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, %k] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x2x?xf32, strided<[?, ?, 1], offset: ?>>
  return %0 : memref<?x2x?xf32, strided<[?, ?, 1], offset: ?>>
}

// -----

func.func @a(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @b(%m: memref<4x?x1x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<4x?x1x?xf32, strided<[?, ?, ?, ?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @c(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %n: index) -> memref<2x?x3x?xf32, strided<[?, ?, ?, 1], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [2, %n, 3, %n] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<2x?x3x?xf32, strided<[?, ?, ?, 1], offset: ?>>
  return %0 : memref<2x?x3x?xf32, strided<[?, ?, ?, 1], offset: ?>>
}

// -----

func.func @d(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %0 : memref<1xf32, strided<[?], offset: ?>>
}
