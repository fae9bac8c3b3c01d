// PIPELINE: builtin.module(convert-arith-to-llvm{index-bitwidth=32})
// index becomes i32: index casts from i32 vanish, i64 ones truncate/extend.
func.func @index32(%i: index, %j: index, %a: i32, %b: i64, %v: vector<2xindex>) -> (index, i32, index, i64, i1, vector<2xi64>, index, vector<2xindex>) {
  %0 = arith.addi %i, %j : index
  %1 = arith.index_cast %i : index to i32
  %2 = arith.index_castui %b : i64 to index
  %3 = arith.index_cast %i : index to i64
  %4 = arith.cmpi slt, %i, %j : index
  %5 = arith.index_castui %v : vector<2xindex> to vector<2xi64>
  %6 = arith.constant 100 : index
  %7 = arith.constant dense<[3, 4]> : vector<2xindex>
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, i32, index, i64, i1, vector<2xi64>, index, vector<2xindex>
}
