; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-i8:8-i1:8-p0:64:64:64:64-f64:64-f16:16-i16:16-i32:32-p272:64:64:64:64-i64:64-p270:32:32:32:32-f128:128-p271:32:32:32:32-f80:128-i128:128"

@switch.table.sw = private unnamed_addr constant [9 x i32] [i32 10, i32 20, i32 20, i32 -1, i32 -1, i32 -1, i32 -1, i32 20, i32 16], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @sw(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 9
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds [9 x i32], ptr @switch.table.sw, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define i32 @loops(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %15

3:                                                ; preds = %11, %1
  %4 = phi i32 [ %13, %11 ], [ 0, %1 ]
  %5 = phi i32 [ %12, %11 ], [ 0, %1 ]
  %6 = urem i32 %4, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = add nsw i32 %4, %5
  %10 = icmp sgt i32 %9, 1000
  br i1 %10, label %15, label %11

11:                                               ; preds = %8, %3
  %12 = phi i32 [ %9, %8 ], [ %5, %3 ]
  %13 = add nuw nsw i32 %4, 1
  %14 = icmp eq i32 %13, %0
  br i1 %14, label %15, label %3, !llvm.loop !1

15:                                               ; preds = %11, %8, %1
  %16 = phi i32 [ %12, %11 ], [ %9, %8 ], [ 0, %1 ]
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i32 [ %19, %17 ], [ %16, %15 ]
  %19 = add nsw i32 %18, 1
  %20 = srem i32 %19, 5
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %17, !llvm.loop !1

22:                                               ; preds = %17
  %23 = add i32 %0, 1
  %24 = call i32 @llvm.smin.i32(i32 %0, i32 0)
  %25 = sub i32 %23, %24
  %26 = and i32 %25, -2
  %27 = sub i32 %0, %26
  %28 = add nsw i32 %19, %27
  ret i32 %28
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define i32 @fact(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %36, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = icmp ult i32 %0, 9
  br i1 %5, label %27, label %6

6:                                                ; preds = %3
  %7 = and i32 %4, -8
  %8 = sub i32 %0, %7
  %9 = insertelement <4 x i32> poison, i32 %0, i64 0
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> zeroinitializer
  %11 = add nsw <4 x i32> %10, <i32 0, i32 -1, i32 -2, i32 -3>
  br label %12

12:                                               ; preds = %12, %6
  %13 = phi i32 [ %20, %12 ], [ 0, %6 ]
  %14 = phi <4 x i32> [ %21, %12 ], [ %11, %6 ]
  %15 = phi <4 x i32> [ %18, %12 ], [ <i32 1, i32 1, i32 1, i32 1>, %6 ]
  %16 = phi <4 x i32> [ %19, %12 ], [ <i32 1, i32 1, i32 1, i32 1>, %6 ]
  %17 = add <4 x i32> %14, <i32 -4, i32 -4, i32 -4, i32 -4>
  %18 = mul <4 x i32> %14, %15
  %19 = mul <4 x i32> %17, %16
  %20 = add nuw i32 %13, 8
  %21 = add <4 x i32> %14, <i32 -8, i32 -8, i32 -8, i32 -8>
  %22 = icmp eq i32 %20, %7
  br i1 %22, label %23, label %12, !llvm.loop !3

23:                                               ; preds = %12
  %24 = mul <4 x i32> %19, %18
  %25 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %24)
  %26 = icmp eq i32 %4, %7
  br i1 %26, label %36, label %27

27:                                               ; preds = %23, %3
  %28 = phi i32 [ %8, %23 ], [ %0, %3 ]
  %29 = phi i32 [ %25, %23 ], [ 1, %3 ]
  br label %30

30:                                               ; preds = %30, %27
  %31 = phi i32 [ %33, %30 ], [ %28, %27 ]
  %32 = phi i32 [ %34, %30 ], [ %29, %27 ]
  %33 = add nsw i32 %31, -1
  %34 = mul nuw nsw i32 %31, %32
  %35 = icmp ult i32 %31, 3
  br i1 %35, label %36, label %30, !llvm.loop !3

36:                                               ; preds = %30, %23, %1
  %37 = phi i32 [ %34, %30 ], [ %25, %23 ], [ 1, %1 ]
  ret i32 %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @logic(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp ne i32 %0, 0
  %5 = icmp ne i32 %1, 0
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6
  %8 = and i1 %4, %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @gotos(i32 noundef %0) local_unnamed_addr #0 {
  %2 = call i32 @llvm.smin.i32(i32 %0, i32 1)
  %3 = sub i32 %0, %2
  %4 = add i32 %0, -1
  %5 = mul i32 %3, %4
  %6 = sub i32 %4, %2
  %7 = zext i32 %6 to i33
  %8 = zext i32 %3 to i33
  %9 = mul i33 %7, %8
  %10 = lshr i33 %9, 1
  %11 = trunc i33 %10 to i32
  %12 = add i32 %5, %0
  %13 = sub i32 %12, %11
  ret i32 %13
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i32 [ %19, %17 ], [ 0, %0 ]
  %3 = phi i32 [ %18, %17 ], [ 0, %0 ]
  %4 = urem i32 %2, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = add nsw i32 %3, %2
  %8 = icmp sgt i32 %7, 1000
  br i1 %8, label %21, label %9

9:                                                ; preds = %6, %1
  %10 = phi i32 [ %7, %6 ], [ %3, %1 ]
  %11 = or i32 %2, 1
  %12 = urem i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = add nsw i32 %10, %11
  %16 = icmp sgt i32 %15, 1000
  br i1 %16, label %21, label %17

17:                                               ; preds = %14, %9
  %18 = phi i32 [ %15, %14 ], [ %10, %9 ]
  %19 = add nuw nsw i32 %2, 2
  %20 = icmp eq i32 %19, 20
  br i1 %20, label %21, label %1, !llvm.loop !1

21:                                               ; preds = %17, %14, %6
  %22 = phi i32 [ %18, %17 ], [ %15, %14 ], [ %7, %6 ]
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i32 [ %25, %23 ], [ %22, %21 ]
  %25 = add nsw i32 %24, 1
  %26 = srem i32 %25, 5
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %23, !llvm.loop !1

28:                                               ; preds = %23
  %29 = add i32 %24, 152
  %30 = and i32 %29, 255
  ret i32 %30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.isvectorized", i32 1}
!5 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
