module {
  llvm.func @file_line_col() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @named() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @fused() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(3 : i32) : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @callsite() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @unknown() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @aliases() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @block_args(%arg0: i32, %arg1: i1) -> i32 {
    llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.return %0 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %arg0 : i32
  }
}

// -----
module @located {
  llvm.func @g() {
    llvm.return
  }
}

// -----
module {
  llvm.func @escaped_names() {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.return
  }
}

