module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.mlir.global private @h(1 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.mlir.global external @k(2 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global external @l(3 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.func internal @f() attributes {dso_local} {
    llvm.return
  }
  llvm.func private @p() attributes {dso_local} {
    llvm.return
  }
  llvm.func @x() {
    llvm.return
  }
  llvm.func @y()
  llvm.func hidden @hid() {
    llvm.return
  }
  llvm.func protected @prot() {
    llvm.return
  }
  llvm.func extern_weak @w()
  llvm.func @use() {
    llvm.call @f() : () -> ()
    llvm.call @p() : () -> ()
    llvm.return
  }
}
