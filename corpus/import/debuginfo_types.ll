; Debug types: basic, derived (pointers, members with extra data, typedefs, const), composite
; (a struct recursive through a pointer, a union, an enum whose enumerators upstream 19 cannot
; translate, arrays with constant, bounded, strided and variable subranges, a vector, a class in
; a namespace in a module), subroutine types with void and
; variadic entries, a string type, flags (one MLIR 19 cannot name drops them all).
source_filename = "types.c"

define void @types(ptr %p) !dbg !5 {
    #dbg_value(ptr %p, !40, !DIExpression(), !50)
    #dbg_value(ptr %p, !41, !DIExpression(), !50)
    #dbg_value(ptr %p, !42, !DIExpression(), !50)
    #dbg_value(ptr %p, !43, !DIExpression(), !50)
    #dbg_value(ptr %p, !44, !DIExpression(), !50)
    #dbg_value(ptr %p, !45, !DIExpression(), !50)
    #dbg_value(ptr %p, !46, !DIExpression(), !50)
    #dbg_value(ptr %p, !47, !DIExpression(), !50)
    #dbg_value(ptr %p, !48, !DIExpression(), !50)
  ret void, !dbg !50
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: None)
!1 = !DIFile(filename: "types.c", directory: "/t")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "types", linkageName: "_Z5typesPv", scope: !1, file: !1, line: 1, type: !6, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_LLVM_vectorcall, types: !7)
!7 = !{null, !8, null}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 3, size: 128, flags: DIFlagTypePassByValue, elements: !13, identifier: "_ZTS4node")
!13 = !{!14, !15}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !12, file: !1, line: 3, baseType: !16, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !12, file: !1, line: 4, baseType: !10, size: 3, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!17 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !1, line: 5, size: 32, elements: !18)
!18 = !{!19}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !17, file: !1, line: 5, baseType: !10, size: 32)
!20 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 6, baseType: !21, size: 32, elements: !22)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !{!DIEnumerator(name: "A", value: 0, isUnsigned: true)}
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 256, elements: !24)
!24 = !{!DISubrange(count: 4), !DISubrange(lowerBound: -1, upperBound: 2), !DISubrange(count: !40, stride: 32)}
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, flags: DIFlagVector, elements: !26)
!26 = !{!DISubrange(count: 4)}
!27 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", scope: !28, file: !1, line: 7, size: 8, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!28 = !DINamespace(name: "ns", scope: !29)
!29 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 1)
!31 = !DIStringType(name: "character(10)", size: 80, align: 8, encoding: DW_ATE_ASCII)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "cint", file: !1, line: 8, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "R", file: !1, line: 9, size: 8, flags: DIFlagPublic | DIFlagMultipleInheritance, elements: !9)
!9 = !{}
!40 = !DILocalVariable(name: "n", scope: !5, file: !1, line: 10, type: !12)
!41 = !DILocalVariable(name: "u", scope: !5, file: !1, line: 10, type: !17)
!42 = !DILocalVariable(name: "e", scope: !5, file: !1, line: 10, type: !20)
!43 = !DILocalVariable(name: "arr", scope: !5, file: !1, line: 10, type: !23)
!44 = !DILocalVariable(name: "vec", scope: !5, file: !1, line: 10, type: !25)
!45 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 10, type: !27, align: 64)
!46 = !DILocalVariable(name: "s", scope: !5, file: !1, line: 10, type: !31)
!47 = !DILocalVariable(name: "t", arg: 1, scope: !5, file: !1, line: 1, type: !32)
!48 = !DILocalVariable(name: "r", scope: !5, file: !1, line: 10, type: !34)
!50 = !DILocation(line: 11, column: 1, scope: !5)
