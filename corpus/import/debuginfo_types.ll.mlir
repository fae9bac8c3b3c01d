#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, sizeInBits = 64>
#di_file = #llvm.di_file<"types.c" in "/t">
#di_null_type = #llvm.di_null_type
#di_string_type = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(10)", sizeInBits = 80, alignInBits = 8, encoding = DW_ATE_ASCII>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, producer = "p", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #di_file, line = 6, baseType = #di_basic_type1, sizeInBits = 32>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "R", file = #di_file, line = 9, sizeInBits = 8>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "bits", baseType = #di_basic_type, sizeInBits = 3, offsetInBits = 64>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type2>
#di_module = #llvm.di_module<file = #di_file, name = "M", configMacros = "-DX", includePath = "/inc", apinotes = "m.apinotes", line = 1>
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall, types = #di_null_type, #di_derived_type, #di_null_type>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "U", file = #di_file, line = 5, sizeInBits = 32, elements = #di_derived_type3>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type1, sizeInBits = 64>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "cint", baseType = #di_derived_type4>
#di_namespace = #llvm.di_namespace<name = "ns", scope = #di_module, exportSymbols = false>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "types", linkageName = "_Z5typesPv", file = #di_file, line = 1, scopeLine = 2, subprogramFlags = Definition, type = #di_subroutine_type>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "node", file = #di_file, line = 3, flags = TypePassByValue, sizeInBits = 128, elements = #di_derived_type5, #di_derived_type2>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", file = #di_file, line = 7, scope = #di_namespace, flags = "FwdDecl|NonTrivial", sizeInBits = 8>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "u", file = #di_file, line = 10, type = #di_composite_type4>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "e", file = #di_file, line = 10, type = #di_composite_type1>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram, name = "vec", file = #di_file, line = 10, type = #di_composite_type2>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 10, type = #di_string_type>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram, name = "t", file = #di_file, line = 1, arg = 1, type = #di_derived_type6>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram, name = "r", file = #di_file, line = 10, type = #di_composite_type3>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 10, type = #di_composite_type5>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram, name = "c", file = #di_file, line = 10, alignInBits = 64, type = #di_composite_type6>
#di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 256, elements = #llvm.di_subrange<count = 4 : i64>, #llvm.di_subrange<lowerBound = -1 : i64, upperBound = 2 : i64>, #llvm.di_subrange<count = #di_local_variable6, stride = 32 : i64>>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram, name = "arr", file = #di_file, line = 10, type = #di_composite_type7>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @types(%arg0: !llvm.ptr) {
    llvm.intr.dbg.value #di_local_variable6 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable1 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable8 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable2 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable7 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable3 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable4 = %arg0 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable5 = %arg0 : !llvm.ptr
    llvm.return
  }
}
