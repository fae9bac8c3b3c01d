// RUN-ARGS: --expand-strided-metadata
// memref.subview expanded into extract_strided_metadata + reinterpret_cast (offsets, sizes, strides that need no arithmetic)
// PIPELINE to-llvm.out: builtin.module(expand-strided-metadata,finalize-memref-to-llvm)
func.func @subview_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}

// -----

func.func @subview_dynamic_sizes(%m: memref<?x?xf32>, %s: index, %t: index) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.subview %m[0, 0] [%s, %t] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0 : memref<?x?xf32, strided<[?, 1]>>
}

// -----

func.func @subview_inner_offset(%m: memref<8x16xf32>, %j: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %m[0, %j] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @subview_rank_reducing(%m: memref<4x8x16xf32>) -> memref<8xf32, strided<[16], offset: 131>> {
  %0 = memref.subview %m[1, 0, 3] [1, 8, 1] [1, 1, 1] : memref<4x8x16xf32> to memref<8xf32, strided<[16], offset: 131>>
  return %0 : memref<8xf32, strided<[16], offset: 131>>
}

// -----

func.func @subview_strided_steps(%m: memref<10x10xi32>) -> memref<3x2xi32, strided<[20, 3], offset: 11>> {
  %0 = memref.subview %m[1, 1] [3, 2] [2, 3] : memref<10x10xi32> to memref<3x2xi32, strided<[20, 3], offset: 11>>
  return %0 : memref<3x2xi32, strided<[20, 3], offset: 11>>
}

// -----

func.func @subview_then_load(%m: memref<8x16xf32>, %i: index) -> f32 {
  %0 = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %v = memref.load %0[%i, %i] : memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %v : f32
}
