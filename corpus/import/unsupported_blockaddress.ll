@p = global ptr blockaddress(@f, %b)
define void @f() {
entry:
  br label %b
b:
  ret void
}
