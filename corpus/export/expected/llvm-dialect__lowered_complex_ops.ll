; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define { float, float } @create_parts(float %0, float %1) {
  %3 = insertvalue { float, float } undef, float %0, 0
  %4 = insertvalue { float, float } %3, float %1, 1
  %5 = insertvalue { float, float } undef, float %0, 0
  %6 = insertvalue { float, float } %5, float %1, 1
  ret { float, float } %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define { double, double } @constants() {
  ret { double, double } { double 1.000000e-01, double 0.000000e+00 }
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define float @generic({ float, float } %0) {
  %2 = extractvalue { float, float } %0, 0
  %3 = extractvalue { float, float } %0, 1
  %4 = extractvalue { float, float } %0, 0
  %5 = extractvalue { float, float } %0, 1
  %6 = fadd nnan float %2, %4
  %7 = fadd nnan float %3, %5
  %8 = insertvalue { float, float } undef, float %6, 0
  %9 = insertvalue { float, float } %8, float %7, 1
  %10 = extractvalue { float, float } %9, 0
  %11 = extractvalue { float, float } %9, 1
  %12 = fmul float %10, %10
  %13 = fmul float %11, %11
  %14 = fadd float %12, %13
  %15 = call float @llvm.sqrt.f32(float %14)
  ret float %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
