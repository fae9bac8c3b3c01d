; Assignment tracking (clang -O1 and up): upstream 19 refuses `#dbg_assign` records ("unhandled
; intrinsic"); irbridge drops them (a warning with --emit-expensive-warnings) and imports the rest,
; which is what upstream imports of the module without them.
source_filename = "assign.c"

define void @f(i32 %v) !dbg !5 {
  %x = alloca i32, align 4, !DIAssignID !12
    #dbg_assign(i1 undef, !10, !DIExpression(), !12, ptr %x, !DIExpression(), !11)
  store i32 %v, ptr %x, align 4, !dbg !11, !DIAssignID !13
    #dbg_assign(i32 %v, !10, !DIExpression(), !13, ptr %x, !DIExpression(), !11)
    #dbg_value(i32 %v, !10, !DIExpression(), !11)
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "assign.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocation(line: 2, column: 3, scope: !5)
!12 = distinct !DIAssignID()
!13 = distinct !DIAssignID()
