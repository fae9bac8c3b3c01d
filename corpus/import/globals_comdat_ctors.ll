$cd = comdat any
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@g = linkonce_odr global i32 5, comdat($cd), section ".data.g", align 4
@h = hidden thread_local global i32 0
define internal void @init() {
  store i32 7, ptr @g
  ret void
}
define linkonce_odr i32 @cd() comdat {
  ret i32 1
}
define i32 @unreach(i32 %a) {
entry:
  ret i32 %a
dead:
  %x = add i32 %x, 1
  br label %dead
}
define fastcc i32 @fc() align 16 gc "statepoint-example" {
  ret i32 0
}
