// RUN-ARGS: --scf-for-loop-peeling --verify-diagnostics
// UPSTREAM-DIFFERS: mlir-opt 19 peels the loop and simplifies the affine.min with its Presburger solver, which irbridge lacks: irbridge reports an error instead of a different result.

func.func @min_in_loop(%ub: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %ub step %c4 {
    // expected-error @+1 {{irbridge: scf-for-loop-peeling cannot simplify the affine.min/affine.max ops of a loop peeled at its end}}
    %s = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub]
    memref.store %s, %m[%i] : memref<?xindex>
  }
  return
}
