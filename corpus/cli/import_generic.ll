; RUN: translate --import-llvm --mlir-print-op-generic
; The import prints the generic form when asked (`--mlir-print-op-generic`).
define internal i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}

define spir_func void @callee() {
  ret void
}
