; A block that only passes one switch edge on to a block the switch also reaches directly (what an
; export makes of a switch with two edges to one block) is taken back into the switch's edge, whose
; operands the dialect holds per edge. (Upstream 19 keeps the block; both exports make it again.)
define i32 @pick(i32 %x, i32 %y) {
entry:
  switch i32 %x, label %other [
    i32 0, label %join
    i32 1, label %fwd
  ]
fwd:
  %a = phi i32 [ %y, %entry ]
  br label %join
other:
  br label %join
join:
  %r = phi i32 [ 7, %entry ], [ %a, %fwd ], [ 3, %other ]
  ret i32 %r
}
