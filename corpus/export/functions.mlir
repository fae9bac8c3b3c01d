// Function-level translation: linkage, visibility, dso_local, unnamed_addr, alignment, section, gc,
// calling convention, argument/result attributes, memory effects, passthrough, target attributes.
llvm.func internal @internal_fn() {
  llvm.return
}
llvm.func weak hidden @hidden_fn() attributes {dso_local} {
  llvm.return
}
llvm.func protected unnamed_addr @protected_fn() attributes {alignment = 32 : i64, garbageCollector = "shadow-stack", section = ".text.hot"} {
  llvm.return
}
llvm.func cc_10 @cc10_decl()
llvm.func x86_vectorcallcc @vectorcall(i32) -> i32
llvm.func @decl_attrs(!llvm.ptr {llvm.noalias, llvm.nocapture, llvm.align = 16 : i64}, i32 {llvm.signext, llvm.noundef}, !llvm.ptr {llvm.byval = !llvm.struct<(i32, i64)>, llvm.dereferenceable = 16 : i64}) -> (i32 {llvm.zeroext}) attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, no_unwind, will_return}
llvm.func @sret(!llvm.ptr {llvm.sret = !llvm.array<4 x i32>, llvm.writeonly}, !llvm.ptr {llvm.readonly, llvm.nonnull, llvm.dereferenceable_or_null = 8 : i64}, i8 {llvm.inreg}, !llvm.ptr {llvm.nest})
llvm.func @passthrough() attributes {passthrough = ["noinline", "nounwind", ["alignstack", "16"], ["uwtable", "2"], ["frame-pointer", "all"], "custom-flag", ["custom-key", "custom-value"]]} {
  llvm.return
}
llvm.func @fn_flags() attributes {always_inline, convergent, no_unwind, will_return} {
  llvm.return
}
llvm.func @optnone() attributes {no_inline, optimize_none} {
  llvm.return
}
llvm.func @target(%a: f32) -> f32 attributes {target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse4.2", "-avx"]>, frame_pointer = #llvm.framePointerKind<"non-leaf">, unsafe_fp_math = true, no_infs_fp_math = false, no_nans_fp_math = true, approx_func_fp_math = false, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 16>} {
  llvm.return %a : f32
}
llvm.func @target_decl() attributes {target_cpu = "x86-64", frame_pointer = #llvm.framePointerKind<all>}
llvm.func @entry_count() attributes {function_entry_count = 1234 : i64} {
  llvm.return
}
llvm.func @memory_all() attributes {memory = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = none>} {
  llvm.return
}
llvm.func @res_attrs() -> (!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.dereferenceable = 4 : i64}) {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @arg_use(%p: !llvm.ptr {llvm.noundef}, %q: i32 {llvm.noundef}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.add %0, %q : i32
  llvm.return %1 : i32
}
// -----
// The spec's translation example: a function with arguments, a PHI and a call.
llvm.func @bar(i64) -> i64
llvm.func @foo(%arg0: i32, %arg1: i64) -> i64 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.add %arg0, %0 : i32
  %2 = llvm.sext %1 : i32 to i64
  %3 = llvm.icmp "sgt" %2, %arg1 : i64
  llvm.cond_br %3, ^bb1(%2 : i64), ^bb2(%arg1 : i64)
^bb1(%4: i64):
  %5 = llvm.call @bar(%4) : (i64) -> i64
  llvm.br ^bb2(%5 : i64)
^bb2(%6: i64):
  llvm.return %6 : i64
}
