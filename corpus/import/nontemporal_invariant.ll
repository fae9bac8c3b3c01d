define i32 @f(ptr %p) {
  %x = load i32, ptr %p, align 4, !nontemporal !0
  %y = load i32, ptr %p, align 4, !invariant.load !1
  store i32 %x, ptr %p, align 4, !nontemporal !0
  %z = add i32 %x, %y
  ret i32 %z
}
!0 = !{i32 1}
!1 = !{}
