module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.array<2 x struct<"S", (i32, array<4 x i16>, i64)>> {
    %0 = llvm.mlir.undef : !llvm.array<2 x struct<"S", (i32, array<4 x i16>, i64)>>
    %1 = llvm.mlir.undef : !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<"S", (i32, array<4 x i16>, i64)> 
    %4 = llvm.mlir.constant(0 : i16) : i16
    %5 = llvm.mlir.constant(dense<0> : tensor<4xi16>) : !llvm.array<4 x i16>
    %6 = llvm.insertvalue %5, %3[1] : !llvm.struct<"S", (i32, array<4 x i16>, i64)> 
    %7 = llvm.mlir.constant(10 : i64) : i64
    %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<"S", (i32, array<4 x i16>, i64)> 
    %9 = llvm.insertvalue %8, %0[0] : !llvm.array<2 x struct<"S", (i32, array<4 x i16>, i64)>> 
    %10 = llvm.mlir.undef : !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %11 = llvm.mlir.constant(2 : i32) : i32
    %12 = llvm.insertvalue %11, %10[0] : !llvm.struct<"S", (i32, array<4 x i16>, i64)> 
    %13 = llvm.insertvalue %5, %12[1] : !llvm.struct<"S", (i32, array<4 x i16>, i64)> 
    %14 = llvm.mlir.constant(20 : i64) : i64
    %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<"S", (i32, array<4 x i16>, i64)> 
    %16 = llvm.insertvalue %15, %9[1] : !llvm.array<2 x struct<"S", (i32, array<4 x i16>, i64)>> 
    llvm.return %16 : !llvm.array<2 x struct<"S", (i32, array<4 x i16>, i64)>>
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @s : !llvm.ptr
    %1 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.undef : !llvm.vec<2 x ptr>
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.insertelement %0, %4[%5 : i32] : !llvm.vec<2 x ptr>
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.insertelement %0, %6[%7 : i32] : !llvm.vec<2 x ptr>
    %9 = llvm.mlir.constant(dense<[1, 0]> : vector<2xi64>) : vector<2xi64>
    %10 = llvm.getelementptr %8[%9, 0] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %11 = llvm.getelementptr %0[%1, 2] : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %12 = llvm.extractelement %11[%2 : i64] : !llvm.vec<2 x ptr>
    %13 = llvm.extractelement %11[%3 : i64] : !llvm.vec<2 x ptr>
    %14 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i64
    %15 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i64
    %16 = llvm.getelementptr %8[%1, 0] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %17 = llvm.extractelement %16[%3 : i64] : !llvm.vec<2 x ptr>
    %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
    %19 = llvm.extractelement %10[%3 : i64] : !llvm.vec<2 x ptr>
    %20 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
    %21 = llvm.add %14, %15 : i64
    %22 = llvm.trunc %21 : i64 to i32
    %23 = llvm.add %22, %18 : i32
    %24 = llvm.add %23, %20 : i32
    llvm.return %24 : i32
  }
}
