module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i32) -> !llvm.ptr
  llvm.mlir.global private @g_f0(dense<[21, 2, 37, 19]> : tensor<4xi64>) {addr_space = 0 : i32} : !llvm.array<4 x i64>
  llvm.func @f0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %6 = llvm.mlir.constant(1 : index) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %9 = llvm.sub %8, %6 : i32
    %10 = llvm.mlir.constant(4 : index) : i32
    %11 = llvm.mlir.constant(1 : index) : i32
    %12 = llvm.mlir.zero : !llvm.ptr
    %13 = llvm.getelementptr %12[%10] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    %14 = llvm.ptrtoint %13 : !llvm.ptr to i32
    %15 = llvm.mlir.addressof @g_f0 : !llvm.ptr
    %16 = llvm.getelementptr %15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
    %17 = llvm.mlir.constant(3735928559 : index) : i64
    %18 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %22 = llvm.mlir.constant(0 : index) : i32
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %24 = llvm.insertvalue %10, %23[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %25 = llvm.insertvalue %11, %24[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %26 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %27 = llvm.getelementptr %26[%6] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    %28 = llvm.load %27 : !llvm.ptr -> i64
    %29 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %30 = llvm.getelementptr %29[%9] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    %31 = llvm.load %30 : !llvm.ptr -> i64
    %32 = llvm.add %28, %31 : i64
    %33 = llvm.xor %32, %arg5  : i64
    %34 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %35 = llvm.getelementptr %34[%6] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    llvm.store %33, %35 : i64, !llvm.ptr
    %36 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %37 = llvm.getelementptr %36[%7] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    llvm.store %28, %37 : i64, !llvm.ptr
    %38 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
    %39 = llvm.insertvalue %28, %38[0] : !llvm.struct<(i64, i64)> 
    %40 = llvm.insertvalue %33, %39[1] : !llvm.struct<(i64, i64)> 
    llvm.return %40 : !llvm.struct<(i64, i64)>
  }
  llvm.func @f1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: f32) -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %6 = llvm.mlir.constant(1 : index) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %9 = llvm.sub %8, %6 : i32
    %10 = llvm.mlir.constant(1 : index) : i32
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[%8] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i32
    %14 = llvm.call @malloc(%13) : (i32) -> !llvm.ptr
    %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %18 = llvm.mlir.constant(0 : index) : i32
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %20 = llvm.insertvalue %8, %19[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %21 = llvm.insertvalue %10, %20[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %22 = llvm.mlir.constant(1 : index) : i32
    %23 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %24 = llvm.mul %22, %23 : i32
    %25 = llvm.mlir.zero : !llvm.ptr
    %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %27 = llvm.ptrtoint %26 : !llvm.ptr to i32
    %28 = llvm.mul %24, %27 : i32
    %29 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %30 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %31 = llvm.getelementptr %29[%30] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %32 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %33 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %34 = llvm.getelementptr %32[%33] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    "llvm.intr.memcpy"(%34, %31, %28) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %35 = llvm.mlir.constant(2 : index) : i32
    %36 = llvm.mlir.constant(1 : index) : i32
    %37 = llvm.mlir.zero : !llvm.ptr
    %38 = llvm.getelementptr %37[%35] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %39 = llvm.ptrtoint %38 : !llvm.ptr to i32
    %40 = llvm.call @malloc(%39) : (i32) -> !llvm.ptr
    %41 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %44 = llvm.mlir.constant(0 : index) : i32
    %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %46 = llvm.insertvalue %35, %45[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %47 = llvm.insertvalue %36, %46[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %48 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %49 = llvm.getelementptr %48[%7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %arg5, %49 : f32, !llvm.ptr
    %50 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %51 = llvm.getelementptr %50[%7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %52 = llvm.load %51 : !llvm.ptr -> f32
    %53 = llvm.extractvalue %47[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    llvm.call @free(%53) : (!llvm.ptr) -> ()
    %54 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %55 = llvm.getelementptr %54[%9] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %56 = llvm.load %55 : !llvm.ptr -> f32
    %57 = llvm.intr.maximum(%56, %52)  : (f32, f32) -> f32
    %58 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %59 = llvm.getelementptr %58[%7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %57, %59 : f32, !llvm.ptr
    llvm.return %21 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
  }
  llvm.func @_mlir_ciface_f1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: f32) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %6 = llvm.call @f1(%1, %2, %3, %4, %5, %arg2) : (!llvm.ptr, !llvm.ptr, i32, i32, i32, f32) -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    llvm.store %6, %arg0 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
    llvm.return
  }
  llvm.func @f2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i64) -> !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %5 = llvm.insertvalue %arg9, %4[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %10 = llvm.insertvalue %arg3, %9[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %12 = llvm.mlir.constant(0 : index) : i32
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %14 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %15 = llvm.getelementptr %13[%14] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    %16 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %17 = llvm.mul %12, %16 : i32
    %18 = llvm.getelementptr %15[%17] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    %19 = llvm.load %18 : !llvm.ptr -> i64
    %20 = llvm.add %19, %arg10 : i64
    %21 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %22 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %23 = llvm.getelementptr %21[%22] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    %24 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %25 = llvm.mul %12, %24 : i32
    %26 = llvm.getelementptr %23[%25] : (!llvm.ptr, i32) -> !llvm.ptr, i64
    llvm.store %20, %26 : i64, !llvm.ptr
    %27 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %28 = llvm.getelementptr %27[%12] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %29 = llvm.load %28 : !llvm.ptr -> i32
    %30 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)>
    %31 = llvm.insertvalue %11, %30[0] : !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)> 
    %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)> 
    llvm.return %32 : !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)>
  }
  llvm.func @_mlir_ciface_f2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %6 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %9 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %10 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %11 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
    %12 = llvm.call @f2(%1, %2, %3, %4, %5, %7, %8, %9, %10, %11, %arg3) : (!llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr, !llvm.ptr, i32, i32, i32, i64) -> !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)>
    llvm.store %12, %arg0 : !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)>, !llvm.ptr
    llvm.return
  }
}

