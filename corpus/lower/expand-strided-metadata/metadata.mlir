// RUN-ARGS: --expand-strided-metadata
// extract_strided_metadata folded through its producers (alloc, reinterpret_cast, cast, get_global)
func.func @through_alloc(%n: index) -> (index, index, index) {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  %base, %off, %s0, %s1, %t0, %t1 = memref.extract_strided_metadata %0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %off, %s0, %t0 : index, index, index
}

// -----

func.func @through_reinterpret(%m: memref<?xf32>, %o: index) -> (memref<f32>, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  %base, %off, %s, %t = memref.extract_strided_metadata %0 : memref<10xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
  return %base, %off, %s, %t : memref<f32>, index, index, index
}

// -----

memref.global "private" @g : memref<3x5xi32> = dense<0>

func.func @through_get_global() -> (index, index) {
  %0 = memref.get_global @g : memref<3x5xi32>
  %base, %off, %s0, %s1, %t0, %t1 = memref.extract_strided_metadata %0 : memref<3x5xi32> -> memref<i32>, index, index, index, index, index
  return %off, %t0 : index, index
}
