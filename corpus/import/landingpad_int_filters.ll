; A landingpad filter that is an array of integers (of a width LLVM holds as an aggregate, i1
; here; its verifier refuses other integer filters) becomes its element constants and a dense
; constant, and a null catch shares the function's one null pointer, as upstream 19 imports them.
@tid = external constant ptr
declare void @may_throw(ptr)
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(ptr null) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } catch ptr null catch ptr @tid filter [3 x i1] [i1 true, i1 false, i1 true]
  resume { ptr, i32 } %l
}
