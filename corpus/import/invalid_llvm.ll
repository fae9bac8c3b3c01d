define i32 @f() {
  %x = add i32 1, %nope
  ret i32 %x
}
