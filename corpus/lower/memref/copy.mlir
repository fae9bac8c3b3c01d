// RUN-ARGS: --finalize-memref-to-llvm
// memref.copy: memcpy for contiguous identity layouts, memrefCopy otherwise
// PIPELINE with-func.out: builtin.module(finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
func.func @copy_identity(%a: memref<4x?xf32>, %b: memref<4x?xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  return
}

// -----

func.func @copy_contiguous_strided(%a: memref<2x3xf32, strided<[3, 1], offset: 5>>, %b: memref<2x3xf32>) {
  memref.copy %a, %b : memref<2x3xf32, strided<[3, 1], offset: 5>> to memref<2x3xf32>
  return
}

// -----

func.func @copy_strided(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}

// -----

func.func @copy_unranked(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @copy_rank0(%a: memref<i64>, %b: memref<i64>) {
  memref.copy %a, %b : memref<i64> to memref<i64>
  return
}
