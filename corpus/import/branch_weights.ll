define i32 @f(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b, !prof !0
a:
  switch i32 %x, label %b [ i32 1, label %b
                            i32 2, label %a ], !prof !1
b:
  ret i32 0
}
!0 = !{!"branch_weights", i32 10, i32 1}
!1 = !{!"branch_weights", i32 5, i32 6, i32 7}
