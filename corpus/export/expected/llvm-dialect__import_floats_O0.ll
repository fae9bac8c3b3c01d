; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "S128-e-i128:128-i64:64-p272:64:64:64:64-p0:64:64:64:64-f80:128-i32:32-i16:16-i8:8-i1:8-p271:32:32:32:32-p270:32:32:32:32-f128:128-f64:64-f16:16"

@.str = private unnamed_addr constant [20 x i8] c"%g %lld %llu %g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define double @specials(i32 noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
  ]

5:                                                ; preds = %1
  store double 0x7FF0000000000000, ptr %2, align 8
  br label %10

6:                                                ; preds = %1
  store double -0.000000e+00, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store double 0x4000000000000, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store double 0x47EFFFFFE0000000, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store double 0x7FF8000000000000, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load double, ptr %2, align 8
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define float @narrow(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define i64 @to_int(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define i64 @to_uint(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define double @from_u(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define half @half(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptrunc float %3 to half
  ret half %4
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %16, %0
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 4
  br i1 %6, label %7, label %19

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = call double @specials(i32 %8)
  %10 = call float @narrow(double %9)
  %11 = fcmp ogt float %10, 0.000000e+00
  %12 = zext i1 %11 to i32
  %13 = sitofp i32 %12 to double
  %14 = load double, ptr %2, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %2, align 8
  br label %16

16:                                               ; preds = %7
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %4, !llvm.loop !1

19:                                               ; preds = %4
  %20 = load double, ptr %2, align 8
  %21 = call i64 @to_int(double -2.700000e+00)
  %22 = call i64 @to_uint(float 0x400F333340000000)
  %23 = call double @from_u(i64 -9223372036854775808)
  %24 = call half @half(float 0x3FB99999A0000000)
  %25 = fpext half %24 to double
  %26 = call i32 (ptr, ...) @printf(ptr @.str, double %20, i64 %21, i64 %22, double %23, double %25)
  %27 = load double, ptr %2, align 8
  %28 = fptosi double %27 to i32
  ret i32 %28
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
