// A call between two functions with DISubprogram locations needs a location of its own only when
// the inliner could inline it (the callee has a body): a call to an external function may have none.
#file = #llvm.di_file<"k.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp_callee = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "callee", file = #file, subprogramFlags = Definition>
#sp_caller = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "caller", file = #file, subprogramFlags = Definition>

llvm.func @external() loc(fused<#sp_callee>["k.c":2:1])

llvm.func @caller() {
  llvm.call @external() : () -> () loc(unknown)
  llvm.return
} loc(fused<#sp_caller>["k.c":3:1])
