// RUN-ARGS: --scf-parallel-loop-tiling=no-min-max-bounds=true --allow-unregistered-dialect

// No tile sizes given: every dimension is tiled by 1.

// One dynamic dimension: the inner loop runs whole tiles and the body goes under an scf.if checking
// every dimension, the static one included.
func.func @inbound(%n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%c8, %n) step (%c1, %s) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// Every dimension static (divided by the tile of 1): no check, the body moves into the inner loop.
func.func @no_check(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %m[%i] : memref<16xf32>
    memref.store %v, %m[%i] : memref<16xf32>
  }
  return
}
