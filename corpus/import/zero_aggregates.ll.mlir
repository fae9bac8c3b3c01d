module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @whole() {addr_space = 0 : i32} : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.undef : !llvm.struct<(f32, i8)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(f32, i8)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(f32, i8)> 
    %5 = llvm.mlir.constant(0 : i16) : i16
    %6 = llvm.mlir.constant(dense<0> : tensor<2xi16>) : !llvm.array<2 x i16>
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.undef : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %11 = llvm.insertvalue %7, %10[1] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %13 = llvm.insertvalue %4, %12[3] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    llvm.return %13 : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>
  }
  llvm.mlir.global external @nested() {addr_space = 0 : i32} : !llvm.array<2 x struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.undef : !llvm.struct<(f32, i8)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(f32, i8)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(f32, i8)> 
    %5 = llvm.mlir.constant(0 : i16) : i16
    %6 = llvm.mlir.constant(dense<0> : tensor<2xi16>) : !llvm.array<2 x i16>
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.undef : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %11 = llvm.insertvalue %7, %10[1] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %13 = llvm.insertvalue %4, %12[3] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %14 = llvm.mlir.undef : !llvm.array<2 x struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.array<2 x struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.array<2 x struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>> 
    llvm.return %16 : !llvm.array<2 x struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>>
  }
  llvm.mlir.global external @ptrs() {addr_space = 0 : i32} : !llvm.array<3 x ptr> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.undef : !llvm.array<3 x ptr>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.array<3 x ptr> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.array<3 x ptr> 
    %4 = llvm.insertvalue %0, %3[2] : !llvm.array<3 x ptr> 
    llvm.return %4 : !llvm.array<3 x ptr>
  }
  llvm.mlir.global external @grid(dense<0.000000e+00> : tensor<2x3xf64>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f64>>
  llvm.func @use(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.undef : !llvm.struct<(f32, i8)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(f32, i8)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(f32, i8)> 
    %5 = llvm.mlir.constant(0 : i16) : i16
    %6 = llvm.mlir.constant(dense<0> : tensor<2xi16>) : !llvm.array<2 x i16>
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.undef : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %11 = llvm.insertvalue %7, %10[1] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %13 = llvm.insertvalue %4, %12[3] : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)> 
    %14 = llvm.mlir.undef : !llvm.vec<2 x ptr>
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.insertelement %7, %14[%15 : i32] : !llvm.vec<2 x ptr>
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.insertelement %7, %16[%17 : i32] : !llvm.vec<2 x ptr>
    %19 = llvm.mlir.constant(0.000000e+00 : f16) : f16
    %20 = llvm.mlir.constant(dense<0> : tensor<0xi8>) : !llvm.array<0 x i8>
    %21 = llvm.mlir.constant(false) : i1
    %22 = llvm.mlir.undef : !llvm.struct<(i1, array<0 x i8>, f16)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(i1, array<0 x i8>, f16)> 
    %24 = llvm.insertvalue %20, %23[1] : !llvm.struct<(i1, array<0 x i8>, f16)> 
    %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(i1, array<0 x i8>, f16)> 
    %26 = llvm.mlir.constant(dense<false> : vector<4xi1>) : vector<4xi1>
    llvm.store %13, %arg0 {alignment = 8 : i64} : !llvm.struct<"pair", (i32, ptr, array<2 x i16>, struct<(f32, i8)>)>, !llvm.ptr
    llvm.store %18, %arg0 {alignment = 16 : i64} : !llvm.vec<2 x ptr>, !llvm.ptr
    llvm.store %25, %arg0 {alignment = 2 : i64} : !llvm.struct<(i1, array<0 x i8>, f16)>, !llvm.ptr
    llvm.store %26, %arg0 {alignment = 1 : i64} : vector<4xi1>, !llvm.ptr
    llvm.store %8, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %7, %arg0 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.return %8 : i32
  }
}
