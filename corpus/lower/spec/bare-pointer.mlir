// RUN-ARGS: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// TargetLLVMIR.md "Bare Pointer Calling Convention for Ranked MemRef".
func.func private @callee(memref<2x4xf32>)
func.func @caller(%0 : memref<2x4xf32>) {
  call @callee(%0) : (memref<2x4xf32>) -> ()
  return
}
