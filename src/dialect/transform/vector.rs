//! The pattern descriptors of the vector extension (MLIR 19's VectorTransformOps.td): ops inside a
//! `transform.apply_patterns` region, each naming a set of vector lowering patterns and its
//! options. The interpreter (`irbridge-lower`) maps each record to its patterns.

use crate::diag::DResult;
use crate::dialect::enums::EnumDef;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::constraint::{AttrConstraint, AttrStorage, BOOL_ATTR, I64_ATTR};
use crate::ods::DefaultValue;

/// `vector::VectorTransposeLowering` (`I32EnumAttr`).
pub static TRANSPOSE_LOWERING: EnumDef = EnumDef {
    name: "vector.transpose_lowering",
    bit_enum: false,
    cases: &[
        ("eltwise", 0),
        ("flat_transpose", 1),
        ("shuffle_1d", 2),
        ("shuffle_16x16", 3),
    ],
    separator: "",
    int_width: 32,
};

/// `vector::VectorMultiReductionLowering` (`I32EnumAttr`).
pub static MULTI_REDUCTION_LOWERING: EnumDef = EnumDef {
    name: "vector.multi_reduction_lowering",
    bit_enum: false,
    cases: &[("innerparallel", 0), ("innerreduction", 1)],
    separator: "",
    int_width: 32,
};

/// `vector::VectorContractLowering` (`I32EnumAttr`).
pub static CONTRACT_LOWERING: EnumDef = EnumDef {
    name: "vector.contract_lowering",
    bit_enum: false,
    cases: &[
        ("dot", 0),
        ("matmulintrinsics", 1),
        ("outerproduct", 2),
        ("parallelarith", 3),
    ],
    separator: "",
    int_width: 32,
};

/// `vector::VectorTransferSplit` (`I32EnumAttr`).
pub static TRANSFER_SPLIT: EnumDef = EnumDef {
    name: "vector.transfer_split",
    bit_enum: false,
    cases: &[
        ("none", 0),
        ("vector-transfer", 1),
        ("linalg-copy", 2),
        ("force-in-bounds", 3),
    ],
    separator: "",
    int_width: 32,
};

/// The value of a 32-bit integer attribute `a`.
pub fn i32_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } if ctx.int_width(*ty) == Some(32) => {
            i64::try_from(value).ok()
        }
        _ => None,
    }
}

fn i32_case(c: &Context, a: Attribute, max: i64) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.is_signless_int(*ty))
        && i32_value(c, a).is_some_and(|v| (0..=max).contains(&v))
}

const TRANSPOSE_LOWERING_ATTR: AttrConstraint = AttrConstraint {
    summary: "control the lowering of `vector.transpose` operations.",
    check: |c, a| i32_case(c, a, 3),
    storage: AttrStorage::IntEnum(&TRANSPOSE_LOWERING),
};
const MULTI_REDUCTION_LOWERING_ATTR: AttrConstraint = AttrConstraint {
    summary: "control the lowering of `vector.multi_reduction`.",
    check: |c, a| i32_case(c, a, 1),
    storage: AttrStorage::IntEnum(&MULTI_REDUCTION_LOWERING),
};
const CONTRACT_LOWERING_ATTR: AttrConstraint = AttrConstraint {
    summary: "control the lowering of `vector.contract` operations.",
    check: |c, a| i32_case(c, a, 3),
    storage: AttrStorage::IntEnum(&CONTRACT_LOWERING),
};

const TRANSFER_SPLIT_ATTR: AttrConstraint = AttrConstraint {
    summary: "control the splitting of `vector.transfer` operations into in-bounds and out-of-bounds variants.",
    check: |c, a| i32_case(c, a, 3),
    storage: AttrStorage::IntEnum(&TRANSFER_SPLIT),
};

const LINALG_COPY: DefaultValue = DefaultValue {
    make: |c| {
        let t = c.i32();
        c.int_attr(t, 2)
    },
    is: |c, a| i32_value(c, a) == Some(2),
};

const ELTWISE: DefaultValue = DefaultValue {
    make: |c| {
        let t = c.i32();
        c.int_attr(t, 0)
    },
    is: |c, a| i32_value(c, a) == Some(0),
};
const INNER_PARALLEL: DefaultValue = ELTWISE;
const OUTER_PRODUCT: DefaultValue = DefaultValue {
    make: |c| {
        let t = c.i32();
        c.int_attr(t, 2)
    },
    is: |c, a| i32_value(c, a) == Some(2),
};
const ONE: DefaultValue = DefaultValue {
    make: |c| c.i64_attr(1),
    is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(64) && *value == num_bigint::BigInt::from(1)),
};
const FALSE: DefaultValue = DefaultValue {
    make: |c| c.bool_attr(false),
    is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(1) && *value == num_bigint::BigInt::from(0)),
};

crate::ops! {
    /// `transform.apply_patterns.vector.lower_bitcast`.
    pub struct LowerBitCastOp = "transform.apply_patterns.vector.lower_bitcast" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_broadcast`.
    pub struct LowerBroadcastOp = "transform.apply_patterns.vector.lower_broadcast" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_contraction lowering_strategy = dot`.
    pub struct LowerContractionOp = "transform.apply_patterns.vector.lower_contraction" {
        attrs: [lowering_strategy "lowering_strategy": CONTRACT_LOWERING_ATTR = OUTER_PRODUCT],
        format: "(`lowering_strategy` `=` $lowering_strategy^)? attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_create_mask`.
    pub struct LowerCreateMaskOp = "transform.apply_patterns.vector.lower_create_mask" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_masks`.
    pub struct LowerMasksOp = "transform.apply_patterns.vector.lower_masks" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_masked_transfers`.
    pub struct LowerMaskedTransfersOp = "transform.apply_patterns.vector.lower_masked_transfers" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.materialize_masks`.
    pub struct MaterializeMasksOp = "transform.apply_patterns.vector.materialize_masks" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = innerreduction`.
    pub struct LowerMultiReductionOp = "transform.apply_patterns.vector.lower_multi_reduction" {
        attrs: [lowering_strategy "lowering_strategy": MULTI_REDUCTION_LOWERING_ATTR = INNER_PARALLEL],
        format: "(`lowering_strategy` `=` $lowering_strategy^)? attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_outerproduct`.
    pub struct LowerOuterProductOp = "transform.apply_patterns.vector.lower_outerproduct" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_transfer max_transfer_rank = 2`.
    pub struct LowerTransferOp = "transform.apply_patterns.vector.lower_transfer" {
        attrs: [max_transfer_rank "max_transfer_rank": I64_ATTR = ONE],
        format: "(`max_transfer_rank` `=` $max_transfer_rank^)? attr-dict",
    }
    /// `transform.apply_patterns.vector.transfer_permutation_patterns`.
    pub struct TransferPermutationPatternsOp = "transform.apply_patterns.vector.transfer_permutation_patterns" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_shape_cast`.
    pub struct LowerShapeCastOp = "transform.apply_patterns.vector.lower_shape_cast" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d`
    /// (upstream's `oilist` of two clauses, in either order).
    pub struct LowerTransposeOp = "transform.apply_patterns.vector.lower_transpose" {
        attrs: [
            lowering_strategy "lowering_strategy": TRANSPOSE_LOWERING_ATTR = ELTWISE,
            avx2_lowering_strategy "avx2_lowering_strategy": BOOL_ATTR = FALSE,
        ],
        custom: (parse_transpose, print_transpose),
    }
    /// `transform.apply_patterns.vector.lower_interleave`.
    pub struct LowerInterleaveOp = "transform.apply_patterns.vector.lower_interleave" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.interleave_to_shuffle`.
    pub struct InterleaveToShuffleOp = "transform.apply_patterns.vector.interleave_to_shuffle" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = "vector-transfer"`.
    pub struct SplitTransferFullPartialOp = "transform.apply_patterns.vector.split_transfer_full_partial" {
        attrs: [split_transfer_strategy "split_transfer_strategy": TRANSFER_SPLIT_ATTR = LINALG_COPY],
        format: "(`split_transfer_strategy` `=` $split_transfer_strategy^)? attr-dict",
    }
    /// `transform.apply_patterns.vector.rank_reducing_subview_patterns`.
    pub struct RankReducingSubviewPatternsOp = "transform.apply_patterns.vector.rank_reducing_subview_patterns" {
        format: "attr-dict",
    }
    /// `transform.apply_patterns.vector.rewrite_narrow_types`.
    pub struct RewriteNarrowTypesOp = "transform.apply_patterns.vector.rewrite_narrow_types" {
        format: "attr-dict",
    }
}

const STRATEGY: &str = "lowering_strategy";
const AVX2: &str = "avx2_lowering_strategy";

/// `oilist(lowering_strategy = $s | avx2_lowering_strategy = $b) attr-dict`: each clause at most once.
fn parse_transpose(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let mut seen = [false; 2];
    loop {
        let off = p.offset();
        let clause = if p.parse_optional_keyword(STRATEGY) {
            0
        } else if p.parse_optional_keyword(AVX2) {
            1
        } else {
            break;
        };
        if seen[clause] {
            let kw = [STRATEGY, AVX2][clause];
            return Err(p.error_at(off, format!("`{kw}` clause can appear at most once in the expansion of the oilist directive")));
        }
        seen[clause] = true;
        p.parse_punct(Punct::Equal)?;
        let value_off = p.offset();
        let value = if clause == 0 {
            let Some(kw) = p.parse_optional_keyword_or_string() else {
                return Err(p.error_at(value_off, "expected string or keyword containing one of the following enum values for attribute 'lowering_strategy' [eltwise, flat_transpose, shuffle_1d, shuffle_16x16]".into()));
            };
            let kw = String::from_utf8_lossy(&kw).into_owned();
            let Some(&(_, v)) = TRANSPOSE_LOWERING.cases.iter().find(|c| c.0 == kw) else {
                return Err(p.error_at(
                    value_off,
                    format!("invalid lowering_strategy attribute specification: \"{kw}\""),
                ));
            };
            let t = p.ctx().i32();
            p.ctx().int_attr(t, v)
        } else {
            let t = p.ctx().i1();
            let a = p.parse_attribute(Some(t))?;
            if !(BOOL_ATTR.check)(p.ctx_ref(), a) {
                return Err(p.error_at(value_off, "invalid kind of attribute specified".into()));
            }
            a
        };
        crate::dialect::syntax::set_prop(p, st, [STRATEGY, AVX2][clause], value);
    }
    p.parse_optional_attr_dict(st)
}

fn print_transpose(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let strategy = crate::ods::prop(ctx, op, STRATEGY);
    let avx2 = crate::ods::prop(ctx, op, AVX2);
    if let Some(v) = strategy.filter(|a| !(ELTWISE.is)(ctx, *a)) {
        let kw = i32_value(ctx, v)
            .and_then(|v| TRANSPOSE_LOWERING.cases.iter().find(|c| c.1 as i64 == v))
            .map(|c| c.0);
        match kw {
            Some(kw) => p.write(&format!(" {STRATEGY} = {kw}")),
            None => {
                p.write(&format!(" {STRATEGY} = "));
                p.print_attribute(v);
            }
        }
    }
    let ctx = p.ctx();
    if let Some(v) = avx2.filter(|a| !(FALSE.is)(ctx, *a)) {
        p.write(&format!(" {AVX2} = "));
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(op, &[STRATEGY, AVX2]);
}
