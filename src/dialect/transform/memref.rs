//! The memref extension of the transform dialect (MLIR 19's MemRefTransformOps.td) that irbridge's
//! interpreter runs: the pattern descriptor `transform.apply_patterns.memref.alloc_to_alloca`, and
//! `transform.memref.{multibuffer,alloca_to_global,erase_dead_alloc_and_stores}`.

use super::loop_ops::I64_POSITIVE;
use super::types::{op_type_name, HANDLE};
use crate::ods::constraint::{TypeConstraint, I64_ATTR, UNIT_ATTR};

/// `Transform_MemRefAllocOp`: a handle to `memref.alloc` ops.
pub const ALLOC_HANDLE: TypeConstraint =
    TypeConstraint::new("Transform IR handle to memref.alloc operations", |c, t| {
        op_type_name(c, t) == Some("memref.alloc")
    });

/// `Transform_MemRefAllocaOp`: a handle to `memref.alloca` ops.
pub const ALLOCA_HANDLE: TypeConstraint =
    TypeConstraint::new("Transform IR handle to memref.alloca operations", |c, t| {
        op_type_name(c, t) == Some("memref.alloca")
    });

crate::ops! {
    /// `transform.apply_patterns.memref.alloc_to_alloca size_limit(32)`.
    pub struct AllocToAllocaOp = "transform.apply_patterns.memref.alloc_to_alloca" {
        attrs: [size_limit "size_limit": I64_ATTR [optional]],
        format: "(`size_limit` `(` $size_limit^ `)`)? attr-dict",
    }

    /// `%b = transform.memref.multibuffer %allocs {factor = 2 : i64} : (!transform.op<"memref.alloc">) -> !transform.any_op`.
    pub struct MultiBufferOp = "transform.memref.multibuffer" {
        operands: [target: ALLOC_HANDLE],
        results: [transformed: HANDLE],
        attrs: [
            factor "factor": I64_POSITIVE,
            skip_analysis "skip_analysis": UNIT_ATTR [optional],
        ],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }

    /// `%get, %global = transform.memref.alloca_to_global %allocas : (!transform.op<"memref.alloca">) -> (...)`.
    pub struct AllocaToGlobalOp = "transform.memref.alloca_to_global" {
        operands: [alloca: ALLOCA_HANDLE],
        results: [get_global: HANDLE, global: HANDLE],
        format: "$alloca attr-dict `:` functional-type(operands, results)",
        // Upstream prints the results under their ODS names.
        def: {
            result_names: Some(|_, _, names| {
                names.push((0, "getGlobal".to_string()));
                names.push((1, "global".to_string()));
            }),
        },
    }

    /// `transform.memref.erase_dead_alloc_and_stores %f : (!transform.any_op) -> ()`.
    pub struct EraseDeadAllocAndStoresOp = "transform.memref.erase_dead_alloc_and_stores" {
        operands: [target: HANDLE],
        format: "$target attr-dict `:` functional-type($target, results)",
    }
}
