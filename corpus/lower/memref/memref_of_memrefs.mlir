// RUN-ARGS: --finalize-memref-to-llvm
// memref.alloc of memrefs: with use-aligned-alloc the alignment is the power of two at or above the element descriptor's size (2 pointers + offset, sizes, strides; rank + pointer when unranked)
// PIPELINE aligned.out: builtin.module(finalize-memref-to-llvm{use-aligned-alloc=1})
// PIPELINE aligned-index32.out: builtin.module(finalize-memref-to-llvm{use-aligned-alloc=1 index-bitwidth=32})
func.func @of_rank1() {
  %0 = memref.alloc() : memref<2xmemref<1xf32>>
  memref.dealloc %0 : memref<2xmemref<1xf32>>
  return
}

// -----
func.func @of_rank3(%n: index) {
  %0 = memref.alloc(%n) : memref<?xmemref<3x4x5xi8>>
  memref.dealloc %0 : memref<?xmemref<3x4x5xi8>>
  return
}

// -----
func.func @of_rank0() {
  %0 = memref.alloc() : memref<4xmemref<f64>>
  memref.dealloc %0 : memref<4xmemref<f64>>
  return
}

// -----
func.func @of_unranked() {
  %0 = memref.alloc() : memref<3xmemref<*xf32>>
  memref.dealloc %0 : memref<3xmemref<*xf32>>
  return
}
