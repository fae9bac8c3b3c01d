; A TBAA type under an anonymous root (`distinct !{!self}`), which becomes the id-less
; `#llvm.tbaa_root` (upstream 19 refuses it: "cycle in TBAA graph"). A module's second anonymous
; root is not imported (import/tests/module_facts.rs): the id-less root is uniqued and would merge.
define i32 @f(ptr %0) {
  %2 = load i32, ptr %0, align 4, !tbaa !0
  store i32 %2, ptr %0, align 4, !tbaa !3
  ret i32 %2
}

!0 = !{!1, !1, i64 0}
!1 = !{!"other", !2, i64 0}
!2 = distinct !{!2}
!3 = !{!4, !1, i64 4}
!4 = !{!"pair", !1, i64 0, !1, i64 4}
