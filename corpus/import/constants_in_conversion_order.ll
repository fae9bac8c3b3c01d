; Constants are materialised at their first use in the order upstream 19 converts blocks: reverse
; post-order of a depth-first walk that takes a switch's default destination first. Here that is
; entry, %c1, %c0, %loop, %body, %def, %exit (constants 200, 100, 300, ...), not the layout order.
define i32 @order(i32 %n, i32 %k) {
entry:
  switch i32 %k, label %def [
    i32 0, label %c0
    i32 1, label %c1
  ]
c0:
  %a = add i32 %n, 100
  br label %loop
c1:
  %b = mul i32 %n, 200
  br label %loop
loop:
  %i = phi i32 [ %a, %c0 ], [ %b, %c1 ], [ %j, %body ]
  %c = icmp slt i32 %i, 300
  br i1 %c, label %body, label %exit
body:
  %j = add i32 %i, 400
  br label %loop
def:
  %d = sub i32 %n, 500
  br label %exit
exit:
  %r = phi i32 [ %d, %def ], [ %i, %loop ]
  %s = xor i32 %r, 600
  ret i32 %s
}
