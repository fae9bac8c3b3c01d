module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @g() {addr_space = 0 : i32} : !llvm.target<"spirv.Image", i8, 1> {
    %0 = llvm.mlir.poison : !llvm.target<"spirv.Image", i8, 1>
    llvm.return %0 : !llvm.target<"spirv.Image", i8, 1>
  }
  llvm.func @f(%arg0: !llvm.target<"spirv.Image", i8, 1>) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.poison : !llvm.struct<"s", (target<"spirv.Image", i8, 1>, i32)>
    %2 = llvm.mlir.poison : !llvm.target<"spirv.Image", i8, 1>
    %3 = llvm.alloca %0 x !llvm.target<"spirv.Image", i8, 1> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.target<"spirv.Image", i8, 1>, !llvm.ptr
    %4 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"spirv.Image", i8, 1>
    %5 = llvm.insertvalue %4, %1[0] : !llvm.struct<"s", (target<"spirv.Image", i8, 1>, i32)> 
    llvm.call @h(%4, %2) : (!llvm.target<"spirv.Image", i8, 1>, !llvm.target<"spirv.Image", i8, 1>) -> ()
    llvm.return
  }
  llvm.func @h(!llvm.target<"spirv.Image", i8, 1>, !llvm.target<"spirv.Image", i8, 1>)
}
