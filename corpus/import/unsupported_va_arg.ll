define i32 @va(ptr %l) {
  %v = va_arg ptr %l, i32
  ret i32 %v
}
