define i32 @unreach(i32 %a) {
entry:
  ret i32 %a
dead:
  %x = add i32 %x, 1
  br label %dead
}
define i32 @u2(i32 %a) {
entry:
  ret i32 %a
dead:
  %y = add i32 %a, 1
  ret i32 %y
}
