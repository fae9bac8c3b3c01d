; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare i32 @leaf()

define i32 @outer(i32 %0) !dbg !3 {
  %2 = call i32 @leaf(), !dbg !7
  %3 = add i32 %2, %0, !dbg !10
  %4 = mul i32 %3, %0, !dbg !12
  ret i32 %4, !dbg !13
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "irbridge", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "calls.c", directory: "/src")
!3 = distinct !DISubprogram(name: "outer", scope: !2, file: !2, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 21, column: 5, scope: !8, inlinedAt: !9)
!8 = distinct !DISubprogram(name: "inlined", scope: !2, file: !2, line: 20, type: !4, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !1)
!9 = !DILocation(line: 4, column: 3, scope: !3)
!10 = !DILocation(line: 22, column: 7, scope: !8, inlinedAt: !11)
!11 = !DILocation(line: 1, column: 1, scope: !3)
!12 = !DILocation(line: 5, column: 6, scope: !3)
!13 = !DILocation(line: 18, column: 3, scope: !3)
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @Box_get(ptr %0) !dbg !3 {
  ret void, !dbg !9
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "class.cc", directory: "/src")
!3 = distinct !DISubprogram(name: "get", scope: !4, file: !2, line: 7, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!4 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Box", file: !2, line: 5, elements: !5)
!5 = !{!3}
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!9 = !DILocation(line: 8, column: 3, scope: !3)
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

@g = external global {}, !dbg !0

!llvm.module.flags = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: null, file: !2, line: 1, type: !3, isLocal: false, isDefinition: false)
!2 = !DIFile(filename: "nest.c", directory: "/src")
!3 = !DISubroutineType(types: !4)
!4 = !{!5, !10}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !6, elements: !9)
!6 = !DISubprogram(scope: !2, file: !2, type: !7, spFlags: DISPFlagOptimized)
!7 = !DISubroutineType(types: !8)
!8 = !{!5}
!9 = !{}
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !11, elements: !9)
!11 = !DISubprogram(scope: !2, file: !2, type: !12, spFlags: DISPFlagOptimized)
!12 = !DISubroutineType(types: !13)
!13 = !{!10}
!14 = !{i32 2, !"Debug Info Version", i32 3}
