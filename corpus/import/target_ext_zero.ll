; The zero value of a target extension type (`target("spirv.Event") zeroinitializer`) is
; `llvm.mlir.zero`, as upstream 19 imports it, next to a poison of the same type. llvm-ir cannot read
; the zero value: the module is read with a stand-in for it (see import/src/reread.rs).
@e = global target("spirv.Event") zeroinitializer
@p = global target("spirv.Event") poison
define target("spirv.Event") @f(i1 %c) {
  %s = select i1 %c, target("spirv.Event") zeroinitializer, target("spirv.Event") poison
  ret target("spirv.Event") zeroinitializer
}
