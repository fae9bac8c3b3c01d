module {
  llvm.func @f(%arg0: i128) -> i128 {
    %0 = llvm.mlir.constant(18446744073709551621 : i128) : i128
    %1 = llvm.add %arg0, %0 : i128
    llvm.return %1 : i128
  }
}
