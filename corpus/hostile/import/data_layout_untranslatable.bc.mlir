module attributes {llvm.data_layout = "e-p1:64:64:64:64:64"} {
  llvm.func @f() {
    llvm.return
  }
}
