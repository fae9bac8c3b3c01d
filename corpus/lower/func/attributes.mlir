// RUN-ARGS: --convert-func-to-llvm
func.func private @printf(!llvm.ptr) -> i32 attributes {func.varargs = true}
func.func @linkage() attributes {llvm.linkage = #llvm.linkage<linkonce_odr>, llvm.readnone, other = "kept"} {
  return
}
func.func @args(%a: i32 {llvm.noundef, llvm.signext}, %p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, index)>}, %m: memref<2xf32> {llvm.noalias}) -> (i64 {llvm.zeroext}) attributes {passthrough = ["noinline"]} {
  %c = llvm.mlir.constant(0 : i64) : i64
  return %c : i64
}
func.func @results2() -> (i32 {llvm.signext}, i32) {
  %c = llvm.mlir.constant(0 : i32) : i32
  return %c, %c : i32, i32
}
func.func private @decl(i32 {llvm.noundef}) -> (f32 {llvm.noundef})
func.func public @explicitly_public() attributes {llvm.emit_c_interface} {
  return
}
func.func nested @nested_vis() {
  return
}
