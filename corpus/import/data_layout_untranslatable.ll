; A pointer specification with more fields than upstream 19's import reads: upstream fails the whole
; import ("cannot translate data layout: p1:64:64:64:64:64"); irbridge warns, writes no
; `dlti.dl_spec`, and keeps the layout as `llvm.data_layout`, so the export writes it back.
target datalayout = "e-p1:64:64:64:64:64"
define void @f() {
  ret void
}
