module {
  llvm.func @names(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32
    %1 = llvm.mul %0, %0 : i32
    %2 = llvm.sub %1, %0 : i32
    %3 = llvm.xor %2, %1  : i32
    %4 = llvm.or %3, %arg0  : i32
    llvm.return %4 : i32
  }
}

// -----
module {
  llvm.func @multi(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i32)> {
    %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)> 
    %3 = llvm.sext %arg0 : i32 to i64
    %4 = llvm.sext %1 : i32 to i64
    %5 = llvm.mul %3, %4 : i64
    %6 = llvm.trunc %5 : i64 to i32
    %7 = llvm.mlir.constant(32 : i64) : i64
    %8 = llvm.lshr %5, %7  : i64
    %9 = llvm.trunc %8 : i64 to i32
    %10 = llvm.select %2, %6, %9 : i1, i32
    %11 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(i32, i32)> 
    %13 = llvm.insertvalue %9, %12[1] : !llvm.struct<(i32, i32)> 
    llvm.return %13 : !llvm.struct<(i32, i32)>
  }
}

// -----
module {
  llvm.func @generic_multi(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.zext %arg0 : i64 to i128
    %1 = llvm.zext %arg1 : i64 to i128
    %2 = llvm.mul %0, %1 : i128
    %3 = llvm.trunc %2 : i128 to i64
    %4 = llvm.mlir.constant(64 : i128) : i128
    %5 = llvm.lshr %2, %4  : i128
    %6 = llvm.trunc %5 : i128 to i64
    %7 = llvm.add %3, %6 : i64
    llvm.return %7 : i64
  }
}

// -----
module {
  llvm.func @constant_names() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %6 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %7 = llvm.mlir.constant(7 : i8) : i8
    llvm.return
  }
}

// -----
module {
  llvm.func @f1(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32
    llvm.return %0 : i32
  }
  llvm.func @f2(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @arg_names(%arg0: i32, %arg1: f32, %arg2: i64) -> i64 {
    llvm.return %arg2 : i64
  }
}

// -----
module {
  llvm.func @cross_block(%arg0: i1) -> i32 {
    %0 = llvm.mlir.constant(10 : i32) : i32
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = llvm.mlir.constant(20 : i32) : i32
    llvm.return %1 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %0 : i32
  }
}

// -----
module {
  llvm.func @nested_use(%arg0: i64) {
    %0 = llvm.intr.stacksave : !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    %1 = llvm.add %arg0, %arg0 : i64
    llvm.intr.stackrestore %0 : !llvm.ptr
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    llvm.return
  }
}

