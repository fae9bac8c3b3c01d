; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @atomic_rmw_misc(ptr %0, ptr %1, i64 %2, i64 %3, ptr %4, ptr %5, i64 %6, i64 %7, i64 %8, half %9, i64 %10) {
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %4, 0
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, ptr %5, 1
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, i64 %6, 2
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, i64 %7, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, i64 %8, 4, 0
  %17 = insertvalue { ptr, ptr, i64 } undef, ptr %0, 0
  %18 = insertvalue { ptr, ptr, i64 } %17, ptr %1, 1
  %19 = insertvalue { ptr, ptr, i64 } %18, i64 %2, 2
  %20 = extractvalue { ptr, ptr, i64 } %19, 1
  %21 = atomicrmw add ptr %20, i64 %3 acq_rel, align 8
  %22 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, 1
  %23 = getelementptr half, ptr %22, i64 %10
  %24 = atomicrmw fadd ptr %23, half %9 acq_rel, align 2
  %25 = extractvalue { ptr, ptr, i64 } %19, 1
  %26 = atomicrmw add ptr %25, i64 %3 acq_rel, align 8
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i32 @generic_atomic_rmw_2d(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i32 %9) {
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, ptr %1, 1
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %2, 2
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %3, 3, 0
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %4, 3, 1
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %6, 4, 1
  %18 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 1
  %19 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 4, 0
  %20 = mul i64 %7, %19
  %21 = add i64 %20, %8
  %22 = getelementptr i32, ptr %18, i64 %21
  %23 = load i32, ptr %22, align 4
  br label %24

24:                                               ; preds = %24, %10
  %25 = phi i32 [ %28, %24 ], [ %23, %10 ]
  %26 = call i32 @llvm.smax.i32(i32 %25, i32 %9)
  %27 = cmpxchg ptr %22, i32 %25, i32 %26 acq_rel monotonic, align 4
  %28 = extractvalue { i32, i1 } %27, 0
  %29 = extractvalue { i32, i1 } %27, 1
  br i1 %29, label %30, label %24

30:                                               ; preds = %24
  ret i32 %28
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
