; A structure with members, one of them a vector type: imported with its elements here; with
; --drop-di-composite-type-elements (tests/debuginfo.rs) the structure loses them and the vector
; keeps its subrange, as upstream 19's flag does.
define void @touch(ptr %p) !dbg !10 {
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "points.c", directory: "/src")
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !5)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 3, size: 192, elements: !8)
!8 = !{!9, !13}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "xyzw", scope: !7, file: !2, line: 4, baseType: !4, size: 128)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !7, file: !2, line: 5, baseType: !3, size: 32, offset: 128)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!15 = !{null, !14}
!16 = !DISubroutineType(types: !15)
!10 = distinct !DISubprogram(name: "touch", scope: !2, file: !2, line: 8, type: !16, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !1)
!20 = !DILocation(line: 9, column: 1, scope: !10)
