// RUN-ARGS: --lower-affine
// Memory ops on expanded subscripts: memref.load/store/prefetch/dma_start/dma_wait; a memref.cast
// of a ranked memref is folded into the access; a load of a constant splat global folds.
memref.global "private" constant @ones : memref<4xi32> = dense<1>

func.func @access(%A: memref<10x10xf32>, %n: index) -> i32 {
  %c = memref.cast %A : memref<10x10xf32> to memref<?x?xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %c[%i, symbol(%n) + 2] : memref<?x?xf32>
    affine.store %v, %A[%i floordiv 3, %i] : memref<10x10xf32>
    affine.prefetch %c[%i, %i + 1], write, locality<2>, instr : memref<?x?xf32>
  }
  %g = memref.get_global @ones : memref<4xi32>
  %one = affine.load %g[%n] : memref<4xi32>
  return %one : i32
}

// -----

func.func @dma(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %t: memref<2xi32>, %n: index) {
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 10 {
    affine.dma_start %A[%i, symbol(%n)], %B[%i * 2, 0], %t[%i mod 2], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<2xi32>
    affine.dma_start %A[%i, 0], %B[0, %i], %t[1], %c64, %c8, %c8 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<2xi32>
    affine.dma_wait %t[%i mod 2], %c64 : memref<2xi32>
  }
  return
}

// -----

func.func @delinearize(%i: index, %a: index, %b: index) -> (index, index, index, index, index) {
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %x:3 = affine.delinearize_index %i into (%a, %b, %c6) : index, index, index
  %y:2 = affine.delinearize_index %i into (%c6, %c10) : index, index
  return %x#0, %x#1, %x#2, %y#0, %y#1 : index, index, index, index, index
}
