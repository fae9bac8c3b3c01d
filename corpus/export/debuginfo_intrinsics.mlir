// Debug info, intrinsics: llvm.intr.dbg.declare / dbg.value / dbg.label with local variables (arguments and
// locals, in lexical blocks), labels and DWARF expressions; without a location they are dropped.
#file = #llvm.di_file<"x.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 3, arg = 1, type = #int>
#var2 = #llvm.di_local_variable<scope = #sp, name = "b", file = #file, line = 4, type = #int>
#lab = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 5>
llvm.func @f(%a: i32) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c x i32 : (i32) -> !llvm.ptr loc("x.c":4:1)
  llvm.intr.dbg.declare #var2 = %p : !llvm.ptr loc("x.c":4:2)
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_plus_uconst(3), DW_OP_deref]> = %a : i32 loc("x.c":3:2)
  llvm.intr.dbg.value #var = %c : i32 loc("x.c":3:3)
  llvm.intr.dbg.label #lab loc("x.c":5:1)
  llvm.return %a : i32 loc("x.c":6:1)
} loc(fused<#sp>["x.c":3:1])
// -----
#file = #llvm.di_file<"v.c" in "/w">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "clang", isOptimized = true, emissionKind = Full>
#long = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "g", file = #file, line = 1, scopeLine = 2, subprogramFlags = "Definition|Optimized">
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3, column = 5>
#v = #llvm.di_local_variable<scope = #lb, name = "v", file = #file, line = 4, alignInBits = 64, type = #long>
#w = #llvm.di_local_variable<scope = #sp, name = "w", file = #file, line = 5, type = #long>
#anon = #llvm.di_local_variable<scope = #sp, arg = 2>
#lab = #llvm.di_label<scope = #lb, name = "out", file = #file, line = 9>
llvm.func @g(%x: i64, %p: !llvm.ptr) {
  llvm.intr.dbg.value #v #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32)]> = %x : i64 loc(fused<#lb>["v.c":4:3])
  llvm.intr.dbg.value #v #llvm.di_expression<[DW_OP_LLVM_fragment(32, 32)]> = %x : i64 loc(fused<#lb>["v.c":4:3])
  llvm.intr.dbg.value #w #llvm.di_expression<[DW_OP_constu(4), DW_OP_minus, DW_OP_stack_value]> = %x : i64 loc("v.c":5:3)
  llvm.intr.dbg.value #w #llvm.di_expression<[DW_OP_LLVM_convert(64, DW_ATE_signed), DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_stack_value]> = %x : i64 loc("v.c":5:4)
  llvm.intr.dbg.declare #anon #llvm.di_expression<[DW_OP_deref]> = %p : !llvm.ptr loc("v.c":1:20)
  llvm.intr.dbg.value #w = %x : i64 loc("v.c":6:1)
  llvm.intr.dbg.value #w = %x : i64 loc(unknown)
  llvm.intr.dbg.label #lab loc(fused<#lb>["v.c":9:1])
  llvm.intr.dbg.label #lab loc(unknown)
  llvm.return loc("v.c":10:1)
} loc(fused<#sp>["v.c":1:1])
// -----
// A label without file and line: LLVM prints `!DILabel(scope: ..., name: "L")`, which its own parser
// rejects (file and line are required there), so the printed text is compared as is.
#file = #llvm.di_file<"w.c" in "/w">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#lab = #llvm.di_label<scope = #sp, name = "L">
llvm.func @f() {
  llvm.intr.dbg.label #lab loc("w.c":3:1)
  llvm.return loc("w.c":4:1)
} loc(fused<#sp>["w.c":1:1])
