define void @f(target("spirv.Image") %t) {
  ret void
}
