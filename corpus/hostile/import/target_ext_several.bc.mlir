module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @e() {addr_space = 0 : i32} : !llvm.target<"spirv.Event"> {
    %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
    llvm.return %0 : !llvm.target<"spirv.Event">
  }
  llvm.func @f(%arg0: !llvm.target<"spirv.Image", i8, 1>, %arg1: !llvm.target<"spirv.Sampler">, %arg2: i1) -> !llvm.target<"spirv.Event"> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.poison : !llvm.struct<"s", (target<"spirv.Image", i8, 1>, target<"spirv.Sampler">)>
    %2 = llvm.mlir.zero : !llvm.target<"spirv.Event">
    %3 = llvm.mlir.poison : !llvm.target<"spirv.Event">
    %4 = llvm.mlir.poison : !llvm.target<"spirv.Sampler">
    %5 = llvm.alloca %0 x !llvm.struct<"s", (target<"spirv.Image", i8, 1>, target<"spirv.Sampler">)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %6 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<"s", (target<"spirv.Image", i8, 1>, target<"spirv.Sampler">)> 
    %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<"s", (target<"spirv.Image", i8, 1>, target<"spirv.Sampler">)> 
    llvm.store %7, %5 {alignment = 8 : i64} : !llvm.struct<"s", (target<"spirv.Image", i8, 1>, target<"spirv.Sampler">)>, !llvm.ptr
    %8 = llvm.select %arg2, %2, %3 : i1, !llvm.target<"spirv.Event">
    llvm.call @h(%arg0, %4) : (!llvm.target<"spirv.Image", i8, 1>, !llvm.target<"spirv.Sampler">) -> ()
    llvm.return %8 : !llvm.target<"spirv.Event">
  }
  llvm.func @h(!llvm.target<"spirv.Image", i8, 1>, !llvm.target<"spirv.Sampler">)
}
