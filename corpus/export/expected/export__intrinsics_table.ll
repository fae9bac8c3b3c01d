; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @fabs(float %0) {
  %2 = call float @llvm.fabs.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @sqrt(float %0) {
  %2 = call float @llvm.sqrt.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @sin(float %0) {
  %2 = call float @llvm.sin.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define void @cos(float %0) {
  %2 = call float @llvm.cos.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define void @exp(float %0) {
  %2 = call float @llvm.exp.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define void @exp2(float %0) {
  %2 = call float @llvm.exp2.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define void @log(float %0) {
  %2 = call float @llvm.log.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

define void @log2(float %0) {
  %2 = call float @llvm.log2.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 8: ok
source_filename = "LLVMDialectModule"

define void @log10(float %0) {
  %2 = call float @llvm.log10.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log10.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 9: ok
source_filename = "LLVMDialectModule"

define void @floor(float %0) {
  %2 = call float @llvm.floor.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 10: ok
source_filename = "LLVMDialectModule"

define void @ceil(float %0) {
  %2 = call float @llvm.ceil.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 11: ok
source_filename = "LLVMDialectModule"

define void @trunc(float %0) {
  %2 = call float @llvm.trunc.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 12: ok
source_filename = "LLVMDialectModule"

define void @round(float %0) {
  %2 = call float @llvm.round.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 13: ok
source_filename = "LLVMDialectModule"

define void @roundeven(float %0) {
  %2 = call float @llvm.roundeven.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 14: ok
source_filename = "LLVMDialectModule"

define void @rint(float %0) {
  %2 = call float @llvm.rint.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 15: ok
source_filename = "LLVMDialectModule"

define void @nearbyint(float %0) {
  %2 = call float @llvm.nearbyint.f32(float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 16: ok
source_filename = "LLVMDialectModule"

define void @copysign(float %0, float %1) {
  %3 = call float @llvm.copysign.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 17: ok
source_filename = "LLVMDialectModule"

define void @pow(float %0, float %1) {
  %3 = call float @llvm.pow.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 18: ok
source_filename = "LLVMDialectModule"

define void @minnum(float %0, float %1) {
  %3 = call float @llvm.minnum.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 19: ok
source_filename = "LLVMDialectModule"

define void @maxnum(float %0, float %1) {
  %3 = call float @llvm.maxnum.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 20: ok
source_filename = "LLVMDialectModule"

define void @minimum(float %0, float %1) {
  %3 = call float @llvm.minimum.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 21: ok
source_filename = "LLVMDialectModule"

define void @maximum(float %0, float %1) {
  %3 = call float @llvm.maximum.f32(float %0, float %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 22: ok
source_filename = "LLVMDialectModule"

define void @fma(float %0, float %1, float %2) {
  %4 = call float @llvm.fma.f32(float %0, float %1, float %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 23: ok
source_filename = "LLVMDialectModule"

define void @fmuladd(float %0, float %1, float %2) {
  %4 = call float @llvm.fmuladd.f32(float %0, float %1, float %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 24: ok
source_filename = "LLVMDialectModule"

define void @powi(float %0, i32 %1) {
  %3 = call float @llvm.powi.f32.i32(float %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 25: ok
source_filename = "LLVMDialectModule"

define void @lround(double %0) {
  %2 = call i64 @llvm.lround.i64.f64(double %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.lround.i64.f64(double) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 26: ok
source_filename = "LLVMDialectModule"

define void @llround(double %0) {
  %2 = call i64 @llvm.llround.i64.f64(double %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.llround.i64.f64(double) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 27: ok
source_filename = "LLVMDialectModule"

define void @lrint(double %0) {
  %2 = call i64 @llvm.lrint.i64.f64(double %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.lrint.i64.f64(double) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 28: ok
source_filename = "LLVMDialectModule"

define void @llrint(double %0) {
  %2 = call i64 @llvm.llrint.i64.f64(double %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.llrint.i64.f64(double) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 29: ok
source_filename = "LLVMDialectModule"

define void @is_fpclass(float %0) {
  %2 = call i1 @llvm.is.fpclass.f32(float %0, i32 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 30: ok
source_filename = "LLVMDialectModule"

define void @bitreverse(i32 %0) {
  %2 = call i32 @llvm.bitreverse.i32(i32 %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 31: ok
source_filename = "LLVMDialectModule"

define void @bswap(i32 %0) {
  %2 = call i32 @llvm.bswap.i32(i32 %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 32: ok
source_filename = "LLVMDialectModule"

define void @ctpop(i32 %0) {
  %2 = call i32 @llvm.ctpop.i32(i32 %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 33: ok
source_filename = "LLVMDialectModule"

define void @ctlz(i32 %0) {
  %2 = call i32 @llvm.ctlz.i32(i32 %0, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 34: ok
source_filename = "LLVMDialectModule"

define void @cttz(i32 %0) {
  %2 = call i32 @llvm.cttz.i32(i32 %0, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 35: ok
source_filename = "LLVMDialectModule"

define void @abs(i32 %0) {
  %2 = call i32 @llvm.abs.i32(i32 %0, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 36: ok
source_filename = "LLVMDialectModule"

define void @smax(i32 %0, i32 %1) {
  %3 = call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 37: ok
source_filename = "LLVMDialectModule"

define void @smin(i32 %0, i32 %1) {
  %3 = call i32 @llvm.smin.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 38: ok
source_filename = "LLVMDialectModule"

define void @umax(i32 %0, i32 %1) {
  %3 = call i32 @llvm.umax.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 39: ok
source_filename = "LLVMDialectModule"

define void @umin(i32 %0, i32 %1) {
  %3 = call i32 @llvm.umin.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 40: ok
source_filename = "LLVMDialectModule"

define void @sadd_sat(i32 %0, i32 %1) {
  %3 = call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 41: ok
source_filename = "LLVMDialectModule"

define void @ssub_sat(i32 %0, i32 %1) {
  %3 = call i32 @llvm.ssub.sat.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 42: ok
source_filename = "LLVMDialectModule"

define void @uadd_sat(i32 %0, i32 %1) {
  %3 = call i32 @llvm.uadd.sat.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 43: ok
source_filename = "LLVMDialectModule"

define void @usub_sat(i32 %0, i32 %1) {
  %3 = call i32 @llvm.usub.sat.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 44: ok
source_filename = "LLVMDialectModule"

define void @sshl_sat(i32 %0, i32 %1) {
  %3 = call i32 @llvm.sshl.sat.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sshl.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 45: ok
source_filename = "LLVMDialectModule"

define void @ushl_sat(i32 %0, i32 %1) {
  %3 = call i32 @llvm.ushl.sat.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ushl.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 46: ok
source_filename = "LLVMDialectModule"

define void @fshl(i32 %0, i32 %1, i32 %2) {
  %4 = call i32 @llvm.fshl.i32(i32 %0, i32 %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 47: ok
source_filename = "LLVMDialectModule"

define void @fshr(i32 %0, i32 %1, i32 %2) {
  %4 = call i32 @llvm.fshr.i32(i32 %0, i32 %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 48: ok
source_filename = "LLVMDialectModule"

define void @sadd_with_overflow(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 49: ok
source_filename = "LLVMDialectModule"

define void @ssub_with_overflow(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 50: ok
source_filename = "LLVMDialectModule"

define void @smul_with_overflow(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 51: ok
source_filename = "LLVMDialectModule"

define void @uadd_with_overflow(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 52: ok
source_filename = "LLVMDialectModule"

define void @usub_with_overflow(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 53: ok
source_filename = "LLVMDialectModule"

define void @umul_with_overflow(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 54: ok
source_filename = "LLVMDialectModule"

define void @memcpy(ptr %0, ptr %1, i32 %2) {
  call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %1, i32 %2, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 55: ok
source_filename = "LLVMDialectModule"

define void @memmove(ptr %0, ptr %1, i32 %2) {
  call void @llvm.memmove.p0.p0.i32(ptr %0, ptr %1, i32 %2, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 56: ok
source_filename = "LLVMDialectModule"

define void @memcpy_inline(ptr %0, ptr %1) {
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %0, ptr %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 57: ok
source_filename = "LLVMDialectModule"

define void @memset(ptr %0, i8 %1, i32 %2) {
  call void @llvm.memset.p0.i32(ptr %0, i8 %1, i32 %2, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 58: ok
source_filename = "LLVMDialectModule"

define void @lifetime_start(ptr %0) {
  call void @llvm.lifetime.start.p0(i64 8, ptr %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 59: ok
source_filename = "LLVMDialectModule"

define void @lifetime_end(ptr %0) {
  call void @llvm.lifetime.end.p0(i64 8, ptr %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 60: ok
source_filename = "LLVMDialectModule"

define void @invariant_start(ptr %0) {
  %2 = call ptr @llvm.invariant.start.p0(i64 8, ptr %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 61: ok
source_filename = "LLVMDialectModule"

define void @invariant_end(ptr %0, ptr %1) {
  call void @llvm.invariant.end.p0(ptr %0, i64 8, ptr %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr nocapture) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 62: ok
source_filename = "LLVMDialectModule"

define void @stacksave() {
  %1 = call ptr @llvm.stacksave.p0()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 63: ok
source_filename = "LLVMDialectModule"

define void @stackrestore(ptr %0) {
  call void @llvm.stackrestore.p0(ptr %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 64: ok
source_filename = "LLVMDialectModule"

define void @prefetch(ptr %0) {
  call void @llvm.prefetch.p0(ptr %0, i32 0, i32 0, i32 1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 65: ok
source_filename = "LLVMDialectModule"

define void @assume(i1 %0) {
  call void @llvm.assume(i1 %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 66: ok
source_filename = "LLVMDialectModule"

define void @expect(i32 %0, i32 %1) {
  %3 = call i32 @llvm.expect.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.expect.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 67: ok
source_filename = "LLVMDialectModule"

define void @expect_with_probability(i32 %0, i32 %1) {
  %3 = call i32 @llvm.expect.with.probability.i32(i32 %0, i32 %1, double 5.000000e-01)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.expect.with.probability.i32(i32, i32, double immarg) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 68: ok
source_filename = "LLVMDialectModule"

define void @is_constant(i32 %0) {
  %2 = call i1 @llvm.is.constant.i32(i32 %0)
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.is.constant.i32(i32) #0

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 69: ok
source_filename = "LLVMDialectModule"

define void @ssa_copy(i32 %0) {
  %2 = call i32 @llvm.ssa.copy.i32(i32 %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.ssa.copy.i32(i32 returned) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 70: ok
source_filename = "LLVMDialectModule"

define void @trap() {
  call void @llvm.trap()
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #0

attributes #0 = { cold noreturn nounwind memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 71: ok
source_filename = "LLVMDialectModule"

define void @debugtrap() {
  call void @llvm.debugtrap()
  ret void
}

; Function Attrs: nounwind
declare void @llvm.debugtrap() #0

attributes #0 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 72: ok
source_filename = "LLVMDialectModule"

define void @ubsantrap() {
  call void @llvm.ubsantrap(i8 1)
  ret void
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) #0

attributes #0 = { cold noreturn nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 73: ok
source_filename = "LLVMDialectModule"

define void @annotation(i32 %0, ptr %1, ptr %2, i32 %3) {
  %5 = call i32 @llvm.annotation.i32.p0(i32 %0, ptr %1, ptr %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 74: ok
source_filename = "LLVMDialectModule"

define void @var_annotation(ptr %0, ptr %1, ptr %2, i32 %3, ptr %4) {
  call void @llvm.var.annotation.p0.p0(ptr %0, ptr %1, ptr %2, i32 %3, ptr %4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 75: ok
source_filename = "LLVMDialectModule"

define void @ptr_annotation(ptr %0, ptr %1, ptr %2, i32 %3, ptr %4) {
  %6 = call ptr @llvm.ptr.annotation.p0.p0(ptr %0, ptr %1, ptr %2, i32 %3, ptr %4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 76: ok
source_filename = "LLVMDialectModule"

define void @vscale() {
  %1 = call i32 @llvm.vscale.i32()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vscale.i32() #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 77: ok
source_filename = "LLVMDialectModule"

define void @experimental_stepvector() {
  %1 = call <4 x i32> @llvm.experimental.stepvector.v4i32()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.experimental.stepvector.v4i32() #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 78: ok
source_filename = "LLVMDialectModule"

define void @get_active_lane_mask(i32 %0, i32 %1) {
  %3 = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %0, i32 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 79: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_add(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 80: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_and(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 81: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_mul(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 82: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_or(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 83: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_smax(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 84: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_smin(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 85: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_umax(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 86: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_umin(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 87: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_xor(<4 x i32> %0) {
  %2 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 88: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_fadd(float %0, <4 x float> %1) {
  %3 = call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 89: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_fmul(float %0, <4 x float> %1) {
  %3 = call float @llvm.vector.reduce.fmul.v4f32(float %0, <4 x float> %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 90: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_fmax(<4 x float> %0) {
  %2 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 91: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_fmin(<4 x float> %0) {
  %2 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 92: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_fmaximum(<4 x float> %0) {
  %2 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 93: ok
source_filename = "LLVMDialectModule"

define void @vector_reduce_fminimum(<4 x float> %0) {
  %2 = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 94: ok
source_filename = "LLVMDialectModule"

define void @masked_load(ptr %0, <4 x i1> %1) {
  %3 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %0, i32 4, <4 x i1> %1, <4 x i32> poison)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 95: ok
source_filename = "LLVMDialectModule"

define void @masked_store(<4 x i32> %0, ptr %1, <4 x i1> %2) {
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %0, ptr %1, i32 4, <4 x i1> %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr nocapture, i32 immarg, <4 x i1>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 96: ok
source_filename = "LLVMDialectModule"

define void @masked_gather(<4 x ptr> %0, <4 x i1> %1) {
  %3 = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %0, i32 4, <4 x i1> %1, <4 x i32> poison)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 97: ok
source_filename = "LLVMDialectModule"

define void @masked_scatter(<4 x i32> %0, <4 x ptr> %1, <4 x i1> %2) {
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %0, <4 x ptr> %1, i32 4, <4 x i1> %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32 immarg, <4 x i1>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 98: ok
source_filename = "LLVMDialectModule"

define void @masked_expandload(ptr %0, <4 x i1> %1, <4 x i32> %2) {
  %4 = call <4 x i32> @llvm.masked.expandload.v4i32(ptr %0, <4 x i1> %1, <4 x i32> %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x i32> @llvm.masked.expandload.v4i32(ptr nocapture, <4 x i1>, <4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 99: ok
source_filename = "LLVMDialectModule"

define void @masked_compressstore(<4 x i32> %0, ptr %1, <4 x i1> %2) {
  call void @llvm.masked.compressstore.v4i32(<4 x i32> %0, ptr %1, <4 x i1> %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr nocapture, <4 x i1>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 100: ok
source_filename = "LLVMDialectModule"

define void @matrix_column_major_load(ptr %0, i32 %1) {
  %3 = call <4 x i32> @llvm.matrix.column.major.load.v4i32.i32(ptr align 4 %0, i32 %1, i1 false, i32 2, i32 2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.matrix.column.major.load.v4i32.i32(ptr nocapture, i32, i1 immarg, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 101: ok
source_filename = "LLVMDialectModule"

define void @matrix_column_major_store(<4 x i32> %0, ptr %1, i32 %2) {
  call void @llvm.matrix.column.major.store.v4i32.i32(<4 x i32> %0, ptr align 4 %1, i32 %2, i1 false, i32 2, i32 2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.matrix.column.major.store.v4i32.i32(<4 x i32>, ptr nocapture writeonly, i32, i1 immarg, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 102: ok
source_filename = "LLVMDialectModule"

define void @matrix_multiply(<4 x i32> %0, <4 x i32> %1) {
  %3 = call <4 x i32> @llvm.matrix.multiply.v4i32.v4i32.v4i32(<4 x i32> %0, <4 x i32> %1, i32 2, i32 2, i32 2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.matrix.multiply.v4i32.v4i32.v4i32(<4 x i32>, <4 x i32>, i32 immarg, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 103: ok
source_filename = "LLVMDialectModule"

define void @matrix_transpose(<4 x i32> %0) {
  %2 = call <4 x i32> @llvm.matrix.transpose.v4i32(<4 x i32> %0, i32 2, i32 2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.matrix.transpose.v4i32(<4 x i32>, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 104: ok
source_filename = "LLVMDialectModule"

define void @vector_insert(<4 x i32> %0, <4 x i32> %1) {
  %3 = call <4 x i32> @llvm.vector.insert.v4i32.v4i32(<4 x i32> %0, <4 x i32> %1, i64 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.vector.insert.v4i32.v4i32(<4 x i32>, <4 x i32>, i64 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 105: ok
source_filename = "LLVMDialectModule"

define void @vector_extract(<4 x i32> %0) {
  %2 = call <4 x i32> @llvm.vector.extract.v4i32.v4i32(<4 x i32> %0, i64 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.vector.extract.v4i32.v4i32(<4 x i32>, i64 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 106: ok
source_filename = "LLVMDialectModule"

define void @vector_interleave2(<2 x i32> %0, <2 x i32> %1) {
  %3 = call <4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32> %0, <2 x i32> %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32>, <2 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 107: ok
source_filename = "LLVMDialectModule"

define void @vector_deinterleave2(<4 x i32> %0) {
  %2 = call { <2 x i32>, <2 x i32> } @llvm.vector.deinterleave2.v4i32(<4 x i32> %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare { <2 x i32>, <2 x i32> } @llvm.vector.deinterleave2.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 108: ok
source_filename = "LLVMDialectModule"

define void @experimental_constrained_fptrunc(double %0) {
  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearest", metadata !"fpexcept.ignore") #1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #0

attributes #0 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { strictfp }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 109: ok
source_filename = "LLVMDialectModule"

define void @experimental_vp_strided_load(ptr %0, i32 %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.i32(ptr %0, i32 %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.experimental.vp.strided.load.v4i32.p0.i32(ptr nocapture, i32, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 110: ok
source_filename = "LLVMDialectModule"

define void @experimental_vp_strided_store(<4 x i32> %0, ptr %1, i32 %2, <4 x i1> %3, i32 %4) {
  call void @llvm.experimental.vp.strided.store.v4i32.p0.i32(<4 x i32> %0, ptr %1, i32 %2, <4 x i1> %3, i32 %4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.experimental.vp.strided.store.v4i32.p0.i32(<4 x i32>, ptr nocapture, i32, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 111: ok
source_filename = "LLVMDialectModule"

define void @eh_typeid_for(ptr %0) {
  %2 = call i32 @llvm.eh.typeid.for.p0(ptr %0)
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #0

attributes #0 = { nounwind memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 112: ok
source_filename = "LLVMDialectModule"

define void @coro_size() {
  %1 = call i32 @llvm.coro.size.i32()
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.coro.size.i32() #0

attributes #0 = { nounwind memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 113: ok
source_filename = "LLVMDialectModule"

define void @coro_align() {
  %1 = call i32 @llvm.coro.align.i32()
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.coro.align.i32() #0

attributes #0 = { nounwind memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 114: ok
source_filename = "LLVMDialectModule"

define void @coro_save(ptr %0) {
  %2 = call token @llvm.coro.save(ptr %0)
  ret void
}

; Function Attrs: nomerge nounwind
declare token @llvm.coro.save(ptr) #0

attributes #0 = { nomerge nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 115: ok
source_filename = "LLVMDialectModule"

define void @coro_resume(ptr %0) {
  call void @llvm.coro.resume(ptr %0)
  ret void
}

declare void @llvm.coro.resume(ptr)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 116: ok
source_filename = "LLVMDialectModule"

define void @coro_promise(ptr %0, i32 %1, i1 %2) {
  %4 = call ptr @llvm.coro.promise(ptr %0, i32 %1, i1 %2)
  ret void
}

; Function Attrs: nounwind memory(none)
declare ptr @llvm.coro.promise(ptr nocapture, i32, i1) #0

attributes #0 = { nounwind memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 117: ok
source_filename = "LLVMDialectModule"

define void @vp_add(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 118: ok
source_filename = "LLVMDialectModule"

define void @vp_sub(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.sub.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.sub.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 119: ok
source_filename = "LLVMDialectModule"

define void @vp_mul(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.mul.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.mul.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 120: ok
source_filename = "LLVMDialectModule"

define void @vp_sdiv(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.sdiv.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.sdiv.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 121: ok
source_filename = "LLVMDialectModule"

define void @vp_udiv(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.udiv.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.udiv.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 122: ok
source_filename = "LLVMDialectModule"

define void @vp_srem(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.srem.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.srem.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 123: ok
source_filename = "LLVMDialectModule"

define void @vp_urem(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.urem.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.urem.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 124: ok
source_filename = "LLVMDialectModule"

define void @vp_ashr(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.ashr.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.ashr.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 125: ok
source_filename = "LLVMDialectModule"

define void @vp_lshr(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.lshr.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.lshr.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 126: ok
source_filename = "LLVMDialectModule"

define void @vp_shl(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.shl.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.shl.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 127: ok
source_filename = "LLVMDialectModule"

define void @vp_and(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.and.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.and.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 128: ok
source_filename = "LLVMDialectModule"

define void @vp_or(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.or.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.or.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 129: ok
source_filename = "LLVMDialectModule"

define void @vp_xor(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.xor.v4i32(<4 x i32> %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.xor.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 130: ok
source_filename = "LLVMDialectModule"

define void @vp_fadd(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x float> @llvm.vp.fadd.v4f32(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fadd.v4f32(<4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 131: ok
source_filename = "LLVMDialectModule"

define void @vp_fsub(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x float> @llvm.vp.fsub.v4f32(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fsub.v4f32(<4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 132: ok
source_filename = "LLVMDialectModule"

define void @vp_fmul(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x float> @llvm.vp.fmul.v4f32(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fmul.v4f32(<4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 133: ok
source_filename = "LLVMDialectModule"

define void @vp_fdiv(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x float> @llvm.vp.fdiv.v4f32(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fdiv.v4f32(<4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 134: ok
source_filename = "LLVMDialectModule"

define void @vp_frem(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call <4 x float> @llvm.vp.frem.v4f32(<4 x float> %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.frem.v4f32(<4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 135: ok
source_filename = "LLVMDialectModule"

define void @vp_fneg(<4 x float> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x float> @llvm.vp.fneg.v4f32(<4 x float> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fneg.v4f32(<4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 136: ok
source_filename = "LLVMDialectModule"

define void @vp_fma(<4 x float> %0, <4 x float> %1, <4 x float> %2, <4 x i1> %3, i32 %4) {
  %6 = call <4 x float> @llvm.vp.fma.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2, <4 x i1> %3, i32 %4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fma.v4f32(<4 x float>, <4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 137: ok
source_filename = "LLVMDialectModule"

define void @vp_fmuladd(<4 x float> %0, <4 x float> %1, <4 x float> %2, <4 x i1> %3, i32 %4) {
  %6 = call <4 x float> @llvm.vp.fmuladd.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2, <4 x i1> %3, i32 %4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 138: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_add(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.add.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 139: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_and(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.and.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.and.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 140: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_mul(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.mul.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.mul.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 141: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_or(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.or.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.or.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 142: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_smax(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.smax.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.smax.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 143: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_smin(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.smin.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.smin.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 144: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_umax(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.umax.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.umax.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 145: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_umin(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.umin.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.umin.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 146: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_xor(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3) {
  %5 = call i32 @llvm.vp.reduce.xor.v4i32(i32 %0, <4 x i32> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.xor.v4i32(i32, <4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 147: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_fadd(float %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call float @llvm.vp.reduce.fadd.v4f32(float %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vp.reduce.fadd.v4f32(float, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 148: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_fmul(float %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call float @llvm.vp.reduce.fmul.v4f32(float %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vp.reduce.fmul.v4f32(float, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 149: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_fmax(float %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call float @llvm.vp.reduce.fmax.v4f32(float %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vp.reduce.fmax.v4f32(float, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 150: ok
source_filename = "LLVMDialectModule"

define void @vp_reduce_fmin(float %0, <4 x float> %1, <4 x i1> %2, i32 %3) {
  %5 = call float @llvm.vp.reduce.fmin.v4f32(float %0, <4 x float> %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vp.reduce.fmin.v4f32(float, <4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 151: ok
source_filename = "LLVMDialectModule"

define void @vp_select(<4 x i1> %0, <4 x i32> %1, <4 x i32> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.select.v4i32(<4 x i1> %0, <4 x i32> %1, <4 x i32> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.select.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 152: ok
source_filename = "LLVMDialectModule"

define void @vp_merge(<4 x i1> %0, <4 x i32> %1, <4 x i32> %2, i32 %3) {
  %5 = call <4 x i32> @llvm.vp.merge.v4i32(<4 x i1> %0, <4 x i32> %1, <4 x i32> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.merge.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 153: ok
source_filename = "LLVMDialectModule"

define void @vp_load(ptr %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i32> @llvm.vp.load.v4i32.p0(ptr %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.vp.load.v4i32.p0(ptr nocapture, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 154: ok
source_filename = "LLVMDialectModule"

define void @vp_store(<4 x i32> %0, ptr %1, <4 x i1> %2, i32 %3) {
  call void @llvm.vp.store.v4i32.p0(<4 x i32> %0, ptr %1, <4 x i1> %2, i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.vp.store.v4i32.p0(<4 x i32>, ptr nocapture, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 155: ok
source_filename = "LLVMDialectModule"

define void @vp_trunc(<4 x i32> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i16> @llvm.vp.trunc.v4i16.v4i32(<4 x i32> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.vp.trunc.v4i16.v4i32(<4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 156: ok
source_filename = "LLVMDialectModule"

define void @vp_zext(<4 x i16> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i32> @llvm.vp.zext.v4i32.v4i16(<4 x i16> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.zext.v4i32.v4i16(<4 x i16>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 157: ok
source_filename = "LLVMDialectModule"

define void @vp_sext(<4 x i16> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i32> @llvm.vp.sext.v4i32.v4i16(<4 x i16> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.sext.v4i32.v4i16(<4 x i16>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 158: ok
source_filename = "LLVMDialectModule"

define void @vp_fptrunc(<4 x double> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x float> @llvm.vp.fptrunc.v4f32.v4f64(<4 x double> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.fptrunc.v4f32.v4f64(<4 x double>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 159: ok
source_filename = "LLVMDialectModule"

define void @vp_fpext(<4 x float> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x double> @llvm.vp.fpext.v4f64.v4f32(<4 x float> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.vp.fpext.v4f64.v4f32(<4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 160: ok
source_filename = "LLVMDialectModule"

define void @vp_fptoui(<4 x float> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i32> @llvm.vp.fptoui.v4i32.v4f32(<4 x float> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.fptoui.v4i32.v4f32(<4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 161: ok
source_filename = "LLVMDialectModule"

define void @vp_fptosi(<4 x float> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 162: ok
source_filename = "LLVMDialectModule"

define void @vp_uitofp(<4 x i32> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x float> @llvm.vp.uitofp.v4f32.v4i32(<4 x i32> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.uitofp.v4f32.v4i32(<4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 163: ok
source_filename = "LLVMDialectModule"

define void @vp_sitofp(<4 x i32> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x float> @llvm.vp.sitofp.v4f32.v4i32(<4 x i32> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.vp.sitofp.v4f32.v4i32(<4 x i32>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 164: ok
source_filename = "LLVMDialectModule"

define void @vp_ptrtoint(<4 x ptr> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x i64> @llvm.vp.ptrtoint.v4i64.v4p0(<4 x ptr> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.vp.ptrtoint.v4i64.v4p0(<4 x ptr>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 165: ok
source_filename = "LLVMDialectModule"

define void @vp_inttoptr(<4 x i64> %0, <4 x i1> %1, i32 %2) {
  %4 = call <4 x ptr> @llvm.vp.inttoptr.v4p0.v4i64(<4 x i64> %0, <4 x i1> %1, i32 %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x ptr> @llvm.vp.inttoptr.v4p0.v4i64(<4 x i64>, <4 x i1>, i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
