// RUN-ARGS: --scf-for-loop-specialization
// UPSTREAM-DIFFERS: mlir-opt 19 builds the scf.if without results and erases the loop whose results are still used (it crashes); irbridge gives the scf.if the loop's results.

func.func @used_results(%a: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.min affine_map<()[s0] -> (4, s0)>()[%a]
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}
