; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @matmul(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr %14, ptr %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) {
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %14, 0
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, ptr %15, 1
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 %16, 2
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 %17, 3, 0
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 %19, 4, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 %18, 3, 1
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 %20, 4, 1
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %7, 0
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, ptr %8, 1
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 %9, 2
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 %10, 3, 0
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 %12, 4, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 %11, 3, 1
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 %13, 4, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, ptr %1, 1
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 %2, 2
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 %3, 3, 0
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 %5, 4, 0
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 %4, 3, 1
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %41, i64 %6, 4, 1
  %43 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 3, 0
  %44 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 3, 1
  %45 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, 3, 1
  br label %46

46:                                               ; preds = %86, %21
  %47 = phi i64 [ %87, %86 ], [ 0, %21 ]
  %48 = icmp slt i64 %47, %43
  br i1 %48, label %49, label %88

49:                                               ; preds = %46
  br label %50

50:                                               ; preds = %84, %49
  %51 = phi i64 [ %85, %84 ], [ 0, %49 ]
  %52 = icmp slt i64 %51, %45
  br i1 %52, label %53, label %86

53:                                               ; preds = %50
  br label %54

54:                                               ; preds = %57, %53
  %55 = phi i64 [ %83, %57 ], [ 0, %53 ]
  %56 = icmp slt i64 %55, %44
  br i1 %56, label %57, label %84

57:                                               ; preds = %54
  %58 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %59 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 4, 0
  %60 = mul i64 %47, %59
  %61 = add i64 %60, %55
  %62 = getelementptr float, ptr %58, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, 1
  %65 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, 4, 0
  %66 = mul i64 %55, %65
  %67 = add i64 %66, %51
  %68 = getelementptr float, ptr %64, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, 1
  %71 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, 4, 0
  %72 = mul i64 %47, %71
  %73 = add i64 %72, %51
  %74 = getelementptr float, ptr %70, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fmul contract float %63, %69
  %77 = fadd contract float %75, %76
  %78 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, 1
  %79 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, 4, 0
  %80 = mul i64 %47, %79
  %81 = add i64 %80, %51
  %82 = getelementptr float, ptr %78, i64 %81
  store float %77, ptr %82, align 4
  %83 = add i64 %55, 1
  br label %54

84:                                               ; preds = %54
  %85 = add i64 %51, 1
  br label %50

86:                                               ; preds = %50
  %87 = add i64 %47, 1
  br label %46

88:                                               ; preds = %46
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i64 @fact(i64 %0) {
  %2 = icmp ule i64 %0, 1
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  ret i64 1

4:                                                ; preds = %1
  %5 = sub i64 %0, 1
  %6 = call i64 @fact(i64 %5)
  %7 = mul i64 %0, %6
  ret i64 %7
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define float @sum_abs(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %12

12:                                               ; preds = %16, %5
  %13 = phi i64 [ %27, %16 ], [ 0, %5 ]
  %14 = phi float [ %26, %16 ], [ 0.000000e+00, %5 ]
  %15 = icmp ult i64 %13, %11
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %18 = getelementptr { float, float }, ptr %17, i64 %13
  %19 = load { float, float }, ptr %18, align 4
  %20 = extractvalue { float, float } %19, 0
  %21 = extractvalue { float, float } %19, 1
  %22 = fmul float %20, %20
  %23 = fmul float %21, %21
  %24 = fadd float %22, %23
  %25 = call float @llvm.sqrt.f32(float %24)
  %26 = fadd float %14, %25
  %27 = add i64 %13, 1
  br label %12

28:                                               ; preds = %12
  ret float %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

@lut = private constant [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define i32 @lookup(i32 %0) {
  switch i32 %0, label %19 [
    i32 0, label %2
    i32 1, label %20
    i32 2, label %22
    i32 3, label %24
  ]

2:                                                ; preds = %24, %22, %20, %1
  %3 = phi i32 [ %25, %24 ], [ %23, %22 ], [ %21, %20 ], [ %0, %1 ]
  %4 = sext i32 %3 to i64
  %5 = getelementptr i32, ptr @lut, i64 %4
  %6 = load i32, ptr %5, align 4
  %7 = call ptr @llvm.stacksave.p0()
  br label %8

8:                                                ; preds = %2
  %9 = alloca i32, i64 1, align 4
  %10 = insertvalue { ptr, ptr, i64 } undef, ptr %9, 0
  %11 = insertvalue { ptr, ptr, i64 } %10, ptr %9, 1
  %12 = insertvalue { ptr, ptr, i64 } %11, i64 0, 2
  %13 = extractvalue { ptr, ptr, i64 } %12, 1
  store i32 %6, ptr %13, align 4
  %14 = extractvalue { ptr, ptr, i64 } %12, 1
  %15 = load i32, ptr %14, align 4
  call void @llvm.stackrestore.p0(ptr %7)
  br label %16

16:                                               ; preds = %8
  %17 = phi i32 [ %15, %8 ]
  br label %18

18:                                               ; preds = %16
  ret i32 %17

19:                                               ; preds = %1
  ret i32 -1

20:                                               ; preds = %1
  %21 = phi i32 [ %0, %1 ]
  br label %2

22:                                               ; preds = %1
  %23 = phi i32 [ %0, %1 ]
  br label %2

24:                                               ; preds = %1
  %25 = phi i32 [ %0, %1 ]
  br label %2
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i8 @sat_add(i8 %0, i8 %1) {
  %3 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %0, i8 %1)
  %4 = extractvalue { i8, i1 } %3, 0
  %5 = extractvalue { i8, i1 } %3, 1
  %6 = select i1 %5, i8 -1, i8 %4
  ret i8 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
