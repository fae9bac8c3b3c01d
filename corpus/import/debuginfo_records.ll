; Debug records: #dbg_value / #dbg_declare / #dbg_label on arguments, instruction results, PHIs and
; constants of several kinds (a constant used by an instruction too, and one used by two
; records); records upstream 19 drops (argument lists, kill locations); op locations in lexical
; blocks, a lexical block file and an inlined call site; a PHI with a location; global variable
; expressions (upstream 19 reads a global variable's linkage name as its name).
source_filename = "records.c"

@g = global i32 0, align 4, !dbg !20
@h = internal global [2 x i16] zeroinitializer, !dbg !23

define i32 @f(i32 %a, i32 %b, i1 %c) !dbg !5 {
entry:
  %x = alloca i32, align 4, !dbg !12
    #dbg_value(i32 %a, !10, !DIExpression(), !12)
    #dbg_value(i32 %b, !11, !DIExpression(), !12)
    #dbg_declare(ptr %x, !10, !DIExpression(DW_OP_deref), !12)
  %s = add i32 %a, %b, !dbg !12
    #dbg_value(i32 %s, !10, !DIExpression(), !13)
    #dbg_value(i32 7, !11, !DIExpression(), !13)
    #dbg_value(i32 %s, !11, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !13)
    #dbg_value(ptr null, !11, !DIExpression(), !13)
    #dbg_value(i32 poison, !11, !DIExpression(), !13)
    #dbg_value(float 1.5, !11, !DIExpression(), !13)
    #dbg_value(double -2.0, !11, !DIExpression(), !13)
    #dbg_value(<2 x i32> <i32 1, i32 2>, !11, !DIExpression(), !13)
    #dbg_value(ptr @g, !11, !DIExpression(), !13)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !13)
    #dbg_value(!{}, !11, !DIExpression(), !13)
    #dbg_label(!14, !13)
  store i32 %s, ptr %x, align 4, !dbg !15
  br i1 %c, label %then, label %join, !dbg !15

then:
  %t = mul i32 %s, 3, !dbg !31
    #dbg_value(i32 %t, !32, !DIExpression(), !31)
  br label %join, !dbg !15

join:
  %p = phi i32 [ %s, %entry ], [ %t, %then ], !dbg !17
    #dbg_value(i32 %p, !10, !DIExpression(), !17)
    #dbg_value(i32 7, !10, !DIExpression(), !17)
  ret i32 %p, !dbg !17
}

define void @nodebug() {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !21)
!1 = !DIFile(filename: "records.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{}
!10 = !DILocalVariable(name: "a", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 2, type: !8)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!13 = !DILocation(line: 3, column: 5, scope: !16)
!31 = !DILocation(line: 20, column: 7, scope: !18, inlinedAt: !19)
!32 = !DILocalVariable(name: "k", scope: !18, file: !1, line: 20, type: !8)
!14 = !DILabel(scope: !5, name: "L", file: !1, line: 4)
!15 = !DILocation(line: 0, scope: !16)
!16 = distinct !DILexicalBlock(scope: !5, file: !1, line: 2, column: 1)
!17 = !DILocation(line: 6, column: 2, scope: !25)
!18 = distinct !DISubprogram(name: "inl", scope: !1, file: !1, line: 9, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 9, column: 1, scope: !5)
!20 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!21 = !{!20, !23}
!22 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !8, isLocal: false, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!24 = distinct !DIGlobalVariable(name: "h", linkageName: "_ZL1h", scope: !1, file: !1, line: 2, type: !8, isLocal: true, isDefinition: true)
!25 = !DILexicalBlockFile(scope: !16, file: !26, discriminator: 3)
!26 = !DIFile(filename: "other.h", directory: "/d/include")
