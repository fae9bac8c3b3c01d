define void @f(ptr %t) {
entry:
  indirectbr ptr %t, [label %a]
a:
  ret void
}
