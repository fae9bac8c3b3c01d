; A pointer specification with more fields than upstream 19's import reads: the whole import fails
; with upstream's error at the module ("cannot translate data layout: p1:64:64:64:64:64").
target datalayout = "e-p1:64:64:64:64:64"
define void @f() {
  ret void
}
