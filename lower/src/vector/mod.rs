//! Lowering the `vector` dialect: `convert-vector-to-llvm` (upstream 19's ConvertVectorToLLVMPass):
//! first the vector-to-vector lowerings (n-D ops to 1-D ones, contractions to dot products,
//! transposes to shuffles, masks to comparisons, transfers to loads and stores) applied greedily,
//! then a partial conversion of the 1-D ops to the `llvm` dialect, with `arith` and `memref`
//! legal.
//!
//! Code map: [`rewrite`] (the rewriter the patterns use, and the pattern driver), [`util`],
//! [`lower_broadcast`] (the vector-to-vector lowering of `vector.broadcast`), [`to_llvm`] (the
//! conversion patterns), [`print`](mod@print) (`vector.print` to the runner utils).

pub mod lower_broadcast;
pub mod print;
pub mod rewrite;
pub mod to_llvm;
pub mod util;

use crate::conversion::{apply_partial_conversion, ConversionTarget, PatternSet};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::vector::ops::BroadcastOp;
use irbridge::ir::{Context, OpId};
use irbridge::transforms::pattern::PatternSet as RewritePatterns;
use irbridge::transforms::{apply_patterns_and_fold_greedily, GreedyConfig, RegionSimplify};

pub use to_llvm::ToLlvmOptions;

/// `convert-vector-to-llvm`'s options.
#[derive(Copy, Clone, Debug, Default)]
pub struct VectorToLlvmOptions {
    pub reassociate_fp_reductions: bool,
    pub force_32bit_vector_indices: bool,
}

/// The patterns `convert-vector-to-llvm` applies before converting (its first phase, run with
/// the greedy driver, which also folds, uniques constants and erases dead ops as upstream's
/// `applyPatternsAndFoldGreedily` does).
pub fn vector_to_vector_patterns() -> RewritePatterns {
    let mut set = RewritePatterns::default();
    set.add(BroadcastOp::def(), &lower_broadcast::PATTERN);
    set.freeze();
    set
}

/// Adds the vector conversion patterns (what `convert-to-llvm` uses for `vector`).
pub fn populate_vector_to_llvm_patterns(p: &mut PatternSet, o: VectorToLlvmOptions) {
    let o = ToLlvmOptions {
        reassociate_fp_reductions: o.reassociate_fp_reductions,
        force_32bit_vector_indices: o.force_32bit_vector_indices,
    };
    to_llvm::populate_matrix_patterns(p, o);
    to_llvm::populate_conversion_patterns(p, o);
}

/// Runs `convert-vector-to-llvm` on `root`.
pub fn convert_vector_to_llvm(
    ctx: &mut Context,
    root: OpId,
    o: VectorToLlvmOptions,
) -> Result<(), Diagnostic> {
    apply_patterns_and_fold_greedily(
        ctx,
        root,
        &vector_to_vector_patterns(),
        // `GreedyRewriteConfig`'s default in 19 simplifies regions aggressively (identical
        // blocks merged, redundant block arguments dropped).
        &GreedyConfig {
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        },
    );
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    let mut patterns = PatternSet::new();
    populate_vector_to_llvm_patterns(&mut patterns, o);
    let mut target = ConversionTarget::llvm();
    target.add_legal_dialect("arith");
    target.add_legal_dialect("memref");
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}
