module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @pick(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(3 : i64) : i64
    llvm.switch %arg0 : i32, ^bb2 [
      0: ^bb3(%arg1, %0 : i32, i64),
      1: ^bb3(%arg1, %0 : i32, i64),
      2: ^bb1
    ]
  ^bb1:  // pred: ^bb0
    %5 = llvm.mul %arg1, %1 overflow<nsw> : i32
    llvm.br ^bb3(%5, %2 : i32, i64)
  ^bb2:  // pred: ^bb0
    %6 = llvm.sdiv %arg1, %3  {isExact} : i32
    llvm.br ^bb3(%6, %4 : i32, i64)
  ^bb3(%7: i32, %8: i64):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    %9 = llvm.trunc %8 : i64 to i32
    %10 = llvm.add %7, %9 overflow<nsw, nuw> : i32
    llvm.return %10 : i32
  }
}
