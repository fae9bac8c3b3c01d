; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

@counter = global i32 0, align 4, !dbg !0
@table = internal global [2 x i32] [i32 1, i32 2], !dbg !5
@use.local_static = internal global i32 7, !dbg !11
@ext = external global i32, !dbg !14

define i32 @use() !dbg !13 {
  %1 = load i32, ptr @use.local_static, align 4, !dbg !17
  ret i32 %1, !dbg !18
}

!llvm.module.flags = !{!16}
!llvm.dbg.cu = !{!2}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", linkageName: "counter", scope: !2, file: !3, line: 1, type: !8, isLocal: false, isDefinition: true, align: 32)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, nameTableKind: None)
!3 = !DIFile(filename: "g.c", directory: "/g")
!4 = !{!0, !5, !11, !14}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_plus_uconst, 4))
!6 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 2)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "local_static", scope: !13, file: !3, line: 6, type: !8, isLocal: true, isDefinition: true)
!13 = distinct !DISubprogram(name: "use", scope: !3, file: !3, line: 5, spFlags: DISPFlagDefinition, unit: !2)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "ext", scope: !2, file: !3, line: 3, type: !8, isLocal: false, isDefinition: false)
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !DILocation(line: 7, column: 10, scope: !13)
!18 = !DILocation(line: 7, column: 3, scope: !13)
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

@a = global float 1.000000e+00, !dbg !0
@b = global float 2.000000e+00, !dbg !8
@c = global float 3.000000e+00, !dbg !5

!llvm.module.flags = !{!14}
!llvm.dbg.cu = !{!2, !12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_Fortran90, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "a.f90", directory: "/x")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 4, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "real", size: 32, encoding: DW_ATE_float)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", linkageName: "_QMm2Eb", scope: !10, file: !11, line: 3, type: !7, isLocal: false, isDefinition: true)
!10 = !DIModule(scope: !12, name: "m2", file: !11, line: 1)
!11 = !DIFile(filename: "b.f90", directory: "/x")
!12 = distinct !DICompileUnit(language: DW_LANG_Fortran90, file: !11, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13)
!13 = !{!8}
!14 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

@g = global i32 0, !dbg !0

!llvm.module.flags = !{!6}
!llvm.dbg.cu = !{!2}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "w.c", directory: "/w")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}
