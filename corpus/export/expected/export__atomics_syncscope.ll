; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @fences() {
  fence syncscope("agent") acquire
  fence syncscope("workgroup") release
  fence syncscope("wavefront") acq_rel
  fence syncscope("agent-one-as") seq_cst
  fence syncscope("singlethread") seq_cst
  fence acq_rel
  fence seq_cst
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i64 @loads(ptr %0, ptr addrspace(1) %1) {
  %3 = load atomic i64, ptr %0 syncscope("agent") acquire, align 8
  %4 = load atomic i8, ptr %0 syncscope("workgroup") monotonic, align 1
  %5 = load atomic volatile float, ptr addrspace(1) %1 syncscope("agent") seq_cst, align 4
  %6 = load atomic ptr, ptr addrspace(1) %1 syncscope("cluster") unordered, align 8
  %7 = load atomic double, ptr %0 syncscope("device") acquire, align 8
  %8 = load atomic i16, ptr %0 syncscope("singlethread") monotonic, align 2
  %9 = load atomic i64, ptr %0 acquire, align 8
  %10 = add i64 %3, %9
  ret i64 %10
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @stores(ptr %0, ptr addrspace(3) %1, i32 %2, double %3, ptr %4) {
  store atomic i32 %2, ptr %0 syncscope("agent") release, align 4
  store atomic volatile double %3, ptr addrspace(3) %1 syncscope("workgroup") seq_cst, align 8
  store atomic ptr %4, ptr %0 syncscope("wavefront") monotonic, align 8
  store atomic i32 %2, ptr addrspace(3) %1 syncscope("cluster") unordered, align 4
  store atomic i32 %2, ptr %0 syncscope("singlethread") release, align 4
  store atomic i32 %2, ptr %0 release, align 4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define void @rmw(ptr %0, i32 %1, float %2, ptr %3) {
  %5 = atomicrmw xchg ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %6 = atomicrmw add ptr %0, i32 %1 syncscope("workgroup") acquire, align 4
  %7 = atomicrmw sub ptr %0, i32 %1 syncscope("wavefront") release, align 4
  %8 = atomicrmw and ptr %0, i32 %1 syncscope("agent") acq_rel, align 4
  %9 = atomicrmw nand ptr %0, i32 %1 syncscope("device") seq_cst, align 4
  %10 = atomicrmw or ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %11 = atomicrmw xor ptr %0, i32 %1 syncscope("workgroup") monotonic, align 4
  %12 = atomicrmw max ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %13 = atomicrmw min ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %14 = atomicrmw umax ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %15 = atomicrmw umin ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %16 = atomicrmw fadd ptr %0, float %2 syncscope("agent") monotonic, align 4
  %17 = atomicrmw fsub ptr %0, float %2 syncscope("agent") monotonic, align 4
  %18 = atomicrmw fmax ptr %0, float %2 syncscope("agent") monotonic, align 4
  %19 = atomicrmw fmin ptr %0, float %2 syncscope("agent") monotonic, align 4
  %20 = atomicrmw uinc_wrap ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %21 = atomicrmw udec_wrap ptr %0, i32 %1 syncscope("agent") monotonic, align 4
  %22 = atomicrmw xchg ptr %0, ptr %3 syncscope("cluster") seq_cst, align 8
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i64 @rmw_flags(ptr addrspace(1) %0, i64 %1, double %2) {
  %4 = atomicrmw volatile add ptr addrspace(1) %0, i64 %1 syncscope("agent") seq_cst, align 16
  %5 = atomicrmw fadd ptr addrspace(1) %0, double %2 syncscope("workgroup-one-as") monotonic, align 8
  %6 = atomicrmw volatile umax ptr addrspace(1) %0, i64 %1 syncscope("singlethread") acq_rel, align 8
  %7 = atomicrmw sub ptr addrspace(1) %0, i64 %1 monotonic, align 8
  %8 = add i64 %4, %6
  ret i64 %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define i1 @cmpxchg(ptr %0, ptr addrspace(5) %1, i32 %2, i32 %3, ptr %4, ptr %5) {
  %7 = cmpxchg ptr %0, i32 %2, i32 %3 syncscope("agent") acq_rel monotonic, align 4
  %8 = cmpxchg weak ptr %0, i32 %2, i32 %3 syncscope("workgroup") seq_cst acquire, align 4
  %9 = cmpxchg volatile ptr addrspace(5) %1, i32 %2, i32 %3 syncscope("wavefront") release monotonic, align 8
  %10 = cmpxchg weak volatile ptr %0, ptr %4, ptr %5 syncscope("cluster") seq_cst seq_cst, align 8
  %11 = cmpxchg ptr %0, i32 %2, i32 %3 syncscope("singlethread") monotonic monotonic, align 4
  %12 = cmpxchg ptr %0, i32 %2, i32 %3 acquire acquire, align 4
  %13 = extractvalue { i32, i1 } %8, 1
  ret i1 %13
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define void @escaped_names(ptr %0, i32 %1) {
  fence syncscope("a \22quoted\22 scope") acquire
  fence syncscope("\FFbyte\00nul") release
  %3 = atomicrmw add ptr %0, i32 %1 syncscope("back\\slash") monotonic, align 4
  store atomic i32 %1, ptr %0 syncscope("gr\C3\B6\C3\9Fe") release, align 4
  %4 = load atomic i32, ptr %0 syncscope("tab\09name") acquire, align 4
  %5 = cmpxchg ptr %0, i32 %1, i32 %4 syncscope("a \22quoted\22 scope") acq_rel acquire, align 4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

define void @producer(ptr %0, ptr %1, i32 %2) {
  store i32 %2, ptr %0, align 4
  fence syncscope("agent") release
  store atomic i32 1, ptr %1 syncscope("agent") monotonic, align 4
  ret void
}

define i32 @consumer(ptr %0, ptr %1) {
  br label %3

3:                                                ; preds = %3, %2
  %4 = load atomic i32, ptr %1 syncscope("agent") monotonic, align 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %3, label %6

6:                                                ; preds = %3
  fence syncscope("agent") acquire
  %7 = load i32, ptr %0, align 4
  ret i32 %7
}

define i32 @counter(ptr %0) {
  %2 = atomicrmw add ptr %0, i32 1 syncscope("workgroup") seq_cst, align 4
  ret i32 %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
