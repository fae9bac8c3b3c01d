// RUN-ARGS: --generate-runtime-verification

// Ops carry locations of their own: the messages quote them.

// Indices of loads and stores checked against each dimension (a static one folds to a constant),
// rank-0 accesses left alone; the message numbers values within the enclosing function.

func.func @copy_row(%src: memref<?x8xf32>, %dst: memref<16xf32>, %r: index, %c: index) {
  %v = memref.load %src[%r, %c] : memref<?x8xf32> loc("kernels.mlir":7:5)
  memref.store %v, %dst[%c] : memref<16xf32> loc("kernels.mlir":8:5)
  return
}

func.func @scalar(%m: memref<i32>, %x: i32) {
  memref.store %x, %m[] : memref<i32> loc("kernels.mlir":13:5)
  return
}

// -----

// Accesses inside a loop body: the checks go right before each access, inside the loop.

func.func @sum(%m: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %m[%i] : memref<?xi64> loc("kernels.mlir":26:5)
    %s = arith.addi %acc, %x : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// -----

// Casts: sizes the source leaves dynamic, the offset and strides the result fixes, and the rank
// of an unranked source; casts to unranked types need no check.

func.func @casts(%a: memref<?x?xi8>, %u: memref<*xi8>) {
  %0 = memref.cast %a : memref<?x?xi8> to memref<?x6xi8> loc("kernels.mlir":39:5)
  %1 = memref.cast %u : memref<*xi8> to memref<2x3xi8> loc("kernels.mlir":40:5)
  %2 = memref.cast %u : memref<*xi8> to memref<?x?xi8, strided<[?, ?], offset: ?>> loc("kernels.mlir":41:5)
  %3 = memref.cast %a : memref<?x?xi8> to memref<*xi8> loc("kernels.mlir":42:5)
  return
}

// -----

// Expanded groups: each source dim must be a multiple of its group's static sizes.

func.func @expand(%m: memref<?x12xf64>, %n: index) -> memref<?x2x3x4xf64> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 2, 3, 4] : memref<?x12xf64> into memref<?x2x3x4xf64> loc("kernels.mlir":51:5)
  return %e : memref<?x2x3x4xf64>
}

// -----

// Views: the linear extent of a subview or reinterpret_cast must lie within its source's; with
// everything static the checks fold to constants.

func.func @views(%m: memref<?x?xf32>, %o: index, %s: index, %buf: memref<64xf32>) {
  %v = memref.subview %m[%o, 0] [%s, 4] [1, 2] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>> loc("kernels.mlir":61:5)
  %w = memref.subview %buf[8] [16] [2] : memref<64xf32> to memref<16xf32, strided<[2], offset: 8>> loc("kernels.mlir":62:5)
  %r = memref.reinterpret_cast %buf to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<64xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>> loc("kernels.mlir":63:5)
  return
}
