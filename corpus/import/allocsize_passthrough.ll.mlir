module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @pool_alloc(i64) -> !llvm.ptr attributes {passthrough = [["allocsize", "4294967295"]]}
  llvm.func @pool_calloc(i64, i64) -> !llvm.ptr attributes {passthrough = [["allockind", "17"], ["allocsize", "1"]]}
  llvm.func @pool_wrap(%arg0: i64) -> !llvm.ptr attributes {passthrough = [["allocsize", "4294967295"]]} {
    %0 = llvm.call @pool_alloc(%arg0) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
