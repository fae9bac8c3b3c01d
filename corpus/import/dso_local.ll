; dso_local as upstream 19 imports it: implied by local linkage (internal, private) on functions
; and globals; an explicit `dso_local` keyword is kept on globals only; hidden visibility adds none.
@g = internal global i32 0
@h = private global i32 1
@k = global i32 2
@l = dso_local global i32 3

define internal void @f() {
  ret void
}

define private void @p() {
  ret void
}

define dso_local void @x() {
  ret void
}

declare dso_local void @y()

define hidden void @hid() {
  ret void
}

define protected void @prot() {
  ret void
}

declare extern_weak void @w()

define void @use() {
  call void @f()
  call void @p()
  ret void
}
