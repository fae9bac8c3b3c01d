// memref view-like ops: cast, reinterpret_cast, reshape, subview, view, expand_shape, collapse_shape, transpose.
func.func @cast(%m: memref<4xf32>, %d: memref<?xf32>, %s: memref<4x4xf32, strided<[4, 1], offset: 0>>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %d : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %3 = memref.cast %2 : memref<*xf32> to memref<4xf32>
  %4 = memref.cast %s : memref<4x4xf32, strided<[4, 1], offset: 0>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

func.func @reinterpret_cast(%m: memref<*xf32>, %r: memref<16xf32>, %off: index, %sz: index, %st: index) {
  %0 = memref.reinterpret_cast %r to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %1 = memref.reinterpret_cast %m to offset: [%off], sizes: [%sz, 4], strides: [%st, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.reinterpret_cast %r to offset: [2], sizes: [], strides: [] : memref<16xf32> to memref<f32, strided<[], offset: 2>>
  %3 = memref.reinterpret_cast %r to offset: [0], sizes: [8], strides: [2] : memref<16xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @reshape(%m: memref<16xf32>, %shape: memref<2xindex>, %dshape: memref<?xi32>) {
  %0 = memref.reshape %m(%shape) : (memref<16xf32>, memref<2xindex>) -> memref<?x?xf32>
  %1 = memref.reshape %m(%dshape) : (memref<16xf32>, memref<?xi32>) -> memref<*xf32>
  return
}

// -----

func.func @subview_static(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[2, 4] [4, 8] [2, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[32, 1], offset: 36>>
  %2 = memref.subview %m[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  return
}

// -----

func.func @subview_dynamic(%m: memref<?x?xf32>, %o: index, %s: index, %t: index) {
  %0 = memref.subview %m[%o, 0] [%s, 4] [%t, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %m[%o, %o] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %2 = memref.subview %m[0, 0] [%s, %s] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return
}

// -----

// Rank-reducing subviews and subviews of strided memrefs.
func.func @subview_rank_reducing(%m: memref<4x1x8xf32>, %s: memref<8x8xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.subview %m[0, 0, 0] [4, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %1 = memref.subview %m[1, 0, 0] [1, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  %2 = memref.subview %s[1, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @view(%buf: memref<2048xi8>, %dbuf: memref<?xi8, 2>, %off: index, %n: index) {
  %0 = memref.view %buf[%off][] : memref<2048xi8> to memref<16x16xf32>
  %1 = memref.view %buf[%off][%n] : memref<2048xi8> to memref<?x4xf32>
  %2 = memref.view %dbuf[%off][%n, %n] : memref<?xi8, 2> to memref<?x?xf16, 2>
  return
}

// -----

// expand_shape with MLIR 19's `output_shape`.
func.func @expand_shape(%m: memref<32xf32>, %d: memref<?x8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
  %2 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
  return
}

// -----

// expand_shape of 0-d and to unit dims, and of strided memrefs.
func.func @expand_special(%z: memref<f32>, %s: memref<8xf32, strided<[2], offset: 1>>) {
  %0 = memref.expand_shape %z [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %1 = memref.expand_shape %s [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[2], offset: 1>> into memref<2x4xf32, strided<[8, 2], offset: 1>>
  return
}

// -----

func.func @collapse_shape(%m: memref<4x8xf32>, %d: memref<?x2x8xf32>, %u: memref<1x1xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %1 = memref.collapse_shape %d [[0, 1], [2]] : memref<?x2x8xf32> into memref<?x8xf32>
  %2 = memref.collapse_shape %u [] : memref<1x1xf32> into memref<f32>
  return
}

// -----

func.func @transpose(%m: memref<?x?xf32>, %n: memref<2x3x4xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %1 = memref.transpose %n (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return
}
