// Forms mlir-opt 19 prints wrongly: its custom output reads back as a different op (or not at
// all). irbridge prints a custom form that upstream reads back to the op's generic form.
// A thread-local unnamed_addr global: upstream prints `thread_local unnamed_addr`, which its own
// parser refuses; irbridge prints `unnamed_addr thread_local`.
llvm.mlir.global internal unnamed_addr thread_local @tl(0 : i64) : i64
llvm.mlir.global linkonce_odr hidden local_unnamed_addr thread_local @tl2(7 : i32) {dso_local, addr_space = 3 : i32} : i32
// -----
// Invoke with destination operands: upstream prints them among the callee's arguments (and in the
// function type), which reads back as a call with more arguments.
llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(%a: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2(%a : i32) : (i32) -> i32
^bb1:
  %1 = llvm.invoke %fp(%0) to ^bb3(%0, %a : i32, i32) unwind ^bb2(%0 : i32) : !llvm.ptr, (i32) -> i32
^bb2(%x: i32):
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
^bb3(%r: i32, %s: i32):
  llvm.return %s : i32
}
// -----
// A composite type with elements and dataLocation/rank/allocated/associated: upstream prints the
// elements first, and its parser then reads `dataLocation = ...` as one more element.
llvm.func @f() attributes {t = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = <[DW_OP_push_object_address, DW_OP_plus_uconst(8), DW_OP_deref]>, elements = #llvm.di_subrange<count = 3 : i64>, #llvm.di_subrange<count = 4 : i64>>} {
  llvm.return
}
