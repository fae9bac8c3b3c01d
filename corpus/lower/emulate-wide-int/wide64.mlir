// RUN-ARGS: --arith-emulate-wide-int=widest-int-supported=64
// i128 as vector<2xi64>: sitofp's all-ones constant, shifts' width constants, sign extension.
func.func @convert(%a: i128, %b: i64) -> (f64, i128, i128) {
  %0 = arith.sitofp %a : i128 to f64
  %1 = arith.shrsi %a, %a : i128
  %2 = arith.extsi %b : i64 to i128
  return %0, %1, %2 : f64, i128, i128
}
