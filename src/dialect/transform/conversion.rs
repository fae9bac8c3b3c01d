//! `transform.apply_conversion_patterns` (a dialect conversion of a payload op: its pattern
//! descriptors, an optional type converter descriptor, the target's legal and illegal ops and
//! dialects) and the descriptors irbridge's interpreter runs: `dialect_to_llvm`,
//! `func.func_to_llvm`, `vector.vector_to_llvm` and the type converter
//! `memref.memref_to_llvm_type_converter`.

use super::types::HANDLE;
use crate::ir::{AttrKind, Context};
use crate::ods::constraint::{AttrConstraint, BOOL_ATTR, I64_ATTR, STRING_ATTR, UNIT_ATTR};
use crate::ods::DefaultValue;

/// `StrArrayAttr`.
const STR_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "string array attribute",
    check: |c: &Context, a| {
        c.as_array(a)
            .is_some_and(|v| v.iter().all(|e| c.as_str_attr(*e).is_some()))
    },
    storage: crate::ods::constraint::ARRAY_ATTR.storage,
};

fn is_bool(c: &Context, a: crate::ir::Attribute, v: bool) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(1) && *value == num_bigint::BigInt::from(u8::from(v)))
}
const FALSE: DefaultValue = DefaultValue {
    make: |c| c.bool_attr(false),
    is: |c, a| is_bool(c, a, false),
};
const TRUE: DefaultValue = DefaultValue {
    make: |c| c.bool_attr(true),
    is: |c, a| is_bool(c, a, true),
};
const SIXTY_FOUR: DefaultValue = DefaultValue {
    make: |c| c.i64_attr(64),
    is: |c, a| {
        c.as_i64(a) == Some(64)
            && matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.int_width(*ty) == Some(64))
    },
};

crate::ops! {
    /// `transform.apply_conversion_patterns to %f { ... } with type_converter { ... } {legal_dialects = ["llvm"]} : !transform.any_op`.
    pub struct ApplyConversionPatternsOp = "transform.apply_conversion_patterns" {
        traits: [NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION],
        operands: [target: HANDLE],
        regions: [patterns: region, default_type_converter_region: sized(1) [variadic]],
        attrs: [
            legal_ops "legal_ops": STR_ARRAY_ATTR [optional],
            illegal_ops "illegal_ops": STR_ARRAY_ATTR [optional],
            legal_dialects "legal_dialects": STR_ARRAY_ATTR [optional],
            illegal_dialects "illegal_dialects": STR_ARRAY_ATTR [optional],
            partial_conversion "partial_conversion": UNIT_ATTR [optional],
            preserve_handles "preserve_handles": UNIT_ATTR [optional],
        ],
        format: "`to` $target $patterns (`with` `type_converter` $default_type_converter_region^)? attr-dict `:` type($target)",
    }

    /// `transform.apply_conversion_patterns.dialect_to_llvm "arith"`.
    pub struct DialectToLlvmOp = "transform.apply_conversion_patterns.dialect_to_llvm" {
        attrs: [dialect_name "dialect_name": STRING_ATTR],
        format: "$dialect_name attr-dict",
    }

    /// `transform.apply_conversion_patterns.func.func_to_llvm`.
    pub struct FuncToLlvmOp = "transform.apply_conversion_patterns.func.func_to_llvm" {
        format: "attr-dict",
    }

    /// `transform.apply_conversion_patterns.vector.vector_to_llvm`.
    pub struct VectorToLlvmOp = "transform.apply_conversion_patterns.vector.vector_to_llvm" {
        attrs: [
            reassociate_fp_reductions "reassociate_fp_reductions": BOOL_ATTR = FALSE,
            force_32bit_vector_indices "force_32bit_vector_indices": BOOL_ATTR = TRUE,
        ],
        format: "attr-dict",
    }

    /// `transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}`.
    pub struct MemrefToLlvmTypeConverterOp = "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter" {
        attrs: [
            use_aligned_alloc "use_aligned_alloc": BOOL_ATTR = FALSE [optional],
            index_bitwidth "index_bitwidth": I64_ATTR = SIXTY_FOUR [optional],
            use_generic_functions "use_generic_functions": BOOL_ATTR = FALSE [optional],
            use_bare_ptr_call_conv "use_bare_ptr_call_conv": BOOL_ATTR = FALSE [optional],
            data_layout "data_layout": STRING_ATTR [optional],
        ],
        format: "attr-dict",
    }
}
