module {
  llvm.func @basic(%arg0: f32, %arg1: f32) -> f32 {
    %0 = llvm.fadd %arg0, %arg1  : f32
    %1 = llvm.fsub %0, %arg1  : f32
    %2 = llvm.fmul %1, %arg0  : f32
    %3 = llvm.fdiv %2, %arg1  : f32
    %4 = llvm.frem %3, %arg0  : f32
    %5 = llvm.fneg %4  : f32
    llvm.return %5 : f32
  }
}

// -----
module {
  llvm.func @min_max(%arg0: f64, %arg1: f64) {
    %0 = llvm.intr.maximum(%arg0, %arg1)  : (f64, f64) -> f64
    %1 = llvm.intr.minimum(%arg0, %arg1)  : (f64, f64) -> f64
    %2 = llvm.intr.maxnum(%arg0, %arg1)  : (f64, f64) -> f64
    %3 = llvm.intr.minnum(%arg0, %arg1)  : (f64, f64) -> f64
    llvm.return
  }
}

// -----
module {
  llvm.func @fastmath(%arg0: f32, %arg1: f32) {
    %0 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
    %1 = llvm.fsub %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %2 = llvm.fmul %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nsz>} : f32
    %3 = llvm.fdiv %arg0, %arg1  {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %4 = llvm.frem %arg0, %arg1  {fastmathFlags = #llvm.fastmath<contract>} : f32
    %5 = llvm.fneg %arg0  {fastmathFlags = #llvm.fastmath<afn>} : f32
    %6 = llvm.intr.maximum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, f32) -> f32
    %7 = llvm.intr.minimum(%arg0, %arg1)  : (f32, f32) -> f32
    %8 = llvm.intr.maxnum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
    %9 = llvm.intr.minnum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : (f32, f32) -> f32
    llvm.return
  }
}

// -----
module {
  llvm.func @generic(%arg0: f32) -> f32 {
    %0 = llvm.fadd %arg0, %arg0  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %1 = llvm.fneg %0  : f32
    %2 = llvm.fmul %1, %0  {fastmathFlags = #llvm.fastmath<fast>, my.note} : f32
    llvm.return %2 : f32
  }
}

// -----
module {
  llvm.func @constants() -> !llvm.struct<(f32, f64, bf16)> {
    %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %1 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0xFF80 : bf16) : bf16
    %3 = llvm.mlir.constant(1.000000e-03 : f32) : f32
    %4 = llvm.mlir.undef : !llvm.struct<(f32, f64, bf16)>
    %5 = llvm.insertvalue %0, %4[0] : !llvm.struct<(f32, f64, bf16)> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<(f32, f64, bf16)> 
    %7 = llvm.insertvalue %2, %6[2] : !llvm.struct<(f32, f64, bf16)> 
    llvm.return %7 : !llvm.struct<(f32, f64, bf16)>
  }
}

