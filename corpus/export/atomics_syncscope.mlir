// Sync scopes on every atomic op (issue 4): names LLVM 19's C API cannot set (the translator's C++
// shim, export/cpp/syncscope.cpp), next to the system (absent or "") and single-thread scopes.
// Fences: every ordering a fence takes, each with a target scope.
llvm.func @fences() {
  llvm.fence syncscope("agent") acquire
  llvm.fence syncscope("workgroup") release
  llvm.fence syncscope("wavefront") acq_rel
  llvm.fence syncscope("agent-one-as") seq_cst
  llvm.fence syncscope("singlethread") seq_cst
  llvm.fence syncscope("") acq_rel
  llvm.fence seq_cst
  llvm.return
}
// -----
// Atomic loads of every type class, in two address spaces, volatile or not, aligned or natural.
llvm.func @loads(%p: !llvm.ptr, %q: !llvm.ptr<1>) -> i64 {
  %0 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %1 = llvm.load %p atomic syncscope("workgroup") monotonic {alignment = 1 : i64} : !llvm.ptr -> i8
  %2 = llvm.load volatile %q atomic syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %3 = llvm.load %q atomic syncscope("cluster") unordered {alignment = 8 : i64} : !llvm.ptr<1> -> !llvm.ptr
  %4 = llvm.load %p atomic syncscope("device") acquire {alignment = 8 : i64} : !llvm.ptr -> f64
  %5 = llvm.load %p atomic syncscope("singlethread") monotonic {alignment = 2 : i64} : !llvm.ptr -> i16
  %6 = llvm.load %p atomic syncscope("") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %7 = llvm.add %0, %6 : i64
  llvm.return %7 : i64
}
// -----
// Atomic stores, the same variety.
llvm.func @stores(%p: !llvm.ptr, %q: !llvm.ptr<3>, %i: i32, %f: f64, %r: !llvm.ptr) {
  llvm.store %i, %p atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %f, %q atomic syncscope("workgroup") seq_cst {alignment = 8 : i64} : f64, !llvm.ptr<3>
  llvm.store %r, %p atomic syncscope("wavefront") monotonic {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.store %i, %q atomic syncscope("cluster") unordered {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.store %i, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %i, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
// -----
// atomicrmw: every operation, each with a scope.
llvm.func @rmw(%p: !llvm.ptr, %i: i32, %f: f32, %r: !llvm.ptr) {
  %0 = llvm.atomicrmw xchg %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i syncscope("workgroup") acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i syncscope("wavefront") release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i syncscope("agent") acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i syncscope("device") seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %i syncscope("workgroup") monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %f syncscope("agent") monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fsub %p, %f syncscope("agent") monotonic : !llvm.ptr, f32
  %13 = llvm.atomicrmw fmax %p, %f syncscope("agent") monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %f syncscope("agent") monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw uinc_wrap %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %16 = llvm.atomicrmw udec_wrap %p, %i syncscope("agent") monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw xchg %p, %r syncscope("cluster") seq_cst : !llvm.ptr, !llvm.ptr
  llvm.return
}
// -----
// atomicrmw with volatile, alignment, another address space, and the single-thread scope.
llvm.func @rmw_flags(%q: !llvm.ptr<1>, %v: i64, %f: f64) -> i64 {
  %0 = llvm.atomicrmw volatile add %q, %v syncscope("agent") seq_cst {alignment = 16 : i64} : !llvm.ptr<1>, i64
  %1 = llvm.atomicrmw fadd %q, %f syncscope("workgroup-one-as") monotonic {alignment = 8 : i64} : !llvm.ptr<1>, f64
  %2 = llvm.atomicrmw volatile umax %q, %v syncscope("singlethread") acq_rel : !llvm.ptr<1>, i64
  %3 = llvm.atomicrmw sub %q, %v syncscope("") monotonic : !llvm.ptr<1>, i64
  %4 = llvm.add %0, %2 : i64
  llvm.return %4 : i64
}
// -----
// cmpxchg: success/failure ordering pairs, weak, volatile, pointers, address spaces.
llvm.func @cmpxchg(%p: !llvm.ptr, %q: !llvm.ptr<5>, %a: i32, %b: i32, %r: !llvm.ptr, %s: !llvm.ptr) -> i1 {
  %0 = llvm.cmpxchg %p, %a, %b syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak %p, %a, %b syncscope("workgroup") seq_cst acquire : !llvm.ptr, i32
  %2 = llvm.cmpxchg volatile %q, %a, %b syncscope("wavefront") release monotonic {alignment = 8 : i64} : !llvm.ptr<5>, i32
  %3 = llvm.cmpxchg weak volatile %p, %r, %s syncscope("cluster") seq_cst seq_cst : !llvm.ptr, !llvm.ptr
  %4 = llvm.cmpxchg %p, %a, %b syncscope("singlethread") monotonic monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %a, %b syncscope("") acquire acquire : !llvm.ptr, i32
  %6 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
  llvm.return %6 : i1
}
// -----
// Scope names LLVM prints escaped: a quote, a backslash, a space, non-ASCII UTF-8, a control byte,
// bytes that are not UTF-8 and a NUL (names are byte strings of a length on both sides).
llvm.func @escaped_names(%p: !llvm.ptr, %i: i32) {
  llvm.fence syncscope("a \"quoted\" scope") acquire
  llvm.fence syncscope("\FFbyte\00nul") release
  %0 = llvm.atomicrmw add %p, %i syncscope("back\\slash") monotonic : !llvm.ptr, i32
  llvm.store %i, %p atomic syncscope("größe") release {alignment = 4 : i64} : i32, !llvm.ptr
  %1 = llvm.load %p atomic syncscope("tab\09name") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.cmpxchg %p, %i, %1 syncscope("a \"quoted\" scope") acq_rel acquire : !llvm.ptr, i32
  llvm.return
}
// -----
// Scopes shared between functions (one name, one context ID) and atomics next to other memory ops.
llvm.func @producer(%p: !llvm.ptr, %flag: !llvm.ptr, %v: i32) {
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.fence syncscope("agent") release
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.store %0, %flag atomic syncscope("agent") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func @consumer(%p: !llvm.ptr, %flag: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^wait
^wait:
  %1 = llvm.load %flag atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.icmp "eq" %1, %0 : i32
  llvm.cond_br %2, ^wait, ^done
^done:
  llvm.fence syncscope("agent") acquire
  %3 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %3 : i32
}
llvm.func @counter(%c: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.atomicrmw add %c, %0 syncscope("workgroup") seq_cst : !llvm.ptr, i32
  llvm.return %1 : i32
}
