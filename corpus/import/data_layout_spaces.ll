; A big-endian data layout with memory spaces, a stack alignment, a pointer size of 32 bits, an
; address-space pointer with an index width and an f32 alignment: all string- and type-keyed entries
; of `dlti.dl_spec`, as upstream 19 writes them (`ni:7` is unhandled, with a warning).
target datalayout = "E-p:32:32-A5-P1-S64-i1:16-f32:64:64-p3:16:16:16:8-ni:7"
define void @f() {
  ret void
}
