// Upstream 19: `complex.constant` of `complex<bf16>` lowers (--convert-to-llvm) to
// `llvm.mlir.constant([...]) : !llvm.struct<(bf16, bf16)>`, which the llvm dialect's verifier then
// rejects ("expected struct element types to be floating point type or integer type"); irbridge
// lowers as upstream does and reports the same error. Not an ABI mismatch but a lowering failure,
// so `irbridge abi` reports that no lowering can lower the module (cli/tests/abi_corpus.rs checks
// it). The harness builds complex<bf16> values with `complex.create` instead (probe.rs). Found
// while extending the in-process harness to complex<bf16>.
func.func @g() -> complex<bf16> {
  %s = complex.constant [15.0 : bf16, 20.0 : bf16] : complex<bf16>
  return %s : complex<bf16>
}
