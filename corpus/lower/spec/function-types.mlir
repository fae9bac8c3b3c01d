// RUN-ARGS: --convert-func-to-llvm
// TargetLLVMIR.md "Function Types": each example signature as a declaration.
func.func private @zero_ary()
func.func private @unary(i32) -> i64
func.func private @binary(i32, f32) -> i64
func.func private @two_results(i32, f32) -> (i64, f64)
func.func private @higher_order(() -> ()) -> (() -> ())
func.func private @memref_arg(memref<f32>)
func.func private @memref_and_f32(memref<f32>, f32)
func.func private @memref_2d(memref<?x?xf32>)
func.func private @unranked(memref<*xf32>)
func.func private @memref_result() -> memref<?xf32>
func.func private @two_memref_results() -> (memref<f32>, memref<f64>)
func.func private @varargs(i32) attributes {func.varargs = true}
