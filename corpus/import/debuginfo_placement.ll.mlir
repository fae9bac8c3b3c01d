#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"placement.c" in "/d">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = true, emissionKind = Full>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 16, elements = #llvm.di_subrange<count = 2 : i64>>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type1>
#di_global_variable = #llvm.di_global_variable<file = #di_file, line = 4, type = #di_composite_type, isLocalToUnit = true, isDefined = true>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_label = #llvm.di_label<scope = #di_subprogram, name = "L", file = #di_file, line = 3>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 1, arg = 1, type = #di_basic_type1>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "five", file = #di_file, line = 5, type = #di_basic_type1>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram, name = "nine", file = #di_file, line = 4, type = #di_basic_type1>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram, name = "x1", file = #di_file, line = 7, type = #di_basic_type1>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 2, type = #di_basic_type1>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram, name = "i", file = #di_file, line = 8, type = #di_basic_type1>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global private unnamed_addr constant @".str"("a\00") {addr_space = 0 : i32, alignment = 1 : i64, dbg_expr = #di_global_variable_expression, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.1"("a\00") {addr_space = 0 : i32, alignment = 1 : i64, dbg_expr = #di_global_variable_expression, dso_local}
  llvm.func @use(!llvm.ptr, !llvm.ptr)
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr
    %1 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %2 = llvm.mlir.constant(5 : i32) : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(7 : i32) : i32
    %6 = llvm.mlir.constant(9 : i32) : i32
    llvm.intr.dbg.value #di_local_variable = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable1 = %2 : i32
    llvm.intr.dbg.value #di_local_variable2 = %6 : i32
    llvm.call @use(%0, %1) : (!llvm.ptr, !llvm.ptr) -> ()
    %7 = llvm.add %arg0, %2 : i32
    llvm.intr.dbg.value #di_local_variable3 #llvm.di_expression<[DW_OP_plus_uconst(1), DW_OP_stack_value]> = %7 : i32
    llvm.br ^bb2(%3, %7 : i32, i32)
  ^bb1:  // pred: ^bb2
    llvm.return %13 : i32
  ^bb2(%8: i32, %9: i32):  // 2 preds: ^bb0, ^bb2
    llvm.intr.dbg.value #di_local_variable4 = %9 : i32
    %10 = llvm.add %8, %4 : i32
    llvm.intr.dbg.value #di_local_variable5 = %10 : i32
    llvm.intr.dbg.label #di_label
    %11 = llvm.mul %9, %10 : i32
    %12 = llvm.icmp "eq" %10, %arg0 : i32
    %13 = llvm.select %12, %11, %5 : i1, i32
    llvm.cond_br %12, ^bb1, ^bb2(%10, %11 : i32, i32)
  }
}
