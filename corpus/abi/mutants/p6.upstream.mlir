module {
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f0(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(struct<(i64, ptr)>, i64)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(i64, ptr)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(i64, ptr)> 
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(i64, ptr)> 
    %15 = llvm.insertvalue %11, %14[1] : !llvm.struct<(i64, ptr)> 
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.constant(2 : index) : i64
    %18 = llvm.mlir.constant(8 : index) : i64
    %19 = llvm.mlir.constant(8 : index) : i64
    %20 = llvm.mul %17, %19 : i64
    %21 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)> 
    %22 = llvm.mul %17, %21 : i64
    %23 = llvm.add %22, %16 : i64
    %24 = llvm.mul %23, %18 : i64
    %25 = llvm.add %20, %24 : i64
    %26 = llvm.call @malloc(%25) : (i64) -> !llvm.ptr
    %27 = llvm.extractvalue %15[1] : !llvm.struct<(i64, ptr)> 
    "llvm.intr.memcpy"(%26, %27, %25) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %28 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %29 = llvm.extractvalue %15[0] : !llvm.struct<(i64, ptr)> 
    %30 = llvm.insertvalue %29, %28[0] : !llvm.struct<(i64, ptr)> 
    %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(i64, ptr)> 
    %32 = llvm.mlir.undef : !llvm.struct<(struct<(i64, ptr)>, i64)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(struct<(i64, ptr)>, i64)> 
    %34 = llvm.insertvalue %9, %33[1] : !llvm.struct<(struct<(i64, ptr)>, i64)> 
    llvm.return %34 : !llvm.struct<(struct<(i64, ptr)>, i64)>
  }
  llvm.func @_mlir_ciface_f0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.call @f0(%1, %2, %4, %5, %6, %7, %8) : (i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(struct<(i64, ptr)>, i64)>
    llvm.store %9, %arg0 : !llvm.struct<(struct<(i64, ptr)>, i64)>, !llvm.ptr
    llvm.return
  }
  llvm.func @f1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.mul %12, %11 : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %11, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %12, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %12, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %13, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.intr.stacksave : !llvm.ptr
    %29 = llvm.mlir.constant(2 : i64) : i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.alloca %30 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %31 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %32 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %33 = llvm.insertvalue %29, %32[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(i64, ptr)> 
    %35 = llvm.mlir.constant(2 : i64) : i64
    %36 = llvm.mlir.constant(1 : index) : i64
    %37 = llvm.alloca %36 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %27, %37 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %38 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %39 = llvm.insertvalue %35, %38[0] : !llvm.struct<(i64, ptr)> 
    %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(i64, ptr)> 
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.alloca %41 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %34, %42 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %43 = llvm.alloca %41 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %40, %43 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %44 = llvm.mlir.zero : !llvm.ptr
    %45 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
    llvm.call @memrefCopy(%46, %42, %43) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %28 : !llvm.ptr
    %47 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.mul %10, %48 : i64
    %50 = llvm.add %49, %10 : i64
    %51 = llvm.getelementptr %47[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %8, %51 : i64, !llvm.ptr
    %52 = llvm.intr.stacksave : !llvm.ptr
    %53 = llvm.mlir.constant(2 : i64) : i64
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.alloca %54 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %27, %55 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %56 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %57 = llvm.insertvalue %53, %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.mlir.constant(2 : i64) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.alloca %60 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %61 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %62 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %63 = llvm.insertvalue %59, %62[0] : !llvm.struct<(i64, ptr)> 
    %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(i64, ptr)> 
    %65 = llvm.mlir.constant(1 : index) : i64
    %66 = llvm.alloca %65 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %58, %66 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %67 = llvm.alloca %65 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %64, %67 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    llvm.call @memrefCopy(%70, %66, %67) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %52 : !llvm.ptr
    llvm.return %27 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
  llvm.func @_mlir_ciface_f1(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.call @f1(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.store %8, %arg0 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.return
  }
}

