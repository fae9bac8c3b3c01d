; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @f(i32 %0) !dbg !3 {
  %2 = alloca i32, align 4, !dbg !4
    #dbg_declare(ptr %2, !5, !DIExpression(), !7)
    #dbg_value(i32 %0, !8, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_deref), !9)
    #dbg_value(i32 1, !8, !DIExpression(), !10)
    #dbg_label(!11, !12)
  ret i32 %0, !dbg !13
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "x.c", directory: "/d")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DILocation(line: 4, column: 1, scope: !3)
!5 = !DILocalVariable(name: "b", scope: !3, file: !2, line: 4, type: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 4, column: 2, scope: !3)
!8 = !DILocalVariable(name: "a", arg: 1, scope: !3, file: !2, line: 3, type: !6)
!9 = !DILocation(line: 3, column: 2, scope: !3)
!10 = !DILocation(line: 3, column: 3, scope: !3)
!11 = !DILabel(scope: !3, name: "L", file: !2, line: 5)
!12 = !DILocation(line: 5, column: 1, scope: !3)
!13 = !DILocation(line: 6, column: 1, scope: !3)
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @g(i64 %0, ptr %1) !dbg !3 {
    #dbg_value(i64 %0, !4, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !7)
    #dbg_value(i64 %0, !4, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !7)
    #dbg_value(i64 %0, !8, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !9)
    #dbg_value(i64 %0, !8, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !10)
    #dbg_declare(ptr %1, !11, !DIExpression(DW_OP_deref), !12)
    #dbg_value(i64 %0, !8, !DIExpression(), !13)
    #dbg_label(!14, !15)
  ret void, !dbg !16
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "v.c", directory: "/w")
!3 = distinct !DISubprogram(name: "g", scope: !2, file: !2, line: 1, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!4 = !DILocalVariable(name: "v", scope: !5, file: !2, line: 4, type: !6, align: 64)
!5 = distinct !DILexicalBlock(scope: !3, file: !2, line: 3, column: 5)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DILocation(line: 4, column: 3, scope: !5)
!8 = !DILocalVariable(name: "w", scope: !3, file: !2, line: 5, type: !6)
!9 = !DILocation(line: 5, column: 3, scope: !3)
!10 = !DILocation(line: 5, column: 4, scope: !3)
!11 = !DILocalVariable(arg: 2, scope: !3)
!12 = !DILocation(line: 1, column: 20, scope: !3)
!13 = !DILocation(line: 6, column: 1, scope: !3)
!14 = !DILabel(scope: !5, name: "out", file: !2, line: 9)
!15 = !DILocation(line: 9, column: 1, scope: !5)
!16 = !DILocation(line: 10, column: 1, scope: !3)
; ===== chunk 2: ok-raw
source_filename = "LLVMDialectModule"

define void @f() !dbg !3 {
    #dbg_label(!4, !5)
  ret void, !dbg !6
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "w.c", directory: "/w")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DILabel(scope: !3, name: "L")
!5 = !DILocation(line: 3, column: 1, scope: !3)
!6 = !DILocation(line: 4, column: 1, scope: !3)
