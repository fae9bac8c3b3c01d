; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define float @basic(float %0, float %1) {
  %3 = fadd float %0, %1
  %4 = fsub float %3, %1
  %5 = fmul float %4, %0
  %6 = fdiv float %5, %1
  %7 = frem float %6, %0
  %8 = fneg float %7
  ret float %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @min_max(double %0, double %1) {
  %3 = call double @llvm.maximum.f64(double %0, double %1)
  %4 = call double @llvm.minimum.f64(double %0, double %1)
  %5 = call double @llvm.maxnum.f64(double %0, double %1)
  %6 = call double @llvm.minnum.f64(double %0, double %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maximum.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minimum.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @fastmath(float %0, float %1) {
  %3 = fadd fast float %0, %1
  %4 = fsub nnan ninf float %0, %1
  %5 = fmul nsz float %0, %1
  %6 = fdiv arcp float %0, %1
  %7 = frem contract float %0, %1
  %8 = fneg afn float %0
  %9 = call reassoc float @llvm.maximum.f32(float %0, float %1)
  %10 = call float @llvm.minimum.f32(float %0, float %1)
  %11 = call fast float @llvm.maxnum.f32(float %0, float %1)
  %12 = call reassoc nnan float @llvm.minnum.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define float @generic(float %0) {
  %2 = fadd nnan ninf float %0, %0
  %3 = fneg float %2
  %4 = fmul fast float %3, %2
  ret float %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define { float, double, bfloat } @constants() {
  ret { float, double, bfloat } { float 0x7FF8000000000000, double -0.000000e+00, bfloat 0xRFF80 }
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
