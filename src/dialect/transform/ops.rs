//! The core ops of the `transform` dialect: `transform.named_sequence` (the function-like
//! sequence the interpreter runs, in `func.func`'s syntax), `transform.yield`,
//! `transform.apply_patterns` (a region of pattern descriptors applied greedily to a payload op)
//! and `transform.structured.match` (from the `structured` extension: the ops under a handle's
//! payload with one of some names).

use super::loop_ops::I64_POSITIVE;
use super::types::{ANY_TRANSFORM, HANDLE};
use crate::dialect::enums::EnumDef;
use crate::dialect::func::func_op;
use crate::ir::{AttrKind, Context};
use crate::ods::constraint::{
    AttrConstraint, AttrStorage, DICT_ARRAY_ATTR, FUNCTION_TYPE_ATTR, I64_ATTR, STRING_ATTR,
    SYMBOL_NAME_ATTR, TYPE_ATTR, UNIT_ATTR,
};
use crate::ods::DefaultValue;

/// `DefaultValuedAttr<I64Attr, "static_cast<uint64_t>(-1)">`.
const MINUS_ONE: DefaultValue = DefaultValue {
    make: |c| c.i64_attr(-1),
    is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(64) && *value == num_bigint::BigInt::from(-1)),
};

/// `DefaultValuedAttr<..., "1">` of an `i64`.
const ONE: DefaultValue = DefaultValue {
    make: |c| c.i64_attr(1),
    is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(64) && *value == num_bigint::BigInt::from(1)),
};

/// `StrArrayAttr`.
const STR_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "string array attribute",
    check: |c: &Context, a| {
        c.as_array(a)
            .is_some_and(|v| v.iter().all(|e| c.as_str_attr(*e).is_some()))
    },
    storage: crate::ods::constraint::ARRAY_ATTR.storage,
};

/// `DictionaryAttr`.
const DICT_ATTR: AttrConstraint = AttrConstraint {
    summary: "dictionary of named attribute values",
    check: |c: &Context, a| matches!(c.attr_kind(a), AttrKind::Dictionary(_)),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Dictionary(_)),
        ty: Some(|c| c.none_type()),
    },
};

/// `TypeArrayAttr`.
const TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "type array attribute",
    check: |c: &Context, a| {
        c.as_array(a)
            .is_some_and(|v| v.iter().all(|e| c.as_type_attr(*e).is_some()))
    },
    storage: crate::ods::constraint::ARRAY_ATTR.storage,
};

/// `transform::MatchInterfaceEnum` (`I32EnumAttr`, cases spelled as their names).
pub static MATCH_INTERFACE: EnumDef = EnumDef {
    name: "transform.match_interface",
    bit_enum: false,
    cases: &[
        ("LinalgOp", 0),
        ("TilingInterface", 1),
        ("LoopLikeInterface", 2),
    ],
    separator: "",
    int_width: 32,
};

const MATCH_INTERFACE_ATTR: AttrConstraint = AttrConstraint {
    summary: "An interface to match",
    check: |c: &Context, a| {
        matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.is_signless_int(*ty) && c.int_width(*ty) == Some(32))
            && c.as_i64(a).is_some_and(|v| (0..=2).contains(&v))
    },
    storage: AttrStorage::IntEnum(&MATCH_INTERFACE),
};

crate::ops! {
    /// `transform.named_sequence @name(%arg0: !transform.any_op {transform.readonly}) { ... }`.
    pub struct NamedSequenceOp = "transform.named_sequence" {
        traits: [ISOLATED_FROM_ABOVE, SYMBOL],
        regions: [body: region],
        attrs: [
            sym_name "sym_name": SYMBOL_NAME_ATTR,
            function_type "function_type": FUNCTION_TYPE_ATTR,
            sym_visibility "sym_visibility": STRING_ATTR [optional],
            arg_attrs "arg_attrs": DICT_ARRAY_ATTR [optional],
            res_attrs "res_attrs": DICT_ARRAY_ATTR [optional],
        ],
        custom: (func_op::parse, func_op::print),
    }

    /// `transform.yield %h : !transform.any_op`.
    pub struct YieldOp = "transform.yield" {
        traits: [TERMINATOR, RETURN_LIKE],
        operands: [operands: ANY_TRANSFORM [variadic]],
        format: "operands attr-dict (`:` type($operands)^)?",
    }

    /// `transform.apply_patterns to %f { <descriptors> } : !transform.any_op`.
    pub struct ApplyPatternsOp = "transform.apply_patterns" {
        traits: [NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION],
        operands: [target: HANDLE],
        regions: [patterns: region],
        attrs: [
            apply_cse "apply_cse": UNIT_ATTR [optional],
            max_iterations "max_iterations": I64_ATTR = MINUS_ONE,
            max_num_rewrites "max_num_rewrites": I64_ATTR = MINUS_ONE,
        ],
        format: "`to` $target $patterns attr-dict `:` type($target)",
    }

    /// `transform.apply_patterns.canonicalization`: every registered op's canonicalization patterns.
    pub struct ApplyCanonicalizationPatternsOp = "transform.apply_patterns.canonicalization" {
        format: "attr-dict",
    }

    /// `transform.structured.match ops{["func.func"]} in %h : (!transform.any_op) -> !transform.any_op`.
    pub struct MatchOp = "transform.structured.match" {
        operands: [target: HANDLE],
        results: [results: HANDLE],
        attrs: [
            ops "ops": STR_ARRAY_ATTR [optional],
            interface "interface": MATCH_INTERFACE_ATTR [optional],
            op_attrs "op_attrs": DICT_ATTR [optional],
            filter_result_type "filter_result_type": TYPE_ATTR [optional],
            filter_operand_types "filter_operand_types": TYPE_ARRAY_ATTR [optional],
        ],
        format: "(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)? (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=` $filter_operand_types^)? `in` $target attr-dict `:` functional-type($target, results)",
    }

    /// `%o = transform.cast %h : !transform.any_op to !transform.op<"scf.for">`.
    pub struct CastOp = "transform.cast" {
        operands: [input: HANDLE],
        results: [output: HANDLE],
        format: "$input attr-dict `:` type($input) `to` type($output)",
    }

    /// `%p = transform.get_parent_op %h {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op`.
    pub struct GetParentOp = "transform.get_parent_op" {
        operands: [target: HANDLE],
        results: [parent: HANDLE],
        attrs: [
            isolated_from_above "isolated_from_above": UNIT_ATTR [optional],
            allow_empty_results "allow_empty_results": UNIT_ATTR [optional],
            op_name "op_name": STRING_ATTR [optional],
            deduplicate "deduplicate": UNIT_ATTR [optional],
            nth_parent "nth_parent": I64_POSITIVE = ONE,
        ],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }
}
