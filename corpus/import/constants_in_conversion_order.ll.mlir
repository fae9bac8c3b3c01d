module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @order(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(200 : i32) : i32
    %1 = llvm.mlir.constant(100 : i32) : i32
    %2 = llvm.mlir.constant(300 : i32) : i32
    %3 = llvm.mlir.constant(400 : i32) : i32
    %4 = llvm.mlir.constant(500 : i32) : i32
    %5 = llvm.mlir.constant(600 : i32) : i32
    llvm.switch %arg1 : i32, ^bb5 [
      0: ^bb1,
      1: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %6 = llvm.add %arg0, %1 : i32
    llvm.br ^bb3(%6 : i32)
  ^bb2:  // pred: ^bb0
    %7 = llvm.mul %arg0, %0 : i32
    llvm.br ^bb3(%7 : i32)
  ^bb3(%8: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
    %9 = llvm.icmp "slt" %8, %2 : i32
    llvm.cond_br %9, ^bb4, ^bb6(%8 : i32)
  ^bb4:  // pred: ^bb3
    %10 = llvm.add %8, %3 : i32
    llvm.br ^bb3(%10 : i32)
  ^bb5:  // pred: ^bb0
    %11 = llvm.sub %arg0, %4 : i32
    llvm.br ^bb6(%11 : i32)
  ^bb6(%12: i32):  // 2 preds: ^bb3, ^bb5
    %13 = llvm.xor %12, %5  : i32
    llvm.return %13 : i32
  }
}
