define void @f(ptr %a, ptr %b) {
  %x = load i32, ptr %a, align 4, !alias.scope !3, !noalias !4
  store i32 %x, ptr %b, align 4, !alias.scope !4, !noalias !3
  ret void
}
!0 = distinct !{!0, !"dom"}
!1 = distinct !{!1, !0, !"scope a"}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
