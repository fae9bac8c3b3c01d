define i128 @f(i128 %a) {
  %b = add i128 %a, 18446744073709551621
  ret i128 %b
}
