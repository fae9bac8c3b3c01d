//! `convert-index-to-llvm` on corpus/lower/index: golden outputs, and agreement with upstream
//! `mlir-opt` 19 on the same pipeline (generic form); see `lower_arith_harness`.

mod common;
#[path = "lower_arith_harness/mod.rs"]
mod harness;

#[test]
fn corpus_matches_golden_files_and_upstream() {
    let n = harness::run_corpus("index", "convert-index-to-llvm");
    if std::env::var_os("IRBRIDGE_CORPUS_FILTER").is_none() {
        assert!(n >= 5, "only {n} cases found");
    }
}
