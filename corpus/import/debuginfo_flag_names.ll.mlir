#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "u8", sizeInBits = 8, encoding = DW_ATE_unsigned_char>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, sizeInBits = 64>
#di_file = #llvm.di_file<"flags.cpp" in "/t">
#di_null_type = #llvm.di_null_type
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_11, file = #di_file, producer = "p", isOptimized = true, emissionKind = LineTablesOnly, nameTableKind = GNU>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type, sizeInBits = 8>
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_Swift, types = #di_null_type, #di_derived_type>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", file = #di_file, line = 3, flags = "ExportSymbols|TypePassByReference|NonTrivial", sizeInBits = 24, elements = #di_derived_type1, #di_derived_type2, #di_derived_type3>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, scopeLine = 2, subprogramFlags = "LocalToUnit|Definition|Optimized", type = #di_subroutine_type>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "w", file = #di_file, line = 4, type = #di_composite_type>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @f(%arg0: !llvm.ptr) {
    llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_plus_uconst(8), DW_OP_deref]> = %arg0 : !llvm.ptr
    llvm.return
  }
  llvm.func @g() {
    llvm.return
  }
  llvm.func @h() {
    llvm.return
  }
}
