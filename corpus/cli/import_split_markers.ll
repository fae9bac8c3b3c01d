; RUN: translate --import-llvm --split-input-file
; LLVM IR chunks are split at the marker as a comment and, as mlir-translate splits at the
; marker text wherever it is, at the bare marker too.
define void @one() {
  ret void
}

; // -----

define void @two() {
  ret void
}

// -----

define void @three() {
  ret void
}
