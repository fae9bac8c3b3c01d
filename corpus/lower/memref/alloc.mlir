// RUN-ARGS: --finalize-memref-to-llvm
// memref.alloc / alloca / dealloc: static and dynamic sizes, alignment, rank 0, memory spaces
// PIPELINE aligned.out: builtin.module(finalize-memref-to-llvm{use-aligned-alloc=1})
// PIPELINE generic.out: builtin.module(finalize-memref-to-llvm{use-generic-functions=1})
// PIPELINE generic-aligned.out: builtin.module(finalize-memref-to-llvm{use-generic-functions=1 use-aligned-alloc=1})
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
func.func @alloc_static() -> memref<2x3xf32> {
  %0 = memref.alloc() : memref<2x3xf32>
  return %0 : memref<2x3xf32>
}

// -----

func.func @alloc_dynamic(%n: index, %m: index) -> memref<?x4x?xi8> {
  %0 = memref.alloc(%n, %m) : memref<?x4x?xi8>
  return %0 : memref<?x4x?xi8>
}

// -----

func.func @alloc_aligned(%n: index) {
  %0 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf64>
  memref.dealloc %0 : memref<?xf64>
  return
}

// -----

func.func @alloc_rank0() -> memref<f32> {
  %0 = memref.alloc() : memref<f32>
  return %0 : memref<f32>
}

// -----

func.func @alloca_static() -> f32 {
  %0 = memref.alloca() : memref<4x4xf32>
  %1 = memref.alloca() {alignment = 16 : i64} : memref<8xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0, %c0] : memref<4x4xf32>
  return %v : f32
}

// -----

func.func @alloca_dynamic(%n: index) {
  %0 = memref.alloca(%n) : memref<?x2xi64>
  return
}

// -----

func.func @alloc_memspace(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32, 3>
  %1 = memref.alloca() : memref<2xf32, 5>
  return
}

// -----

func.func @alloc_vector_elem() -> memref<3xvector<4xf32>> {
  %0 = memref.alloc() : memref<3xvector<4xf32>>
  return %0 : memref<3xvector<4xf32>>
}

// -----

func.func @alloc_strided_layout() {
  %0 = memref.alloc() : memref<2x3xf32, strided<[3, 1]>>
  memref.dealloc %0 : memref<2x3xf32, strided<[3, 1]>>
  return
}

// -----

func.func @alloc_index_elem(%n: index) {
  %0 = memref.alloc(%n) : memref<?xindex>
  %1 = memref.alloc() : memref<2xi1>
  return
}
