// RUN: translate --mlir-to-llvmir --split-input-file --output-split-marker=;=====
// Split LLVM IR outputs joined by the given marker line (mlir-translate's default is none: an
// empty line); `// ----` below is a near miss with the default marker, warned about on stderr.
llvm.func @one() {
  llvm.return
}

// -----

llvm.func @two() {
  llvm.return
}
// ----
