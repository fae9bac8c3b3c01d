; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @loop(i32 %0) !dbg !3 {
  br label %2, !dbg !4

2:                                                ; preds = %5, %1
  %3 = phi i32 [ %6, %5 ], [ 0, %1 ]
  %4 = icmp slt i32 %3, %0, !dbg !5
  br i1 %4, label %5, label %7, !dbg !6

5:                                                ; preds = %2
  %6 = add i32 %3, 1, !dbg !8
  br label %2, !dbg !9, !llvm.loop !10

7:                                                ; preds = %2
  br label %8, !dbg !14

8:                                                ; preds = %8, %7
  %9 = phi i32 [ %11, %8 ], [ 0, %7 ]
  %10 = icmp slt i32 %9, %0, !dbg !15
  %11 = add i32 %9, 1, !dbg !16
  br i1 %10, label %8, label %12, !dbg !17, !llvm.loop !18

12:                                               ; preds = %8
  ret void, !dbg !20
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "l.c", directory: "/l")
!3 = distinct !DISubprogram(name: "loop", scope: !2, file: !2, line: 1, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!4 = !DILocation(line: 2, column: 8, scope: !3)
!5 = !DILocation(line: 2, column: 17, scope: !3)
!6 = !DILocation(line: 2, column: 3, scope: !7)
!7 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2, column: 3)
!8 = !DILocation(line: 2, column: 24, scope: !3)
!9 = !DILocation(line: 3, column: 5, scope: !7)
!10 = distinct !{!10, !6, !11, !12, !13}
!11 = !DILocation(line: 4, column: 3, scope: !7)
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !DILocation(line: 5, column: 1, scope: !3)
!15 = !DILocation(line: 6, column: 1, scope: !3)
!16 = !DILocation(line: 6, column: 2, scope: !3)
!17 = !DILocation(line: 6, column: 3, scope: !3)
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.disable_nonforced"}
!20 = !DILocation(line: 7, column: 1, scope: !3)
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @nodebug(i1 %0) {
  br label %2

2:                                                ; preds = %2, %1
  br i1 %0, label %2, label %3, !llvm.loop !1

3:                                                ; preds = %2
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
