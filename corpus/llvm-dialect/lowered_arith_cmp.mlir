module {
  llvm.func @cmpi_all(%arg0: i32, %arg1: i32) {
    %0 = llvm.icmp "eq" %arg0, %arg1 : i32
    %1 = llvm.icmp "ne" %arg0, %arg1 : i32
    %2 = llvm.icmp "slt" %arg0, %arg1 : i32
    %3 = llvm.icmp "sle" %arg0, %arg1 : i32
    %4 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %5 = llvm.icmp "sge" %arg0, %arg1 : i32
    %6 = llvm.icmp "ult" %arg0, %arg1 : i32
    %7 = llvm.icmp "ule" %arg0, %arg1 : i32
    %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %9 = llvm.icmp "uge" %arg0, %arg1 : i32
    llvm.return
  }
}

// -----
module {
  llvm.func @cmpf_all(%arg0: f32, %arg1: f32) {
    %0 = llvm.fcmp "_false" %arg0, %arg1 : f32
    %1 = llvm.fcmp "oeq" %arg0, %arg1 : f32
    %2 = llvm.fcmp "ogt" %arg0, %arg1 : f32
    %3 = llvm.fcmp "oge" %arg0, %arg1 : f32
    %4 = llvm.fcmp "olt" %arg0, %arg1 : f32
    %5 = llvm.fcmp "ole" %arg0, %arg1 : f32
    %6 = llvm.fcmp "one" %arg0, %arg1 : f32
    %7 = llvm.fcmp "ord" %arg0, %arg1 : f32
    %8 = llvm.fcmp "ueq" %arg0, %arg1 : f32
    %9 = llvm.fcmp "ugt" %arg0, %arg1 : f32
    %10 = llvm.fcmp "uge" %arg0, %arg1 : f32
    %11 = llvm.fcmp "ult" %arg0, %arg1 : f32
    %12 = llvm.fcmp "ule" %arg0, %arg1 : f32
    %13 = llvm.fcmp "une" %arg0, %arg1 : f32
    %14 = llvm.fcmp "uno" %arg0, %arg1 : f32
    %15 = llvm.fcmp "_true" %arg0, %arg1 : f32
    llvm.return
  }
}

// -----
module {
  llvm.func @cmpf_fastmath(%arg0: f64, %arg1: f64) -> i1 {
    %0 = llvm.fcmp "olt" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : f64
    %1 = llvm.fcmp "uno" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f64
    llvm.return %0 : i1
  }
}

// -----
module {
  llvm.func @generic(%arg0: i64, %arg1: f32) -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.fcmp "une" %arg1, %arg1 : f32
    %2 = llvm.mlir.undef : !llvm.struct<(i1, i1)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i1, i1)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i1, i1)> 
    llvm.return %4 : !llvm.struct<(i1, i1)>
  }
}

// -----
module {
  llvm.func @string_predicates(%arg0: i32, %arg1: f32) {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.fcmp "oge" %arg1, %arg1 : f32
    llvm.return
  }
}

