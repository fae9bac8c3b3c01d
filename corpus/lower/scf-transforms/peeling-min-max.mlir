// RUN-ARGS: --scf-for-loop-peeling

// In the main loop ub - iv >= step holds, in the partial iteration ub - iv < step: the mins and
// maxes decided by that become affine.apply of their bound; the others stay.
func.func @dynamic_ub(%lb: index, %ub: index, %m: memref<?xindex>) {
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %c4 {
    %0 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub]
    %1 = affine.max affine_map<(d0)[s0] -> (d0 - s0, -4)>(%i)[%ub]
    %2 = affine.min affine_map<(d0)[s0] -> (s0 - d0 - 1, 4)>(%i)[%ub]
    %3 = affine.min affine_map<(d0)[s0] -> (8, (s0 - d0) ceildiv 2)>(%i)[%ub]
    %4 = affine.min affine_map<(d0)[s0] -> (2, (s0 - d0) mod 4)>(%i)[%ub]
    %5 = affine.max affine_map<(d0)[s0, s1] -> (s0 - d0, s1)>(%i)[%ub, %lb]
    memref.store %0, %m[%0] : memref<?xindex>
    memref.store %1, %m[%1] : memref<?xindex>
    memref.store %2, %m[%2] : memref<?xindex>
    memref.store %3, %m[%3] : memref<?xindex>
    memref.store %4, %m[%4] : memref<?xindex>
    memref.store %5, %m[%5] : memref<?xindex>
  }
  return
}

// -----

// Constant bounds: the bounds fold to constants; a dynamic step gives a symbolic bound.
func.func @constant_ub(%s: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c50 = arith.constant 50 : index
  scf.for %i = %c1 to %c50 step %c6 {
    %0 = affine.min affine_map<(d0) -> (6, 50 - d0)>(%i)
    %1 = affine.max affine_map<(d0) -> (d0, 43)>(%i)
    memref.store %0, %m[%0] : memref<?xindex>
    memref.store %1, %m[%1] : memref<?xindex>
  }
  scf.for %i = %c1 to %c50 step %s {
    %0 = affine.min affine_map<(d0)[s0] -> (s0, 50 - d0)>(%i)[%s]
    memref.store %0, %m[%0] : memref<?xindex>
  }
  return
}
