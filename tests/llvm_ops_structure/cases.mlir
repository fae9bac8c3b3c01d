// llvm.func: declarations, linkage / visibility / unnamed_addr / cconv keywords, variadic signatures.
llvm.func @decl(i32) -> i32
llvm.func @va(i32, ...)
llvm.func @only_va(...) -> !llvm.ptr
llvm.func @void_ret(i32) -> !llvm.void
llvm.func @void_param(!llvm.void) -> i32
llvm.func extern_weak @ew(i64)
llvm.func @attrs(!llvm.ptr {llvm.noalias, llvm.nonnull}, i8 {llvm.zeroext}, ...) -> (!llvm.ptr {llvm.noalias})
llvm.func @"quoted name"()
llvm.func @empty_body() {}
// -----
llvm.func internal @bar(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext}) {
  llvm.return %arg0 : i32
}
// -----
llvm.func weak hidden unnamed_addr @u() {
  llvm.return
}
// -----
llvm.func linkonce_odr protected local_unnamed_addr fastcc @k() {
  llvm.return
}
// -----
llvm.func private x86_stdcallcc @k2() attributes {sym_visibility = "private"} {
  llvm.return
}
// -----
llvm.func available_externally cc_10 @k3() {
  llvm.return
}
// -----
llvm.func @named_args(%a: i32, %b: f32, ...) -> f32 {
  llvm.return %b : f32
}
// -----
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @p(...) -> i32
llvm.func @f() vscale_range(1, 16) comdat(@c::@any) attributes {alignment = 16 : i64, dso_local, garbageCollector = "shadow-stack", section = ".text.f", personality = @p, frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse", "-avx"]>, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, passthrough = ["noinline", ["alignstack", "4"]], function_entry_count = 10 : i64, no_unwind, will_return, unsafe_fp_math = true, no_infs_fp_math = false, no_nans_fp_math = true, approx_func_fp_math = true, no_signed_zeros_fp_math = true, denormal_fp_math = "ieee", denormal_fp_math_f32 = "preserve-sign", fp_contract = "fast", arm_streaming, arm_locally_streaming, arm_streaming_compatible, arm_new_za, arm_in_za, arm_out_za, arm_inout_za, arm_preserves_za, convergent} {
  llvm.return
}
// -----
llvm.func @g() vscale_range(2, 99999999999) attributes {no_inline, optimize_none} {
  llvm.return
}
// -----
llvm.func @g2() attributes {vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 4>, always_inline} {
  llvm.return
}
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "x"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
"llvm.func"() <{CConv = #llvm.cconv<coldcc>, function_type = !llvm.func<i64 (i64, ...)>, linkage = #llvm.linkage<internal>, sym_name = "y", unnamed_addr = 1 : i64, visibility_ = 2 : i64}> ({
^bb0(%arg0: i64):
  "llvm.return"(%arg0) : (i64) -> ()
}) : () -> ()
// -----
// llvm.mlir.global
llvm.comdat @c {
  llvm.comdat_selector @any any
  llvm.comdat_selector @exact exactmatch
  llvm.comdat_selector @lg "largest" {foo}
  llvm.comdat_selector @nd nodeduplicate
  llvm.comdat_selector @ss samesize
}
llvm.mlir.global internal constant @cst(42 : i32) : i32
llvm.mlir.global @glob(0.0 : f32) : f32
llvm.mlir.global private constant @y(dense<1.0> : tensor<8xf32>) {alignment = 32 : i64} : !llvm.array<8 x f32>
llvm.mlir.global external @ext() : i64
llvm.mlir.global linkonce_odr hidden thread_local @tl(0 : i64) comdat(@c::@any) {dso_local, addr_space = 3 : i32, section = "foo"} : i64
llvm.mlir.global weak protected local_unnamed_addr @ei() : i32
llvm.mlir.global internal constant @str("abc\00")
llvm.mlir.global internal constant @str2("x\0A") : !llvm.array<2 x i8>
llvm.mlir.global external @ex2() {addr_space = 1 : i32} : i32
llvm.mlir.global common @cm(0 : i32) : i32
llvm.mlir.global common @cm2(dense<0> : vector<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global common @cm3(-0.0 : f32) : f32
llvm.mlir.global appending @app() : !llvm.array<2 x i32>
llvm.mlir.global @vecg() : vector<2xi32>
llvm.mlir.global @tgt() : !llvm.target<"spirv.Image">
llvm.mlir.global @"quoted glob"() : i8
// -----
llvm.mlir.global internal @reg() : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @empty_reg() : i32 {
}
// -----
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "gen"}> ({
}) : () -> ()
// -----
// llvm.mlir.global_ctors / global_dtors, llvm.linker_options
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
llvm.mlir.global_dtors {dtors = [@ctor], priorities = [65535 : i32]}
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.linker_options []
llvm.func @ctor() {
  llvm.return
}
// -----
// Control flow.
llvm.func @f(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
  llvm.br ^bb1(%arg1 : i32)
^bb1(%0: i32):
  llvm.cond_br %arg0 weights([1, 2]), ^bb2, ^bb3(%0, %arg2 : i32, i64)
^bb2:
  llvm.switch %arg1 : i32, ^bb4 [
    1: ^bb3(%0, %arg2 : i32, i64),
    -2: ^bb4
  ]
^bb3(%1: i32, %2: i64):
  llvm.switch %arg1 : i32, ^bb4 [
  ]
^bb4:
  llvm.switch %arg1 : i32, ^bb5(%arg1 : i32) [
    10: ^bb5(%arg1 : i32)
  ] {branch_weights = array<i32: 3, 4>}
^bb5(%3: i32):
  llvm.cond_br %arg0, ^bb6, ^bb7 {loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
^bb6:
  llvm.return %3 : i32
^bb7:
  llvm.unreachable
}
// -----
llvm.func @sw64(%arg0: i64, %arg1: i8, %c: i1) {
  llvm.switch %arg0 : i64, ^bb1 [
    -1: ^bb1,
    9223372036854775807: ^bb2,
    0x10: ^bb1
  ]
^bb1:
  llvm.switch %arg1 : i8, ^bb2 [
    255: ^bb2,
    -128: ^bb1
  ]
^bb2:
  llvm.cond_br %c weights([0, -1]), ^bb1, ^bb3 {foo}
^bb3:
  llvm.br ^bb4 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb4:
  llvm.unreachable {bar}
}
// -----
llvm.func @ret_attr() {
  llvm.return {foo}
}
// -----
llvm.func @gen_cf(%arg0: i1, %arg1: i32) {
  "llvm.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%0: i32):
  "llvm.switch"(%arg1, %arg1)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb2:
  "llvm.br"()[^bb3] : () -> ()
^bb3:
  "llvm.return"() : () -> ()
}
// -----
// Calls.
llvm.func @foo(i32) -> i32
llvm.func @bar()
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32) -> i32 {
  %0 = llvm.call @foo(%arg0) : (i32) -> i32
  llvm.call @bar() : () -> ()
  %1 = llvm.call %arg1(%arg0) : !llvm.ptr, (i32) -> i32
  %2 = llvm.call @printf(%arg1, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %3 = llvm.call %arg1(%arg1, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i32) -> i32
  %4 = llvm.call fastcc @foo(%arg0) : (i32) -> i32
  %5 = llvm.call tail @foo(%arg0) : (i32) -> i32
  %6 = llvm.call fastcc musttail @foo(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  %7 = llvm.call @foo(%arg0) {branch_weights = array<i32: 5>, no_unwind} : (i32) -> i32
  llvm.call tail @bar() : () -> ()
  %8 = llvm.call none @foo(%arg0) : (i32) -> i32
  %9 = llvm.call notail @foo(%arg0) : (i32) -> i32
  %10 = llvm.call cc_10 @foo(%arg0) : (i32) -> i32
  %11 = llvm.call x86_stdcallcc tail @foo(%arg0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (i32) -> i32
  %12 = llvm.call %arg1(%arg2, %arg0) : !llvm.ptr, (f32, i32) -> f32
  llvm.call @"quoted callee"() : () -> ()
  llvm.return %0 : i32
}
llvm.func @"quoted callee"()
// -----
llvm.func @callee(i32)
llvm.func @gen_call(%arg0: i32) {
  "llvm.call"(%arg0) <{callee = @callee}> : (i32) -> ()
  "llvm.call"(%arg0) <{callee = @callee, CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<notail>, fastmathFlags = #llvm.fastmath<afn>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}
// -----
// Exceptions.
llvm.func @foo(i32) -> i32
llvm.func @bar(i32)
llvm.func @vf(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @f(%arg0: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %z = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %c = llvm.mlir.undef : !llvm.array<1 x ptr>
  %n = llvm.mlir.zero : !llvm.ptr
  llvm.br ^bb0b
^bb0b:
  %0 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.invoke @bar(%0) to ^bb3t unwind ^bb2 : (i32) -> ()
^bb3t:
  llvm.br ^bb3(%0 : i32)
^bb2:
  %1 = llvm.landingpad cleanup (catch %z : !llvm.ptr) (filter %c : !llvm.array<1 x ptr>) (catch %n : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
^bb3(%2: i32):
  %3 = llvm.invoke %fp(%2) to ^bb4 unwind ^bb5 : !llvm.ptr, (i32) -> i32
^bb4:
  llvm.invoke @vf(%2, %2) to ^bb6 unwind ^bb5 vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
^bb5:
  %4 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %4 {foo} : !llvm.struct<(ptr, i32)>
^bb6:
  %5 = llvm.invoke fastcc @foo(%2) to ^bb7 unwind ^bb5 {branch_weights = array<i32: 1, 2>} : (i32) -> i32
^bb7:
  llvm.invoke %fp(%2) to ^bb7 unwind ^bb8 : !llvm.ptr, (i32) -> ()
^bb8:
  %6 = "llvm.landingpad"() <{cleanup}> {bar} : () -> !llvm.struct<(ptr, i32)>
  llvm.return %2 : i32
}
// -----
llvm.func @p(...) -> i32
llvm.mlir.global external constant @ti() : !llvm.ptr
llvm.func @bitcast_clause(%arg0: i32) attributes {personality = @p} {
  %0 = llvm.mlir.addressof @ti : !llvm.ptr
  %1 = llvm.bitcast %0 : !llvm.ptr to !llvm.ptr
  %2 = llvm.landingpad (catch %1 : !llvm.ptr) : i32
  llvm.return
}
// -----
// Intrinsics and inline assembly.
llvm.func @asm(%arg0: i32) -> i32 {
  %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel operand_attrs = [{elementtype = i32}] "foo $0", "=r,r" %arg0 : (i32) -> i32
  %1 = llvm.inline_asm "bar", "=r" : () -> i32
  llvm.inline_asm asm_dialect = att "baz", "" : () -> ()
  %2 = llvm.inline_asm asm_dialect = "intel" "x", "=r" %arg0, %arg0 : (i32, i32) -> i32
  llvm.inline_asm has_side_effects {foo = 1 : i32} "y", "r" %arg0 : (i32) -> ()
  %3 = llvm.call_intrinsic "llvm.ctpop.i32"(%arg0) : (i32) -> i32
  %4 = llvm.call_intrinsic "llvm.fabs.f32"(%arg0) : (i32) -> i32 {fastmathFlags = #llvm.fastmath<nnan>}
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %5 = llvm.call_intrinsic "llvm.smax.i32"(%arg0, %arg0) : (i32, i32) -> i32 {foo}
  llvm.return %0 : i32
}
// -----
// Verifier: llvm.func.
llvm.func internal @f()
// -----
llvm.func common @f() {
  llvm.return
}
// -----
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}
// -----
llvm.func @f() attributes {optimize_none} {
  llvm.return
}
// -----
llvm.func @f() comdat(@c::@any)
// -----
llvm.func @f(i32) {
  llvm.return
}
// -----
llvm.func @f(%a: i32) -> !llvm.ptr {
^bb0(%b: i64):
  llvm.return
}
// -----
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f"}> ({
^bb0(%a: i64):
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
llvm.func @d(%a: !llvm.ptr {llvm.noalias = 1 : i32})
// -----
llvm.func @d(%a: f32 {llvm.noalias})
// -----
llvm.func @d(%a: !llvm.ptr) -> (!llvm.ptr {llvm.byval = i32})
// -----
llvm.func @d(%a: !llvm.ptr {llvm.sret})
// -----
llvm.func @d(%a: f32 {llvm.byref = i32})
// -----
llvm.func @d(%a: f32 {llvm.zeroext})
// -----
llvm.func @d(%a: i8 {llvm.signext = 1})
// -----
llvm.func @d(%a: i32 {llvm.align = 4 : i64})
// -----
llvm.func @d(%a: !llvm.ptr {llvm.dereferenceable = "4"})
// -----
llvm.func @d(%a: i32 {llvm.noundef = 1})
// -----
llvm.func @d(%a: i32) -> (i32 {llvm.returned})
// -----
llvm.func @d(%a: i32) -> (!llvm.ptr {llvm.allocptr})
// -----
llvm.func @d(%a: !llvm.ptr {llvm.foo, nodots})
// -----
llvm.func @e(%a: i32) -> (!llvm.void {llvm.noundef})
// -----
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f", arg_attrs = [{}, {}]}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f", arg_attrs = [1]}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f", sym_visibility = "foo"}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", linkage = 1 : i64}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", visibility_ = 7 : i64}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", passthrough = 1}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", alignment = 1 : i32}> ({
}) : () -> ()
// -----
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f"}> ({
}, {}) : () -> ()
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: !llvm.ptr) attributes {personality = @p} {
  llvm.br ^bb1
^bb1:
  %1 = llvm.landingpad cleanup : i64
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : i32
  llvm.return
}
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: !llvm.ptr) attributes {personality = @p} {
  llvm.resume %arg0 : !llvm.ptr
^bb2:
  %0 = llvm.landingpad cleanup : i32
  llvm.return
}
// -----
// Parser errors: llvm.func.
llvm.func @f(i32) -> (i32, i32)
// -----
llvm.func @d(%a: index)
// -----
llvm.func @f() -> index
// -----
llvm.func @c() comdat("x")
// -----
llvm.func @c() attributes {sym_name = "zz", function_type = !llvm.func<void (i32)>}
// -----
llvm.func @c() attributes {linkage = #llvm.linkage<internal>, CConv = #llvm.cconv<fastcc>, unnamed_addr = 1 : i64} {
  llvm.return
}
// -----
llvm.func internal
// -----
llvm.func @v(..., i32)
// -----
llvm.func @f() vscale_range(1) {
  llvm.return
}
// -----
// Verifier: llvm.mlir.global.
llvm.mlir.global @g() : !llvm.void
// -----
llvm.func @f() {
  llvm.mlir.global @g() : i32
  llvm.return
}
// -----
llvm.comdat @c {
  llvm.mlir.global @g() : i32
}
// -----
llvm.mlir.global @g("abc") : !llvm.array<4 x i8>
// -----
llvm.mlir.global common @g(1 : i32) : i32
// -----
llvm.mlir.global appending @g(0 : i32) : i32
// -----
llvm.mlir.global @g(0 : i32) comdat(@x::@y) : i32
// -----
llvm.mlir.global @g(0 : i32) {alignment = 3 : i64} : i32
// -----
llvm.mlir.global @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
// -----
llvm.mlir.global @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return
}
// -----
llvm.mlir.global @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
}
// -----
llvm.mlir.global @g() : i32 {
  llvm.unreachable
}
// -----
llvm.mlir.global @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.mlir.global @g() : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
// -----
llvm.mlir.global @g() : i32 {
^bb0:
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  llvm.return %0 : i32
}
// -----
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ei", addr_space = -1 : i32}> ({
}) : () -> ()
// -----
"llvm.mlir.global"() <{global_type = i32, sym_name = "ei"}> ({
}) : () -> ()
// -----
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ei", unnamed_addr = 5 : i64}> ({
}) : () -> ()
// -----
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ei"}> ({
}, {}) : () -> ()
// -----
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ei", dbg_expr = 1}> ({
}) : () -> ()
// -----
llvm.mlir.global @g() {addr_space = 1 : i64} : i32
// -----
llvm.mlir.global @g() : !llvm.target<"foo">
// -----
llvm.mlir.global @g(0 : i32) : !llvm.target<"spirv.Image">
// -----
llvm.mlir.global @g() : tensor<2xi32>
// -----
// Parser errors: llvm.mlir.global.
llvm.mlir.global @g(1 : i32) {value = 2 : i32} : i32
// -----
llvm.mlir.global @g(1 : i32) : i32, i64
// -----
llvm.mlir.global @g(1 : i32)
// -----
llvm.mlir.global weak local_unnamed_addr protected @ei() : i32
// -----
llvm.mlir.global @g : i32
// -----
// Verifier: ctors, dtors, comdat, linker options.
llvm.mlir.global_ctors {ctors = [@ctor], priorities = []}
// -----
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [1 : i32]}
// -----
llvm.func @ctor()
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [1 : i32]}
// -----
llvm.mlir.global @dtor() : i32
llvm.mlir.global_dtors {dtors = [@dtor], priorities = [1 : i32]}
// -----
"llvm.mlir.global_ctors"() <{ctors = [@a::@b], priorities = [1 : i32]}> : () -> ()
// -----
"llvm.mlir.global_ctors"() <{ctors = [@a], priorities = [1 : i64]}> : () -> ()
// -----
"llvm.mlir.global_ctors"() <{ctors = [@a]}> : () -> ()
// -----
"llvm.mlir.global_dtors"() <{dtors = [@a], priorities = [1 : i32, 2 : i32]}> : () -> ()
// -----
llvm.comdat @c {
  llvm.func @x()
}
// -----
llvm.comdat @c {
}
// -----
"llvm.comdat"() <{sym_name = "c"}> ({
^bb0(%a: i32):
}) : () -> ()
// -----
"llvm.comdat"() ({
}) : () -> ()
// -----
llvm.comdat @c {
  "llvm.comdat_selector"() <{sym_name = "a", comdat = 9 : i64}> : () -> ()
}
// -----
llvm.comdat @c {
  "llvm.comdat_selector"() <{sym_name = "a"}> : () -> ()
}
// -----
llvm.comdat @c {
  llvm.comdat_selector @a any
  llvm.comdat_selector @a largest
}
// -----
llvm.comdat @c {
  llvm.comdat_selector @any foo
}
// -----
llvm.comdat @c {
  llvm.comdat_selector @any "foo"
}
// -----
llvm.func @f() {
  llvm.linker_options ["a"]
  llvm.return
}
// -----
"llvm.linker_options"() <{options = [1]}> : () -> ()
// -----
"llvm.linker_options"() : () -> ()
// -----
llvm.linker_options "a"
// -----
// Verifier: control flow.
llvm.func @f(%arg0: i1) {
  llvm.cond_br %arg0 weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.switch %arg0 : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.switch"(%arg0)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.switch"(%arg0)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.switch"(%arg0, %arg0)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.switch"(%arg0)[^bb1, ^bb1] <{case_values = dense<1.0> : vector<1xf32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.switch %arg0 : i32, ^bb1 [
    1: ^bb1(%arg0 : i32)
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.br ^bb1(%arg0 : i32)
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.br"(%arg0)[^bb1] : (i1) -> ()
^bb1(%a: i32):
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.br"(%arg0)[^bb1] : (index) -> ()
^bb1(%a: index):
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.br"(%arg0)[^bb1, ^bb1] : (i1) -> ()
^bb1(%a: i1):
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.cond_br"(%arg0)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.cond_br"(%arg0)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = [1, 2]}> : (i1) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  "llvm.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, loop_annotation = 1}> : (i1) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.return %arg0 : i32
}
// -----
llvm.func @f(%arg0: i32) -> i32 {
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) -> i64 {
  llvm.return %arg0 : i32
}
// -----
llvm.func @f(%arg0: i32) -> i32 {
  "llvm.return"(%arg0, %arg0) : (i32, i32) -> ()
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.unreachable"() <{foo}> : () -> ()
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.return"(%arg0) <{foo}> : (i32) -> ()
}
// -----
// Parser errors: control flow.
llvm.func @f(%arg0: i32) {
  llvm.cond_br %arg0, ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.br ^bb1(%arg0, %arg0 : i32)
^bb1(%a: i32, %b: i32):
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.br ^bb1()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.switch %arg0 : i32, ^bb1 [
    1: ^bb1(%arg0 : i32, i32)
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.switch %arg0 : f32, ^bb1 [
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.switch %arg0 : i32, ^bb1 [
    1: ^bb1,
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.switch %arg0 : i32, ^bb1 [
    99999999999999999999: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i1) {
  llvm.cond_br %arg0 weights(1, 2), ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.return %arg0
}
// -----
// Verifier: calls.
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0, %arg0) : (i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i64) {
  %0 = llvm.call @foo(%arg0) : (i64) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  llvm.call @foo(%arg0) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @foo(i32)
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : (i32) -> i64
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @nope(%arg0) : (i32) -> i64
  llvm.return
}
// -----
llvm.mlir.global external @g() : i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @g(%arg0) : (i32) -> i64
  llvm.return
}
// -----
llvm.func @foo(i32, ...) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32, ...) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) vararg(!llvm.func<i32 (i32)>) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32, i32, ...) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) vararg(!llvm.func<i32 (i32, i32, ...)>) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32, i32, ...) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call %arg0(%arg0) : i32, (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = llvm.call %arg0(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : !llvm.ptr, (!llvm.ptr) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = llvm.call %arg0(%arg0) vararg(!llvm.func<void (ptr, ...)>) : !llvm.ptr, (!llvm.ptr) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  llvm.call %arg0(%arg0) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  "llvm.call"() : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0:2 = "llvm.call"(%arg0) : (!llvm.ptr) -> (i32, i32)
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo::@bar(%arg0) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) vararg(i32) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.call"(%arg0) <{callee = @f, CConv = 3 : i64}> : (i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.call"(%arg0) <{callee = @f::@g}> : (i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.call"(%arg0) <{callee = @f, tbaa = [1]}> : (i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.call"(%arg0) <{callee = @f, branch_weights = array<i64: 1>}> : (i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.call"(%arg0) <{callee = @f}> : (index) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = "llvm.call"(%arg0) <{callee = @f}> : (i32) -> index
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  "llvm.call"(%arg0) <{callee = @f}> ({}) : (i32) -> ()
  llvm.return
}
// -----
// Parser errors: calls.
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : (i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : !llvm.ptr, (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = llvm.call %arg0(%arg0) : (!llvm.ptr) -> i32
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : i32
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : (i32) -> (i32, i32)
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @foo(%arg0) : (i32) -> !llvm.void
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call "foo"(%arg0) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call musttail fastcc @f(%arg0) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = llvm.call %arg0(%arg0) {TailCallKind = #llvm.tailcallkind<tail>} : !llvm.ptr, (!llvm.ptr) -> f32
  llvm.return
}
// -----
// Verifier: invoke, landingpad, resume.
llvm.func @f(%arg0: !llvm.ptr) {
  llvm.invoke %arg0() to ^bb1 unwind ^bb2 vararg(!llvm.func<i32 (i32)>) : !llvm.ptr, () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
llvm.func @foo(i32) -> i32
llvm.func @f(%arg0: i32) {
  %0 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return
^bb2:
  llvm.return
}
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: !llvm.ptr) attributes {personality = @p} {
  llvm.invoke %arg0() to ^bb1(%arg0 : !llvm.ptr) unwind ^bb2 : !llvm.ptr, () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  llvm.invoke %arg0() to ^bb1 unwind ^bb2 : !llvm.ptr, () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : i32
  llvm.return
}
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: !llvm.ptr) attributes {personality = @p} {
  %0 = llvm.landingpad : i32
  llvm.return
}
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: !llvm.ptr) attributes {personality = @p} {
  %0 = llvm.landingpad (catch %arg0 : !llvm.ptr) : i32
  llvm.return
}
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: i64) attributes {personality = @p} {
  %1 = llvm.bitcast %arg0 : i64 to f64
  %0 = llvm.landingpad (catch %1 : f64) : i32
  llvm.return
}
// -----
llvm.func @p(...) -> i32
llvm.func @f(%arg0: !llvm.ptr) attributes {personality = @p} {
  %1 = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.landingpad (catch %1 : !llvm.ptr) (filter %arg0 : !llvm.ptr) : i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  "llvm.invoke"(%arg0)[^bb1, ^bb1] : (!llvm.ptr) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  "llvm.invoke"(%arg0)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!llvm.ptr) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = "llvm.landingpad"() : () -> !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  "llvm.landingpad"() <{cleanup}> : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = "llvm.landingpad"() <{cleanup}> : () -> index
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.resume"(%arg0) : (index) -> ()
}
// -----
// Parser errors: invoke, landingpad.
llvm.func @f(%arg0: !llvm.ptr) {
  llvm.invoke %arg0() ^bb1 unwind ^bb1 : !llvm.ptr, () -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  llvm.invoke %arg0() to ^bb1 ^bb1 : !llvm.ptr, () -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = llvm.landingpad cleanup (foo %arg0 : !llvm.ptr) : i32
  llvm.return
}
// -----
llvm.func @f(%arg0: !llvm.ptr) {
  %0 = llvm.landingpad cleanup {foo} : i32
  llvm.return
}
// -----
// Verifier and parser errors: intrinsics and inline assembly.
llvm.func @f() {
  llvm.call_intrinsic "foo"() : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.call_intrinsic"() : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.call_intrinsic"() <{intrin = 1}> : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call_intrinsic "llvm.x"(%arg0) : i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.call_intrinsic @x(%arg0) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.inline_asm"() <{asm_string = "x"}> : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.inline_asm"() <{asm_string = "x", constraints = "", asm_dialect = 3 : i64}> : () -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: index) {
  "llvm.inline_asm"(%arg0) <{asm_string = "x", constraints = ""}> : (index) -> ()
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0:2 = "llvm.inline_asm"() <{asm_string = "x", constraints = ""}> : () -> (i32, i32)
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.inline_asm asm_dialect = foo "x", "=r" : () -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.inline_asm asm_dialect = "foo" "x", "=r" : () -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  %0 = llvm.inline_asm operand_attrs = {a} "x", "=r" : () -> i32
  llvm.return
}
// -----
llvm.func @f(%arg0: i32) {
  llvm.inline_asm "y", "r" %arg0 {foo = 1 : i32} : (i32) -> ()
  llvm.return
}
// -----
// Generic form: upstream numbers the values of sibling isolated regions in reverse order when printing
// generically (`%arg1` in the first function, `%arg0` in the second); the core printer numbers each from 0.
llvm.func @h(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @i(%a: i32) -> i32 {
  llvm.return %a : i32
}
// -----
// Integer literals of switch cases and vscale_range.
llvm.func @f(%arg0: i64) {
  llvm.switch %arg0 : i64, ^bb1 [
    -10000000000000000: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i64) {
  llvm.switch %arg0 : i64, ^bb1 [
    -1000000000000000: ^bb1,
    18446744073709551615: ^bb1,
    -0x8000000000000000: ^bb1,
    -0x7FFFFFFFFFFFFFFF: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i64) {
  llvm.switch %arg0 : i64, ^bb1 [
    18446744073709551616: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f(%arg0: i128) {
  llvm.switch %arg0 : i128, ^bb1 [
    -5: ^bb1,
    18446744073709551615: ^bb1
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @g() vscale_range(-1, 0x10) {
  llvm.return
}
// -----
// Debug info: a call between functions with DISubprogram locations.
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"d.c" in "/tmp/lo">
#loc1 = loc("g")
#loc2 = loc("d.c":1:0)
#loc8 = loc("f")
#loc9 = loc("d.c":2:0)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 2, scopeLine = 2, subprogramFlags = Definition, type = #di_subroutine_type>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 1, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "y", file = #di_file, line = 2, arg = 1, type = #di_basic_type>
#loc14 = loc(fused<#di_subprogram>[#loc1, #loc2])
#loc19 = loc(fused<#di_subprogram1>[#loc8, #loc9])
module {
  llvm.func @g(%arg0: i32 {llvm.noundef} loc(fused<#di_subprogram>[#loc1, #loc2])) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc3)
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr loc(#loc3)
    llvm.intr.dbg.declare #di_local_variable = %1 : !llvm.ptr loc(#loc15)
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc3)
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32 loc(#loc16)
    %3 = llvm.add %2, %0 overflow<nsw> : i32 loc(#loc17)
    llvm.return %3 : i32 loc(#loc18)
  } loc(#loc14)
  llvm.func @f(%arg0: i32 {llvm.noundef} loc(fused<#di_subprogram1>[#loc8, #loc9])) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc3)
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr loc(#loc3)
    llvm.intr.dbg.declare #di_local_variable1 = %1 : !llvm.ptr loc(#loc20)
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc3)
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32 loc(#loc21)
    %3 = llvm.call @g(%2) : (i32) -> i32 loc(#loc22)
    llvm.return %3 : i32 loc(#loc23)
  } loc(#loc19)
} loc(#loc)
#loc = loc("d.c":0:0)
#loc3 = loc(unknown)
#loc4 = loc("d.c":1:11)
#loc5 = loc("d.c":1:21)
#loc6 = loc("d.c":1:22)
#loc7 = loc("d.c":1:14)
#loc10 = loc("d.c":2:11)
#loc11 = loc("d.c":2:23)
#loc12 = loc("d.c":2:21)
#loc13 = loc("d.c":2:14)
#loc15 = loc(fused<#di_subprogram>[#loc4])
#loc16 = loc(fused<#di_subprogram>[#loc5])
#loc17 = loc(fused<#di_subprogram>[#loc6])
#loc18 = loc(fused<#di_subprogram>[#loc7])
#loc20 = loc(fused<#di_subprogram1>[#loc10])
#loc21 = loc(fused<#di_subprogram1>[#loc11])
#loc22 = loc(fused<#di_subprogram1>[#loc12])
#loc23 = loc(fused<#di_subprogram1>[#loc13])
// -----
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"d.c" in "/tmp/lo">
#loc1 = loc("g")
#loc2 = loc("d.c":1:0)
#loc8 = loc("f")
#loc9 = loc("d.c":2:0)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 2, scopeLine = 2, subprogramFlags = Definition, type = #di_subroutine_type>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 1, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "y", file = #di_file, line = 2, arg = 1, type = #di_basic_type>
#loc14 = loc(fused<#di_subprogram>[#loc1, #loc2])
#loc19 = loc(fused<#di_subprogram1>[#loc8, #loc9])
module {
  llvm.func @g(%arg0: i32 {llvm.noundef} loc(fused<#di_subprogram>[#loc1, #loc2])) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc3)
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr loc(#loc3)
    llvm.intr.dbg.declare #di_local_variable = %1 : !llvm.ptr loc(#loc15)
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc3)
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32 loc(#loc16)
    %3 = llvm.add %2, %0 overflow<nsw> : i32 loc(#loc17)
    llvm.return %3 : i32 loc(#loc18)
  } loc(#loc14)
  llvm.func @f(%arg0: i32 {llvm.noundef} loc(fused<#di_subprogram1>[#loc8, #loc9])) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc3)
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr loc(#loc3)
    llvm.intr.dbg.declare #di_local_variable1 = %1 : !llvm.ptr loc(#loc20)
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr loc(#loc3)
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32 loc(#loc21)
    %3 = llvm.call @g(%2) : (i32) -> i32 loc(unknown)
    llvm.return %3 : i32 loc(#loc23)
  } loc(#loc19)
} loc(#loc)
#loc = loc("d.c":0:0)
#loc3 = loc(unknown)
#loc4 = loc("d.c":1:11)
#loc5 = loc("d.c":1:21)
#loc6 = loc("d.c":1:22)
#loc7 = loc("d.c":1:14)
#loc10 = loc("d.c":2:11)
#loc11 = loc("d.c":2:23)
#loc12 = loc("d.c":2:21)
#loc13 = loc("d.c":2:14)
#loc15 = loc(fused<#di_subprogram>[#loc4])
#loc16 = loc(fused<#di_subprogram>[#loc5])
#loc17 = loc(fused<#di_subprogram>[#loc6])
#loc18 = loc(fused<#di_subprogram>[#loc7])
#loc20 = loc(fused<#di_subprogram1>[#loc10])
#loc21 = loc(fused<#di_subprogram1>[#loc11])
#loc22 = loc(fused<#di_subprogram1>[#loc12])
#loc23 = loc(fused<#di_subprogram1>[#loc13])
