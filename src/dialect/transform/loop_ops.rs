//! The loop transform ops of the scf extension (MLIR 19's SCFTransformOps.td) that irbridge's
//! interpreter runs: `transform.loop.forall_to_for`, `transform.loop.forall_to_parallel`,
//! `transform.loop.{coalesce,unroll,unroll_and_jam,outline,peel}`.

use super::types::{op_type_name, HANDLE};
use crate::ir::{AttrKind, Context};
use crate::ods::constraint::{AttrConstraint, TypeConstraint, BOOL_ATTR, I64_ATTR, STRING_ATTR};
use crate::ods::DefaultValue;

/// `ConfinedAttr<I64Attr, [IntPositive]>`.
pub const I64_POSITIVE: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive",
    check: |c: &Context, a| (I64_ATTR.check)(c, a) && c.as_i64(a).is_some_and(|v| v > 0),
    storage: I64_ATTR.storage,
};

/// `Transform_ScfForOp`: a handle to `scf.for` ops.
pub const SCF_FOR_HANDLE: TypeConstraint =
    TypeConstraint::new("Transform IR handle to scf.for operations", |c, t| {
        op_type_name(c, t) == Some("scf.for")
    });

/// `DefaultValuedAttr<BoolAttr, "false">`.
const FALSE: DefaultValue = DefaultValue {
    make: |c| c.bool_attr(false),
    is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(1) && *value == num_bigint::BigInt::from(0)),
};

crate::ops! {
    /// `%l:2 = transform.loop.forall_to_for %h : (!transform.any_op) -> (!transform.any_op, !transform.any_op)`.
    pub struct ForallToForOp = "transform.loop.forall_to_for" {
        operands: [target: HANDLE],
        results: [transformed: HANDLE [variadic]],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }

    /// `%p = transform.loop.forall_to_parallel %h : (!transform.any_op) -> !transform.any_op`.
    pub struct ForallToParallelOp = "transform.loop.forall_to_parallel" {
        operands: [target: HANDLE],
        results: [transformed: HANDLE [variadic]],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }

    /// `%c = transform.loop.coalesce %h : (!transform.any_op) -> !transform.any_op`.
    pub struct LoopCoalesceOp = "transform.loop.coalesce" {
        operands: [target: HANDLE],
        results: [transformed: HANDLE],
        format: "$target attr-dict `:` functional-type($target, $transformed)",
    }

    /// `transform.loop.unroll %h {factor = 4} : !transform.any_op`.
    pub struct LoopUnrollOp = "transform.loop.unroll" {
        operands: [target: HANDLE],
        attrs: [factor "factor": I64_POSITIVE],
        format: "$target attr-dict `:` type($target)",
    }

    /// `transform.loop.unroll_and_jam %h {factor = 4} : !transform.any_op`.
    pub struct LoopUnrollAndJamOp = "transform.loop.unroll_and_jam" {
        operands: [target: HANDLE],
        attrs: [factor "factor": I64_POSITIVE],
        format: "$target attr-dict `:` type($target)",
    }

    /// `%f, %c = transform.loop.outline %h {func_name = "f"} : (!transform.any_op) -> (...)`.
    pub struct LoopOutlineOp = "transform.loop.outline" {
        operands: [target: HANDLE],
        results: [function: HANDLE, call: HANDLE],
        attrs: [func_name "func_name": STRING_ATTR],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }

    /// `%main, %rest = transform.loop.peel %h : (!transform.op<"scf.for">) -> (...)`.
    pub struct LoopPeelOp = "transform.loop.peel" {
        operands: [target: SCF_FOR_HANDLE],
        results: [peeled_loop: HANDLE, remainder_loop: HANDLE],
        attrs: [
            peel_front "peel_front": BOOL_ATTR = FALSE,
            fail_if_already_divisible "fail_if_already_divisible": BOOL_ATTR = FALSE,
        ],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }
}
