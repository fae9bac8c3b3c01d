; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare !dbg !3 i32 @g(i32)

define i32 @f(i32 %0) !dbg !7 {
  %2 = add i32 %0, %0, !dbg !8
  %3 = mul i32 %2, %0, !dbg !9
  %4 = call i32 @g(i32 %3), !dbg !11
  %5 = sub i32 %4, %0, !dbg !13
  %6 = sub i32 %5, %0, !dbg !14
  %7 = sub i32 %6, %0, !dbg !17
  br label %8, !dbg !18

8:                                                ; preds = %1
  %9 = phi i32 [ %7, %1 ]
  ret i32 %9
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "p", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "x.c", directory: "/d")
!3 = !DISubprogram(name: "g", scope: !2, file: !2, line: 9, type: !4, spFlags: 0)
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !4, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!8 = !DILocation(line: 5, column: 7, scope: !7)
!9 = !DILocation(line: 6, column: 3, scope: !10)
!10 = distinct !DILexicalBlock(scope: !7, file: !2, line: 5, column: 2)
!11 = !DILocation(line: 7, column: 3, scope: !12)
!12 = distinct !DILexicalBlockFile(scope: !10, file: !2, discriminator: 2)
!13 = !DILocation(line: 8, column: 8, scope: !7)
!14 = !DILocation(line: 2, column: 2, scope: !15, inlinedAt: !16)
!15 = distinct !DISubprogram(name: "h", scope: !2, file: !2, line: 20, spFlags: DISPFlagDefinition, unit: !1)
!16 = !DILocation(line: 8, column: 9, scope: !7)
!17 = !DILocation(line: 10, column: 1, scope: !7)
!18 = !DILocation(line: 11, column: 1, scope: !7)
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i32 @second(i1 %0, i32 %1) !dbg !5 {
  br i1 %0, label %3, label %6, !dbg !6

3:                                                ; preds = %6, %2
  %4 = phi i32 [ %7, %6 ], [ %1, %2 ]
  %5 = add i32 %4, %4, !dbg !7
  ret i32 %5, !dbg !12

6:                                                ; preds = %2
  %7 = phi i32 [ %1, %2 ]
  br label %3, !dbg !6
}

define void @first() !dbg !13 {
  ret void, !dbg !14
}

define i32 @nodebug(i32 %0) {
  %2 = add i32 %0, %0
  ret i32 %2
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1, !3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: GNU)
!2 = !DIFile(filename: "n.c", directory: "/src")
!3 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, producer: "irbridge", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, nameTableKind: None)
!4 = !DIFile(filename: "m.c", directory: "/src")
!5 = distinct !DISubprogram(name: "second", linkageName: "_Z6secondv", scope: !2, file: !2, line: 7, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DILocation(line: 8, column: 3, scope: !5)
!7 = !DILocation(line: 41, column: 1, scope: !8, inlinedAt: !9)
!8 = distinct !DISubprogram(name: "inl2", scope: !4, file: !4, line: 40, spFlags: DISPFlagDefinition, unit: !3)
!9 = !DILocation(line: 31, column: 2, scope: !10, inlinedAt: !11)
!10 = distinct !DISubprogram(name: "inl", scope: !4, file: !4, line: 30, spFlags: DISPFlagDefinition, unit: !3)
!11 = !DILocation(line: 9, column: 4, scope: !5)
!12 = !DILocation(line: 10, column: 1, scope: !5)
!13 = distinct !DISubprogram(name: "first", scope: !4, file: !4, line: 2, spFlags: DISPFlagDefinition, unit: !3)
!14 = !DILocation(line: 3, column: 1, scope: !13)
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define internal void @s() !dbg !3 {
  br label %1, !dbg !6

1:                                                ; preds = %0
  ret void, !dbg !7
}

define void @plain() {
  ret void, !dbg !8
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "s.c", directory: "")
!3 = distinct !DISubprogram(name: "s", scope: !1, file: !2, line: 1, type: !4, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{}
!6 = !DILocation(line: 2, column: 1, scope: !3)
!7 = !DILocation(line: 3, column: 1, scope: !3)
!8 = !DILocation(line: 9, column: 1, scope: !3)
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

declare !dbg !3 void @g()

define void @f() !dbg !4 {
  ret void, !dbg !5
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "x.c", directory: "/d")
!3 = !DISubprogram(name: "g", scope: !2, file: !2, line: 9, spFlags: 0)
!4 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, spFlags: DISPFlagDefinition, unit: !1)
!5 = !DILocation(line: 4, column: 1, scope: !4)
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i32 @f(i32 %0) !dbg !3 {
  %2 = add i32 %0, %0, !dbg !4
  %3 = add i32 %2, %0, !dbg !5
  %4 = add i32 %3, %0, !dbg !4
  %5 = add i32 %4, %0, !dbg !6
  %6 = add i32 %5, %0, !dbg !8
  %7 = add i32 %6, %0, !dbg !10
  %8 = add i32 %7, %0, !dbg !4
  %9 = add i32 %8, %0, !dbg !4
  %10 = add i32 %9, %0, !dbg !4
  %11 = add i32 %10, %0, !dbg !13
  %12 = add i32 %11, %0, !dbg !17
  ret i32 %12, !dbg !18
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "m.c", directory: "/d")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DILocation(line: 0, scope: !3)
!5 = !DILocation(line: 5, scope: !3)
!6 = !DILocation(line: 8, column: 1, scope: !7)
!7 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2, column: 1)
!8 = !DILocation(line: 9, scope: !9)
!9 = distinct !DILexicalBlock(scope: !7, file: !2, line: 3, column: 1)
!10 = !DILocation(line: 0, scope: !11, inlinedAt: !12)
!11 = distinct !DISubprogram(name: "i", scope: !2, file: !2, line: 50, spFlags: DISPFlagDefinition, unit: !1)
!12 = !DILocation(line: 10, column: 1, scope: !3)
!13 = !DILocation(line: 0, scope: !14, inlinedAt: !15)
!14 = distinct !DISubprogram(name: "j", scope: !2, file: !2, line: 60, spFlags: DISPFlagDefinition, unit: !1)
!15 = !DILocation(line: 0, scope: !11, inlinedAt: !16)
!16 = !DILocation(line: 13, column: 1, scope: !3)
!17 = !DILocation(line: 15, column: 1, scope: !3)
!18 = !DILocation(line: 16, column: 1, scope: !19)
!19 = distinct !DILexicalBlock(scope: !7, file: !2, line: 4, column: 1)
