define x86_fp80 @f(x86_fp80 %a) {
  %b = fmul x86_fp80 %a, 0xK4000C000000000000000
  ret x86_fp80 %b
}
