; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-p270:32:32:32:32-p271:32:32:32:32-f128:128-p272:64:64:64:64-i32:32-i16:16-f16:16-f64:64-p0:64:64:64:64-i8:8-i1:8-i128:128-i64:64-f80:128"

%struct.node = type { i32, ptr }
%struct.big = type { [6 x i64], double }
%struct.packed = type <{ i8, i32 }>

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, ptr null }, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @mk_small(i8 noundef signext %0, i16 noundef signext %1) local_unnamed_addr #0 {
  %3 = zext i16 %1 to i32
  %4 = shl nuw i32 %3, 16
  %5 = zext i8 %0 to i32
  %6 = or i32 %4, %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define void @mk_big(ptr noalias nocapture writeonly sret(%struct.big) align 8 %0, i64 noundef %1) local_unnamed_addr #1 {
  store i64 %1, ptr %0, align 8, !tbaa !1
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = add nsw i64 %1, 1
  store i64 %4, ptr %3, align 8, !tbaa !1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = add nsw i64 %1, 2
  store i64 %6, ptr %5, align 8, !tbaa !1
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memset.p0.i64(ptr %7, i8 0, i64 24, i1 false), !tbaa !1
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  store double 1.500000e+00, ptr %8, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define i64 @take_big(ptr nocapture noundef readonly byval(%struct.big) align 8 %0) local_unnamed_addr #2 {
  %2 = load i64, ptr %0, align 8, !tbaa !1
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !1
  %5 = add nsw i64 %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = fptosi double %7 to i64
  %9 = add nsw i64 %5, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define i32 @packed_sum(ptr nocapture noundef readonly byval(%struct.packed) align 8 %0) local_unnamed_addr #2 {
  %2 = load i8, ptr %0, align 8, !tbaa !8
  %3 = sext i8 %2 to i32
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i32, ptr %4, align 1, !tbaa !11
  %6 = add nsw i32 %5, %3
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @bf(i32 %0) local_unnamed_addr #0 {
  %2 = and i32 %0, 7
  %3 = lshr i32 %0, 2
  %4 = and i32 %3, 62
  %5 = add nuw nsw i32 %4, %2
  %6 = lshr i32 %0, 8
  %7 = and i32 %6, 1
  %8 = add nuw nsw i32 %5, %7
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define i32 @list_len(ptr noundef readonly %0) local_unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %11, label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %7, %3 ], [ 0, %1 ]
  %5 = phi ptr [ %9, %3 ], [ %0, %1 ]
  %6 = load i32, ptr %5, align 8, !tbaa !12
  %7 = add nsw i32 %6, %4
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %3, !llvm.loop !16

11:                                               ; preds = %3, %1
  %12 = phi i32 [ %7, %3 ], [ 0, %1 ]
  ret i32 %12
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define i32 @main() local_unnamed_addr #3 {
  %1 = alloca %struct.node, align 8
  %2 = alloca %struct.node, align 8
  %3 = alloca %struct.node, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %1)
  call void @llvm.memcpy.p0.p0.i64(ptr %1, ptr @__const.main.c, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %2)
  store i32 2, ptr %2, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 16, ptr %3)
  store i32 1, ptr %3, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %2, ptr %5, align 8, !tbaa !15
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i32 [ %10, %6 ], [ 0, %0 ]
  %8 = phi ptr [ %12, %6 ], [ %3, %0 ]
  %9 = load i32, ptr %8, align 8, !tbaa !12
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %6, !llvm.loop !16

14:                                               ; preds = %6
  %15 = add i32 %10, 40
  %16 = and i32 %15, 255
  call void @llvm.lifetime.end.p0(i64 16, ptr %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr %1)
  ret i32 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !2, i64 0}
!2 = !{!"long", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !7, i64 48}
!6 = !{!"big", !3, i64 0, !7, i64 48}
!7 = !{!"double", !3, i64 0}
!8 = !{!9, !3, i64 0}
!9 = !{!"packed", !3, i64 0, !10, i64 1}
!10 = !{!"int", !3, i64 0}
!11 = !{!9, !10, i64 1}
!12 = !{!13, !10, i64 0}
!13 = !{!"node", !10, i64 0, !14, i64 8}
!14 = !{!"any pointer", !3, i64 0}
!15 = !{!13, !14, i64 8}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
