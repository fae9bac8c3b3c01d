module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @splats(%arg0: !llvm.vec<? x 4 x  i32>, %arg1: !llvm.vec<? x 2 x  f32>, %arg2: i1) -> !llvm.vec<? x 4 x  i32> {
    %0 = llvm.mlir.poison : !llvm.vec<? x 4 x  i32>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.insertelement %1, %0[%2 : i64] : !llvm.vec<? x 4 x  i32>
    %4 = llvm.mlir.constant(9 : i32) : i32
    %5 = llvm.insertelement %4, %0[%2 : i64] : !llvm.vec<? x 4 x  i32>
    %6 = llvm.mlir.poison : !llvm.vec<? x 2 x  f32>
    %7 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %8 = llvm.insertelement %7, %6[%2 : i64] : !llvm.vec<? x 2 x  f32>
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.shufflevector %3, %0 [0, 0, 0, 0] : !llvm.vec<? x 4 x  i32> 
    %11 = llvm.bitcast %10 : vector<[4]xi32> to !llvm.vec<? x 4 x  i32>
    %12 = llvm.add %arg0, %11 : !llvm.vec<? x 4 x  i32>
    llvm.cond_br %arg2, ^bb1, ^bb2(%12 : !llvm.vec<? x 4 x  i32>)
  ^bb1:  // pred: ^bb0
    %13 = llvm.shufflevector %5, %0 [0, 0, 0, 0] : !llvm.vec<? x 4 x  i32> 
    %14 = llvm.bitcast %13 : vector<[4]xi32> to !llvm.vec<? x 4 x  i32>
    llvm.br ^bb2(%14 : !llvm.vec<? x 4 x  i32>)
  ^bb2(%15: !llvm.vec<? x 4 x  i32>):  // 2 preds: ^bb0, ^bb1
    %16 = llvm.shufflevector %8, %6 [0, 0] : !llvm.vec<? x 2 x  f32> 
    %17 = llvm.bitcast %16 : vector<[2]xf32> to !llvm.vec<? x 2 x  f32>
    %18 = llvm.fmul %arg1, %17  : !llvm.vec<? x 2 x  f32>
    llvm.store %18, %9 {alignment = 8 : i64} : !llvm.vec<? x 2 x  f32>, !llvm.ptr
    llvm.return %15 : !llvm.vec<? x 4 x  i32>
  }
}
