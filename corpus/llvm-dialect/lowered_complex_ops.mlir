module {
  llvm.func @create_parts(%arg0: f32, %arg1: f32) -> !llvm.struct<(f32, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f32, f32)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f32, f32)> 
    %3 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(f32, f32)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(f32, f32)> 
    llvm.return %5 : !llvm.struct<(f32, f32)>
  }
}

// -----
module {
  llvm.func @constants() -> !llvm.struct<(f64, f64)> {
    %0 = llvm.mlir.constant([1.000000e+00 : f32, -2.500000e+00 : f32]) : !llvm.struct<(f32, f32)>
    %1 = llvm.mlir.constant([1.000000e-01, 0.000000e+00]) : !llvm.struct<(f64, f64)>
    %2 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
    %3 = llvm.mlir.constant([0x7F800000 : f32, 0.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
    llvm.return %1 : !llvm.struct<(f64, f64)>
  }
}

// -----
module {
  llvm.func @generic(%arg0: !llvm.struct<(f32, f32)>) -> f32 {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %3 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %4 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %5 = llvm.fadd %0, %2  {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %6 = llvm.fadd %1, %3  {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(f32, f32)> 
    %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(f32, f32)> 
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(f32, f32)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(f32, f32)> 
    %11 = llvm.fmul %9, %9  : f32
    %12 = llvm.fmul %10, %10  : f32
    %13 = llvm.fadd %11, %12  : f32
    %14 = llvm.intr.sqrt(%13)  : (f32) -> f32
    %15 = llvm.mlir.constant([2.000000e+00 : f32, 3.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
    llvm.return %14 : f32
  }
}

