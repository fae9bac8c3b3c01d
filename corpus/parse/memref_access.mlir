// memref access/query ops: load, store (nontemporal), dim, rank, copy, prefetch, assume_alignment, pointer/metadata extraction, memory_space_cast.
func.func @load_store(%m: memref<4x?xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  %1 = memref.load %m[%j, %i] {nontemporal = true} : memref<4x?xf32>
  memref.store %1, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  return %0 : f32
}

// -----

// 0-d memrefs, vector elements, and memory spaces.
func.func @load_store_kinds(%z: memref<i32>, %vm: memref<8xvector<4xf32>, 2>, %i: index) {
  %0 = memref.load %z[] : memref<i32>
  memref.store %0, %z[] : memref<i32>
  %1 = memref.load %vm[%i] : memref<8xvector<4xf32>, 2>
  memref.store %1, %vm[%i] : memref<8xvector<4xf32>, 2>
  return
}

// -----

func.func @dim_rank(%m: memref<?x4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.rank %m : memref<?x4x?xf32>
  return %0, %1, %2 : index, index, index
}

// -----

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>, %u: memref<*xf32>, %v: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2]>>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  return
}

// -----

// prefetch: read/write, locality hint 0-3, data/instr cache.
func.func @prefetch(%m: memref<8x8xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x8xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<8x8xf32>
  memref.prefetch %m[%i, %i], read, locality<1>, instr : memref<8x8xf32>
  return
}

// -----

func.func @assume_alignment(%m: memref<?xf32>, %s: memref<4x4xf16, strided<[8, 1], offset: ?>>) {
  memref.assume_alignment %m, 16 : memref<?xf32>
  memref.assume_alignment %s, 64 : memref<4x4xf16, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @extract(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: memref<f64>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %s : memref<f64> -> memref<f64>, index
  return %p : index
}

// -----

func.func @memory_space_cast(%m: memref<4xf32, 1>, %u: memref<*xi8, 3>) -> memref<4xf32> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %u : memref<*xi8, 3> to memref<*xi8, 5>
  %2 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, "generic">
  return %0 : memref<4xf32>
}

// -----

// Generic forms of load/store with the nontemporal property.
// (An explicit `nontemporal = false` is avoided: the custom printer drops it, so
// the generic form would not survive a custom-form round trip.)
func.func @generic(%m: memref<2xi32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<2xi32>, index) -> i32
  "memref.store"(%0, %m, %i) <{nontemporal = true}> : (i32, memref<2xi32>, index) -> ()
  %1 = "memref.load"(%m, %i) : (memref<2xi32>, index) -> i32
  return
}
