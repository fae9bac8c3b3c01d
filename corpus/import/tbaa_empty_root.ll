; A TBAA root without a name (`!{}`): upstream 19 takes any node of fewer than two operands whose
; operand is no string for a root, here the id-less #llvm.tbaa_root, shared by both type trees.
define i32 @f(ptr %p, ptr %q) {
  %a = load i32, ptr %p, !tbaa !0
  store i16 1, ptr %q, !tbaa !3
  ret i32 %a
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{}
!3 = !{!4, !4, i64 0}
!4 = !{!"short", !2, i64 0}
