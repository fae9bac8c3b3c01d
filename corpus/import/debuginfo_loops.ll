; Loop annotations with debug information: the loop ID's DILocations become `startLoc`/`endLoc`
; (fused locations); a location inlined from another function (a call site) is not kept, as
; upstream 19 does.
source_filename = "loops.c"

define void @loop(i32 %n) !dbg !5 {
entry:
  br label %head, !dbg !10

head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ], !dbg !10
  %next = add i32 %i, 1, !dbg !11
  %done = icmp eq i32 %next, %n, !dbg !11
  br i1 %done, label %mid, label %head, !dbg !11, !llvm.loop !20

mid:
  br label %inner, !dbg !12

inner:
  %j = phi i32 [ 0, %mid ], [ %jn, %inner ], !dbg !12
  %jn = add i32 %j, 1, !dbg !12
  %d2 = icmp eq i32 %jn, %n, !dbg !12
  br i1 %d2, label %exit, label %inner, !dbg !12, !llvm.loop !23

exit:
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "loops.c", directory: "/l")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 1, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 2, column: 3, scope: !14)
!11 = !DILocation(line: 3, column: 5, scope: !14)
!12 = !DILocation(line: 7, column: 5, scope: !5)
!13 = !DILocation(line: 9, column: 1, scope: !5)
!14 = distinct !DILexicalBlock(scope: !5, file: !1, line: 2, column: 3)
!20 = distinct !{!20, !10, !21, !22}
!21 = !DILocation(line: 4, column: 3, scope: !14)
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !24, !12, !22}
!24 = !DILocation(line: 30, column: 1, scope: !25, inlinedAt: !12)
!25 = distinct !DISubprogram(name: "inl", scope: !1, file: !1, line: 29, spFlags: DISPFlagDefinition, unit: !0)
