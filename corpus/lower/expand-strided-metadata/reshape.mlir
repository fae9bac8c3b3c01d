// RUN-ARGS: --expand-strided-metadata
// memref.expand_shape / collapse_shape with static layouts expanded into reinterpret_cast; transpose is left alone (as upstream 19)
// PIPELINE to-llvm.out: builtin.module(expand-strided-metadata,finalize-memref-to-llvm)
func.func @expand_static(%m: memref<24xf32>) -> memref<2x3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %0 : memref<2x3x4xf32>
}

// -----

func.func @expand_two_groups(%m: memref<6x8xi16>) -> memref<2x3x2x4xi16> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 2, 4] : memref<6x8xi16> into memref<2x3x2x4xi16>
  return %0 : memref<2x3x2x4xi16>
}

// -----

func.func @collapse_static(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %0 : memref<6x4xf32>
}

// -----

func.func @collapse_with_offset(%m: memref<4x5x6xf32, strided<[30, 6, 1], offset: 7>>) -> memref<20x6xf32, strided<[6, 1], offset: 7>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32, strided<[30, 6, 1], offset: 7>> into memref<20x6xf32, strided<[6, 1], offset: 7>>
  return %0 : memref<20x6xf32, strided<[6, 1], offset: 7>>
}

// -----

func.func @collapse_rank0(%m: memref<1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  return %0 : memref<f32>
}

// -----

func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}
