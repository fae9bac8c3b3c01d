// RUN: opt --split-input-file --canonicalize --mlir-print-ir-module-scope
// Upstream refuses module-scope dumps on its multi-threaded pass manager: each input fails.
func.func @a() {
  return
}
// -----
func.func @b() {
  return
}
