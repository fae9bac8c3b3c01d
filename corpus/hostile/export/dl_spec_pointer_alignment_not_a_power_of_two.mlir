// mlir-opt 19 accepts this spec; the layout string it makes ("p272:3:0:0:3") ends
// mlir-translate 19 with LLVM's fatal error "Pointer ABI alignment must be a power of 2".
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<272>, dense<3> : vector<4xi64>>>} {
  llvm.func @f() {
    llvm.return
  }
}
