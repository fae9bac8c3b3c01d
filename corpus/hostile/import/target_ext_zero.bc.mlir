module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @e() {addr_space = 0 : i32} : !llvm.target<"spirv.Event"> {
    %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
    llvm.return %0 : !llvm.target<"spirv.Event">
  }
  llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.target<"spirv.Event"> {
    %0 = llvm.mlir.poison : !llvm.target<"spirv.Event">
    llvm.return %0 : !llvm.target<"spirv.Event">
  }
  llvm.func @f(%arg0: i1) -> !llvm.target<"spirv.Event"> {
    %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
    %1 = llvm.mlir.poison : !llvm.target<"spirv.Event">
    %2 = llvm.select %arg0, %0, %1 : i1, !llvm.target<"spirv.Event">
    llvm.return %0 : !llvm.target<"spirv.Event">
  }
}
