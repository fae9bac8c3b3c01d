; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define float @memory(ptr %0, ptr addrspace(1) %1, i64 %2, float %3) {
  %5 = alloca i32, align 16
  %6 = alloca [4 x double], i64 %2, align 8
  %7 = alloca i8, align 1, addrspace(5)
  %8 = load float, ptr %0, align 4
  %9 = load volatile float, ptr %0, align 4
  %10 = load float, ptr %0, align 4, !nontemporal !1
  %11 = load float, ptr %0, align 4, !invariant.load !2
  %12 = load atomic i32, ptr %0 acquire, align 4
  %13 = load atomic i64, ptr addrspace(1) %1 syncscope("singlethread") monotonic, align 8
  store float %3, ptr %0, align 2
  store volatile float %3, ptr %0, align 4
  store float %3, ptr %0, align 4, !nontemporal !1
  store atomic i32 %12, ptr %5 release, align 4
  %14 = fadd float %8, %9
  %15 = fadd float %14, %10
  %16 = fadd float %15, %11
  ret float %16
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1}
!2 = !{}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define ptr @gep(ptr %0, i64 %1, i32 %2) {
  %4 = getelementptr float, ptr %0, i64 %1
  %5 = getelementptr inbounds { i32, [4 x i8] }, ptr %4, i32 0, i32 1, i32 %2
  %6 = getelementptr [3 x i16], ptr %5, i64 %1, i32 2
  ret ptr %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define i32 @atomics(ptr %0, i32 %1, float %2) {
  %4 = atomicrmw add ptr %0, i32 %1 seq_cst, align 4
  %5 = atomicrmw volatile umax ptr %0, i32 %1 acq_rel, align 8
  %6 = atomicrmw fadd ptr %0, float %2 monotonic, align 4
  %7 = atomicrmw xor ptr %0, i32 %1 syncscope("singlethread") release, align 4
  %8 = atomicrmw uinc_wrap ptr %0, i32 %1 seq_cst, align 4
  %9 = cmpxchg ptr %0, i32 %1, i32 %4 acq_rel monotonic, align 4
  %10 = cmpxchg weak volatile ptr %0, i32 %1, i32 %5 seq_cst seq_cst, align 16
  fence acquire
  fence syncscope("singlethread") seq_cst
  %11 = extractvalue { i32, i1 } %9, 0
  %12 = extractvalue { i32, i1 } %10, 0
  %13 = add i32 %11, %12
  ret i32 %13
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define i32 @metadata(ptr %0, ptr %1) {
  %3 = load i32, ptr %0, align 4, !tbaa !1, !alias.scope !5, !noalias !8
  store i32 %3, ptr %1, align 4, !tbaa !12, !alias.scope !14, !llvm.access.group !15
  %4 = load i32, ptr %1, align 4, !llvm.access.group !17
  %5 = atomicrmw add ptr %0, i32 %4 monotonic, align 4, !tbaa !1
  %6 = cmpxchg ptr %0, i32 %4, i32 %5 acquire acquire, align 4, !noalias !5
  call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %1, i32 %3, i1 false), !tbaa !1
  ret i32 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"s1"}
!7 = distinct !{!7, !"dom"}
!8 = !{!9, !10}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !11}
!11 = distinct !{!11}
!12 = !{!13, !2, i64 4, i64 1}
!13 = !{!"pair", !2, i64 0, !2, i64 4}
!14 = !{!9}
!15 = !{!16, !17}
!16 = distinct !{}
!17 = distinct !{}
; ===== chunk 4: crashed
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define ptr @inalloca(i64 %0) {
  %2 = alloca inalloca i32, align 8
  %3 = alloca inalloca { i64, float }, i64 %0, align 8
  ret ptr %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
