module {
  llvm.func @add_sub_mul(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.add %arg0, %arg1 : i32
    %1 = llvm.mul %arg0, %arg0 : i32
    llvm.return %1 : i32
  }
}

// -----
module {
  llvm.func @overflow(%arg0: i64, %arg1: i64) {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i64
    %1 = llvm.add %arg0, %arg1 overflow<nuw> : i64
    %2 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i64
    %3 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i64
    %4 = llvm.mul %arg0, %arg1 overflow<nsw> : i64
    %5 = llvm.shl %arg0, %arg1 overflow<nuw> : i64
    %6 = llvm.add %arg0, %arg1 : i64
    llvm.return
  }
}

// -----
module {
  llvm.func @bitwise(%arg0: i8, %arg1: i8) {
    %0 = llvm.and %arg0, %arg1  : i8
    %1 = llvm.or %arg0, %arg1  : i8
    %2 = llvm.xor %arg0, %arg1  : i8
    %3 = llvm.shl %arg0, %arg1 : i8
    %4 = llvm.ashr %arg0, %arg1  : i8
    %5 = llvm.lshr %arg0, %arg1  : i8
    llvm.return
  }
}

// -----
module {
  llvm.func @min_max(%arg0: i128, %arg1: i128) {
    %0 = llvm.intr.smax(%arg0, %arg1)  : (i128, i128) -> i128
    %1 = llvm.intr.umax(%arg0, %arg1)  : (i128, i128) -> i128
    %2 = llvm.intr.smin(%arg0, %arg1)  : (i128, i128) -> i128
    %3 = llvm.intr.umin(%arg0, %arg1)  : (i128, i128) -> i128
    llvm.return
  }
}

// -----
module {
  llvm.func @generic(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
    %1 = llvm.sdiv %arg0, %arg1  : i32
    %2 = llvm.intr.umax(%1, %arg0)  {tag} : (i32, i32) -> i32
    llvm.return %2 : i32
  }
}

// -----
module {
  llvm.func @discardable(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 {my.note = "n"} : i32
    %1 = llvm.mul %0, %arg0 overflow<nsw> {my.note = "m"} : i32
    llvm.return %1 : i32
  }
}

