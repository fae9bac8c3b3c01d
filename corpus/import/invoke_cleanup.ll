declare i32 @__gxx_personality_v0(...)
declare i32 @g(i32)
define i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g(i32 %a) to label %ok unwind label %lp
ok:
  %s = phi i32 [ %r, %entry ]
  ret i32 %s
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}
