; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-i32:32-f16:16-f64:64-f128:128-p0:64:64:64:64-i1:8-p270:32:32:32:32-i8:8-i16:16-i128:128-f80:128-p271:32:32:32:32-p272:64:64:64:64-i64:64"

; Function Attrs: noinline nounwind optnone uwtable
define i64 @mix(i32 noundef %0, i8 noundef zeroext %1, i16 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i16, align 2
  store i32 %0, ptr %4, align 4
  store i8 %1, ptr %5, align 1
  store i16 %2, ptr %6, align 2
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = load i8, ptr %5, align 1
  %10 = zext i8 %9 to i64
  %11 = mul nsw i64 %8, %10
  %12 = load i16, ptr %6, align 2
  %13 = sext i16 %12 to i32
  %14 = sdiv i32 %13, 3
  %15 = sext i32 %14 to i64
  %16 = sub nsw i64 %11, %15
  %17 = load i32, ptr %4, align 4
  %18 = srem i32 %17, 7
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  %21 = load i8, ptr %5, align 1
  %22 = zext i8 %21 to i32
  %23 = ashr i32 %22, 2
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %20, %24
  %26 = load i16, ptr %6, align 2
  %27 = sext i16 %26 to i32
  %28 = shl i32 %27, 3
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %25, %29
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @udiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = udiv i32 %8, %9
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = urem i32 %11, %12
  %14 = add i32 %10, %13
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %7
  %17 = phi i32 [ 0, %15 ], [ %14, %7 ]
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define double @fmix(float noundef %0, double noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load float, ptr %3, align 4
  %6 = fpext float %5 to double
  %7 = load double, ptr %4, align 8
  %8 = load float, ptr %3, align 4
  %9 = fptosi float %8 to i32
  %10 = sitofp i32 %9 to double
  %11 = call double @llvm.fmuladd.f64(double %6, double %7, double %10)
  %12 = load double, ptr %4, align 8
  %13 = fdiv double %12, 3.000000e+00
  %14 = fsub double %11, %13
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @cmp(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = mul nsw i32 %12, 2
  %14 = add nsw i32 %8, %13
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp ugt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = mul nsw i32 %18, 4
  %20 = add nsw i32 %14, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @fcmp(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = fcmp une double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp oge double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define x86_fp80 @ld(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = fmul x86_fp80 %3, 0xK4000A000000000000000
  ret x86_fp80 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define float @neg(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fneg float %3
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define i64 @bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = lshr i64 %4, 13
  %6 = xor i64 %3, %5
  %7 = load i64, ptr %2, align 8
  %8 = shl i64 %7, 7
  %9 = xor i64 %8, -1
  %10 = and i64 %6, %9
  %11 = or i64 %10, 21845
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @mix(i32 3, i8 4, i16 5)
  %3 = call i32 @udiv(i32 10, i32 3)
  %4 = zext i32 %3 to i64
  %5 = add nsw i64 %2, %4
  %6 = sitofp i64 %5 to double
  %7 = call double @fmix(float 1.500000e+00, double 2.000000e+00)
  %8 = fadd double %6, %7
  %9 = call i32 @cmp(i32 1, i32 2)
  %10 = sitofp i32 %9 to double
  %11 = fadd double %8, %10
  %12 = call i32 @fcmp(double 1.000000e+00, double 2.000000e+00)
  %13 = sitofp i32 %12 to double
  %14 = fadd double %11, %13
  %15 = call i64 @bits(i64 99)
  %16 = uitofp i64 %15 to double
  %17 = fadd double %14, %16
  %18 = fptosi double %17 to i32
  %19 = and i32 %18, 255
  ret i32 %19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
