module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global internal @arr(dense<[1, -2, 3]> : tensor<3xi32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<3 x i32>
  llvm.mlir.global private unnamed_addr constant @str("ab\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external @p() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
    %0 = llvm.mlir.addressof @arr : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.getelementptr inbounds %0[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x i32>
    llvm.return %3 : !llvm.ptr
  }
  llvm.mlir.global external @s() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<"struct.P", (i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<"struct.P", (i32, f64)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"struct.P", (i32, f64)> 
    %3 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"struct.P", (i32, f64)> 
    llvm.return %4 : !llvm.struct<"struct.P", (i32, f64)>
  }
  llvm.mlir.global external @z(dense<0> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
  llvm.mlir.global external @v() {addr_space = 0 : i32} : vector<4xf32> {
    %0 = llvm.mlir.undef : vector<4xf32>
    %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.insertelement %1, %0[%2 : i32] : vector<4xf32>
    %4 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.insertelement %4, %3[%5 : i32] : vector<4xf32>
    %7 = llvm.mlir.undef : f32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.insertelement %7, %6[%8 : i32] : vector<4xf32>
    %10 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %11 = llvm.mlir.constant(3 : i32) : i32
    %12 = llvm.insertelement %10, %9[%11 : i32] : vector<4xf32>
    llvm.return %12 : vector<4xf32>
  }
  llvm.mlir.global external @ext() {addr_space = 0 : i32} : i32
  llvm.func @addr() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @str : !llvm.ptr
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.getelementptr %0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.return %2 : !llvm.ptr
  }
  llvm.func @cast() -> i64 {
    %0 = llvm.mlir.addressof @ext : !llvm.ptr
    %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
    %2 = llvm.mlir.constant(4 : i64) : i64
    %3 = llvm.add %1, %2 : i64
    llvm.return %3 : i64
  }
}
