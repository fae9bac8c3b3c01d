module {
  llvm.func @vector_int(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
    %0 = llvm.add %arg0, %arg1 : vector<4xi32>
    %1 = llvm.mul %0, %arg1 overflow<nsw> : vector<4xi32>
    %2 = llvm.sdiv %1, %arg0  : vector<4xi32>
    %3 = llvm.lshr %2, %arg1  : vector<4xi32>
    %4 = llvm.intr.smax(%3, %arg0)  : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    llvm.return %4 : vector<4xi32>
  }
}

// -----
module {
  llvm.func @vector_float(%arg0: !llvm.array<2 x vector<8xf32>>, %arg1: vector<[4]xf64>, %arg2: vector<1xf16>) {
    %0 = llvm.mlir.undef : !llvm.array<2 x vector<8xf32>>
    %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<8xf32>> 
    %2 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<8xf32>> 
    %3 = llvm.fadd %1, %2  {fastmathFlags = #llvm.fastmath<fast>} : vector<8xf32>
    %4 = llvm.insertvalue %3, %0[0] : !llvm.array<2 x vector<8xf32>> 
    %5 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<8xf32>> 
    %6 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<8xf32>> 
    %7 = llvm.fadd %5, %6  {fastmathFlags = #llvm.fastmath<fast>} : vector<8xf32>
    %8 = llvm.insertvalue %7, %4[1] : !llvm.array<2 x vector<8xf32>> 
    %9 = llvm.fneg %arg2  : vector<1xf16>
    %10 = llvm.mlir.undef : !llvm.array<2 x vector<8xf32>>
    %11 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<8xf32>> 
    %12 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<8xf32>> 
    %13 = llvm.frem %11, %12  : vector<8xf32>
    %14 = llvm.insertvalue %13, %10[0] : !llvm.array<2 x vector<8xf32>> 
    %15 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<8xf32>> 
    %16 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<8xf32>> 
    %17 = llvm.frem %15, %16  : vector<8xf32>
    %18 = llvm.insertvalue %17, %14[1] : !llvm.array<2 x vector<8xf32>> 
    llvm.return
  }
}

// -----
module {
  llvm.func @select_other(%arg0: i1, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.struct<(f32, f32)>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg6, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg7, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg8, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg9, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg10, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg1, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg3, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg4, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.select %arg0, %11, %5 : i1, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.select %arg0, %12, %5 : i1, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.return %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
}

