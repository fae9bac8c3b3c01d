declare i32 @__gxx_personality_v0(...)
declare void @g()
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } catch ptr null
  resume { ptr, i32 } %x
}
