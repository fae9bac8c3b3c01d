module {
  llvm.func @wide(%arg0: i128) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    llvm.switch %arg0 : i128, ^bb4 [
      18446744073709551615: ^bb1,
      1: ^bb2,
      9223372036854775808: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    llvm.return %0 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %1 : i32
  ^bb3:  // pred: ^bb0
    llvm.return %2 : i32
  ^bb4:  // pred: ^bb0
    llvm.return %3 : i32
  }
  llvm.func @const_cond() -> i32 {
    %0 = llvm.mlir.constant(36893488147419103232 : i128) : i128
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    llvm.switch %0 : i128, ^bb2 [
      7: ^bb1
    ]
  ^bb1:  // pred: ^bb0
    llvm.return %1 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %2 : i32
  }
}
