module {
  llvm.func @add_ext(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i1)> {
    %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)> 
    %3 = llvm.mlir.undef : !llvm.struct<(i32, i1)>
    %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i32, i1)> 
    %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(i32, i1)> 
    llvm.return %5 : !llvm.struct<(i32, i1)>
  }
}

// -----
module {
  llvm.func @mul_ext(%arg0: i64, %arg1: i64) -> !llvm.struct<(i64, i64, i64, i64)> {
    %0 = llvm.sext %arg0 : i64 to i128
    %1 = llvm.sext %arg1 : i64 to i128
    %2 = llvm.mul %0, %1 : i128
    %3 = llvm.trunc %2 : i128 to i64
    %4 = llvm.mlir.constant(64 : i128) : i128
    %5 = llvm.lshr %2, %4  : i128
    %6 = llvm.trunc %5 : i128 to i64
    %7 = llvm.zext %arg0 : i64 to i128
    %8 = llvm.zext %arg1 : i64 to i128
    %9 = llvm.mul %7, %8 : i128
    %10 = llvm.trunc %9 : i128 to i64
    %11 = llvm.mlir.constant(64 : i128) : i128
    %12 = llvm.lshr %9, %11  : i128
    %13 = llvm.trunc %12 : i128 to i64
    %14 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64, i64)>
    %15 = llvm.insertvalue %3, %14[0] : !llvm.struct<(i64, i64, i64, i64)> 
    %16 = llvm.insertvalue %6, %15[1] : !llvm.struct<(i64, i64, i64, i64)> 
    %17 = llvm.insertvalue %10, %16[2] : !llvm.struct<(i64, i64, i64, i64)> 
    %18 = llvm.insertvalue %13, %17[3] : !llvm.struct<(i64, i64, i64, i64)> 
    llvm.return %18 : !llvm.struct<(i64, i64, i64, i64)>
  }
}

