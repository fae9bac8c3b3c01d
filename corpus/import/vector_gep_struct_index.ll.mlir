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
  llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.vec<2 x ptr>, %arg2: vector<2xi64>, %arg3: !llvm.vec<2 x ptr>) -> i32 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.getelementptr %arg0[%arg2, 2] : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %3 = llvm.extractelement %2[%0 : i64] : !llvm.vec<2 x ptr>
    %4 = llvm.extractelement %2[%1 : i64] : !llvm.vec<2 x ptr>
    %5 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i64
    %6 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i64
    %7 = llvm.getelementptr %arg1[%arg2, 0] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %8 = llvm.extractelement %7[%1 : i64] : !llvm.vec<2 x ptr>
    %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.extractelement %arg3[%1 : i64] : !llvm.vec<2 x ptr>
    %11 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.add %5, %6 : i64
    %13 = llvm.trunc %12 : i64 to i32
    %14 = llvm.add %13, %9 : i32
    %15 = llvm.add %14, %11 : i32
    llvm.return %15 : i32
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @s : !llvm.ptr
    %1 = llvm.mlir.undef : !llvm.vec<2 x ptr>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.insertelement %0, %1[%2 : i32] : !llvm.vec<2 x ptr>
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.insertelement %0, %3[%4 : i32] : !llvm.vec<2 x ptr>
    %6 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %7 = llvm.mlir.constant(dense<[1, 0]> : vector<2xi64>) : vector<2xi64>
    %8 = llvm.getelementptr %5[%7, 0] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<"S", (i32, array<4 x i16>, i64)>
    %9 = llvm.call @sum(%0, %5, %6, %8) : (!llvm.ptr, !llvm.vec<2 x ptr>, vector<2xi64>, !llvm.vec<2 x ptr>) -> i32
    llvm.return %9 : i32
  }
}
