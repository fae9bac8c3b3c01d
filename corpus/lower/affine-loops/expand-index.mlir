// RUN-ARGS: --affine-expand-index-ops
// affine.delinearize_index as affine.apply quotients and remainders by the products of the
// trailing basis elements; constant products folded into the maps, unused constants removed.
func.func @mixed(%i: index, %n: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %r:3 = affine.delinearize_index %i into (%n, %c4, %c6) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}

// -----

// A single basis element: the index itself. Inside a loop, the induction variable is a dim.
func.func @single(%i: index, %n: index, %m: memref<8x8xindex>) -> index {
  %r = affine.delinearize_index %i into (%n) : index
  affine.for %k = 0 to 64 {
    %q:2 = affine.delinearize_index %k into (%n, %n) : index, index
    memref.store %q#0, %m[%q#1, %n] : memref<8x8xindex>
  }
  return %r : index
}
