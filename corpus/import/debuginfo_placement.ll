; Debug records where upstream 19's import puts them (the round trip's debug-record-placement loss),
; one record at each place so that the import is a fixpoint on its own output: blocks converted in
; topological order (not the layout order here), a record right after the definition of its value,
; on a PHI at the start of its block, on an argument or a constant at the start of the entry block
; (the constants instructions use first, in conversion order, a record right after its constant; then
; a constant only a record uses), a label where it is. Also two string literals with equal
; distinct !DIGlobalVariable nodes, which the import makes one (the debug-info-identity loss).
source_filename = "placement.c"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !20
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !22

declare void @use(ptr, ptr)

define i32 @f(i32 %n) !dbg !5 {
entry:
    #dbg_value(i32 %n, !10, !DIExpression(), !12)
  call void @use(ptr @.str, ptr @.str.1), !dbg !12
  %x = add i32 %n, 5, !dbg !12
  br label %loop, !dbg !12

exit:
    #dbg_value(i32 9, !15, !DIExpression(), !13)
  ret i32 %r, !dbg !13

loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %a = phi i32 [ %x, %entry ], [ %a2, %loop ]
    #dbg_value(i32 %a, !11, !DIExpression(), !13)
    #dbg_value(i32 5, !16, !DIExpression(), !13)
  %i2 = add i32 %i, 1, !dbg !13
    #dbg_value(i32 %x, !18, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !13)
    #dbg_label(!14, !13)
  %a2 = mul i32 %a, %i2, !dbg !13
    #dbg_value(i32 %i2, !19, !DIExpression(), !13)
  %c = icmp eq i32 %i2, %n, !dbg !13
  %r = select i1 %c, i32 %a2, i32 7, !dbg !13
  br i1 %c, label %exit, label %loop, !dbg !13
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
