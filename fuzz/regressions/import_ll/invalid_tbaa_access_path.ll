; ModuleID = 'corpus/c/memory.c'
source_filename = "corpus/c/memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32, double }

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@greeting = dso_local local_unnamed_addr global ptr @.str, align 8
@origin = dso_local local_unnamed_addr global %struct.point { i32 0, i32 0, double 1.000000e+00 }, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %30

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = add <4 x i32> %18, %14
  %21 = add <4 x i32> %19, %15
  %22 = add nuw i64 %13, 8
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !9

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %30, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %35, %30 ]
  ret i32 %29

30:                                               ; preds = %7, %30
  %31 = phi i64 [ %36, %30 ], [ %8, %7 ]
  %32 = phi i32 [ %35, %30 ], [ %9, %7 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @scale(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = load i32, ptr %0, align 8, !tbaa !14
  %4 = mul nsw i32 %3, %1
  store i32 %4, ptr %0, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !17
  %7 = mul nsw i32 %6, %1
  store i32 %7, ptr %5, align 4, !tbaa !17
  %8 = sitofp i32 %1 to double
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !18
  %11 = fmul double %10, %8
  store double %11, ptr %9, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @bits_of(float noundef %0) local_unnamed_addr #2 {
  %2 = bitcast float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @matrix() local_unnamed_addr #2 {
  ret i32 6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -128, 128) i32 @copy() local_unnamed_addr #3 {
  %1 = load ptr, ptr @greeting, align 8, !tbaa !19
  %2 = getelementptr inbounds i8, ptr %1, i64 3
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #3 {
  %1 = load i32, ptr @origin, align 8, !tbaa !5
  %2 = load ptr, ptr @greeting, align 8, !tbaa !19
  %3 = getelementptr inbounds i8, ptr %2, i64 3
  %4 = load i8, ptr %3, align 1
  %5 = trunc i32 %1 to i8
  %6 = mul i8 %5, 3
  %7 = add i8 %6, 38
  %8 = add i8 %7, %4
  %9 = zext i8 %8 to i32
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = !{!15, !6, i64 0}
!15 = !{!"point", !6, i64 0, !6, i64 4, !16, i64 8}
!16 = !{!"double", !7, i64 0}
!17 = !{!15, !6, i64 4}
!18 = !{!15, !16, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
