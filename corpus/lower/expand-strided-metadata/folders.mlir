// RUN-ARGS: --expand-strided-metadata
// extract_aligned_pointer_as_index of a view reads the view's source; extract_strided_metadata folded through subview, alloc (base buffer as a rank-0 reinterpret_cast), cast, and a base buffer
// PIPELINE to-llvm.out: builtin.module(expand-strided-metadata,finalize-memref-to-llvm)
func.func @a(%m: memref<8x16xf32>) -> index {
  %0 = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32, strided<[16, 1], offset: 34>> -> index
  return %1 : index
}

// -----

func.func @b(%m: memref<8x16xf32>) -> (memref<f32>, index) {
  %0 = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[16, 1], offset: 34>> -> memref<f32>, index, index, index, index, index
  return %b, %o : memref<f32>, index
}

// -----

func.func @c(%n: index) -> memref<f32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
  return %b : memref<f32>
}

// -----

func.func @d(%m: memref<?xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<?xf32> to memref<10xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<10xf32> -> memref<f32>, index, index, index
  return %b : memref<f32>
}
