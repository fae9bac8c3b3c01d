#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"records.c" in "/d">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = true, emissionKind = Full>
#di_global_variable = #llvm.di_global_variable<scope = #di_file, name = "h", linkageName = "_ZL1h", file = #di_file, line = 2, type = #di_basic_type, isLocalToUnit = true, isDefined = true>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type, #di_basic_type>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", file = #di_file, line = 1, type = #di_basic_type, isDefined = true>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <[DW_OP_constu(4), DW_OP_stack_value]>>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "inl", file = #di_file, line = 9, subprogramFlags = "Definition|Optimized">
#di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <>>
#di_label = #llvm.di_label<scope = #di_subprogram, name = "L", file = #di_file, line = 4>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 2, column = 1>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 1, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "k", file = #di_file, line = 20, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_lexical_block, name = "b", file = #di_file, line = 2, type = #di_basic_type>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_expr = #di_global_variable_expression1} : i32
  llvm.mlir.global internal @h(dense<0> : tensor<2xi16>) {addr_space = 0 : i32, dbg_expr = #di_global_variable_expression, dso_local} : !llvm.array<2 x i16>
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.poison : i32
    %5 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %6 = llvm.mlir.constant(-2.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
    %8 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable2 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable2 = %2 : i32
    llvm.intr.dbg.value #di_local_variable2 = %3 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable2 = %4 : i32
    llvm.intr.dbg.value #di_local_variable2 = %5 : f32
    llvm.intr.dbg.value #di_local_variable2 = %6 : f64
    llvm.intr.dbg.value #di_local_variable2 = %7 : vector<2xi32>
    llvm.intr.dbg.value #di_local_variable2 = %8 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable = %2 : i32
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %9 : !llvm.ptr
    %10 = llvm.add %arg0, %arg1 : i32
    llvm.intr.dbg.value #di_local_variable = %10 : i32
    llvm.intr.dbg.value #di_local_variable2 #llvm.di_expression<[DW_OP_plus_uconst(1), DW_OP_stack_value]> = %10 : i32
    llvm.intr.dbg.label #di_label
    llvm.store %10, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.cond_br %arg2, ^bb1, ^bb2(%10 : i32)
  ^bb1:  // pred: ^bb0
    %11 = llvm.mul %10, %1 : i32
    llvm.intr.dbg.value #di_local_variable1 = %11 : i32
    llvm.br ^bb2(%11 : i32)
  ^bb2(%12: i32):  // 2 preds: ^bb0, ^bb1
    llvm.intr.dbg.value #di_local_variable = %12 : i32
    llvm.return %12 : i32
  }
  llvm.func @nodebug() {
    llvm.return
  }
}
