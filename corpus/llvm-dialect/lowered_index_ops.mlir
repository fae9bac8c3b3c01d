module {
  llvm.func @arith(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.sub %0, %arg1 : i64
    %2 = llvm.mul %1, %arg0 : i64
    %3 = llvm.sdiv %2, %arg1  : i64
    %4 = llvm.udiv %3, %arg1  : i64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.mlir.constant(-1 : i64) : i64
    %8 = llvm.icmp "sgt" %arg0, %5 : i64
    %9 = llvm.select %8, %7, %6 : i1, i64
    %10 = llvm.add %4, %9 : i64
    %11 = llvm.sdiv %10, %arg0  : i64
    %12 = llvm.add %11, %6 : i64
    %13 = llvm.sub %5, %4 : i64
    %14 = llvm.sdiv %13, %arg0  : i64
    %15 = llvm.sub %5, %14 : i64
    %16 = llvm.icmp "sgt" %4, %5 : i64
    %17 = llvm.icmp "eq" %16, %8 : i1
    %18 = llvm.icmp "ne" %4, %5 : i64
    %19 = llvm.and %17, %18  : i1
    %20 = llvm.select %19, %12, %15 : i1, i64
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.sub %20, %22 : i64
    %24 = llvm.udiv %23, %arg0  : i64
    %25 = llvm.add %24, %22 : i64
    %26 = llvm.icmp "eq" %20, %21 : i64
    %27 = llvm.select %26, %21, %25 : i1, i64
    %28 = llvm.mlir.constant(0 : i64) : i64
    %29 = llvm.mlir.constant(1 : i64) : i64
    %30 = llvm.mlir.constant(-1 : i64) : i64
    %31 = llvm.icmp "slt" %arg1, %28 : i64
    %32 = llvm.select %31, %29, %30 : i1, i64
    %33 = llvm.sub %32, %27 : i64
    %34 = llvm.sdiv %33, %arg1  : i64
    %35 = llvm.sub %30, %34 : i64
    %36 = llvm.sdiv %27, %arg1  : i64
    %37 = llvm.icmp "slt" %27, %28 : i64
    %38 = llvm.icmp "ne" %37, %31 : i1
    %39 = llvm.icmp "ne" %27, %28 : i64
    %40 = llvm.and %38, %39  : i1
    %41 = llvm.select %40, %35, %36 : i1, i64
    %42 = llvm.srem %41, %arg0  : i64
    %43 = llvm.urem %42, %arg1  : i64
    llvm.return %43 : i64
  }
}

// -----
module {
  llvm.func @min_max_bitwise(%arg0: i64, %arg1: i64) {
    %0 = llvm.intr.smax(%arg0, %arg1)  : (i64, i64) -> i64
    %1 = llvm.intr.umax(%arg0, %arg1)  : (i64, i64) -> i64
    %2 = llvm.intr.smin(%arg0, %arg1)  : (i64, i64) -> i64
    %3 = llvm.intr.umin(%arg0, %arg1)  : (i64, i64) -> i64
    %4 = llvm.shl %arg0, %arg1 : i64
    %5 = llvm.ashr %arg0, %arg1  : i64
    %6 = llvm.lshr %arg0, %arg1  : i64
    %7 = llvm.and %arg0, %arg1  : i64
    %8 = llvm.or %arg0, %arg1  : i64
    %9 = llvm.xor %arg0, %arg1  : i64
    llvm.return
  }
}

// -----
module {
  llvm.func @cmp(%arg0: i64, %arg1: i64) {
    %0 = llvm.icmp "eq" %arg0, %arg1 : i64
    %1 = llvm.icmp "ne" %arg0, %arg1 : i64
    %2 = llvm.icmp "slt" %arg0, %arg1 : i64
    %3 = llvm.icmp "sle" %arg0, %arg1 : i64
    %4 = llvm.icmp "sgt" %arg0, %arg1 : i64
    %5 = llvm.icmp "sge" %arg0, %arg1 : i64
    %6 = llvm.icmp "ult" %arg0, %arg1 : i64
    %7 = llvm.icmp "ule" %arg0, %arg1 : i64
    %8 = llvm.icmp "ugt" %arg0, %arg1 : i64
    %9 = llvm.icmp "uge" %arg0, %arg1 : i64
    llvm.return
  }
}

// -----
module {
  llvm.func @constants() -> !llvm.struct<(i64, i1)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(42 : i64) : i64
    %2 = llvm.mlir.constant(-1 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %6 = llvm.mlir.undef : !llvm.struct<(i64, i1)>
    %7 = llvm.insertvalue %1, %6[0] : !llvm.struct<(i64, i1)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<(i64, i1)> 
    llvm.return %8 : !llvm.struct<(i64, i1)>
  }
}

// -----
module {
  llvm.func @casts(%arg0: i64, %arg1: i32, %arg2: i64, %arg3: i1) {
    %0 = llvm.trunc %arg0 : i64 to i32
    %1 = llvm.sext %arg1 : i32 to i64
    %2 = llvm.sext %arg3 : i1 to i64
    %3 = llvm.trunc %arg0 : i64 to i8
    llvm.return
  }
}

// -----
module {
  llvm.func @sizeof() -> i64 {
    %0 = llvm.mlir.constant(64 : i64) : i64
    llvm.return %0 : i64
  }
}

// -----
module {
  llvm.func @generic(%arg0: i64, %arg1: i64) -> i1 {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.icmp "ult" %0, %arg1 : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(9 : i64) : i64
    llvm.return %1 : i1
  }
}

