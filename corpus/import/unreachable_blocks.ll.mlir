module {
  llvm.func @unreach(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  llvm.func @u2(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
}
