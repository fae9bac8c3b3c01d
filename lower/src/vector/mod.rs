//! Lowering the `vector` dialect: `convert-vector-to-llvm` (upstream 19's ConvertVectorToLLVMPass):
//! first the vector-to-vector lowerings (broadcasts, masks, outer products, rank-1 transfers to
//! loads and stores, the masked-access folders, n-D bitcasts and interleaves unrolled, transposes
//! and shape_casts element-wise) applied greedily, then a partial conversion of the 1-D ops to the
//! `llvm` dialect, with `arith` and `memref` legal; contractions are lowered in the first phase
//! with the `dot` strategy ([`contract`]). Also `convert-vector-to-scf` ([`to_scf`], after the
//! permutation-map lowerings of [`permutation`](mod@permutation)).
//!
//! Code map: [`rewrite`] (the rewriter the patterns use, and the pattern driver), [`util`],
//! the vector-to-vector lowerings of the first phase ([`lower_broadcast`], [`masks`],
//! [`outerproduct`], [`unroll`], [`shape`], [`transfer`], which the conversion also runs), the conversion
//! patterns ([`to_llvm`], [`strided_slice`], [`fma`], [`print`](mod@print) for `vector.print` to
//! the runner utils).

pub mod avx2;
pub mod contract;
pub mod drop_unit_dims;
pub mod fma;
pub mod lower_broadcast;
pub mod mask_lowering;
pub mod masks;
pub mod multi_reduction;
pub mod narrow_types;
pub mod outerproduct;
pub mod permutation;
pub mod print;
pub mod rewrite;
pub mod shape;
pub mod strided_slice;
pub mod to_llvm;
pub mod to_scf;
pub mod transfer;
pub mod transfer_split;
pub mod unroll;
pub mod util;

use crate::conversion::{apply_partial_conversion, ConversionTarget, PatternSet};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::SelectOp;
use irbridge::dialect::vector::ops::{
    BitCastOp, BroadcastOp, ConstantMaskOp, ContractionOp, CreateMaskOp, DeinterleaveOp,
    InterleaveOp, LoadOp, OuterProductOp, ShapeCastOp, StoreOp, TransferReadOp, TransferWriteOp,
    TransposeOp,
};
use irbridge::ir::{Context, OpId};
use irbridge::transforms::pattern::{Pattern, PatternSet as RewritePatterns};
use irbridge::transforms::rewriter::Rewriter;
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
    // `populateVectorToVectorCanonicalizationPatterns`.
    set.add(CreateMaskOp::def(), &CREATE_MASK_FOLDER);
    for (def, p) in masks::masked_access_roots().zip(&MASKED_ACCESS_FOLDERS) {
        set.add(def, p);
    }
    populate_bitcast_lowering(&mut set);
    populate_broadcast_lowering(&mut set);
    // `populateVectorContractLoweringPatterns` with `VectorTransformsOptions()` (the `dot`
    // strategy).
    populate_contract_lowering(&mut set, contract::ContractStrategy::Dot, true);
    populate_mask_op_lowering(&mut set);
    populate_shape_cast_lowering(&mut set);
    populate_interleave_lowering(&mut set);
    // `populateVectorTransposeLoweringPatterns` (element-wise).
    populate_transpose_lowering_eltwise(&mut set);
    // `populateVectorTransferLoweringPatterns(patterns, /*maxTransferRank=*/1)`.
    set.add(TransferReadOp::def(), &READ_TO_LOAD_RANK_1);
    set.add(TransferWriteOp::def(), &WRITE_TO_STORE_RANK_1);
    set.add(LoadOp::def(), &LOAD_TO_MEMREF_LOAD);
    set.add(StoreOp::def(), &STORE_TO_MEMREF_STORE);
    set.freeze();
    set
}

/// `populateVectorBroadcastLoweringPatterns`.
pub fn populate_broadcast_lowering(set: &mut RewritePatterns) {
    set.add(BroadcastOp::def(), &lower_broadcast::PATTERN);
}

/// `populateVectorOuterProductLoweringPatterns`.
pub fn populate_outerproduct_lowering(set: &mut RewritePatterns) {
    set.add(OuterProductOp::def(), &outerproduct::PATTERN);
}

/// `populateVectorMaskOpLoweringPatterns`: n-D `vector.create_mask` and `vector.constant_mask`.
pub fn populate_mask_op_lowering(set: &mut RewritePatterns) {
    set.add(CreateMaskOp::def(), &CREATE_MASK_LOWERING);
    set.add(ConstantMaskOp::def(), &CONSTANT_MASK_LOWERING);
}

/// `populateVectorShapeCastLoweringPatterns`.
pub fn populate_shape_cast_lowering(set: &mut RewritePatterns) {
    for p in &SHAPE_CAST_LOWERINGS {
        set.add(ShapeCastOp::def(), p);
    }
    set.add(ShapeCastOp::def(), &SCALABLE_SHAPE_CAST_LOWERING);
}

/// `populateVectorInterleaveLoweringPatterns` (target rank 1).
pub fn populate_interleave_lowering(set: &mut RewritePatterns) {
    set.add(InterleaveOp::def(), &UNROLL_INTERLEAVE);
    set.add(DeinterleaveOp::def(), &UNROLL_DEINTERLEAVE);
}

/// `populateVectorInterleaveToShufflePatterns`.
pub fn populate_interleave_to_shuffle(set: &mut RewritePatterns) {
    set.add(InterleaveOp::def(), &INTERLEAVE_TO_SHUFFLE);
}

/// `populateVectorMaskMaterializationPatterns`: 1-D `vector.create_mask` as a comparison,
/// out-of-bounds transfers masked, `FoldI1Select`.
pub fn populate_mask_materialization(set: &mut RewritePatterns, force_32bit: bool) {
    let create = if force_32bit {
        &CREATE_MASK_1D_I32
    } else {
        &CREATE_MASK_1D_I64
    };
    set.add(CreateMaskOp::def(), create);
    set.add(TransferReadOp::def(), &MATERIALIZE_TRANSFER_MASK[0]);
    set.add(TransferWriteOp::def(), &MATERIALIZE_TRANSFER_MASK[1]);
    set.add(SelectOp::def(), &FOLD_I1_SELECT);
}

thread_local! {
    /// The `maxTransferRank` of [`populate_transfer_lowering`]'s patterns (the driver's patterns
    /// are plain functions): `None` for no limit.
    static MAX_TRANSFER_RANK: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
}

/// `populateVectorTransferLoweringPatterns(patterns, max_rank)`: transfers of at most that rank
/// (`None`: any) to `vector.load`/`vector.store` (the limit holds for this thread until the next
/// call), and `vector.load`/`vector.store` of one element to `memref.load`/`memref.store`.
pub fn populate_transfer_lowering(set: &mut RewritePatterns, max_rank: Option<usize>) {
    MAX_TRANSFER_RANK.with(|c| c.set(max_rank));
    set.add(TransferReadOp::def(), &READ_TO_LOAD_BOUNDED);
    set.add(TransferWriteOp::def(), &WRITE_TO_STORE_BOUNDED);
    set.add(LoadOp::def(), &LOAD_TO_MEMREF_LOAD);
    set.add(StoreOp::def(), &STORE_TO_MEMREF_STORE);
}

/// `populateVectorContractLoweringPatterns` with `strategy`: `OuterProductOpLowering` unless
/// `outer_products` is false (what `transform.apply_patterns.vector.lower_contraction` adds),
/// then `ContractionOpLowering`, `ContractionOpToMatmulOpLowering` and
/// `ContractionOpToOuterProductOpLowering`; see [`contract`].
pub fn populate_contract_lowering(
    set: &mut RewritePatterns,
    strategy: contract::ContractStrategy,
    outer_products: bool,
) {
    if outer_products {
        populate_outerproduct_lowering(set);
    }
    let i = strategy.index();
    set.add(ContractionOp::def(), &CONTRACTION_LOWERINGS[i]);
    set.add(ContractionOp::def(), &CONTRACTION_TO_MATMUL[i]);
    set.add(ContractionOp::def(), &CONTRACTION_TO_OUTER_PRODUCT[i]);
}

/// `populateVectorBitCastLoweringPatterns` (target rank 1).
pub fn populate_bitcast_lowering(set: &mut RewritePatterns) {
    set.add(BitCastOp::def(), &UNROLL_BITCAST);
}

/// `populateVectorTransposeLoweringPatterns` with the element-wise strategy.
pub fn populate_transpose_lowering_eltwise(set: &mut RewritePatterns) {
    populate_transpose_lowering(set, shape::TransposeStrategy::EltWise);
}

/// `populateVectorTransposeLoweringPatterns` with `strategy`.
pub fn populate_transpose_lowering(set: &mut RewritePatterns, strategy: shape::TransposeStrategy) {
    use shape::TransposeStrategy as S;
    let i = match strategy {
        S::EltWise => 0,
        S::Flat => 1,
        S::Shuffle1D => 2,
        S::Shuffle16x16 => 3,
    };
    set.add(TransposeOp::def(), &TRANSPOSE_UNIT_DIM);
    set.add(TransposeOp::def(), &TRANSPOSE_LOWERINGS[i]);
    set.add(TransposeOp::def(), &TRANSPOSE_TO_SHUFFLE[i]);
}

/// `x86vector::avx2::populateSpecializedTransposeLoweringPatterns` with the 4x8 and 8x8
/// lowerings, benefit 10 (what `avx2_lowering_strategy = true` adds); see [`avx2`].
pub fn populate_avx2_transpose_lowering(set: &mut RewritePatterns) {
    set.add(TransposeOp::def(), &TRANSPOSE_AVX2);
}

static SHAPE_CAST_LOWERINGS: [Pattern; 3] = [
    Pattern::new(
        "ShapeCastOp2DDownCastRewritePattern",
        |rw: &mut Rewriter<'_>, op| shape::shape_cast_down(rw, op).is_some(),
    ),
    Pattern::new(
        "ShapeCastOp2DUpCastRewritePattern",
        |rw: &mut Rewriter<'_>, op| shape::shape_cast_up(rw, op).is_some(),
    ),
    Pattern::new("ShapeCastOpRewritePattern", |rw: &mut Rewriter<'_>, op| {
        shape::shape_cast_eltwise(rw, op).is_some()
    }),
];
static SCALABLE_SHAPE_CAST_LOWERING: Pattern = Pattern::new(
    "ScalableShapeCastOpRewritePattern",
    |rw: &mut Rewriter<'_>, op| shape::shape_cast_scalable(rw, op).is_some(),
);
/// The contraction patterns, one per strategy in `ContractStrategy::ALL`'s order (the driver's
/// patterns are plain functions, so each strategy is a function of its own).
macro_rules! per_strategy {
    ($name:literal, $f:path) => {{
        use contract::ContractStrategy as S;
        [
            Pattern::new($name, |rw: &mut Rewriter<'_>, op| {
                $f(rw, op, S::Dot).is_some()
            }),
            Pattern::new($name, |rw: &mut Rewriter<'_>, op| {
                $f(rw, op, S::Matmul).is_some()
            }),
            Pattern::new($name, |rw: &mut Rewriter<'_>, op| {
                $f(rw, op, S::OuterProduct).is_some()
            }),
            Pattern::new($name, |rw: &mut Rewriter<'_>, op| {
                $f(rw, op, S::ParallelArith).is_some()
            }),
        ]
    }};
}
/// `ContractionOpLowering` for each strategy.
static CONTRACTION_LOWERINGS: [Pattern; 4] =
    per_strategy!("ContractionOpLowering", contract::contraction_lowering);
/// `ContractionOpToMatmulOpLowering` for each strategy (it applies only to `Matmul`).
static CONTRACTION_TO_MATMUL: [Pattern; 4] = per_strategy!(
    "ContractionOpToMatmulOpLowering",
    contract::contraction_to_matmul
);
/// `ContractionOpToOuterProductOpLowering` for each strategy (it applies only to
/// `OuterProduct`).
static CONTRACTION_TO_OUTER_PRODUCT: [Pattern; 4] = per_strategy!(
    "ContractionOpToOuterProductOpLowering",
    contract::contraction_to_outer_product
);
static TRANSPOSE_AVX2: Pattern =
    Pattern::new("TransposeOpLowering", |rw: &mut Rewriter<'_>, op| {
        avx2::transpose_avx2(rw, op).is_some()
    })
    .with_benefit(10);
static TRANSPOSE_UNIT_DIM: Pattern = Pattern::new(
    "Transpose2DWithUnitDimToShapeCast",
    |rw: &mut Rewriter<'_>, op| shape::transpose_unit_dim(rw, op).is_some(),
);
/// `TransposeOpLowering` for each strategy, in `TransposeStrategy`'s order.
static TRANSPOSE_LOWERINGS: [Pattern; 4] = {
    use shape::{transpose_lowering as f, TransposeStrategy as S};
    [
        Pattern::new("TransposeOpLowering", |rw: &mut Rewriter<'_>, op| {
            f(rw, op, S::EltWise).is_some()
        }),
        Pattern::new("TransposeOpLowering", |rw: &mut Rewriter<'_>, op| {
            f(rw, op, S::Flat).is_some()
        }),
        Pattern::new("TransposeOpLowering", |rw: &mut Rewriter<'_>, op| {
            f(rw, op, S::Shuffle1D).is_some()
        }),
        Pattern::new("TransposeOpLowering", |rw: &mut Rewriter<'_>, op| {
            f(rw, op, S::Shuffle16x16).is_some()
        }),
    ]
};
/// `TransposeOp2DToShuffleLowering` for each strategy, in `TransposeStrategy`'s order.
static TRANSPOSE_TO_SHUFFLE: [Pattern; 4] = {
    use shape::{transpose_2d_to_shuffle as f, TransposeStrategy as S};
    [
        Pattern::new(
            "TransposeOp2DToShuffleLowering",
            |rw: &mut Rewriter<'_>, op| f(rw, op, S::EltWise).is_some(),
        ),
        Pattern::new(
            "TransposeOp2DToShuffleLowering",
            |rw: &mut Rewriter<'_>, op| f(rw, op, S::Flat).is_some(),
        ),
        Pattern::new(
            "TransposeOp2DToShuffleLowering",
            |rw: &mut Rewriter<'_>, op| f(rw, op, S::Shuffle1D).is_some(),
        ),
        Pattern::new(
            "TransposeOp2DToShuffleLowering",
            |rw: &mut Rewriter<'_>, op| f(rw, op, S::Shuffle16x16).is_some(),
        ),
    ]
};
static UNROLL_BITCAST: Pattern = Pattern::new("UnrollBitCastOp", |rw: &mut Rewriter<'_>, op| {
    unroll::unroll_bitcast(rw, op).is_some()
});
static UNROLL_INTERLEAVE: Pattern =
    Pattern::new("UnrollInterleaveOp", |rw: &mut Rewriter<'_>, op| {
        unroll::unroll_interleave(rw, op).is_some()
    });
static INTERLEAVE_TO_SHUFFLE: Pattern =
    Pattern::new("InterleaveToShuffle", |rw: &mut Rewriter<'_>, op| {
        unroll::interleave_to_shuffle(rw, op).is_some()
    });
static CREATE_MASK_1D_I32: Pattern = Pattern::new(
    "VectorCreateMaskOpConversion",
    |rw: &mut Rewriter<'_>, op| masks::create_mask_1d(rw, op, true).is_some(),
);
static CREATE_MASK_1D_I64: Pattern = Pattern::new(
    "VectorCreateMaskOpConversion",
    |rw: &mut Rewriter<'_>, op| masks::create_mask_1d(rw, op, false).is_some(),
);
static MATERIALIZE_TRANSFER_MASK: [Pattern; 2] = {
    fn f(rw: &mut Rewriter<'_>, op: OpId) -> bool {
        transfer::materialize_mask(rw, op).is_some()
    }
    [
        Pattern::new("MaterializeTransferMask<TransferReadOp>", f),
        Pattern::new("MaterializeTransferMask<TransferWriteOp>", f),
    ]
};
static FOLD_I1_SELECT: Pattern = Pattern::new("FoldI1Select", |rw: &mut Rewriter<'_>, op| {
    masks::fold_i1_select(rw, op).is_some()
});
static UNROLL_DEINTERLEAVE: Pattern =
    Pattern::new("UnrollDeinterleaveOp", |rw: &mut Rewriter<'_>, op| {
        unroll::unroll_deinterleave(rw, op).is_some()
    });
static CREATE_MASK_FOLDER: Pattern =
    Pattern::new("CreateMaskFolder", |rw: &mut Rewriter<'_>, op| {
        masks::create_mask_folder(rw, op).is_some()
    });
/// The masked access folders, in the order of `masks::masked_access_roots`.
static MASKED_ACCESS_FOLDERS: [Pattern; 6] = {
    fn f(rw: &mut Rewriter<'_>, op: OpId) -> bool {
        masks::masked_access_folder(rw, op).is_some()
    }
    [
        Pattern::new("MaskedLoadFolder", f),
        Pattern::new("MaskedStoreFolder", f),
        Pattern::new("GatherFolder", f),
        Pattern::new("ScatterFolder", f),
        Pattern::new("ExpandLoadFolder", f),
        Pattern::new("CompressStoreFolder", f),
    ]
};
static CREATE_MASK_LOWERING: Pattern =
    Pattern::new("CreateMaskOpLowering", |rw: &mut Rewriter<'_>, op| {
        masks::create_mask_nd(rw, op).is_some()
    });
static CONSTANT_MASK_LOWERING: Pattern =
    Pattern::new("ConstantMaskOpLowering", |rw: &mut Rewriter<'_>, op| {
        masks::constant_mask(rw, op).is_some()
    });
static READ_TO_LOAD_RANK_1: Pattern = Pattern::new(
    "TransferReadToVectorLoadLowering",
    |rw: &mut Rewriter<'_>, op| transfer::read_to_load(rw, op, Some(1)).is_some(),
);
static WRITE_TO_STORE_RANK_1: Pattern = Pattern::new(
    "TransferWriteToVectorStoreLowering",
    |rw: &mut Rewriter<'_>, op| transfer::write_to_store(rw, op, Some(1)).is_some(),
);
static READ_TO_LOAD_BOUNDED: Pattern = Pattern::new(
    "TransferReadToVectorLoadLowering",
    |rw: &mut Rewriter<'_>, op| {
        let max = MAX_TRANSFER_RANK.with(std::cell::Cell::get);
        transfer::read_to_load(rw, op, max).is_some()
    },
);
static WRITE_TO_STORE_BOUNDED: Pattern = Pattern::new(
    "TransferWriteToVectorStoreLowering",
    |rw: &mut Rewriter<'_>, op| {
        let max = MAX_TRANSFER_RANK.with(std::cell::Cell::get);
        transfer::write_to_store(rw, op, max).is_some()
    },
);
static LOAD_TO_MEMREF_LOAD: Pattern = Pattern::new(
    "VectorLoadToMemrefLoadLowering",
    |rw: &mut Rewriter<'_>, op| transfer::load_to_memref_load(rw, op).is_some(),
);
static STORE_TO_MEMREF_STORE: Pattern = Pattern::new(
    "VectorStoreToMemrefStoreLowering",
    |rw: &mut Rewriter<'_>, op| transfer::store_to_memref_store(rw, op).is_some(),
);

/// `populateVectorMaskMaterializationPatterns` and `populateVectorTransferLoweringPatterns` (no
/// rank limit), which the pass adds to its conversion before the others.
fn populate_materialization_patterns(p: &mut PatternSet, o: ToLlvmOptions) {
    use irbridge::dialect::vector as vd;
    to_llvm::add_rewrite(p, vd::CreateMaskOp::def, o, |pat, op, _, rw| {
        masks::create_mask_1d(rw, op, pat.opts.force_32bit_vector_indices)
    });
    to_llvm::add_rewrite(p, vd::TransferReadOp::def, o, |_, op, _, rw| {
        transfer::materialize_mask(rw, op)
    });
    to_llvm::add_rewrite(p, vd::TransferWriteOp::def, o, |_, op, _, rw| {
        transfer::materialize_mask(rw, op)
    });
    to_llvm::add_rewrite(p, vd::TransferReadOp::def, o, |_, op, _, rw| {
        transfer::read_to_load(rw, op, None)
    });
    to_llvm::add_rewrite(p, vd::TransferWriteOp::def, o, |_, op, _, rw| {
        transfer::write_to_store(rw, op, None)
    });
    to_llvm::add_rewrite(p, vd::LoadOp::def, o, |_, op, _, rw| {
        transfer::load_to_memref_load(rw, op)
    });
    to_llvm::add_rewrite(p, vd::StoreOp::def, o, |_, op, _, rw| {
        transfer::store_to_memref_store(rw, op)
    });
}

/// Adds the vector conversion patterns (what `convert-to-llvm` uses for `vector`).
pub fn populate_vector_to_llvm_patterns(p: &mut PatternSet, o: VectorToLlvmOptions) {
    let o = ToLlvmOptions {
        reassociate_fp_reductions: o.reassociate_fp_reductions,
        force_32bit_vector_indices: o.force_32bit_vector_indices,
    };
    populate_materialization_patterns(p, o);
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

/// Applies `patterns` with the greedy driver (`GreedyRewriteConfig`'s defaults in 19: regions
/// simplified aggressively) to every `func.func` directly in `root`, or to `root` if it is one:
/// the passes anchored on functions (`lower-vector-mask`, `lower-vector-multi-reduction`) given
/// at the top level run on each, as `mlir-opt` nests them.
pub fn greedy_on_functions(ctx: &mut Context, root: OpId, patterns: &RewritePatterns) {
    use irbridge::dialect::func::FuncOp;
    let funcs: Vec<OpId> = if FuncOp::is(ctx, root) {
        vec![root]
    } else {
        let mut v = vec![];
        for &r in &ctx.ops[root].regions {
            for b in ctx.region_blocks(r) {
                v.extend(ctx.block_ops(b).into_iter().filter(|&o| FuncOp::is(ctx, o)));
            }
        }
        v
    };
    let config = GreedyConfig {
        region_simplify: RegionSimplify::Aggressive,
        ..GreedyConfig::default()
    };
    for f in funcs {
        apply_patterns_and_fold_greedily(ctx, f, patterns, &config);
    }
}
