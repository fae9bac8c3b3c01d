define i32 @sum(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %x = load i32, ptr %p, align 4, !tbaa !1, !range !6
  store i32 %acc, ptr %p, align 4, !tbaa !5
  %acc1 = add i32 %acc, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !7, !prof !10
exit:
  ret i32 %acc1
}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!11, !2, i64 4, i64 1}
!6 = !{i32 0, i32 100}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.count", i32 4}
!10 = !{!"branch_weights", i32 10, i32 1}
!11 = !{!"pair", !2, i64 0, !2, i64 4}
