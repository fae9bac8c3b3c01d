module {
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.icmp "eq" %arg0, %0 : i32
    llvm.cond_br %1 weights([10, 1]), ^bb1, ^bb2
  ^bb1:  // 2 preds: ^bb0, ^bb1
    llvm.switch %arg0 : i32, ^bb2 [
      1: ^bb2,
      2: ^bb1
    ] {branch_weights = array<i32: 5, 6, 7>}
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    llvm.return %0 : i32
  }
}
