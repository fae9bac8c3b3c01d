; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-p271:32:32:32:32-p270:32:32:32:32-i64:64-f128:128-p272:64:64:64:64-f16:16-f64:64-i16:16-i32:32-i8:8-p0:64:64:64:64-i1:8-f80:128-i128:128"

%struct.node = type { i32, ptr }
%struct.packed = type <{ i8, i32 }>
%struct.small = type { i8, i16 }
%struct.big = type { [6 x i64], double }
%struct.flags = type { i16, [2 x i8] }

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, ptr null }, align 8
@__const.main.p = private unnamed_addr constant %struct.packed <{ i8 1, i32 2 }>, align 1
@__const.main.f = private unnamed_addr constant { i8, i8, [2 x i8] } { i8 77, i8 1, [2 x i8] undef }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define i32 @mk_small(i8 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca %struct.small, align 2
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  store i8 %0, ptr %4, align 1
  store i16 %1, ptr %5, align 2
  %6 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %4, align 1
  store i8 %7, ptr %6, align 2
  %8 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 1
  %9 = load i16, ptr %5, align 2
  store i16 %9, ptr %8, align 2
  %10 = load i32, ptr %3, align 2
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define void @mk_big(ptr noalias sret(%struct.big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %5 = load i64, ptr %3, align 8
  store i64 %5, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %4, i64 1
  %7 = load i64, ptr %3, align 8
  %8 = add nsw i64 %7, 1
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds i64, ptr %4, i64 2
  %10 = load i64, ptr %3, align 8
  %11 = add nsw i64 %10, 2
  store i64 %11, ptr %9, align 8
  %12 = getelementptr inbounds i64, ptr %4, i64 3
  %13 = getelementptr inbounds i64, ptr %4, i64 6
  br label %14

14:                                               ; preds = %14, %2
  %15 = phi ptr [ %16, %14 ], [ %12, %2 ]
  store i64 0, ptr %15, align 8
  %16 = getelementptr inbounds i64, ptr %15, i64 1
  %17 = icmp eq ptr %16, %13
  br i1 %17, label %18, label %14

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  store double 1.500000e+00, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define i64 @take_big(ptr noundef byval(%struct.big) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [6 x i64], ptr %5, i64 0, i64 2
  %7 = load i64, ptr %6, align 8
  %8 = add nsw i64 %4, %7
  %9 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fptosi double %10 to i64
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @packed_sum(ptr noundef byval(%struct.packed) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.packed, ptr %0, i32 0, i32 0
  %3 = load i8, ptr %2, align 8
  %4 = sext i8 %3 to i32
  %5 = getelementptr inbounds %struct.packed, ptr %0, i32 0, i32 1
  %6 = load i32, ptr %5, align 1
  %7 = add nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @bf(i32 %0) #0 {
  %2 = alloca %struct.flags, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i16, ptr %2, align 4
  %4 = and i16 %3, 7
  %5 = zext i16 %4 to i32
  %6 = load i16, ptr %2, align 4
  %7 = lshr i16 %6, 3
  %8 = and i16 %7, 31
  %9 = zext i16 %8 to i32
  %10 = mul nsw i32 %9, 2
  %11 = add nsw i32 %5, %10
  %12 = load i16, ptr %2, align 4
  %13 = lshr i16 %12, 8
  %14 = and i16 %13, 1
  %15 = zext i16 %14 to i32
  %16 = add nsw i32 %11, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @list_len(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %2, align 8
  br label %4, !llvm.loop !1

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node, align 8
  %3 = alloca %struct.node, align 8
  %4 = alloca %struct.node, align 8
  %5 = alloca %struct.packed, align 8
  %6 = alloca %struct.flags, align 4
  %7 = alloca %struct.small, align 2
  %8 = alloca %struct.big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %2, ptr @__const.main.c, i64 16, i1 false)
  %9 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0
  store i32 2, ptr %9, align 8
  %10 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 1
  store ptr %2, ptr %10, align 8
  %11 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 0
  store i32 1, ptr %11, align 8
  %12 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1
  store ptr %3, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %5, ptr @__const.main.p, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %6, ptr @__const.main.f, i64 4, i1 false)
  %13 = call i32 @mk_small(i8 1, i16 2)
  store i32 %13, ptr %7, align 2
  %14 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i64
  call void @mk_big(ptr %8, i64 4)
  %17 = call i64 @take_big(ptr %8)
  %18 = add nsw i64 %16, %17
  %19 = call i32 @packed_sum(ptr %5)
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %18, %20
  %22 = load i32, ptr %6, align 4
  %23 = call i32 @bf(i32 %22)
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %21, %24
  %26 = call i32 @list_len(ptr %4)
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %25, %27
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i32
  ret i32 %30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
