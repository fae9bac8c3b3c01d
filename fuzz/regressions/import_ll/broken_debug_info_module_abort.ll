; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-f128:128-f16:16-p270:32:32:32:32-f64:64-i32:32-i16:16-i8:8-i1:8-p0:64:64:64:64-f80:128-i128:128-i64:64-p271:32:32:32:32-p272:64:64:64:64"

; Function Attrs: noinline nounwind optnone uwtable
define double @hyp(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9)
  %11 = call double @sqrt(double %10)
  ret double %11
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define float @rnd(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.floor.f32(float %3)
  %5 = load float, ptr %2, align 4
  %6 = call float @llvm.ceil.f32(float %5)
  %7 = fadd float %4, %6
  %8 = load float, ptr %2, align 4
  %9 = call float @llvm.fabs.f32(float %8)
  %10 = fadd float %7, %9
  %11 = load float, ptr %2, align 4
  %12 = call float @llvm.trunc.f32(float %11)
  %13 = fadd float %10, %12
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @clz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 true)
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %5
  %10 = phi i32 [ 32, %8 ], [ %7, %5 ]
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @pop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctpop.i64(i64 %3)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @bswap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  ret i32 %4
}

; FunctidsoLocalon Attrs: noinline nounwind optnone uwtable
define i32 @ovf(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 %7)
  %9 = extractvalue { i32, i1 } %8, 1
  %10 = extractvalue { i32, i1 } %8, 0
  store i32 %10, ptr %5, align 4
  br i1 %9, label %11, label %12

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  br label %14

14:                                               ; preds = %12, %11
  %15 = phi i32 [ %13, %12 ], [ -1, %11 ]
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define double @fm(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = call double @llvm.fma.f64(double %7, double %8, double %9)
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %5, align 8
  %13 = call double @llvm.minnum.f64(double %11, double %12)
  %14 = fadd double %10, %13
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %6, align 8
  %17 = call double @llvm.maxnum.f64(double %15, double %16)
  %18 = fadd double %14, %17
  %19 = load double, ptr %4, align 8
  %20 = call double @llvm.copysign.f64(double %19, double -1.000000e+00)
  %21 = fadd double %18, %20
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @iabs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.abs.i32(i32 %3, i1 true)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call double @hyp(double 3.000000e+00, double 4.000000e+00)
  %3 = call float @rnd(float 2.500000e+00)
  %4 = fpext float %3 to double
  %5 = fadd double %2, %4
  %6 = call i32 @clz(i32 16)
  %7 = sitofp i32 %6 to double
  %8 = fadd double %5, %7
  %9 = call i32 @pop(i64 255)
  %10 = sitofp i32 %9 to double
  %11 = fadd double %8, %10
  %12 = call i32 @bswap(i32 1)
  %13 = lshr i32 %12, 24
  %14 = uitofp i32 %13 to double
  %15 = fadd double %11, %14
  %16 = call i32 @ovf(i32 1, i32 2)
  %17 = sitofp i32 %16 to double
  %18 = fadd double %15, %17
  %19 = call double @fm(double 1.000000e+00, double 2.000000e+00, double 3.000000e+00)
  %20 = fadd double %18, %19
  %21 = call i32 @iabs(i32 -3)
  %22 = sitofp i32 %21 to double
  %23 = fadd double %20, %22
  %24 = fptosi double %23 to i32
  %25 = and i32 %24, 255
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i90 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
