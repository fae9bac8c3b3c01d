; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @repeated(i1 %0, i32 %1, i32 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %6, %3
  %5 = phi i32 [ %7, %6 ], [ %1, %3 ]
  ret i32 %5

6:                                                ; preds = %3
  %7 = phi i32 [ %2, %3 ]
  br label %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i32 @repeated_same_args(i1 %0, i32 %1) {
  br i1 %0, label %3, label %5

3:                                                ; preds = %5, %2
  %4 = phi i32 [ %6, %5 ], [ %1, %2 ]
  ret i32 %4

5:                                                ; preds = %2
  %6 = phi i32 [ %1, %2 ]
  br label %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define i64 @switch_phis(i32 %0, i64 %1, i64 %2) {
  switch i32 %0, label %4 [
    i32 1, label %7
    i32 7, label %6
    i32 -3, label %9
  ]

4:                                                ; preds = %9, %7, %3
  %5 = phi i64 [ %10, %9 ], [ %8, %7 ], [ %1, %3 ]
  ret i64 %5

6:                                                ; preds = %3
  ret i64 %2

7:                                                ; preds = %3
  %8 = phi i64 [ %2, %3 ]
  br label %4

9:                                                ; preds = %3
  %10 = phi i64 [ %1, %3 ]
  br label %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define i64 @loop(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
  %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i64 %4, %3
  %8 = add nuw nsw i64 %3, 1
  br label %2

9:                                                ; preds = %2
  ret i64 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i32 @order(i1 %0) {
  br label %4

2:                                                ; preds = %4
  ret i32 2

3:                                                ; No predecessors!
  unreachable

4:                                                ; preds = %1
  br i1 %0, label %2, label %5

5:                                                ; preds = %4
  %6 = phi i32 [ 1, %4 ]
  ret i32 %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define void @weights(i1 %0, i32 %1) {
  br i1 %0, label %3, label %4, !prof !1

3:                                                ; preds = %3, %2
  switch i32 %1, label %4 [
    i32 0, label %4
    i32 1, label %3
  ], !prof !2

4:                                                ; preds = %3, %3, %2
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 3, i32 7}
!2 = !{!"branch_weights", i32 1, i32 2, i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define void @loop_md(ptr %0, i32 %1) {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
  %5 = load i32, ptr %0, align 4, !llvm.access.group !1
  %6 = icmp ult i32 %4, %1
  br i1 %6, label %3, label %7, !llvm.loop !2

7:                                                ; preds = %3
  br label %8, !llvm.loop !2

8:                                                ; preds = %7
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{}
!2 = distinct !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !20, !21, !22, !23, !24}
!3 = !{!"llvm.loop.disable_nonforced"}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!"llvm.loop.isvectorized", i32 0}
!6 = !{!"llvm.loop.vectorize.enable", i1 false}
!7 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!8 = !{!"llvm.loop.vectorize.width", i32 8}
!9 = !{!"llvm.loop.interleave.count", i32 2}
!10 = !{!"llvm.loop.unroll.enable"}
!11 = !{!"llvm.loop.unroll.count", i32 4}
!12 = !{!"llvm.loop.unroll.full"}
!13 = !{!"llvm.loop.unroll_and_jam.enable"}
!14 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!15 = !{!"llvm.licm.disable"}
!16 = !{!"llvm.loop.licm_versioning.disable"}
!17 = !{!"llvm.loop.distribute.enable", i1 false}
!18 = !{!"llvm.loop.distribute.followup_all", !19}
!19 = distinct !{!19, !3}
!20 = !{!"llvm.loop.pipeline.disable", i1 false}
!21 = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
!22 = !{!"llvm.loop.peeled.count", i32 1}
!23 = !{!"llvm.loop.unswitch.partial.disable"}
!24 = !{!"llvm.loop.parallel_accesses", !1}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

define void @loop_flags() {
  br label %1

1:                                                ; preds = %1, %0
  br label %1, !llvm.loop !1
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2, !3, !4, !5, !6, !7}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!"llvm.loop.unroll_and_jam.disable"}
!6 = !{!"llvm.loop.distribute.enable", i1 true}
!7 = !{!"llvm.loop.pipeline.disable", i1 true}
