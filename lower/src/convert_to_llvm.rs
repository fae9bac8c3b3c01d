//! `convert-to-llvm`: every dialect's patterns in one conversion (optionally only `filter-dialects`).

use super::conversion::PatternSet;
use super::memref::MemRefLowerOptions;

/// The dialects `convert-to-llvm` knows, in the order their patterns are added.
pub const DIALECTS: &[&str] = &[
    "arith", "cf", "complex", "func", "index", "math", "memref", "ub",
];

/// Adds the patterns of `dialects` (all when empty).
pub fn populate_convert_to_llvm_patterns(patterns: &mut PatternSet, dialects: &[String]) {
    let want = |d: &str| dialects.is_empty() || dialects.iter().any(|x| x == d);
    if want("arith") {
        super::arith::populate_arith_to_llvm_patterns(patterns);
    }
    if want("cf") {
        super::cf::populate_cf_to_llvm_patterns(patterns);
    }
    if want("complex") {
        super::complex::populate_complex_to_llvm_patterns(patterns);
    }
    if want("func") {
        super::func::populate_func_to_llvm_patterns(patterns);
    }
    if want("index") {
        super::index::populate_index_to_llvm_patterns(patterns);
    }
    if want("math") {
        super::math::populate_math_to_llvm_patterns(patterns, true);
    }
    if want("memref") {
        super::memref::populate_finalize_memref_to_llvm_patterns(
            patterns,
            MemRefLowerOptions::default(),
        );
    }
    if want("ub") {
        super::ub::populate_ub_to_llvm_patterns(patterns);
    }
}
