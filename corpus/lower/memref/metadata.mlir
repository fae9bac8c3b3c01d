// RUN-ARGS: --finalize-memref-to-llvm
// dim, rank, extract_aligned_pointer_as_index, extract_strided_metadata, assume_alignment, prefetch
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
func.func @dim(%m: memref<4x?x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?x?xf32>
  %2 = memref.dim %m, %i : memref<4x?x?xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @rank(%u: memref<*xf32>, %m: memref<2x?xf32>) -> (index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m : memref<2x?xf32>
  return %0, %1 : index, index
}

// -----

func.func @extract_aligned(%m: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> index
  return %0 : index
}

// -----

func.func @extract_strided_metadata(%m: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %off, %s0, %s1, %t0, %t1 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %s0, %s1, %t0, %t1 : memref<f32>, index, index, index, index, index
}

// -----

func.func @assume_alignment(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  memref.assume_alignment %m, 16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @prefetch(%m: memref<10x?xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<10x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<10x?xf32>
  return
}

