// RUN-ARGS: --llvm-legalize-for-export
// A block with arguments named twice by one terminator gets a forwarding block (at the end of the
// region) for each repeat; blocks without arguments may repeat. Nested regions are handled too.

llvm.func @twice(%c: i1, %x: i64, %y: i64) -> i64 {
  llvm.cond_br %c, ^join(%x : i64), ^join(%y : i64)
^join(%v: i64):
  llvm.return %v : i64
}

llvm.func @switch_repeats(%s: i32, %p: f32, %q: f32) {
  llvm.switch %s : i32, ^done [
    0: ^use(%p : f32),
    7: ^use(%q : f32),
    9: ^done,
    11: ^use(%p : f32)
  ]
^use(%f: f32):
  llvm.br ^done
^done:
  llvm.return
}

// -----

// Debug expressions: runs of fragments become one (offsets added, the first size kept), in
// intrinsics and inside the expression of a global's debug info.

#file = #llvm.di_file<"shapes.c" in "/work">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "irbridge", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "area", file = #file, subprogramFlags = Definition>
#u16 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "u16", sizeInBits = 16, encoding = DW_ATE_unsigned>
#pair = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "pair", sizeInBits = 64>
#w = #llvm.di_local_variable<scope = #sp, name = "w", file = #file, line = 3, type = #pair>
#gv = #llvm.di_global_variable<scope = #cu, name = "origin", file = #file, line = 1, type = #pair, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_LLVM_fragment(16, 32), DW_OP_LLVM_fragment(8, 16)]>>

llvm.mlir.global external @origin(0 : i64) {dbg_expr = #gve} : i64

llvm.func @area(%p: !llvm.ptr) {
  llvm.intr.dbg.value #w #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_LLVM_fragment(16, 16), DW_OP_LLVM_fragment(4, 8)]> = %p : !llvm.ptr loc(fused<#sp>["shapes.c":3:1])
  llvm.intr.dbg.value #w #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(32, 32), DW_OP_plus_uconst(4), DW_OP_LLVM_fragment(0, 8)]> = %p : !llvm.ptr loc(fused<#sp>["shapes.c":4:1])
  llvm.return
}
