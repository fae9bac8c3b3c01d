// RUN-ARGS: --convert-ub-to-llvm=index-bitwidth=32
func.func @poison() -> index {
  %0 = ub.poison : index
  return %0 : index
}
