; Access groups on memory accesses and calls, and loop IDs with every property family, followups and
; `llvm.loop.parallel_accesses` (import/tests/loop_metadata.rs checks what is dropped).

declare void @f()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @loops(ptr %p, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ]
  %v = load i32, ptr %p, align 4, !llvm.access.group !0
  store i32 %v, ptr %p, align 4, !llvm.access.group !1
  call void @f(), !llvm.access.group !0
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false), !llvm.access.group !2
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4, !llvm.access.group !2
  %next = add i32 %i, 1
  %c = icmp ult i32 %next, %n
  br i1 %c, label %head, label %second, !llvm.loop !3

second:
  %j = phi i32 [ 0, %head ], [ %j1, %second ]
  %j1 = add i32 %j, 1
  %c2 = icmp ult i32 %j1, %n
  br i1 %c2, label %second, label %exit, !llvm.loop !10

exit:
  ret void
}

!0 = distinct !{}
!1 = !{!0, !2}
!2 = distinct !{}
!3 = distinct !{!3, !4, !5, !6, !7, !8, !9}
!4 = !{!"llvm.loop.parallel_accesses", !0, !2}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"llvm.loop.unroll_and_jam.disable"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.vectorize.enable", i1 true}
!9 = !{!"llvm.loop.pipeline.disable", i1 true}
!10 = distinct !{!10, !11, !12, !13, !15, !16, !17, !18, !19}
!11 = !{!"llvm.loop.distribute.enable", i1 true}
!12 = !{!"llvm.loop.distribute.followup_coincident", !14}
!13 = !{!"llvm.loop.vectorize.followup_all", !14}
!14 = distinct !{!14, !5, !{!"llvm.loop.vectorize.width", i32 4}}
!15 = !{!"llvm.loop.unroll.full"}
!16 = !{!"llvm.loop.vectorize.predicate.enable", i1 false}
!17 = !{!"llvm.loop.unroll_and_jam.enable"}
!18 = !{!"llvm.loop.peeled.count", i32 2}
!19 = !{!"llvm.loop.unswitch.partial.disable"}
