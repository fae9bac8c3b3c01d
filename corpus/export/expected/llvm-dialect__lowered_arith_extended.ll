; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define { i32, i1 } @add_ext(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 0
  %5 = extractvalue { i32, i1 } %3, 1
  %6 = insertvalue { i32, i1 } undef, i32 %4, 0
  %7 = insertvalue { i32, i1 } %6, i1 %5, 1
  ret { i32, i1 } %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define { i64, i64, i64, i64 } @mul_ext(i64 %0, i64 %1) {
  %3 = sext i64 %0 to i128
  %4 = sext i64 %1 to i128
  %5 = mul i128 %3, %4
  %6 = trunc i128 %5 to i64
  %7 = lshr i128 %5, 64
  %8 = trunc i128 %7 to i64
  %9 = zext i64 %0 to i128
  %10 = zext i64 %1 to i128
  %11 = mul i128 %9, %10
  %12 = trunc i128 %11 to i64
  %13 = lshr i128 %11, 64
  %14 = trunc i128 %13 to i64
  %15 = insertvalue { i64, i64, i64, i64 } undef, i64 %6, 0
  %16 = insertvalue { i64, i64, i64, i64 } %15, i64 %8, 1
  %17 = insertvalue { i64, i64, i64, i64 } %16, i64 %12, 2
  %18 = insertvalue { i64, i64, i64, i64 } %17, i64 %14, 3
  ret { i64, i64, i64, i64 } %18
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
