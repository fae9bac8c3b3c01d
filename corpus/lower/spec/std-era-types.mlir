// RUN-ARGS: --convert-func-to-llvm
// TargetLLVMIR-std-era.md examples in modern syntax: memref descriptor types (seen as results, which
// keep the descriptor struct), the unranked descriptor, and the function signatures @foo/@bar/@qux/@quux.
// (The std-era rule "memref passed as a pointer to the descriptor" is what the C wrappers do today; the
// default convention unbundles the descriptor, see memref-calling-convention.mlir.)
func.func private @m0() -> memref<f32>
func.func private @m1() -> memref<1xf32>
func.func private @m2() -> memref<?xf32>
func.func private @m3() -> memref<10x42x42x43x123xf32>
func.func private @m4() -> memref<10x?x42x?x123xf32>
func.func private @m5() -> memref<1x?xvector<4xf32>>
func.func private @u() -> memref<*xf32>
func.func private @foo() -> ()
func.func private @bar(i32) -> (i64)
func.func private @qux(i32, f32) -> (i64, f64)
func.func private @quux(() -> ()) -> (() -> ())
