// UPSTREAM-INVALID: mlir-opt 19 builds !llvm.struct<(index, i1)> here (it keeps the unconverted sum
// type) and its verifier rejects the result; irbridge uses the converted index type.
func.func @addui_extended_index(%i: index, %j: index) -> (index, i1) {
  %0, %1 = arith.addui_extended %i, %j : index, i1
  return %0, %1 : index, i1
}
