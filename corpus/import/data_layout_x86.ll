; A data layout: `dlti.dl_spec` with the entries upstream 19's import writes (the module's tokens,
; then MLIR's defaults for what it leaves out; `m:e` and `n8:16:32:64` are unhandled, with upstream's
; warnings, checked in import/tests/data_layout.rs), and `llvm.data_layout` / `llvm.target_triple`
; with the exact strings, so the export writes them back (upstream 19 drops the triple).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
define void @f() {
  ret void
}
