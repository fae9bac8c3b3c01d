module {
  llvm.func @f(%arg0: f80) -> f80 {
    %0 = llvm.mlir.constant(3.000000e+00 : f80) : f80
    %1 = llvm.fmul %arg0, %0  : f80
    llvm.return %1 : f80
  }
}
