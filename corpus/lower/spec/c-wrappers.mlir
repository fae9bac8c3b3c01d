// RUN-ARGS: --pass-pipeline=builtin.module(func.func(llvm-request-c-wrappers),convert-func-to-llvm)
// TargetLLVMIR.md "C-compatible wrapper emission": an external function, a defined one, and one
// returning a memref (a struct result, passed through a first pointer argument).
func.func private @qux(memref<?x?xf32>)

// -----

func.func @foo(%arg0: memref<?x?xf32>) {
  return
}

// -----

func.func @foo(%arg0: memref<?x?xf32>) -> memref<?x?xf32> {
  return %arg0 : memref<?x?xf32>
}
