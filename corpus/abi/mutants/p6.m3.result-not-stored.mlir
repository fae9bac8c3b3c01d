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
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.sub %10, %8 : i64
    %12 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.sub %12, %8 : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mul %12, %10 : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.call @malloc(%18) : (i64) -> !llvm.ptr
    %20 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(0 : index) : i64
    %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %10, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %12, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %12, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %14, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.intr.stacksave : !llvm.ptr
    %30 = llvm.mlir.constant(2 : i64) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.alloca %31 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %32 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %33 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %34 = llvm.insertvalue %30, %33[0] : !llvm.struct<(i64, ptr)> 
    %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(i64, ptr)> 
    %36 = llvm.mlir.constant(2 : i64) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.alloca %37 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %28, %38 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %39 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %40 = llvm.insertvalue %36, %39[0] : !llvm.struct<(i64, ptr)> 
    %41 = llvm.insertvalue %38, %40[1] : !llvm.struct<(i64, ptr)> 
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.alloca %42 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %35, %43 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %44 = llvm.alloca %42 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %41, %44 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %45 = llvm.mlir.zero : !llvm.ptr
    %46 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
    llvm.call @memrefCopy(%47, %43, %44) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %29 : !llvm.ptr
    %48 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.mul %11, %49 : i64
    %51 = llvm.add %50, %13 : i64
    %52 = llvm.getelementptr %48[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %53 = llvm.load %52 : !llvm.ptr -> i64
    %54 = llvm.mlir.constant(0 : i64) : i64
    %55 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.mul %9, %56 : i64
    %58 = llvm.add %57, %9 : i64
    %59 = llvm.getelementptr %55[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %54, %59 : i64, !llvm.ptr
    %60 = llvm.intr.stacksave : !llvm.ptr
    %61 = llvm.mlir.constant(2 : i64) : i64
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.alloca %62 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %28, %63 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %64 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %65 = llvm.insertvalue %61, %64[0] : !llvm.struct<(i64, ptr)> 
    %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.mlir.constant(2 : i64) : i64
    %68 = llvm.mlir.constant(1 : index) : i64
    %69 = llvm.alloca %68 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %69 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %70 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %71 = llvm.insertvalue %67, %70[0] : !llvm.struct<(i64, ptr)> 
    %72 = llvm.insertvalue %69, %71[1] : !llvm.struct<(i64, ptr)> 
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.alloca %73 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %66, %74 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %75 = llvm.alloca %73 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %72, %75 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %76 = llvm.mlir.zero : !llvm.ptr
    %77 = llvm.getelementptr %76[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %78 = llvm.ptrtoint %77 : !llvm.ptr to i64
    llvm.call @memrefCopy(%78, %74, %75) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %60 : !llvm.ptr
    llvm.return %28 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
