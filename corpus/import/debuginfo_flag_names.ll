; DI enum names the importer takes from the dialect's tables: access flags (private, protected,
; public) with other bits, virtual and pure virtual subprograms with more flags, a compile unit with
; emission kind LineTablesOnly and name table kind GNU, and DWARF names of a language, a calling
; convention, an encoding and an expression operation.
source_filename = "flags.cpp"

define void @f(ptr %p) !dbg !5 {
    #dbg_value(ptr %p, !43, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref), !50)
  ret void, !dbg !50
}

define void @g() !dbg !60 {
  ret void, !dbg !61
}

define void @h() !dbg !62 {
  ret void, !dbg !63
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_11, file: !1, producer: "p", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, nameTableKind: GNU)
!1 = !DIFile(filename: "flags.cpp", directory: "/t")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 2, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagLocalToUnit, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_LLVM_Swift, types: !7)
!7 = !{null, !8}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !1, baseType: !10, size: 8, flags: DIFlagPrivate | DIFlagStaticMember)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !1, baseType: !10, size: 8, flags: DIFlagProtected | DIFlagBitField)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1, baseType: !10, size: 8, flags: DIFlagPublic | DIFlagArtificial | DIFlagObjectPointer)
!14 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !1, line: 3, size: 24, flags: DIFlagTypePassByReference | DIFlagNonTrivial | DIFlagExportSymbols, elements: !15)
!15 = !{!11, !12, !13}
!43 = !DILocalVariable(name: "w", scope: !5, file: !1, line: 4, type: !14)
!50 = !DILocation(line: 5, column: 1, scope: !5)
!60 = distinct !DISubprogram(name: "g", scope: !14, file: !1, line: 7, type: !6, scopeLine: 7, containingType: !14, virtualIndex: 0, spFlags: DISPFlagVirtual | DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 7, column: 1, scope: !60)
!62 = distinct !DISubprogram(name: "h", scope: !14, file: !1, line: 8, type: !6, scopeLine: 8, containingType: !14, virtualIndex: 1, spFlags: DISPFlagPureVirtual | DISPFlagDefinition | DISPFlagRecursive, unit: !0)
!63 = !DILocation(line: 8, column: 1, scope: !62)
