; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @int_ext_trunc(i8 %0, i64 %1) {
  %3 = sext i8 %0 to i32
  %4 = zext i8 %0 to i64
  %5 = trunc i64 %1 to i16
  %6 = trunc i64 %1 to i1
  %7 = sext i1 %6 to i128
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @int_float(i32 %0, float %1, i64 %2) {
  %4 = sitofp i32 %0 to float
  %5 = uitofp i32 %0 to double
  %6 = fptosi float %1 to i64
  %7 = fptoui float %1 to i8
  %8 = sitofp i64 %2 to half
  %9 = uitofp i64 %2 to bfloat
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @index_casts(i64 %0, i32 %1) {
  %3 = trunc i64 %0 to i32
  %4 = sext i32 %1 to i64
  %5 = zext i32 %1 to i64
  %6 = trunc i64 %0 to i1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define void @bitcasts(float %0, i64 %1, half %2, bfloat %3) {
  %5 = bitcast float %0 to i32
  %6 = bitcast i64 %1 to double
  %7 = bitcast half %2 to bfloat
  %8 = bitcast bfloat %3 to i16
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define float @generic(double %0, i32 %1) {
  %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.downward", metadata !"fpexcept.ignore") #1
  %4 = sext i32 %1 to i64
  ret float %3
}

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #0

attributes #0 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { strictfp }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
