//! The `transform` dialect (MLIR 19's `Transform/IR`), the subset the upstream tests of the
//! vector lowerings use: `transform.named_sequence`, `transform.yield`,
//! `transform.apply_patterns` and the matcher `transform.structured.match`, `transform.cast`, `transform.get_parent_op` (`ops.rs`), the
//! `transform.apply_patterns.vector.*` pattern descriptors (`vector.rs`),
//! `transform.apply_patterns.memref.alloc_to_alloca` and `transform.memref.*` (`memref.rs`),
//! `transform.debug.emit_remark_at` (`debug.rs`), `transform.loop.forall_to_for`,
//! `transform.loop.forall_to_parallel` and the scf loop transforms (`loop_ops.rs`), `transform.apply_conversion_patterns`
//! and its LLVM descriptors (`conversion.rs`), `transform.affine.simplify_bounded_affine_ops`
//! (`affine.rs`), and the handle types
//! `!transform.any_op`, `!transform.op<"name">`, `!transform.any_value`, `!transform.any_param`
//! (kept as opaque types of the dialect, `types.rs`). The interpreter that runs a named sequence
//! on the payload is the `transform-interpreter` pass of `irbridge-lower`, which holds the
//! patterns the descriptors name.

pub mod affine;
pub mod conversion;
pub mod debug;
pub mod loop_ops;
pub mod memref;
pub mod ops;
pub mod types;
pub mod vector;

pub use ops::{ApplyPatternsOp, MatchOp, NamedSequenceOp, YieldOp};

/// The dialect's module attribute that allows named sequences in a module.
pub const WITH_NAMED_SEQUENCE: &str = "transform.with_named_sequence";

/// The records of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    NamedSequenceOp::def(),
    YieldOp::def(),
    ApplyPatternsOp::def(),
    ops::ApplyCanonicalizationPatternsOp::def(),
    MatchOp::def(),
    vector::LowerBitCastOp::def(),
    vector::LowerBroadcastOp::def(),
    vector::LowerContractionOp::def(),
    vector::LowerCreateMaskOp::def(),
    vector::LowerMasksOp::def(),
    vector::LowerMaskedTransfersOp::def(),
    vector::MaterializeMasksOp::def(),
    vector::LowerMultiReductionOp::def(),
    vector::LowerOuterProductOp::def(),
    vector::LowerShapeCastOp::def(),
    vector::LowerTransferOp::def(),
    vector::TransferPermutationPatternsOp::def(),
    vector::LowerTransposeOp::def(),
    vector::LowerInterleaveOp::def(),
    vector::InterleaveToShuffleOp::def(),
    vector::RankReducingSubviewPatternsOp::def(),
    vector::RewriteNarrowTypesOp::def(),
    vector::SplitTransferFullPartialOp::def(),
    memref::AllocToAllocaOp::def(),
    memref::MultiBufferOp::def(),
    memref::AllocaToGlobalOp::def(),
    memref::EraseDeadAllocAndStoresOp::def(),
    debug::EmitRemarkAtOp::def(),
    loop_ops::ForallToForOp::def(),
    conversion::ApplyConversionPatternsOp::def(),
    conversion::DialectToLlvmOp::def(),
    conversion::FuncToLlvmOp::def(),
    conversion::VectorToLlvmOp::def(),
    conversion::MemrefToLlvmTypeConverterOp::def(),
    loop_ops::ForallToParallelOp::def(),
    ops::CastOp::def(),
    ops::GetParentOp::def(),
    loop_ops::LoopCoalesceOp::def(),
    loop_ops::LoopUnrollOp::def(),
    loop_ops::LoopUnrollAndJamOp::def(),
    loop_ops::LoopOutlineOp::def(),
    loop_ops::LoopPeelOp::def(),
    affine::SimplifyBoundedAffineOpsOp::def(),
];

#[cfg(test)]
mod tests {
    #[test]
    fn every_op_has_a_valid_format() {
        for d in super::OPS {
            if let Some(f) = d.format() {
                assert!(f.is_ok(), "{}: {:?}", d.name, f.err());
            }
        }
    }
}
