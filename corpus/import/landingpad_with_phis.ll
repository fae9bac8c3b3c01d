declare i32 @__gxx_personality_v0(...)
declare void @g(i32)
define i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g(i32 1) to label %next unwind label %lp
next:
  invoke void @g(i32 2) to label %done unwind label %lp
done:
  ret i32 0
lp:
  %which = phi i32 [ 1, %entry ], [ 2, %next ]
  %x = landingpad { ptr, i32 } cleanup
  %r = add i32 %which, %a
  ret i32 %r
}
