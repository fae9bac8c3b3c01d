module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @ext() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<"outer", (struct<"inner", (i16, array<2 x i8>)>, ptr, struct<"inner", (i16, array<2 x i8>)>)>
  llvm.mlir.global external @ext_arr() {addr_space = 0 : i32} : !llvm.array<4 x struct<"outer", (struct<"inner", (i16, array<2 x i8>)>, ptr, struct<"inner", (i16, array<2 x i8>)>)>>
  llvm.mlir.global external hidden @hid(7 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.mlir.global external protected constant @prot(9 : i64) {addr_space = 0 : i32, dso_local} : i64
  llvm.mlir.global extern_weak hidden @weak_hid() {addr_space = 0 : i32} : i8
  llvm.mlir.global_ctors {ctors = [@init, @init2], priorities = [65535 : i32, 101 : i32]}
  llvm.mlir.global_dtors {dtors = [@fini], priorities = [65535 : i32]}
  llvm.func internal @init() attributes {dso_local} {
    llvm.return
  }
  llvm.func @init2() {
    llvm.return
  }
  llvm.func @fini() {
    llvm.return
  }
}
