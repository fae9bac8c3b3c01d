module {
  llvm.func @int_ext_trunc(%arg0: i8, %arg1: i64) {
    %0 = llvm.sext %arg0 : i8 to i32
    %1 = llvm.zext %arg0 : i8 to i64
    %2 = llvm.trunc %arg1 : i64 to i16
    %3 = llvm.trunc %arg1 : i64 to i1
    %4 = llvm.sext %3 : i1 to i128
    llvm.return
  }
}

// -----
module {
  llvm.func @int_float(%arg0: i32, %arg1: f32, %arg2: i64) {
    %0 = llvm.sitofp %arg0 : i32 to f32
    %1 = llvm.uitofp %arg0 : i32 to f64
    %2 = llvm.fptosi %arg1 : f32 to i64
    %3 = llvm.fptoui %arg1 : f32 to i8
    %4 = llvm.sitofp %arg2 : i64 to f16
    %5 = llvm.uitofp %arg2 : i64 to bf16
    llvm.return
  }
}

// -----
module {
  llvm.func @index_casts(%arg0: i64, %arg1: i32) {
    %0 = llvm.trunc %arg0 : i64 to i32
    %1 = llvm.sext %arg1 : i32 to i64
    %2 = llvm.zext %arg1 : i32 to i64
    %3 = llvm.trunc %arg0 : i64 to i1
    llvm.return
  }
}

// -----
module {
  llvm.func @bitcasts(%arg0: f32, %arg1: i64, %arg2: f16, %arg3: bf16) {
    %0 = llvm.bitcast %arg0 : f32 to i32
    %1 = llvm.bitcast %arg1 : i64 to f64
    %2 = llvm.bitcast %arg2 : f16 to bf16
    %3 = llvm.bitcast %arg3 : bf16 to i16
    llvm.return
  }
}

// -----
module {
  llvm.func @generic(%arg0: f64, %arg1: i32) -> f32 {
    %0 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f64 to f32
    %1 = llvm.sext %arg1 : i32 to i64
    llvm.return %0 : f32
  }
}

