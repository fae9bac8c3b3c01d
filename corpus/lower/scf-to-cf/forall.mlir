// RUN-ARGS: --convert-scf-to-cf
// scf.forall (without outputs) becomes scf.parallel, with an arith.constant per static bound,
// then nested loops; a mapping attribute is kept on the parallel loop (and dropped with it).
func.func @normalized(%n: index, %m: memref<?xindex>) {
  scf.forall (%i) in (%n) {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

// -----

func.func @explicit(%n: index, %s: index) {
  scf.forall (%i, %j) = (0, %n) to (%n, 16) step (%s, 4) {
    %0 = arith.addi %i, %j : index
  } {mapping = []}
  return
}
