module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: vector<2xf16>, %arg2: i1, %arg3: i32) {
    %0 = llvm.mlir.undef : !llvm.struct<(f80, i32)>
    %1 = llvm.mlir.constant(1.000000e+00 : f80) : f80
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(f80, i32)> 
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(f80, i32)> 
    %5 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf16>) : vector<2xf16>
    %6 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
    %7 = llvm.mlir.constant(1.000000e+00 : f128) : f128
    %8 = llvm.mlir.constant(2.000000e+00 : f128) : f128
    %9 = llvm.insertvalue %arg3, %4[1] : !llvm.struct<(f80, i32)> 
    %10 = llvm.shufflevector %arg1, %5 [0, 3] : vector<2xf16> 
    %11 = llvm.getelementptr %arg0[%6] : (!llvm.ptr, i128) -> !llvm.ptr, i8
    llvm.cond_br %arg2, ^bb1, ^bb2(%7 : f128)
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%8 : f128)
  ^bb2(%12: f128):  // 2 preds: ^bb0, ^bb1
    llvm.return
  }
}
