module {
  llvm.func @same_type(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
}

