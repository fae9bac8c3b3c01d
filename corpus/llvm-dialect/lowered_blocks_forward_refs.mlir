module {
  llvm.func @forward_block(%arg0: i1) -> i32 {
    llvm.cond_br %arg0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %1 = llvm.mlir.constant(2 : i32) : i32
    llvm.return %1 : i32
  }
}

// -----
module {
  llvm.func @loop(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0, %0 : i64, i64)
  ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %2, %arg0 : i64
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = llvm.add %3, %2 : i64
    %6 = llvm.add %2, %1 : i64
    llvm.br ^bb1(%6, %5 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i64
  }
}

// -----
module {
  llvm.func @block_names(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.return
  }
}

// -----
module {
  llvm.func @explicit_entry(%arg0: i32) -> i32 {
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @self_loop(%arg0: i32, %arg1: f32, %arg2: i1) {
    llvm.br ^bb1(%arg0, %arg1 : i32, f32)
  ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb1
    llvm.cond_br %arg2, ^bb1(%0, %1 : i32, f32), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.return
  }
}

// -----
module {
  llvm.func @diamond(%arg0: i1, %arg1: i64) -> i64 {
    llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2(%arg1, %arg1 : i64, i64)
  ^bb1(%0: i64):  // pred: ^bb0
    llvm.br ^bb3(%0 : i64)
  ^bb2(%1: i64, %2: i64):  // pred: ^bb0
    %3 = llvm.add %1, %2 : i64
    llvm.br ^bb3(%3 : i64)
  ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
    llvm.return %4 : i64
  }
}

