// `LLVMSetDataLayout` would end the process on this string; the verifier refuses it (upstream 19's
// message, from LLVM's own parser).
module attributes {llvm.data_layout = "e-p:7:7"} {
  llvm.func @f() {
    llvm.return
  }
}
