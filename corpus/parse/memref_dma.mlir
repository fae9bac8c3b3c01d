// memref.dma_start / memref.dma_wait, with and without strides.
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %n: index) {
  %c0 = arith.constant 0 : index
  memref.dma_start %src[%c0, %c0], %dst[%c0, %c0], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}

// -----

func.func @dma_strided(%src: memref<256xf32>, %dst: memref<256xf32, 1>, %tag: memref<4xi32>, %n: index, %stride: index, %per: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.dma_start %src[%c0], %dst[%c1], %n, %tag[%c1], %stride, %per : memref<256xf32>, memref<256xf32, 1>, memref<4xi32>
  memref.dma_wait %tag[%c1], %n : memref<4xi32>
  return
}

// -----

// 0-d tag memref.
func.func @dma_scalar_tag(%src: memref<8xi8>, %dst: memref<8xi8, 1>, %tag: memref<i32>, %n: index, %i: index) {
  memref.dma_start %src[%i], %dst[%i], %n, %tag[] : memref<8xi8>, memref<8xi8, 1>, memref<i32>
  memref.dma_wait %tag[], %n : memref<i32>
  return
}
