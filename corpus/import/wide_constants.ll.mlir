module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @h(dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf16>) {addr_space = 0 : i32} : !llvm.array<2 x f16>
  llvm.mlir.global external @q(3.500000e+00 : f128) {addr_space = 0 : i32} : f128
  llvm.mlir.global external @w() {addr_space = 0 : i32} : !llvm.struct<(i128, f80)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i128, f80)>
    %1 = llvm.mlir.constant(-18446744073709551621 : i128) : i128
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i128, f80)> 
    %3 = llvm.mlir.constant(3.000000e+00 : f80) : f80
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i128, f80)> 
    llvm.return %4 : !llvm.struct<(i128, f80)>
  }
  llvm.func @f(%arg0: f80, %arg1: i1) -> f80 {
    %0 = llvm.mlir.constant(1.000000e+00 : f80) : f80
    %1 = llvm.mlir.constant(3.000000e+00 : f80) : f80
    llvm.cond_br %arg1, ^bb1, ^bb2(%0 : f80)
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%arg0 : f80)
  ^bb2(%2: f80):  // 2 preds: ^bb0, ^bb1
    %3 = llvm.fmul %2, %1  : f80
    llvm.return %3 : f80
  }
  llvm.func @g(%arg0: i128) -> i128 {
    %0 = llvm.mlir.constant(18446744073709551621 : i128) : i128
    %1 = llvm.add %arg0, %0 : i128
    llvm.return %1 : i128
  }
}
