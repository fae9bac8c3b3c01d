// RUN-ARGS: --lower-affine
// Memory ops on expanded subscripts: memref.load/store/prefetch/dma_start/dma_wait; a memref.cast
// of a ranked memref is folded into the access; a load of a constant global folds (a splat, or an
// element at constant subscripts).
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

// -----

memref.global "private" constant @t : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @f : memref<4xf32> = dense<[1.5, 2.5, -3.0, 4.0]>
memref.global "private" constant @s : memref<4xf16> = dense<0.5>
memref.global "private" constant @b : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @w : memref<2xi4> = dense<[7, -3]>
memref.global "private" @nc : memref<2xi32> = dense<[1, 2]>
func.func @g(%i: index) -> (i32, f32, f16, i1, i4, i32, i32) {
  %a = memref.get_global @t : memref<2x3xi32>
  %x = affine.load %a[1, 2] : memref<2x3xi32>
  %y = affine.load %a[%i, 0] : memref<2x3xi32>
  %fb = memref.get_global @f : memref<4xf32>
  %f = affine.load %fb[2] : memref<4xf32>
  %sb = memref.get_global @s : memref<4xf16>
  %s = affine.load %sb[%i] : memref<4xf16>
  %bb = memref.get_global @b : memref<3xi1>
  %b = affine.load %bb[2] : memref<3xi1>
  %wb = memref.get_global @w : memref<2xi4>
  %w = affine.load %wb[1] : memref<2xi4>
  %nb = memref.get_global @nc : memref<2xi32>
  %n = affine.load %nb[1] : memref<2xi32>
  return %x, %f, %s, %b, %w, %y, %n : i32, f32, f16, i1, i4, i32, i32
}
