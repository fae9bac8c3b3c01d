// RUN-ARGS: --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// A vector.print of a splat (through an arith op that folds away) decomposes into a loop of
// element prints whose `vector.extractelement` at the loop's index stays an extract of the splat
// (an `llvm.extractelement` of the lowered splat, printed by `printI64`): the greedy driver's
// folding does not fold an extract at a dynamic position (found in the benchmark's structured
// shape, diffprog's programs with prints).

func.func @print_splat(%x: i64) {
  %s = vector.splat %x : vector<4xi64>
  %o = arith.ori %s, %s : vector<4xi64>
  vector.print %o : vector<4xi64>
  return
}
