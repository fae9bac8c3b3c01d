; A named struct only external globals hold (llvm-ir reads no body for it), hidden and protected
; globals (LLVM implies their dso_local and does not print it), and constructor/destructor lists
; with null data, which upstream 19 imports as llvm.mlir.global_ctors/dtors.
%inner = type { i16, [2 x i8] }
%outer = type { %inner, ptr, %inner }
@ext = external global %outer, align 8
@ext_arr = external global [4 x %outer]
@hid = hidden global i32 7
@prot = protected constant i64 9
@weak_hid = extern_weak hidden global i8
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init2, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
define internal void @init() {
  ret void
}
define void @init2() {
  ret void
}
define void @fini() {
  ret void
}
