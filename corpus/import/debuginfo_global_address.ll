; A debug record on a global's address that an instruction uses too: the record takes the address
; the instruction's operand materialised (right after it), as upstream 19's import does, not an
; address of its own; a record on a new constant goes after the last constant.
source_filename = "placement.c"
@g = global i32 1

define i32 @f(i32 %n) !dbg !5 {
entry:
  %v = load i32, ptr @g, !dbg !12
    #dbg_value(ptr @g, !10, !DIExpression(), !12)
    #dbg_value(i32 9, !15, !DIExpression(), !12)
  %x = add i32 %v, 5, !dbg !12
  ret i32 %x, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !24)
!1 = !DIFile(filename: "placement.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocalVariable(name: "n", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocalVariable(name: "a", scope: !5, file: !1, line: 2, type: !8)
!12 = !DILocation(line: 1, column: 3, scope: !5)
!13 = !DILocation(line: 3, column: 5, scope: !5)
!14 = !DILabel(scope: !5, name: "L", file: !1, line: 3)
!15 = !DILocalVariable(name: "nine", scope: !5, file: !1, line: 4, type: !8)
!16 = !DILocalVariable(name: "five", scope: !5, file: !1, line: 5, type: !8)
!18 = !DILocalVariable(name: "x1", scope: !5, file: !1, line: 7, type: !8)
!19 = !DILocalVariable(name: "i", scope: !5, file: !1, line: 8, type: !8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !1, line: 4, type: !25, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !1, line: 4, type: !25, isLocal: true, isDefinition: true)
!24 = !{!20, !22}
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 16, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 2)
