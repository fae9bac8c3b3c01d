; clang -O0's `default: break;` is a block that only branches to the switch's epilogue, which the
; switch also reaches directly. With no PHI at the epilogue no edge carries anything, so the block
; is the input's own and stays, as upstream 19 imports it.
define i32 @classify(i32 %x, ptr %out) {
entry:
  switch i32 %x, label %sw.default [
    i32 0, label %sw.epilog
    i32 1, label %sw.bb
  ]
sw.bb:
  store i32 10, ptr %out
  br label %sw.epilog
sw.default:
  br label %sw.epilog
sw.epilog:
  %v = load i32, ptr %out
  ret i32 %v
}
