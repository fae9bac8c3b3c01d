module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @types(%arg0: !llvm.vec<? x 4 x  f32>, %arg1: vector<4xf32>, %arg2: !llvm.ptr, %arg3: !llvm.vec<? x 8 x  i32>) -> !llvm.vec<? x 4 x  f32> {
    %0 = llvm.mlir.constant(4 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.intr.vector.insert %arg1, %arg0[4] : vector<4xf32> into !llvm.vec<? x 4 x  f32>
    %5 = llvm.intr.vector.extract %4[0] : vector<4xf32> from !llvm.vec<? x 4 x  f32>
    %6 = llvm.intr.vector.extract %arg3[0] : !llvm.vec<? x 4 x  i32> from !llvm.vec<? x 8 x  i32>
    %7 = llvm.sitofp %6 : !llvm.vec<? x 4 x  i32> to !llvm.vec<? x 4 x  f32>
    %8 = llvm.fcmp "olt" %7, %4 : !llvm.vec<? x 4 x  f32>
    %9 = llvm.bitcast %8 : vector<[4]xi1> to !llvm.vec<? x 4 x  i1>
    %10 = llvm.select %9, %7, %4 : !llvm.vec<? x 4 x  i1>, !llvm.vec<? x 4 x  f32>
    %11 = llvm.zext %9 : !llvm.vec<? x 4 x  i1> to !llvm.vec<? x 4 x  i32>
    %12 = llvm.icmp "eq" %11, %6 : !llvm.vec<? x 4 x  i32>
    %13 = llvm.bitcast %12 : vector<[4]xi1> to !llvm.vec<? x 4 x  i1>
    %14 = llvm.and %13, %9  : !llvm.vec<? x 4 x  i1>
    %15 = llvm.select %14, %10, %arg0 : !llvm.vec<? x 4 x  i1>, !llvm.vec<? x 4 x  f32>
    llvm.store %15, %arg2 {alignment = 16 : i64} : !llvm.vec<? x 4 x  f32>, !llvm.ptr
    %16 = llvm.bitcast %15 : !llvm.vec<? x 4 x  f32> to vector<[4]xf32>
    %17 = "llvm.intr.vector.reduce.fadd"(%2, %16) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<[4]xf32>) -> f32
    %18 = llvm.bitcast %11 : !llvm.vec<? x 4 x  i32> to vector<[4]xi32>
    %19 = "llvm.intr.vector.reduce.smax"(%18) : (vector<[4]xi32>) -> i32
    %20 = llvm.sitofp %19 : i32 to f32
    %21 = llvm.insertelement %17, %15[%1 : i64] : !llvm.vec<? x 4 x  f32>
    %22 = llvm.insertelement %20, %21[%3 : i64] : !llvm.vec<? x 4 x  f32>
    llvm.return %22 : !llvm.vec<? x 4 x  f32>
  }
}
