// Inputs upstream refuses to translate: irbridge must refuse them too, with a located diagnostic.
func.func @not_llvm() {
  return
}
// -----
llvm.func @callee(i32, f32) -> f32
llvm.func @musttail_mismatch(%a: i32, %x: f32, %y: i64) -> f32 {
  %0 = llvm.call musttail @callee(%a, %x) : (i32, f32) -> f32
  llvm.return %0 : f32
}
// -----
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @filter_not_constant_array(%f: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  %1 = llvm.mlir.undef : !llvm.array<1 x ptr>
  llvm.invoke %f() to ^bb1 unwind ^bb2 : !llvm.ptr, () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (filter %1 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.return
}
// -----
llvm.func @returned_on_void(!llvm.ptr {llvm.returned})
// -----
llvm.func @allocsize_out_of_bounds() attributes {passthrough = [["allocsize", "0"]]}
// -----
llvm.func @int_attr_without_value() attributes {passthrough = ["alignstack"]}
// -----
llvm.func @enum_attr_with_value() attributes {passthrough = [["noinline", "1"]]}
// -----
llvm.func @passthrough_not_string() attributes {passthrough = [42 : i32]}
// -----
llvm.func @unknown_intrinsic() {
  llvm.call_intrinsic "llvm.no.such.intrinsic"() : () -> ()
  llvm.return
}
// -----
llvm.func @intrinsic_wrong_type(%a: i32) -> i32 {
  %0 = llvm.call_intrinsic "llvm.donothing"(%a) : (i32) -> i32
  llvm.return %0 : i32
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.unknown_key", 1 : i64>>} {
  llvm.func @f()
}
// -----
llvm.func @struct_constant_not_complex() -> !llvm.struct<(i32, i64)> {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32, 3 : i32]) : !llvm.struct<(i32, i64)>
  llvm.return %0 : !llvm.struct<(i32, i64)>
}
// -----
llvm.func @ret_mismatch_in_region() {
  llvm.return
}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.addressof @g : !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}
