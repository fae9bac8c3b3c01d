// Debug info upstream refuses to translate: irbridge must refuse it too, with a located diagnostic.
// A self-reference to a uniqued composite (an array type cannot be part of a cycle).
#file = #llvm.di_file<"x.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, recId = distinct[5]<>, baseType = #int, sizeInBits = 64, elements = #llvm.di_subrange<count = 2 : i64>>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[6]<>>
#p = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#arr2 = #llvm.di_composite_type<tag = DW_TAG_array_type, recId = distinct[6]<>, baseType = #p, sizeInBits = 64, elements = #llvm.di_subrange<count = 1 : i64>>
#st = #llvm.di_subroutine_type<types = #arr, #arr2>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, subprogramFlags = Definition, type = #st>
llvm.func @f() {
  llvm.return loc("x.c":4:1)
} loc(fused<#sp>["x.c":3:1])
// -----
// A location in another subprogram than its function's, not inlined: LLVM's verifier rejects it.
#file = #llvm.di_file<"m.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#spi = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "i", file = #file, line = 50, subprogramFlags = Definition>
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc(fused<#spi>["m.c":51:1])
  llvm.return %0 : i32 loc("m.c":2:1)
} loc(fused<#sp>["m.c":1:1])
