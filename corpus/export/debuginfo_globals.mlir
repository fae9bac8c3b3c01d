// Debug info, globals: `dbg_expr` global variable expressions (with and without DWARF operations), listed in
// the `globals:` of their compile unit whether scoped to it directly, through a module or a subprogram.
#file = #llvm.di_file<"g.c" in "/g">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "clang", isOptimized = false, emissionKind = Full, nameTableKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, sizeInBits = 64, elements = #llvm.di_subrange<count = 2 : i64>>
#gv = #llvm.di_global_variable<scope = #cu, name = "counter", linkageName = "counter", file = #file, line = 1, type = #int, isDefined = true, alignInBits = 32>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
#gv2 = #llvm.di_global_variable<scope = #cu, name = "table", file = #file, line = 2, type = #arr, isLocalToUnit = true, isDefined = true>
#gve2 = #llvm.di_global_variable_expression<var = #gv2, expr = <[DW_OP_plus_uconst(4)]>>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "use", file = #file, line = 5, subprogramFlags = Definition>
#gv3 = #llvm.di_global_variable<scope = #sp, name = "local_static", file = #file, line = 6, type = #int, isLocalToUnit = true, isDefined = true>
#gve3 = #llvm.di_global_variable_expression<var = #gv3, expr = <>>
#decl = #llvm.di_global_variable<scope = #cu, name = "ext", file = #file, line = 3, type = #int>
#gve4 = #llvm.di_global_variable_expression<var = #decl, expr = <>>
llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_expr = #gve} : i32
llvm.mlir.global internal @table(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32, dbg_expr = #gve2} : !llvm.array<2 x i32>
llvm.mlir.global internal @use.local_static(7 : i32) {addr_space = 0 : i32, dbg_expr = #gve3} : i32
llvm.mlir.global external @ext() {addr_space = 0 : i32, dbg_expr = #gve4} : i32
llvm.func @use() -> i32 {
  %0 = llvm.mlir.addressof @use.local_static : !llvm.ptr loc("g.c":7:3)
  %1 = llvm.load %0 : !llvm.ptr -> i32 loc("g.c":7:10)
  llvm.return %1 : i32 loc("g.c":7:3)
} loc(fused<#sp>["g.c":5:1])
// -----
// Two compile units (the second reached through a module scope) each list their own globals; a global
// with debug info in a module without functions.
#f1 = #llvm.di_file<"a.f90" in "/x">
#f2 = #llvm.di_file<"b.f90" in "/x">
#cu1 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran90, file = #f1, isOptimized = true, emissionKind = Full>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Fortran90, file = #f2, isOptimized = true, emissionKind = Full>
#mod = #llvm.di_module<file = #f2, scope = #cu2, name = "m2", line = 1>
#real = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "real", sizeInBits = 32, encoding = DW_ATE_float>
#a = #llvm.di_global_variable_expression<var = <scope = #cu1, name = "a", file = #f1, line = 2, type = #real, isDefined = true>, expr = <>>
#b = #llvm.di_global_variable_expression<var = <scope = #mod, name = "b", linkageName = "_QMm2Eb", file = #f2, line = 3, type = #real, isDefined = true>, expr = <>>
#c = #llvm.di_global_variable_expression<var = <scope = #cu1, name = "c", file = #f1, line = 4, type = #real, isDefined = true>, expr = <>>
llvm.mlir.global external @a(1.0 : f32) {addr_space = 0 : i32, dbg_expr = #a} : f32
llvm.mlir.global external @b(2.0 : f32) {addr_space = 0 : i32, dbg_expr = #b} : f32
llvm.mlir.global external @c(3.0 : f32) {addr_space = 0 : i32, dbg_expr = #c} : f32
// -----
// A global variable expression without `expr`: upstream makes it the empty expression.
#file = #llvm.di_file<"w.c" in "/w">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv>
llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, dbg_expr = #gve} : i32
