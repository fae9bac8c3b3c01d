@h = global [2 x half] [half 1.0, half 0xH4200]
@q = global fp128 0xL00000000000000004000C00000000000
@w = global { i128, x86_fp80 } { i128 -18446744073709551621, x86_fp80 0xK4000C000000000000000 }
define x86_fp80 @f(x86_fp80 %a, i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi x86_fp80 [ 0xK3FFF8000000000000000, %entry ], [ %a, %x ]
  %b = fmul x86_fp80 %p, 0xK4000C000000000000000
  ret x86_fp80 %b
}
define i128 @g(i128 %a) {
  %b = add i128 %a, 18446744073709551621
  ret i128 %b
}
