// RUN-ARGS: --convert-func-to-llvm
// UPSTREAM-DIFFERS: mlir-opt 19 creates the llvm.call to a variadic function without var_callee_type,
// which then fails verification ("missing var_callee_type attribute for vararg call"); irbridge sets it.
func.func private @printf(!llvm.ptr, i32) -> i32 attributes {func.varargs = true}
func.func @f(%p: !llvm.ptr, %i: i32) -> i32 {
  %r = call @printf(%p, %i) : (!llvm.ptr, i32) -> i32
  return %r : i32
}
