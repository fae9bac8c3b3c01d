// Call-site locations whose caller has no scope: the callee is inlined at the outer caller when
// there is one; without one the op has no location. A subprogram with an `id` is one node, whatever
// its other parameters (a recursive class's method seen through the self-reference and through the
// class); a recursive composite declared again inside itself is the enclosing one.
#file = #llvm.di_file<"calls.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "irbridge", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#fty = #llvm.di_subroutine_type<types = #int>
#outer = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "outer", file = #file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #fty>
#inlined = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "inlined", file = #file, line = 20, scopeLine = 20, subprogramFlags = Definition, type = #fty>

llvm.func @leaf() -> i32

llvm.func @outer(%a: i32) -> i32 {
  %0 = llvm.call @leaf() : () -> i32 loc(callsite(callsite(fused<#inlined>["calls.c":21:5] at "calls.c":9:9) at fused<#outer>["calls.c":4:3]))
  %1 = llvm.add %0, %a : i32 loc(callsite(fused<#inlined>["calls.c":22:7] at "nowhere.c":1:1))
  %2 = llvm.mul %1, %a : i32 loc(callsite("nodebug.c":3:4 at "calls.c":5:6))
  llvm.return %2 : i32
} loc(fused<#outer>["calls.c":3:1])

// -----

#file = #llvm.di_file<"class.cc" in "/src">
#null = #llvm.di_null_type
#cu = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #file, isOptimized = false, emissionKind = Full>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#ptr_inner = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#sty_inner = #llvm.di_subroutine_type<types = #null, #ptr_inner>
#method_inner = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #self, name = "get", file = #file, line = 7, subprogramFlags = Definition, type = #sty_inner>
#class = #llvm.di_composite_type<tag = DW_TAG_class_type, recId = distinct[0]<>, name = "Box", file = #file, line = 5, elements = #method_inner>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #class, sizeInBits = 64>
#sty = #llvm.di_subroutine_type<types = #null, #ptr>
#method = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #class, name = "get", file = #file, line = 7, subprogramFlags = Definition, type = #sty>

llvm.func @Box_get(%this: !llvm.ptr) {
  llvm.return loc("class.cc":8:3)
} loc(fused<#method>["class.cc":7:1])

// -----

#file = #llvm.di_file<"nest.c" in "/src">
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#sty_inner = #llvm.di_subroutine_type<types = #self>
#sp_inner = #llvm.di_subprogram<scope = #file, file = #file, subprogramFlags = Optimized, type = #sty_inner>
#inner = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "S", scope = #sp_inner>
#sty = #llvm.di_subroutine_type<types = #inner>
#sp = #llvm.di_subprogram<scope = #file, file = #file, subprogramFlags = Optimized, type = #sty>
#outer = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "S", scope = #sp>
#var_type = #llvm.di_subroutine_type<types = #outer, #inner>
#var = #llvm.di_global_variable<file = #file, line = 1, name = "g", type = #var_type>
#expr = #llvm.di_global_variable_expression<var = #var>

llvm.mlir.global @g() {dbg_expr = #expr} : !llvm.struct<()>
