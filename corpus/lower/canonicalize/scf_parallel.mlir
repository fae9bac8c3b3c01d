// RUN-ARGS: --canonicalize
// scf.parallel: ParallelOpSingleOrZeroIterationDimsFolder and MergeNestedParallelLoops.

// A dimension with one iteration is dropped, its induction variable replaced by the lower
// bound.
func.func @single_dim(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c4, %c0) to (%c5, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// A dimension with no iteration removes the loop; all dimensions single inlines the body and
// the reduction.
func.func @zero_and_all_single(%m: memref<?xf32>, %v: f32, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c1) to (%c1) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c3) init (%init) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// Nested loops whose inner bounds do not depend on the outer ones are merged.
func.func @nested(%n: index, %k: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
