#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "f">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain, description = "f: %p">
#alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "f: %q">
module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    %0 = llvm.load %arg0 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
    llvm.intr.experimental.noalias.scope.decl #alias_scope1
    llvm.store %0, %arg1 {alias_scopes = [#alias_scope1], alignment = 4 : i64} : i32, !llvm.ptr
    llvm.return %0 : i32
  }
}
