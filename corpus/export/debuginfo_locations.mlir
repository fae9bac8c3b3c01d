// Debug info, locations: compile units, files, subprograms (definitions and declarations), op locations as
// DILocations in lexical blocks, lexical block files, call sites (inlinedAt chains), name locations;
// functions without a subprogram get no locations; PHIs and dummy blocks; several compile units.
#file = #llvm.di_file<"x.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "p", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#st = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #st>
#decl = #llvm.di_subprogram<scope = #file, name = "g", file = #file, line = 9, type = #st>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 5, column = 2>
#lbf = #llvm.di_lexical_block_file<scope = #lb, file = #file, discriminator = 2>
#u = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "U", sizeInBits = 32>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "h", file = #file, line = 20, subprogramFlags = Definition>
llvm.func @g(i32) -> i32 loc(fused<#decl>["x.c":9:1])
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc("x.c":5:7)
  %1 = llvm.mul %0, %a : i32 loc(fused<#lb>["x.c":6:3])
  %2 = llvm.call @g(%1) : (i32) -> i32 loc(fused<#lbf>["x.c":7:3])
  %3 = llvm.sub %2, %a : i32 loc(callsite("y.c":1:1 at "x.c":8:8))
  %4 = llvm.sub %3, %a : i32 loc(callsite(fused<#sp2>["y.c":2:2] at "x.c":8:9))
  %5 = llvm.sub %4, %a : i32 loc("n"("x.c":10:1))
  llvm.br ^bb1(%5 : i32) loc("x.c":11:1)
^bb1(%x: i32):
  llvm.return %x : i32 loc(unknown)
} loc(fused<#sp>["x.c":3:1])
// -----
#file = #llvm.di_file<"m.c" in "/src">
#file2 = #llvm.di_file<"n.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "irbridge", isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = None>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file2, isOptimized = true, emissionKind = Full, nameTableKind = GNU>
#sp1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu2, scope = #file2, name = "second", linkageName = "_Z6secondv", file = #file2, line = 7, scopeLine = 7, subprogramFlags = Definition>
#sp2 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #file, name = "first", file = #file, line = 2, subprogramFlags = Definition>
#sp3 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #cu, scope = #file, name = "inl", file = #file, line = 30, subprogramFlags = Definition>
#sp4 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #cu, scope = #file, name = "inl2", file = #file, line = 40, subprogramFlags = Definition>
llvm.func @second(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32) loc("n.c":8:3)
^bb1(%y: i32):
  %z = llvm.add %y, %y : i32 loc(callsite(fused<#sp4>["m.c":41:1] at callsite(fused<#sp3>["m.c":31:2] at "n.c":9:4)))
  llvm.return %z : i32 loc("n.c":10:1)
} loc("second"(fused<#sp1>["n.c":7:1]))
llvm.func @first() {
  llvm.return loc("m.c":3:1)
} loc(fused<#sp2>["m.c":2:1])
llvm.func @nodebug(%x: i32) -> i32 {
  %0 = llvm.add %x, %x : i32 loc("m.c":50:1)
  llvm.return %0 : i32 loc("m.c":51:1)
} loc("m.c":49:1)
// -----
// A subprogram scoped to its compile unit, with a subroutine type of no types; a function without a
// subprogram whose op location names a scope (upstream translates it whatever the function).
#file = #llvm.di_file<"s.c" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #cu, name = "s", file = #file, line = 1, subprogramFlags = "Definition|LocalToUnit", type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>>
llvm.func internal @s() {
  llvm.br ^bb1 loc("s.c":2:1)
^bb1:
  llvm.return loc(fused<#sp>["s.c":3:1])
} loc(fused<#sp>["s.c":1:1])
llvm.func @plain() {
  llvm.return loc(fused<#sp>["s.c":9:1])
}
// -----
// Subprograms are distinct when they are definitions, whether or not they have an id.
#file = #llvm.di_file<"x.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, subprogramFlags = Definition>
#spd = #llvm.di_subprogram<id = distinct[1]<>, scope = #file, name = "g", file = #file, line = 9>
llvm.func @g() loc(fused<#spd>["x.c":9:1])
llvm.func @f() {
  llvm.return loc("x.c":4:1)
} loc(fused<#sp>["x.c":3:1])
// -----
// Fused locations are merged as LLVM's getMergedLocation does: common line/column, nearest common lexical
// block, inlined-at chains matched from the outermost common frame, line 0 when nothing is common.
#file = #llvm.di_file<"m.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#spi = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "i", file = #file, line = 50, subprogramFlags = Definition>
#spj = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #file, name = "j", file = #file, line = 60, subprogramFlags = Definition>
#lb1 = #llvm.di_lexical_block<scope = #sp, file = #file, line = 2, column = 1>
#lb2 = #llvm.di_lexical_block<scope = #lb1, file = #file, line = 3, column = 1>
#lb3 = #llvm.di_lexical_block<scope = #lb1, file = #file, line = 4, column = 1>
#lbf = #llvm.di_lexical_block_file<scope = #lb2, file = #file, discriminator = 1>
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc(fused["m.c":5:1, "m.c":6:2])
  %1 = llvm.add %0, %a : i32 loc(fused["m.c":5:1, "m.c":5:2])
  %2 = llvm.add %1, %a : i32 loc(fused["m.c":5:3, "m.c":5:3, "m.c":7:3])
  %3 = llvm.add %2, %a : i32 loc(fused[fused<#lb2>["m.c":8:1], fused<#lb3>["m.c":8:1]])
  %4 = llvm.add %3, %a : i32 loc(fused[fused<#lbf>["m.c":9:1], fused<#lb2>["m.c":9:2]])
  %5 = llvm.add %4, %a : i32 loc(fused[callsite(fused<#spi>["m.c":51:1] at "m.c":10:1), callsite(fused<#spi>["m.c":52:1] at "m.c":10:1)])
  %6 = llvm.add %5, %a : i32 loc(fused[callsite(fused<#spi>["m.c":51:1] at "m.c":10:1), callsite(fused<#spj>["m.c":61:1] at "m.c":11:1)])
  %7 = llvm.add %6, %a : i32 loc(fused[callsite(fused<#spi>["m.c":51:1] at "m.c":10:1), "m.c":12:1])
  %8 = llvm.add %7, %a : i32 loc(fused["m.c":12:1, callsite(fused<#spj>["m.c":61:1] at callsite(fused<#spi>["m.c":53:1] at "m.c":13:1))])
  %9 = llvm.add %8, %a : i32 loc(fused[callsite(fused<#spj>["m.c":62:1] at callsite(fused<#spi>["m.c":54:1] at "m.c":13:1)), callsite(fused<#spj>["m.c":61:1] at callsite(fused<#spi>["m.c":53:1] at "m.c":13:1))])
  %11 = llvm.add %9, %a : i32 loc(fused["m.c":15:1, unknown])
  llvm.return %11 : i32 loc(fused<#lb3>["m.c":16:1, "m.c":16:1])
} loc(fused<#sp>["m.c":1:1])
