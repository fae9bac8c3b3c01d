module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.ppc_fp128 {
    %0 = llvm.mlir.constant(4607182418800017408 : i128) : i128
    %1 = llvm.bitcast %0 : i128 to !llvm.ppc_fp128
    llvm.return %1 : !llvm.ppc_fp128
  }
  llvm.mlir.global external @pn() {addr_space = 0 : i32} : !llvm.ppc_fp128 {
    %0 = llvm.mlir.constant(-89639812965745264174343306208855719936 : i128) : i128
    %1 = llvm.bitcast %0 : i128 to !llvm.ppc_fp128
    llvm.return %1 : !llvm.ppc_fp128
  }
  llvm.mlir.global external @ap() {addr_space = 0 : i32} : !llvm.array<2 x ppc_fp128> {
    %0 = llvm.mlir.undef : !llvm.array<2 x ppc_fp128>
    %1 = llvm.mlir.constant(4607182418800017408 : i128) : i128
    %2 = llvm.bitcast %1 : i128 to !llvm.ppc_fp128
    %3 = llvm.insertvalue %2, %0[0] : !llvm.array<2 x ppc_fp128> 
    %4 = llvm.mlir.constant(4611686018427387904 : i128) : i128
    %5 = llvm.bitcast %4 : i128 to !llvm.ppc_fp128
    %6 = llvm.insertvalue %5, %3[1] : !llvm.array<2 x ppc_fp128> 
    llvm.return %6 : !llvm.array<2 x ppc_fp128>
  }
  llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.struct<(f16, ppc_fp128)> {
    %0 = llvm.mlir.undef : !llvm.struct<(f16, ppc_fp128)>
    %1 = llvm.mlir.constant(1.000000e+00 : f16) : f16
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(f16, ppc_fp128)> 
    %3 = llvm.mlir.constant(13830554455654793216 : i128) : i128
    %4 = llvm.bitcast %3 : i128 to !llvm.ppc_fp128
    %5 = llvm.insertvalue %4, %2[1] : !llvm.struct<(f16, ppc_fp128)> 
    llvm.return %5 : !llvm.struct<(f16, ppc_fp128)>
  }
  llvm.mlir.global external @v() {addr_space = 0 : i32} : !llvm.vec<2 x ppc_fp128> {
    %0 = llvm.mlir.undef : !llvm.vec<2 x ppc_fp128>
    %1 = llvm.mlir.constant(4607182418800017408 : i128) : i128
    %2 = llvm.bitcast %1 : i128 to !llvm.ppc_fp128
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.insertelement %2, %0[%3 : i32] : !llvm.vec<2 x ppc_fp128>
    %5 = llvm.mlir.constant(9221120237041090560 : i128) : i128
    %6 = llvm.bitcast %5 : i128 to !llvm.ppc_fp128
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.insertelement %6, %4[%7 : i32] : !llvm.vec<2 x ppc_fp128>
    llvm.return %8 : !llvm.vec<2 x ppc_fp128>
  }
  llvm.func @f(%arg0: !llvm.ppc_fp128, %arg1: !llvm.vec<2 x ppc_fp128>) -> !llvm.ppc_fp128 {
    %0 = llvm.mlir.constant(-89639812965745264174343306208855719936 : i128) : i128
    %1 = llvm.bitcast %0 : i128 to !llvm.ppc_fp128
    %2 = llvm.mlir.undef : !llvm.vec<2 x ppc_fp128>
    %3 = llvm.mlir.constant(4607182418800017408 : i128) : i128
    %4 = llvm.bitcast %3 : i128 to !llvm.ppc_fp128
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.insertelement %4, %2[%5 : i32] : !llvm.vec<2 x ppc_fp128>
    %7 = llvm.mlir.constant(4611686018427387904 : i128) : i128
    %8 = llvm.bitcast %7 : i128 to !llvm.ppc_fp128
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.insertelement %8, %6[%9 : i32] : !llvm.vec<2 x ppc_fp128>
    %11 = llvm.mlir.constant(0 : i128) : i128
    %12 = llvm.bitcast %11 : i128 to !llvm.ppc_fp128
    %13 = llvm.fadd %arg0, %1  : !llvm.ppc_fp128
    %14 = llvm.fadd %arg1, %10  : !llvm.vec<2 x ppc_fp128>
    %15 = llvm.fcmp "olt" %13, %12 : !llvm.ppc_fp128
    llvm.return %13 : !llvm.ppc_fp128
  }
}
