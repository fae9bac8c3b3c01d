module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @types(%arg0: !llvm.vec<? x 4 x  f32>, %arg1: vector<4xf32>, %arg2: !llvm.ptr, %arg3: !llvm.vec<? x 8 x  i32>) -> !llvm.vec<? x 4 x  f32> {
    %0 = llvm.mlir.constant(4 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.intr.vector.insert %arg1, %arg0[4] : vector<4xf32> into !llvm.vec<? x 4 x  f32>
    %3 = llvm.intr.vector.extract %2[0] : vector<4xf32> from !llvm.vec<? x 4 x  f32>
    %4 = llvm.intr.vector.extract %arg3[0] : !llvm.vec<? x 4 x  i32> from !llvm.vec<? x 8 x  i32>
    %5 = llvm.sitofp %4 : !llvm.vec<? x 4 x  i32> to !llvm.vec<? x 4 x  f32>
    %6 = llvm.fcmp "olt" %5, %2 : !llvm.vec<? x 4 x  f32>
    %7 = llvm.bitcast %6 : vector<[4]xi1> to !llvm.vec<? x 4 x  i1>
    %8 = llvm.select %7, %5, %2 : !llvm.vec<? x 4 x  i1>, !llvm.vec<? x 4 x  f32>
    %9 = llvm.zext %7 : !llvm.vec<? x 4 x  i1> to !llvm.vec<? x 4 x  i32>
    %10 = llvm.icmp "eq" %9, %4 : !llvm.vec<? x 4 x  i32>
    %11 = llvm.bitcast %10 : vector<[4]xi1> to !llvm.vec<? x 4 x  i1>
    %12 = llvm.and %11, %7  : !llvm.vec<? x 4 x  i1>
    %13 = llvm.select %12, %8, %arg0 : !llvm.vec<? x 4 x  i1>, !llvm.vec<? x 4 x  f32>
    llvm.store %13, %arg2 {alignment = 16 : i64} : !llvm.vec<? x 4 x  f32>, !llvm.ptr
    llvm.return %13 : !llvm.vec<? x 4 x  f32>
  }
}
