module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @c1 any
    llvm.comdat_selector @"quoted name" largest
  }
  llvm.mlir.global linkonce_odr @odr(7 : i16) comdat(@__llvm_global_comdat::@c1) {addr_space = 0 : i32} : i16
  llvm.mlir.global weak_odr @g2(1 : i32) comdat(@__llvm_global_comdat::@"quoted name") {addr_space = 0 : i32} : i32
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
