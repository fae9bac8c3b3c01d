// RUN: translate --mlir-to-llvmir --write-experimental-debuginfo=false
// Debug intrinsic calls instead of LLVM 19's debug records in the text output.
#file = #llvm.di_file<"v.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#x = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
#p = #llvm.di_local_variable<scope = #sp, name = "p", file = #file, line = 3, type = #int>
#l = #llvm.di_label<scope = #sp, name = "done", file = #file, line = 4>

llvm.func @f(%a: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr loc("v.c":3:3)
  llvm.intr.dbg.value #x = %a : i32 loc("v.c":2:3)
  llvm.intr.dbg.declare #p = %m : !llvm.ptr loc("v.c":3:3)
  llvm.intr.dbg.label #l loc("v.c":4:1)
  llvm.return %a : i32 loc("v.c":5:3)
} loc(fused<#sp>["v.c":1:1])
