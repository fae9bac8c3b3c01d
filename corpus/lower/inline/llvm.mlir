// RUN-ARGS: --inline
// The `llvm` dialect's inliner interface: which calls are inlined, `llvm.return` as `llvm.br`,
// `byval` arguments, allocas, the call's alias scopes and access groups, loop annotations.

llvm.func @foo() -> i32
llvm.func @bar() -> i32

llvm.func @multi_block(%c: i1) -> i32 {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.call @foo() : () -> i32
  llvm.return %0 : i32
^b:
  %1 = llvm.call @bar() : () -> i32
  llvm.return %1 : i32
}

llvm.func @calls_multi_block(%c: i1) -> i32 {
  %0 = llvm.call @multi_block(%c) : (i1) -> i32
  %1 = llvm.add %0, %0 : i32
  llvm.return %1 : i32
}

// -----

llvm.func @sink(!llvm.ptr)

llvm.func @byval_copy(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64, array<3 x i16>)>}) {
  llvm.call @sink(%p) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @byval_read_only(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 4}) attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>} {
  llvm.call @sink(%p) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @byval_realign(%p: !llvm.ptr {llvm.byval = i16, llvm.align = 16}) attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>} {
  llvm.call @sink(%p) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.mlir.global private @g(0 : i32) {alignment = 8 : i64} : i32

llvm.func @byval_global(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 16}) attributes {memory = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = read>} {
  llvm.call @sink(%p) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @byval_callers(%p: !llvm.ptr, %q: !llvm.ptr {llvm.align = 32}) {
  llvm.call @byval_copy(%p) : (!llvm.ptr) -> ()
  llvm.call @byval_read_only(%p) : (!llvm.ptr) -> ()
  %n = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %n x i16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
  llvm.call @byval_realign(%a) : (!llvm.ptr) -> ()
  %g = llvm.mlir.addressof @g : !llvm.ptr
  llvm.call @byval_global(%g) : (!llvm.ptr) -> ()
  llvm.call @byval_realign(%q) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @static_alloca() -> f32 {
  %0 = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> f32
  llvm.return %2 : f32
}

llvm.func @dynamic_alloca(%n: i32) -> f32 {
  %1 = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> f32
  llvm.return %2 : f32
}

llvm.func @alloca_callers(%c: i1, %n: i32) -> f32 {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.call @static_alloca() : () -> f32
  llvm.br ^exit(%0 : f32)
^b:
  %1 = llvm.call @dynamic_alloca(%n) : (i32) -> f32
  llvm.br ^exit(%1 : f32)
^exit(%r: f32):
  llvm.return %r : f32
}

// -----

llvm.func @ext() -> i32

llvm.func @never_inline() -> i32 attributes {no_inline} {
  %0 = llvm.call @ext() : () -> i32
  llvm.return %0 : i32
}

llvm.func @variadic(%a: i32, ...) -> i32 {
  llvm.return %a : i32
}

llvm.func @strict() -> i32 attributes {passthrough = ["strictfp"]} {
  %0 = llvm.call @ext() : () -> i32
  llvm.return %0 : i32
}

llvm.func @with_personality() -> i32 attributes {personality = @ext} {
  %0 = llvm.call @ext() : () -> i32
  llvm.return %0 : i32
}

llvm.func private @single_use() -> i32 {
  %0 = llvm.call @ext() : () -> i32
  llvm.return %0 : i32
}

llvm.func @not_inlined() -> i32 {
  %0 = llvm.call @never_inline() : () -> i32
  %c = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.call @variadic(%c) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %2 = llvm.call @strict() : () -> i32
  %3 = llvm.call @with_personality() : () -> i32
  %4 = llvm.call @single_use() : () -> i32
  %5 = llvm.add %0, %1 : i32
  %6 = llvm.add %2, %3 : i32
  %7 = llvm.add %5, %6 : i32
  %8 = llvm.add %7, %4 : i32
  llvm.return %8 : i32
}

// -----

// `llvm.intr.vastart` is never inlined (the body is invalid LLVM IR: no translation).
llvm.func @uses_va_start() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.intr.vastart %1 : !llvm.ptr
  llvm.return
}

llvm.func @calls_va_start() {
  llvm.call @uses_va_start() : () -> ()
  llvm.return
}

// -----

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
#group = #llvm.access_group<id = distinct[2]<>>

llvm.func @memory(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.return %0 : i32
}

llvm.func @scoped_call(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @memory(%p) {alias_scopes = [#scope], access_groups = [#group]} : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// -----

#file = #llvm.di_file<"f.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp_callee = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "callee", file = #file, subprogramFlags = Definition>
#sp_caller = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "caller", file = #file, subprogramFlags = Definition>
#start = loc(fused<#sp_callee>["f.c":3:1])
#end = loc(fused<#sp_callee>["f.c":5:1])
#unroll = #llvm.loop_unroll<disable = true>
#followup = #llvm.loop_annotation<unroll = #unroll>
#vec = #llvm.loop_vectorize<disable = true, followupAll = #followup>
#annotation = #llvm.loop_annotation<vectorize = #vec, startLoc = #start, endLoc = #end>

llvm.func @cond() -> i1

llvm.func @loop() {
  llvm.br ^head
^head:
  %c = llvm.call @cond() : () -> i1
  llvm.cond_br %c, ^head, ^exit {loop_annotation = #annotation}
^exit:
  llvm.return
}

llvm.func @calls_loop() {
  llvm.call @loop() : () -> () loc("f.c":10:3)
  llvm.return
} loc(fused<#sp_caller>["f.c":9:1])

llvm.func @calls_loop_without_scope() {
  llvm.call @loop() : () -> () loc("f.c":20:3)
  llvm.return
}

// -----

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "inner">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "s">

llvm.func @noalias_params(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}, %c: i1) {
  %0 = llvm.load %b {alias_scopes = [#scope]} : !llvm.ptr -> f32
  %1 = llvm.getelementptr inbounds %a[5] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %0, %1 {noalias_scopes = [#scope]} : f32, !llvm.ptr
  %2 = llvm.select %c, %a, %b : i1, !llvm.ptr
  llvm.store %0, %2 : f32, !llvm.ptr
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}

llvm.func @calls_twice(%x: !llvm.ptr, %y: !llvm.ptr, %c: i1) {
  llvm.call @noalias_params(%x, %y, %c) : (!llvm.ptr, !llvm.ptr, i1) -> ()
  llvm.call @noalias_params(%y, %x, %c) : (!llvm.ptr, !llvm.ptr, i1) -> ()
  llvm.return
}

// -----

// byval sizes and alignments under a dlti.dl_spec (integer entries apply to the next wider type).
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 32, 32]> : vector<3xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func @sink(!llvm.ptr)

  llvm.func @byval_struct(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64, f80, ptr<1>, i32)>}) {
    llvm.call @sink(%p) : (!llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @byval_i96(%p: !llvm.ptr {llvm.byval = !llvm.array<3 x i96>}) {
    llvm.call @sink(%p) : (!llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @byval_realign(%p: !llvm.ptr {llvm.byval = i16, llvm.align = 8}) attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>} {
    llvm.call @sink(%p) : (!llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @callers(%p: !llvm.ptr) {
    llvm.call @byval_struct(%p) : (!llvm.ptr) -> ()
    llvm.call @byval_i96(%p) : (!llvm.ptr) -> ()
    %n = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %n x i16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
    llvm.call @byval_realign(%a) : (!llvm.ptr) -> ()
    llvm.return
  }
}
