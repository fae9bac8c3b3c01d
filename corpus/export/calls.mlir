// Calls: direct, indirect, variadic, calling conventions, tail calls, fastmath, branch weights;
// invoke/landingpad/resume with a personality; inline asm; call_intrinsic.
llvm.func @callee(i32, f32) -> f32
llvm.func @variadic(i32, ...) -> i32
llvm.func fastcc @fast(i64) -> i64
llvm.func @calls(%f: !llvm.ptr, %a: i32, %x: f32, %l: i64) -> f32 {
  %0 = llvm.call @callee(%a, %x) : (i32, f32) -> f32
  %1 = llvm.call %f(%a, %0) : !llvm.ptr, (i32, f32) -> f32
  %2 = llvm.call @variadic(%a, %x, %l) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f32, i64) -> i32
  %3 = llvm.call fastcc @fast(%l) : (i64) -> i64
  %4 = llvm.call tail @callee(%a, %1) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (i32, f32) -> f32
  llvm.return %4 : f32
}
// -----
llvm.func @weights(%a: i32, %x: f32) -> f32 {
  %0 = llvm.call notail @weights(%a, %x) {branch_weights = array<i32: 42>} : (i32, f32) -> f32
  llvm.return %0 : f32
}
// -----
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw(i32) -> i32
llvm.func @cleanup()
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @eh(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %3 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %4 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.invoke @may_throw(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  %2 = llvm.invoke @may_throw(%1) to ^bb3(%1 : i32) unwind ^bb2 : (i32) -> i32
^bb2:
  %5 = llvm.landingpad cleanup (catch %3 : !llvm.ptr) (catch %4 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.call @cleanup() : () -> ()
  llvm.resume %5 : !llvm.struct<(ptr, i32)>
^bb3(%r: i32):
  llvm.return %r : i32
}
// -----
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @eh_indirect(%f: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  %1 = llvm.mlir.zero : !llvm.array<1 x ptr>
  llvm.invoke %f() to ^bb1 unwind ^bb2 {branch_weights = array<i32: 5, 1>} : !llvm.ptr, () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (filter %1 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.return
}
// -----
llvm.func @asm(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.inline_asm "mov $1, $0", "=r,r" %a : (i32) -> i32
  llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "nop", "" : () -> ()
  llvm.inline_asm has_side_effects "movl $$0, ($0)", "r" %p : (!llvm.ptr) -> ()
  llvm.return %0 : i32
}
// -----
llvm.func @call_intrinsic(%a: f32, %p: !llvm.ptr) -> f32 {
  %0 = llvm.call_intrinsic "llvm.fabs"(%a) : (f32) -> f32
  %1 = llvm.call_intrinsic "llvm.sqrt"(%0) : (f32) -> f32 {fastmathFlags = #llvm.fastmath<fast>}
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %2 = llvm.call_intrinsic "llvm.x86.rdtsc"() : () -> i64
  llvm.return %1 : f32
}
