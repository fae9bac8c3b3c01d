// RUN-ARGS: --expand-realloc=emit-deallocs=false
// Without deallocations: a buffer in a memory space, a shrinking static realloc, and one inside
// a loop body.
func.func @space(%m: memref<?xi8, 3>, %n: index) -> memref<?xi8, 3> {
  %r = memref.realloc %m(%n) {alignment = 64} : memref<?xi8, 3> to memref<?xi8, 3>
  return %r : memref<?xi8, 3>
}

// -----

func.func @shrink(%m: memref<16xf64>) -> memref<8xf64> {
  %r = memref.realloc %m : memref<16xf64> to memref<8xf64>
  return %r : memref<8xf64>
}

// -----

func.func @in_loop(%m: memref<?xi32>, %lb: index, %ub: index) -> memref<?xi32> {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %m) -> (memref<?xi32>) {
    %g = memref.realloc %acc(%i) : memref<?xi32> to memref<?xi32>
    scf.yield %g : memref<?xi32>
  }
  return %r : memref<?xi32>
}
