; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @types() !dbg !3 {
  ret void, !dbg !37
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "t.c", directory: "/t")
!3 = distinct !DISubprogram(name: "types", scope: !2, file: !2, line: 20, type: !4, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !15, !20, !23, !24, !28, !31, !34, !35, !36}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 3, size: 128, align: 64, elements: !8)
!8 = !{!9, !10}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "next", baseType: !6, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "val", baseType: !11, size: 32, offset: 64)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", baseType: !12)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 8, size: 32, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "i", baseType: !14, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "c", baseType: !19, size: 8)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", scope: !21, file: !2, line: 12, flags: DIFlagFwdDecl | DIFlagTypePassByReference, elements: !22)
!21 = !DINamespace(name: "ns", scope: null)
!22 = !{}
!23 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !2, line: 14, baseType: !14, size: 32, align: 32, elements: !22)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !25)
!25 = !{!26, !27}
!26 = !DISubrange(count: 4)
!27 = !DISubrange(lowerBound: -1, upperBound: 2)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, flags: DIFlagVector, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4, stride: 32)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !32, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_push_object_address, DW_OP_deref), allocated: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref), rank: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref))
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DIStringType(name: "character(10)", size: 80, align: 8, encoding: DW_ATE_ASCII)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "bits", baseType: !14, size: 3, offset: 5, extraData: !14)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, align: 64, dwarfAddressSpace: 1)
!37 = !DILocation(line: 21, column: 1, scope: !3)
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define float @m_f(float %0) !dbg !3 {
    #dbg_value(float %0, !8, !DIExpression(), !9)
  ret float %0, !dbg !10
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !2, producer: "flang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "mod.f90", directory: "/f")
!3 = distinct !DISubprogram(name: "f", linkageName: "m_f", scope: !4, file: !2, line: 3, type: !5, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagPure | DISPFlagElemental, unit: !1)
!4 = !DIModule(scope: !1, name: "m", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !2, line: 2, isDecl: true)
!5 = !DISubroutineType(cc: DW_CC_program, types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "real", size: 32, encoding: DW_ATE_float)
!8 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !2, line: 3, type: !7)
!9 = !DILocation(line: 3, column: 1, scope: !3)
!10 = !DILocation(line: 5, column: 1, scope: !3)
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @f() !dbg !3 {
  ret void, !dbg !10
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "x.c", directory: "/d")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !4, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, elements: !8)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DISubrange(count: 2)
!10 = !DILocation(line: 4, column: 1, scope: !3)
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

declare !dbg !3 void @m()

define void @f() !dbg !9 {
  call void @m(), !dbg !15
  ret void, !dbg !18
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "a \22quoted\22 \\ prod\09uct \C3\A9", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, nameTableKind: Apple)
!2 = !DIFile(filename: "o.c", directory: "")
!3 = !DISubprogram(name: "m", scope: !4, file: !2, line: 20, type: !8, virtualIndex: 0, spFlags: DISPFlagVirtual)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !5, file: !2, line: 4294967295, size: 18446744073709551615, align: 128, flags: DIFlagPublic | DIFlagBitField, elements: !7)
!5 = !DINamespace(name: "inner", scope: !6, exportSymbols: true)
!6 = !DINamespace(scope: !2, exportSymbols: true)
!7 = !{}
!8 = !DISubroutineType(cc: DW_CC_LLVM_vectorcall, types: !7)
!9 = distinct !DISubprogram(name: "f", linkageName: "_ZN5inner1fEv", scope: !5, file: !2, line: 10, type: !10, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !1)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13, !4}
!12 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 0)
!14 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!15 = !DILocation(line: 0, scope: !16)
!16 = distinct !DILexicalBlock(scope: !17)
!17 = distinct !DILexicalBlockFile(scope: !9, discriminator: 0)
!18 = !DILocation(line: 4294967295, column: 65535, scope: !17)
