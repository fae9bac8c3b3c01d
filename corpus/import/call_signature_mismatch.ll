; A call or invoke whose function type differs from its callee's declaration (valid LLVM IR with
; opaque pointers) is imported as upstream 19 does: an indirect call through the callee's address.
; So is a call of a global variable.
declare i32 @__gxx_personality_v0(...)
declare void @g(i32)
define i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g(i32 1) to label %next unwind label %lp
next:
  invoke void @g(i33 2) to label %done unwind label %lp
done:
  ret i32 0
lp:
  %which = phi i32 [ 1, %entry ], [ 2, %next ]
  %x = landingpad { ptr, i32 } cleanup
  %r = add i32 %which, %a
  ret i32 %r
}
@gv = global i32 0
define void @k() {
  call void @g(i64 3)
  %r = call i32 @gv()
  ret void
}
