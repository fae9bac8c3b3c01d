define i32 @pick(i32 %x, i32 %y) {
entry:
  switch i32 %x, label %other [
    i32 0, label %join
    i32 1, label %join
    i32 2, label %mid
  ]
mid:
  %m = mul nsw i32 %y, 3
  br label %join
other:
  %d = sdiv exact i32 %y, 2
  br label %join
join:
  %r = phi i32 [ %y, %entry ], [ %y, %entry ], [ %m, %mid ], [ %d, %other ]
  %s = phi i64 [ 1, %entry ], [ 1, %entry ], [ 2, %mid ], [ 3, %other ]
  %t = trunc i64 %s to i32
  %u = add nuw nsw i32 %r, %t
  ret i32 %u
}
