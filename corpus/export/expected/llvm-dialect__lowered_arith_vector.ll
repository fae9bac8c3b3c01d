; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define <4 x i32> @vector_int(<4 x i32> %0, <4 x i32> %1) {
  %3 = add <4 x i32> %0, %1
  %4 = mul nsw <4 x i32> %3, %1
  %5 = sdiv <4 x i32> %4, %0
  %6 = lshr <4 x i32> %5, %1
  %7 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %6, <4 x i32> %0)
  ret <4 x i32> %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @vector_float([2 x <8 x float>] %0, <vscale x 4 x double> %1, <1 x half> %2) {
  %4 = extractvalue [2 x <8 x float>] %0, 0
  %5 = extractvalue [2 x <8 x float>] %0, 0
  %6 = fadd fast <8 x float> %4, %5
  %7 = insertvalue [2 x <8 x float>] undef, <8 x float> %6, 0
  %8 = extractvalue [2 x <8 x float>] %0, 1
  %9 = extractvalue [2 x <8 x float>] %0, 1
  %10 = fadd fast <8 x float> %8, %9
  %11 = insertvalue [2 x <8 x float>] %7, <8 x float> %10, 1
  %12 = fneg <1 x half> %2
  %13 = extractvalue [2 x <8 x float>] %0, 0
  %14 = extractvalue [2 x <8 x float>] %0, 0
  %15 = frem <8 x float> %13, %14
  %16 = insertvalue [2 x <8 x float>] undef, <8 x float> %15, 0
  %17 = extractvalue [2 x <8 x float>] %0, 1
  %18 = extractvalue [2 x <8 x float>] %0, 1
  %19 = frem <8 x float> %17, %18
  %20 = insertvalue [2 x <8 x float>] %16, <8 x float> %19, 1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @select_other(i1 %0, ptr %1, ptr %2, i64 %3, i64 %4, i64 %5, ptr %6, ptr %7, i64 %8, i64 %9, i64 %10, { float, float } %11) {
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %6, 0
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, ptr %7, 1
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, i64 %8, 2
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, i64 %9, 3, 0
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, i64 %10, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, ptr %2, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 %3, 2
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 %4, 3, 0
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %5, 4, 0
  %23 = select i1 %0, { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, { ptr, ptr, i64, [1 x i64], [1 x i64] } %17
  %24 = select i1 %0, { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, { ptr, ptr, i64, [1 x i64], [1 x i64] } %17
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %24
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
