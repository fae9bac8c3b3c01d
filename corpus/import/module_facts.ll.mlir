module {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @c1 any
    llvm.comdat_selector @"quoted name" largest
  }
  llvm.mlir.global linkonce_odr @odr() comdat(@__llvm_global_comdat::@c1) {addr_space = 0 : i32} : i16 {
    %0 = llvm.mlir.constant(7 : i16) : i16
    llvm.return %0 : i16
  }
  llvm.mlir.global weak_odr @g2() comdat(@__llvm_global_comdat::@"quoted name") {addr_space = 0 : i32} : i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.linker_options ["-lm"]
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.func @decl()
  llvm.func @entry_count() vscale_range(1, 16) attributes {function_entry_count = 1234 : i64} {
    llvm.return
  }
  llvm.func @vs_only() vscale_range(4, 4) {
    llvm.return
  }
}
