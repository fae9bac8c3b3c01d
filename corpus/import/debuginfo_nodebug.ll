; A compile unit with `emissionKind: NoDebug` (MLIR 19 spells it `None`) whose function keeps its
; subprogram and locations.
define i32 @id(i32 %x) !dbg !4 {
  ret i32 %x, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "handwritten", isOptimized: false, emissionKind: NoDebug)
!1 = !DIFile(filename: "nodebug.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "id", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 4, column: 3, scope: !4)
