// RUN-ARGS: --finalize-memref-to-llvm
// memref.load / memref.store address computation: folded strides, unit stride, offsets
// PIPELINE with-func.out: builtin.module(finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
func.func @spec_example(%m: memref<?x?x4x8xf32, strided<[?, 32, 8, 1], offset: ?>>, %i: index, %j: index, %k: index, %l: index) -> f32 {
  %0 = memref.load %m[%i, %j, %k, %l] : memref<?x?x4x8xf32, strided<[?, 32, 8, 1], offset: ?>>
  return %0 : f32
}

// -----

func.func @identity_dynamic(%m: memref<?x?xf32>, %i: index, %j: index, %v: f32) {
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %0 = memref.load %m[%j, %i] : memref<?x?xf32>
  memref.store %0, %m[%i, %i] : memref<?x?xf32>
  return
}

// -----

func.func @rank0(%m: memref<f32>, %v: f32) -> f32 {
  memref.store %v, %m[] : memref<f32>
  %0 = memref.load %m[] : memref<f32>
  return %0 : f32
}

// -----

func.func @static_offset(%m: memref<5x7xi32, strided<[14, 2], offset: 9>>, %i: index, %j: index) -> i32 {
  %0 = memref.load %m[%i, %j] : memref<5x7xi32, strided<[14, 2], offset: 9>>
  return %0 : i32
}

// -----

func.func @dynamic_strides(%m: memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>, %i: index, %v: f64) {
  memref.store %v, %m[%i, %i, %i] {nontemporal = true} : memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>
  %0 = memref.load %m[%i, %i, %i] {nontemporal = true} : memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>
  return
}

// -----

func.func @memspace_vector(%m: memref<4x?xvector<2xf32>, 1>, %i: index) -> vector<2xf32> {
  %0 = memref.load %m[%i, %i] : memref<4x?xvector<2xf32>, 1>
  return %0 : vector<2xf32>
}

// -----

func.func @static_3d(%m: memref<2x3x4xi16>, %i: index, %j: index, %k: index, %v: i16) {
  memref.store %v, %m[%i, %j, %k] : memref<2x3x4xi16>
  return
}

// -----

func.func @index_elem(%m: memref<8xindex>, %i: index) -> index {
  %0 = memref.load %m[%i] : memref<8xindex>
  memref.store %0, %m[%i] : memref<8xindex>
  return %0 : index
}
