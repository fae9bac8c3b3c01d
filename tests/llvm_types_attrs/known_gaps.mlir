#llvm.loop_annotation<startLoc = loc(fused<#llvm.di_file<"a" in "b">>["a.c":1:2]), parallelAccesses = #llvm.access_group<id = distinct[0]<>>, <id = distinct[1]<>>>
// -----
#llvm.loop_annotation<startLoc = loc(fused["a.c":1:2, "b":1:1])>
// -----
#llvm.loop_annotation<startLoc = loc("a":1:1)>
// -----
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#di_file = #llvm.di_file<"a.c" in "/tmp/llt">
#loc = loc("a.c":8:3)
#loc1 = loc("a.c":11:3)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type1, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #di_file, line = 3, baseType = #di_basic_type2, sizeInBits = 32>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "f", baseType = #di_basic_type1, sizeInBits = 32>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "U", file = #di_file, line = 5, sizeInBits = 32, elements = #di_derived_type2, #di_derived_type3>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_composite_type1, sizeInBits = 128, offsetInBits = 32>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 192>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "gcount", file = #di_file, line = 4, type = #di_basic_type, isLocalToUnit = true, isDefined = true>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main", file = #di_file, line = 16, scopeLine = 16, subprogramFlags = Definition, type = #di_subroutine_type>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "S", file = #di_file, line = 1, sizeInBits = 256, elements = #di_derived_type, #di_derived_type4, #di_derived_type5>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "u", file = #di_file, line = 16, type = #di_composite_type3>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "S_t", baseType = #di_composite_type4>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type6, sizeInBits = 64>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 16, type = #di_derived_type6>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type7, #di_basic_type, #di_composite_type2, #di_composite_type3>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "foo", file = #di_file, line = 6, scopeLine = 6, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_label = #llvm.di_label<scope = #di_subprogram1, name = "out", file = #di_file, line = 12>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 8, column = 3>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "u", file = #di_file, line = 6, arg = 4, type = #di_composite_type3>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 6, arg = 1, type = #di_derived_type7>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram1, name = "n", file = #di_file, line = 6, arg = 2, type = #di_basic_type>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram1, name = "e", file = #di_file, line = 6, arg = 3, type = #di_composite_type2>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram1, name = "sum", file = #di_file, line = 7, type = #di_basic_type>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 8, type = #di_basic_type>
#loc2 = loc(fused<#di_lexical_block>[#loc])
#loc3 = loc(fused<#di_lexical_block>[#loc1])
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
"test.op"() {a0 = #di_basic_type, a1 = #di_basic_type1, a2 = #di_basic_type2, a3 = #di_composite_type, a4 = #di_file, a5 = #loc, a6 = #loc1, a7 = #di_compile_unit, a8 = #di_composite_type1, a9 = #di_composite_type2, a10 = #di_derived_type, a11 = #di_derived_type1, a12 = #di_derived_type2, a13 = #di_derived_type3, a14 = #di_subroutine_type, a15 = #di_composite_type3, a16 = #di_derived_type4, a17 = #di_derived_type5, a18 = #di_global_variable, a19 = #di_subprogram, a20 = #di_composite_type4, a21 = #di_global_variable_expression, a22 = #di_local_variable, a23 = #di_derived_type6, a24 = #di_derived_type7, a25 = #di_local_variable1, a26 = #di_subroutine_type1, a27 = #di_subprogram1, a28 = #di_label, a29 = #di_lexical_block, a30 = #di_local_variable2, a31 = #di_local_variable3, a32 = #di_local_variable4, a33 = #di_local_variable5, a34 = #di_local_variable6, a35 = #di_local_variable7, a36 = #loc2, a37 = #loc3, a38 = #loop_annotation} : () -> ()
