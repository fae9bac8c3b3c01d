; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-f128:128-p271:32:32:32:32-f16:16-p270:32:32:32:32-f64:64-i32:32-i16:16-i8:8-p0:64:64:64:64-i1:8-f80:128-i128:128-p272:64:64:64:64-i64:64"

@.str = private unnamed_addr constant [6 x i8] c"aeiou\00", align 1
@names = internal unnamed_addr constant [4 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"delta\00", align 1

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define i32 @vowels(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load i8, ptr %0, align 1, !tbaa !1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %16, label %4

4:                                                ; preds = %4, %1
  %5 = phi i8 [ %14, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %12, %4 ], [ 0, %1 ]
  %7 = phi ptr [ %13, %4 ], [ %0, %1 ]
  %8 = sext i8 %5 to i32
  %9 = tail call ptr @memchr(ptr @.str, i32 %8, i64 6)
  %10 = icmp ne ptr %9, null
  %11 = zext i1 %10 to i32
  %12 = add nuw nsw i32 %6, %11
  %13 = getelementptr inbounds i8, ptr %7, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !1
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %4, !llvm.loop !4

16:                                               ; preds = %4, %1
  %17 = phi i32 [ %12, %4 ], [ 0, %1 ]
  ret i32 %17
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define void @upper(ptr nocapture noundef %0) local_unnamed_addr #1 {
  %2 = load i8, ptr %0, align 1, !tbaa !1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %11, %1
  %5 = phi i8 [ %13, %11 ], [ %2, %1 ]
  %6 = phi ptr [ %12, %11 ], [ %0, %1 ]
  %7 = add i8 %5, -97
  %8 = icmp ult i8 %7, 26
  br i1 %8, label %9, label %11

9:                                                ; preds = %4
  %10 = add nsw i8 %5, -32
  store i8 %10, ptr %6, align 1, !tbaa !1
  br label %11

11:                                               ; preds = %9, %4
  %12 = getelementptr inbounds i8, ptr %6, i64 1
  %13 = load i8, ptr %12, align 1, !tbaa !1
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %4, !llvm.loop !4

15:                                               ; preds = %11, %1
  ret void
}

; Function Attrs: nofree nounwind uwtable
define noundef i32 @main() local_unnamed_addr #2 {
  %1 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr %1)
  br label %3

2:                                                ; preds = %37
  call void @llvm.lifetime.end.p0(i64 32, ptr %1)
  ret i32 %42

3:                                                ; preds = %37, %0
  %4 = phi i64 [ %44, %37 ], [ 0, %0 ]
  %5 = phi i32 [ %42, %37 ], [ 0, %0 ]
  %6 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %4
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = call ptr @strcpy(ptr %1, ptr %7)
  %9 = load i8, ptr %1, align 16, !tbaa !1
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %18, %3
  %12 = phi i8 [ %20, %18 ], [ %9, %3 ]
  %13 = phi ptr [ %19, %18 ], [ %1, %3 ]
  %14 = add i8 %12, -97
  %15 = icmp ult i8 %14, 26
  br i1 %15, label %16, label %18

16:                                               ; preds = %11
  %17 = add nsw i8 %12, -32
  store i8 %17, ptr %13, align 1, !tbaa !1
  br label %18

18:                                               ; preds = %16, %11
  %19 = getelementptr inbounds i8, ptr %13, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !1
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %11, !llvm.loop !4

22:                                               ; preds = %18, %3
  %23 = load i8, ptr %7, align 1, !tbaa !1
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %25, %22
  %26 = phi i8 [ %35, %25 ], [ %23, %22 ]
  %27 = phi i32 [ %33, %25 ], [ 0, %22 ]
  %28 = phi ptr [ %34, %25 ], [ %7, %22 ]
  %29 = sext i8 %26 to i32
  %30 = call ptr @memchr(ptr @.str, i32 %29, i64 6)
  %31 = icmp ne ptr %30, null
  %32 = zext i1 %31 to i32
  %33 = add nuw nsw i32 %27, %32
  %34 = getelementptr inbounds i8, ptr %28, i64 1
  %35 = load i8, ptr %34, align 1, !tbaa !1
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %37, label %25, !llvm.loop !4

37:                                               ; preds = %25, %22
  %38 = phi i32 [ %33, %25 ], [ 0, %22 ]
  %39 = call i64 @strlen(ptr %1)
  %40 = trunc i64 %39 to i32
  %41 = add i32 %38, %5
  %42 = add i32 %41, %40
  %43 = call i32 (ptr, ...) @printf(ptr @.str.1, ptr %1, i32 %42)
  %44 = add nuw nsw i64 %4, 1
  %45 = icmp eq i64 %44, 4
  br i1 %45, label %2, label %3, !llvm.loop !4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { nofree nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !2, i64 0}
