module {
  llvm.func @pick(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(7 : i32) : i32
    llvm.switch %arg0 : i32, ^bb1(%0 : i32) [
      0: ^bb1(%1 : i32),
      1: ^bb1(%arg1 : i32)
    ]
  ^bb1(%2: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.return %2 : i32
  }
}
