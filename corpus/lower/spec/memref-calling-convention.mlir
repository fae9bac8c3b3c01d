// RUN-ARGS: --convert-func-to-llvm --allow-unregistered-dialect
// TargetLLVMIR.md "Default Calling Convention for Ranked MemRef" and "... for Unranked MemRef".
func.func @foo(%arg0: memref<?xf32>) -> () {
  "use"(%arg0) : (memref<?xf32>) -> ()
  return
}
func.func @bar() {
  %0 = "get"() : () -> (memref<?xf32>)
  call @foo(%0) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @foo(%arg0: memref<*xf32>) -> () {
  "use"(%arg0) : (memref<*xf32>) -> ()
  return
}
func.func @bar() {
  %0 = "get"() : () -> (memref<*xf32>)
  call @foo(%0) : (memref<*xf32>) -> ()
  return
}
