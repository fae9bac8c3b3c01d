// RUN-ARGS: --finalize-memref-to-llvm
// memref.cast (ranked and unranked), reinterpret_cast, reshape, view, memory_space_cast
// PIPELINE with-func.out: builtin.module(finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
func.func @cast_ranked(%m: memref<4x?xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @cast_to_unranked(%m: memref<4x?xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

func.func @cast_from_unranked(%m: memref<*xi32>) -> memref<2x3xi32> {
  %0 = memref.cast %m : memref<*xi32> to memref<2x3xi32>
  return %0 : memref<2x3xi32>
}

// -----

func.func @reinterpret_static(%m: memref<?xf32>) -> memref<6x4xf32, strided<[4, 1], offset: 2>> {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [6, 4], strides: [4, 1] : memref<?xf32> to memref<6x4xf32, strided<[4, 1], offset: 2>>
  return %0 : memref<6x4xf32, strided<[4, 1], offset: 2>>
}

// -----

func.func @reinterpret_dynamic(%m: memref<?x?xf32>, %o: index, %s: index, %t: index) -> memref<?x10xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 10], strides: [%t, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x10xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @reinterpret_unranked(%m: memref<*xf32>, %s: index) -> memref<?x2xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%s, 2], strides: [2, 1] : memref<*xf32> to memref<?x2xf32>
  return %0 : memref<?x2xf32>
}

// -----

func.func @reshape_static(%m: memref<24xf32>, %shape: memref<3xindex>) -> memref<2x3x4xf32> {
  %0 = memref.reshape %m(%shape) : (memref<24xf32>, memref<3xindex>) -> memref<2x3x4xf32>
  return %0 : memref<2x3x4xf32>
}

// -----

func.func @reshape_dynamic_ranked(%m: memref<?xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @view_static(%buf: memref<2048xi8>, %off: index) -> memref<16x4xf32> {
  %0 = memref.view %buf[%off][] : memref<2048xi8> to memref<16x4xf32>
  return %0 : memref<16x4xf32>
}

// -----

func.func @view_dynamic(%buf: memref<?xi8>, %off: index, %n: index, %m: index) -> memref<?x?xf64> {
  %0 = memref.view %buf[%off][%n, %m] : memref<?xi8> to memref<?x?xf64>
  return %0 : memref<?x?xf64>
}

// -----

func.func @memory_space_cast(%m: memref<?xf32, 1>) -> memref<?xf32> {
  %0 = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @transpose(%m: memref<?x4x?xf32>) -> memref<?x?x4xf32, strided<[1, ?, ?]>> {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x4x?xf32> to memref<?x?x4xf32, strided<[1, ?, ?]>>
  return %0 : memref<?x?x4xf32, strided<[1, ?, ?]>>
}

// -----

func.func @transpose_identity(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x4xf32> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @cast_round_trip(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %1 = memref.cast %0 : memref<*xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

func.func @reshape_to_unranked(%m: memref<16xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%shape) : (memref<16xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

func.func @reshape_unranked_source(%m: memref<*xf32>, %shape: memref<?xi32>) -> memref<*xf32> {
  %0 = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %r = memref.rank %0 : memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

func.func @memory_space_cast_unranked(%m: memref<*xf32, 1>) -> memref<*xf32> {
  %0 = memref.memory_space_cast %m : memref<*xf32, 1> to memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

func.func @unranked_in_space(%m: memref<*xf32, 2>, %shape: memref<?xindex>, %i: index) -> (index, index, memref<*xf32, 2>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<*xf32, 2> -> index
  %1 = memref.dim %m, %i : memref<*xf32, 2>
  %2 = memref.reshape %m(%shape) : (memref<*xf32, 2>, memref<?xindex>) -> memref<*xf32, 2>
  return %0, %1, %2 : index, index, memref<*xf32, 2>
}
