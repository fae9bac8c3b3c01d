; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @overloads(i32 %0, <4 x i16> %1, ptr %2, double %3, <4 x i1> %4) {
  %6 = call i32 @llvm.ctpop.i32(i32 %0)
  %7 = call <4 x i16> @llvm.umax.v4i16(<4 x i16> %1, <4 x i16> %1)
  %8 = call <4 x i16> @llvm.masked.load.v4i16.p0(ptr %2, i32 2, <4 x i1> %4, <4 x i16> %1)
  %9 = call i32 @llvm.fptosi.sat.i32.f64(double %3)
  %10 = call i32 @llvm.ctpop.i32(i32 %9)
  %11 = add i32 %6, %10
  ret i32 %11
}

define void @variadic(float %0) {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 7, i32 0, float %0, float %0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.umax.v4i16(<4 x i16>, <4 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i16> @llvm.masked.load.v4i16.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f64(double) #0

; Function Attrs: nocallback nofree nosync willreturn
declare void @llvm.experimental.stackmap(i64, i32, ...) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
