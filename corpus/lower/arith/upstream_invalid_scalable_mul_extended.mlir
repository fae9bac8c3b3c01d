// UPSTREAM-INVALID: for scalable vectors mlir-opt 19 widens to a fixed vector (vector<4xi64>) and
// its verifier rejects the sext; irbridge keeps the widened type scalable.
func.func @scalable(%a: vector<[4]xi32>, %b: vector<[4]xi32>) -> (vector<[4]xi32>, vector<[4]xi32>) {
  %0, %1 = arith.mului_extended %a, %b : vector<[4]xi32>
  return %0, %1 : vector<[4]xi32>, vector<[4]xi32>
}
