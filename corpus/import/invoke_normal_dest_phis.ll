; PHIs in an invoke's normal destination. Where a PHI takes the invoke's own result, the import
; passes the values through a block placed right before the destination (as upstream 19 does);
; otherwise the invoke passes them itself (`to ^bbN(...)`), printed with the callee's operands only.
declare i32 @__gxx_personality_v0(...)
declare i32 @g(i32)

define i32 @uses_result(i32 %a, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %left, label %right
left:
  %r = invoke i32 @g(i32 %a) to label %join unwind label %lp
right:
  %s = invoke i32 @g(i32 1) to label %mid unwind label %lp
mid:
  br label %join
join:
  %v = phi i32 [ %r, %left ], [ %s, %mid ]
  ret i32 %v
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}

define i32 @other_value(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g(i32 %a) to label %next unwind label %lp
next:
  %s = invoke i32 @g(i32 %r) to label %done unwind label %lp
done:
  %v = phi i32 [ %r, %next ]
  ret i32 %v
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}

define i32 @back_edge(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop.call ]
  %done = icmp eq i32 %i, %a
  br i1 %done, label %exit, label %loop.call
loop.call:
  %n = invoke i32 @g(i32 %i) to label %loop unwind label %lp
exit:
  ret i32 %i
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}
