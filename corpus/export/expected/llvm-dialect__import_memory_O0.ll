; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-f128:128-p271:32:32:32:32-f16:16-p270:32:32:32:32-f64:64-p272:64:64:64:64-i128:128-i64:64-p0:64:64:64:64-f80:128-i16:16-i32:32-i1:8-i8:8"

%struct.point = type { i32, i32, double }
%union.u = type { i32 }

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@greeting = dso_local global ptr @.str, align 8
@origin = dso_local global %struct.point { i32 0, i32 0, double 1.000000e+00 }, align 8
@table = internal global <{ i32, i32, i32, i32, i32, i32, [10 x i32] }> <{ i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, [10 x i32] zeroinitializer }>, align 16

; Function Attrs: noinline nounwind optnone uwtable
define i32 @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !1

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define void @scale(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = mul nsw i32 %8, %5
  store i32 %9, ptr %7, align 8
  %10 = load i32, ptr %4, align 4
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.point, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, %10
  store i32 %14, ptr %12, align 4
  %15 = load i32, ptr %4, align 4
  %16 = sitofp i32 %15 to double
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.point, ptr %17, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = fmul double %19, %16
  store double %20, ptr %18, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @bits_of(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca %union.u, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  store float %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @matrix() #0 {
  %1 = alloca [3 x [4 x i32]], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  br label %4

4:                                                ; preds = %25, %0
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %28

7:                                                ; preds = %4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %21, %7
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %24

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 %12, %13
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x [4 x i32]], ptr %1, i64 0, i64 %16
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i32], ptr %17, i64 0, i64 %19
  store i32 %14, ptr %20, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %8, !llvm.loop !1

24:                                               ; preds = %8
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %2, align 4
  br label %4, !llvm.loop !1

28:                                               ; preds = %4
  %29 = getelementptr inbounds [3 x [4 x i32]], ptr %1, i64 0, i64 2
  %30 = getelementptr inbounds [4 x i32], ptr %29, i64 0, i64 3
  %31 = load i32, ptr %30, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @copy() #0 {
  %1 = alloca [8 x i8], align 1
  %2 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 0
  %3 = load ptr, ptr @greeting, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %2, ptr %3, i64 6, i1 false)
  %4 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr %4, i8 120, i64 2, i1 false)
  %5 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 3
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %2, ptr @origin, i64 16, i1 false)
  call void @scale(ptr %2, i32 3)
  %3 = call i32 @sum(ptr @table, i32 16)
  %4 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = add nsw i32 %3, %5
  %7 = call i32 @bits_of(float 1.000000e+00)
  %8 = add nsw i32 %6, %7
  %9 = call i32 @matrix()
  %10 = add nsw i32 %8, %9
  %11 = call i32 @copy()
  %12 = add nsw i32 %10, %11
  %13 = and i32 %12, 255
  ret i32 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
